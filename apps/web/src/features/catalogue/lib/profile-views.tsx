import { centerKind, type ProfileKind, type ProfileKindDescriptor, tutorKind } from '@tuitionhub/contracts';
import {
  Briefcase,
  Building2,
  CalendarCheck,
  CalendarDays,
  Clock,
  GraduationCap,
  Languages,
  type LucideIcon,
  MapPin,
  MessageCircle,
  Presentation,
  UserRoundCheck,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { CenterCard } from '../../../components/cards/center-card.tsx';
import {
  centerPlaceLine,
  modesText,
  sessionsText,
  tutorPlaceLine,
} from '../../../components/cards/place-parts.tsx';
import { ProfilePicture } from '../../../components/cards/profile-parts.tsx';
import { experienceText, memberSinceText, recordText } from '../../../components/cards/trust-parts.tsx';
import { TutorCard } from '../../../components/cards/tutor-card.tsx';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { capital, formatResponseTime } from '../../../lib/format.ts';
import type { ProfileOf } from '../api/get-profile.ts';

/** The words the screens build from a kind's labels: 'tutor', 'tutors', 'Subject', 'Subjects'. */
const wordsOf = (kind: ProfileKindDescriptor) => ({
  noun: kind.label.toLowerCase(),
  nouns: kind.labelPlural.toLowerCase(),
  Offering: capital(kind.offering),
  Offerings: capital(kind.offeringsField),
});

/**
 * How the web shows a kind of profile: what the contracts' descriptor says, plus the parts of a
 * profile that differ on screen. Every catalogue screen is one component reading this.
 */
const optionalFact = (icon: LucideIcon, label: string, text: string | null) =>
  text ? [{ icon, label, text }] : [];

/** What the product's own records say: demos held and students hired (when any), and since when a member. */
const recordFacts = (p: { demosHeld: number; studentsHired: number; memberSince: string }) => [
  ...optionalFact(CalendarCheck, 'On TuitionHub', recordText(p)),
  { icon: UserRoundCheck, label: 'Member', text: memberSinceText(p.memberSince) },
];

/** "Usually replies within 2 hours" among a profile's facts, when there are enough replies to say. */
const repliesFact = (minutes: number | null) => {
  const text = formatResponseTime(minutes);
  return text ? [{ icon: MessageCircle, label: 'Replies', text }] : [];
};

export interface ProfileView<K extends ProfileKind> extends ReturnType<typeof wordsOf> {
  kind: ProfileKindDescriptor<K>;
  offerings(p: ProfileOf<K>): readonly string[];
  /** Shown under the name everywhere: a tutor's availability, a center's location. */
  fact: { icon: LucideIcon; label: string; of(p: ProfileOf<K>): string };
  /** Where a tutor teaches, when the fact above is not already the place (search rows, profile). */
  place?(p: ProfileOf<K>): string;
  /** What a month's fee buys, under the fees table. */
  feeNote(p: ProfileOf<K>): string;
  /** More facts on the profile: how a tutor teaches and how often, a center's address. */
  moreFacts(p: ProfileOf<K>): { icon: LucideIcon; label: string; text: string }[];
  /** The About text, and what it says when there is none. */
  about: { of(p: ProfileOf<K>): string; missing: string };
  /** Tutors show their lowest fee and are filtered by availability; centers show a number to call. */
  showsLowestFee: boolean;
  filtersByAvailability: boolean;
  /** Tutors are filtered by how they teach (at home, online, at their place). */
  filtersByMode: boolean;
  contactNumber?(p: ProfileOf<K>): string;
  /** The photo at the top of the profile and in a search result. */
  media(p: ProfileOf<K>, at: 'hero' | 'row'): ReactNode;
  /** The profile top's layout: the photo beside the text, the facts under the name (a row or a column), the chips. */
  hero: { layout: string; facts: string; factGap: string; chips: string };
  card(p: ProfileOf<K>): ReactNode;
  /** Page copy and the spec's failure lines. */
  listPage: { subtitle: string; description: string };
  describe(p: ProfileOf<K>): string;
  errors: { list(err: Error): string; latest(err: Error): string; profile: string };
}

export const tutorView: ProfileView<'tutor'> = {
  kind: tutorKind,
  ...wordsOf(tutorKind),
  offerings: (t) => t.subjects,
  fact: { icon: Clock, label: 'Availability', of: (t) => t.availability },
  place: tutorPlaceLine,
  feeNote: (t) => `Each fee is for one subject for a month, at ${sessionsText(t)}.`,
  moreFacts: (t) => [
    { icon: MapPin, label: 'Where', text: tutorPlaceLine(t) },
    ...(t.modes.length ? [{ icon: Presentation, label: 'Teaches', text: modesText(t.modes) }] : []),
    { icon: CalendarDays, label: 'Sessions', text: sessionsText(t) },
    ...repliesFact(t.responseMinutes),
    ...(t.qualification ? [{ icon: GraduationCap, label: 'Qualification', text: t.qualification }] : []),
    ...optionalFact(Briefcase, 'Experience', experienceText(t.experienceYears)),
    ...(t.languages.length ? [{ icon: Languages, label: 'Languages', text: t.languages.join(', ') }] : []),
    ...recordFacts(t),
  ],
  about: { of: (t) => t.bio, missing: 'This tutor has not written a bio yet.' },
  showsLowestFee: true,
  filtersByAvailability: true,
  filtersByMode: true,
  media: (t, at) =>
    at === 'hero' ? (
      <Avatar src={t.photo} name={t.name} size={136} className="ring-4 ring-white shadow-card" />
    ) : (
      <Avatar src={t.photo} name={t.name} size={72} />
    ),
  hero: {
    layout: 'flex flex-col gap-6 sm:flex-row sm:items-center',
    facts: 'flex flex-wrap items-center gap-x-5 gap-y-2',
    factGap: 'gap-1.5',
    chips: 'mt-4',
  },
  card: (t) => <TutorCard tutor={t} />,
  listPage: {
    subtitle:
      'Home tutors for every class and subject. Filter by place, subject, class, board, timing, fee and rating, then open a profile to shortlist or contact a tutor.',
    description:
      'Browse home tutors on TuitionHub by place, subject, class, board, availability, fee and rating.',
  },
  describe: (t) => `${t.name}: ${t.subjects.join(', ')} tutor on TuitionHub.`,
  errors: {
    list: () => 'Error loading tutors',
    latest: () => 'Error loading tutors',
    profile: 'Error loading tutor profile or reviews',
  },
};

export const centerView: ProfileView<'center'> = {
  kind: centerKind,
  ...wordsOf(centerKind),
  offerings: (c) => c.courses,
  fact: { icon: MapPin, label: 'Location', of: centerPlaceLine },
  feeNote: () => 'Each fee is for one course for a month.',
  moreFacts: (c) => [
    ...(c.address ? [{ icon: Building2, label: 'Address', text: c.address }] : []),
    ...repliesFact(c.responseMinutes),
    ...recordFacts(c),
  ],
  about: { of: (c) => c.description, missing: 'This center has not written a description yet.' },
  showsLowestFee: false,
  filtersByAvailability: false,
  filtersByMode: false,
  contactNumber: (c) => c.contactNumber,
  media: (c, at) =>
    at === 'hero' ? (
      <ProfilePicture
        src={c.photo}
        name={c.name}
        width={768}
        height={432}
        lazy={false}
        className="aspect-video w-full rounded-card bg-slate-100 object-cover shadow-card"
      />
    ) : (
      <ProfilePicture
        src={c.photo}
        name={c.name}
        width={112}
        height={72}
        className="h-[72px] w-[112px] shrink-0 rounded-lg bg-slate-100 object-cover max-sm:h-[54px] max-sm:w-[84px]"
      />
    ),
  hero: {
    // The center's own photo large (issue 15 item 5): up to 32rem wide beside the facts, full width on phones.
    layout:
      'grid gap-6 md:grid-cols-[minmax(0,26rem)_1fr] md:items-center lg:grid-cols-[minmax(0,32rem)_1fr]',
    facts: 'space-y-2',
    factGap: 'gap-2',
    chips: 'mt-3',
  },
  card: (c) => <CenterCard center={c} />,
  listPage: {
    subtitle:
      'Coaching and tuition centers near you. Filter by place, course, class, board, fee and rating; turn a card over for its contact number and fees.',
    description: 'Browse tuition centers on TuitionHub by course, fee and rating.',
  },
  describe: (c) => `${c.name}, ${c.location}: courses, fees and reviews on TuitionHub.`,
  errors: {
    list: (err) => `Error fetching tuition centers: ${err.message}`,
    latest: (err) => `Error fetching latest tuition centers: ${err.message}`,
    profile: 'Error loading tuition center profile',
  },
};

/** Any kind's view, for the screens that read only what every kind has. */
export type AnyProfileView = ProfileView<ProfileKind>;

export const profileViews = [tutorView, centerView] as const;

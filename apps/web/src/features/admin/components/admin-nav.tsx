import type { ProfileKind } from '@tuitionhub/contracts';
import {
  Building2,
  ClipboardList,
  CreditCard,
  Flag,
  GraduationCap,
  Mail,
  MessageSquare,
  Newspaper,
  ScrollText,
  ShieldCheck,
  UserRound,
  Users,
} from 'lucide-react';
import type { MenuItem } from '../../../components/ui/dashboard-frame.tsx';

/** The sections of /admin-dashboard, as `?tab=` values, in menu order (the header's mobile menu links to the first four). */
const tabs = {
  profile: { label: 'Profile', icon: UserRound },
  users: { label: 'All Users', icon: Users },
  tutors: { label: 'All Tutors', icon: GraduationCap },
  centers: { label: 'All Tuition Centers', icon: Building2 },
  review: { label: 'Profile review', icon: ShieldCheck },
  messages: { label: 'Messages', icon: Mail },
  subscribers: { label: 'Subscribers', icon: Newspaper },
  enquiries: { label: 'Enquiries', icon: MessageSquare },
  requirements: { label: 'Requirements', icon: ClipboardList },
  reports: { label: 'Reports', icon: Flag },
  audit: { label: 'Audit log', icon: ScrollText },
} satisfies Record<string, Pick<MenuItem, 'label' | 'icon'>>;
export type AdminTab = keyof typeof tabs;
const adminTabs = Object.keys(tabs) as AdminTab[];

export const parseTab = (value: string | null): AdminTab => adminTabs.find((t) => t === value) ?? 'profile';
export const tabLabel = (tab: AdminTab) => tabs[tab].label;
export const tabPath = (tab: AdminTab) => `/admin-dashboard?tab=${tab}`;

/** The section listing each kind of profile. */
export const kindTabs: Record<ProfileKind, AdminTab> = { tutor: 'tutors', center: 'centers' };

/** spec §2 Admin dashboard menu: Profile, All Users, All Tutors, All Tuition Centers (plus the extras); LOGOUT follows. */
export const adminMenu: MenuItem[] = [
  ...adminTabs.map((tab) => ({ id: tab, to: tabPath(tab), ...tabs[tab] })),
  { id: 'payments', to: '/payments', label: 'Payments', icon: CreditCard },
];

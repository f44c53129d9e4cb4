import type { ProfileKind } from '@tuitionhub/contracts';
import { Phone } from 'lucide-react';
import { ClassAndBoardChips } from '../../../components/cards/place-parts.tsx';
import { Fact, FromFee, OfferingChips } from '../../../components/cards/profile-parts.tsx';
import { VerifiedBadge } from '../../../components/cards/trust-parts.tsx';
import { NO_RATING, RatingStars } from '../../../components/ui/rating-stars.tsx';
import type { ProfileOf } from '../api/get-profile.ts';
import type { ProfileView } from '../lib/profile-views.tsx';
import { Breadcrumbs } from './breadcrumbs.tsx';
import { FeesTable } from './fees-table.tsx';

const reviewsLabel = (n: number) => (n ? `${n} ${n === 1 ? 'review' : 'reviews'}` : NO_RATING);
/** Digits and a leading + only: what a tel: link may carry. */
const telHref = (n: string) => `tel:${n.replace(/[^\d+]/g, '')}`;

interface DetailsProps<K extends ProfileKind> {
  view: ProfileView<K>;
  profile: ProfileOf<K>;
}

/**
 * The top of a profile: photo, name, its fact (availability or location), rating, fee per month or
 * number, where and how it teaches, offerings, classes and boards.
 */
export function ProfileHero<K extends ProfileKind>({ view, profile: p }: DetailsProps<K>) {
  const contactNumber = view.contactNumber?.(p);
  return (
    <div className="border-b border-slate-200 bg-gradient-to-b from-primary-50 to-white">
      <div className="mx-auto max-w-7xl px-4 pb-8 pt-2 sm:pb-10">
        <Breadcrumbs
          parent={{ to: view.kind.web.list, label: `All ${view.kind.labelPlural}` }}
          current={p.name}
        />
        <div className={`mt-4 ${view.hero.layout}`}>
          {view.media(p, 'hero')}
          <div className="min-w-0">
            <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{p.name}</h1>
            {p.verified ? (
              <p className="mt-2">
                <VerifiedBadge verified={p.verified} detailed />
              </p>
            ) : null}
            <ul className={`mt-3 text-slate-700 ${view.hero.facts}`}>
              <Fact
                as="li"
                icon={view.fact.icon}
                label={view.fact.label}
                className={`flex items-center ${view.hero.factGap}`}
              >
                {view.fact.of(p)}
              </Fact>
              <li className="flex flex-wrap items-center gap-2">
                <span className="sr-only">Rating: </span>
                {p.reviewCount ? <RatingStars value={p.ratings} size={18} /> : null}
                <span className="text-sm text-slate-600">{reviewsLabel(p.reviewCount)}</span>
              </li>
              {view.showsLowestFee && p.lowestFee != null ? (
                <li className="text-sm">
                  <FromFee amount={p.lowestFee} priceClassName="text-base" />
                </li>
              ) : null}
              {view.moreFacts(p).map((f) => (
                <Fact
                  key={f.label}
                  as="li"
                  icon={f.icon}
                  label={f.label}
                  className={`flex items-center ${view.hero.factGap}`}
                >
                  {f.text}
                </Fact>
              ))}
              {contactNumber ? (
                <Fact as="li" icon={Phone} label="Contact number" className="flex items-center gap-2">
                  <a
                    href={telHref(contactNumber)}
                    className="inline-flex min-h-11 items-center font-medium text-primary-800 underline underline-offset-4 hover:text-primary-900"
                  >
                    {contactNumber}
                  </a>
                </Fact>
              ) : null}
            </ul>
            <OfferingChips
              label={view.Offerings}
              items={view.offerings(p)}
              variant="hero"
              className={view.hero.chips}
            />
            <ClassAndBoardChips classLevels={p.classLevels} boards={p.boards} />
          </div>
        </div>
      </div>
    </div>
  );
}

/** About (bio or description) and fees per subject or course. */
export function ProfileAbout<K extends ProfileKind>({ view, profile: p }: DetailsProps<K>) {
  const id = view.kind.kind;
  return (
    <>
      <section aria-labelledby={`${id}-about`}>
        <h2 id={`${id}-about`} className="text-xl font-semibold">
          About {p.name}
        </h2>
        <p className="mt-3 whitespace-pre-line leading-relaxed text-slate-700">
          {view.about.of(p) || view.about.missing}
        </p>
      </section>
      <section aria-labelledby={`${id}-fees`}>
        <h2 id={`${id}-fees`} className="text-xl font-semibold">
          {`Fees per ${view.kind.offering}`}
        </h2>
        <div className="mt-3">
          <FeesTable fees={p.fees} itemLabel={view.Offering} />
        </div>
        {Object.keys(p.fees).length ? <p className="mt-2 text-sm text-slate-600">{view.feeNote(p)}</p> : null}
      </section>
    </>
  );
}

import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { PageSection } from '../../../components/ui/section-heading.tsx';
import { audienceCards } from '../../../content/home.ts';

const tints = ['bg-primary-50', 'bg-accent-50', 'bg-primary-50', 'bg-accent-50'];

/** spec §1: the four audience cards (tutor, student, tuition center, school or college). */
export function AudienceCards() {
  return (
    <PageSection
      id="audience-heading"
      eyebrow="For everyone in learning"
      title="How TuitionHub helps you"
      lead="Whether you teach, learn or run a center, there is a place for you here."
      className="bg-white"
    >
      <ul className="mt-10 grid gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-4">
        {audienceCards.map((card, i) => (
          <li
            key={card.id}
            className="group relative grid grid-cols-[5.5rem_1fr] gap-x-4 rounded-card border border-slate-200 bg-white p-4 shadow-card transition-shadow focus-within:shadow-raised hover:shadow-raised sm:flex sm:flex-col sm:p-5"
          >
            <div
              className={`row-span-3 flex items-start justify-center self-start rounded-xl ${tints[i % tints.length]} p-1.5 sm:p-0 sm:py-4`}
            >
              <img
                src={card.image}
                alt={card.alt}
                width={160}
                height={120}
                loading="lazy"
                className="h-auto w-full sm:h-[120px] sm:w-[160px]"
              />
            </div>
            <h3 className="text-lg font-semibold sm:mt-5">{card.title}</h3>
            <p className="mt-1 text-slate-600 sm:mt-2 sm:flex-1">{card.text}</p>
            {/* The whole card is the link's hit area; the link text stays the accessible name. */}
            <Link
              to={card.to}
              className="mt-2 inline-flex min-h-11 sm:mt-5 items-center gap-2 font-semibold text-primary-800 after:absolute after:inset-0 after:rounded-card group-hover:text-primary-900"
            >
              {card.cta}
              <ArrowRight aria-hidden className="size-4 transition-transform group-hover:translate-x-0.5" />
            </Link>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}

import { PageSection } from '../../../components/ui/section-heading.tsx';
import { whyChooseUs } from '../../../content/home.ts';

/** spec §1: the why-choose-us block. */
export function WhyChooseUs() {
  return (
    <PageSection
      id="why-heading"
      eyebrow="Why families trust us"
      title="Why choose TuitionHub"
      lead="Everything you need to pick a tutor with confidence, in one place."
      className="bg-primary-50/60"
    >
      <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {whyChooseUs.map(({ icon: Icon, ...point }) => (
          <li key={point.title} className="flex gap-4 rounded-card bg-white p-6 shadow-card">
            <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-accent-100 text-accent-800">
              <Icon aria-hidden className="size-6" />
            </span>
            <div>
              <h3 className="text-lg font-semibold">{point.title}</h3>
              <p className="mt-1.5 text-slate-600">{point.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}

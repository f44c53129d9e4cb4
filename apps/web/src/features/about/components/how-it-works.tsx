import { PageSection } from '../../../components/ui/section-heading.tsx';
import { howItWorks } from '../../../content/about.ts';

/** spec §1 About: three steps — select a tutor, a demo class at home (with a replacement), start learning. */
export function HowItWorks() {
  return (
    <PageSection
      id="how-heading"
      eyebrow="How it works"
      title="Three simple steps"
      lead="From the first search to steady progress, we stay with you."
      className="bg-white"
    >
      <div className="relative mt-12">
        {/* The dashed line joining the steps on wide screens. */}
        <div
          aria-hidden
          className="pointer-events-none absolute inset-x-[16%] top-8 hidden border-t-2 border-dashed border-primary-200 md:block"
        />
        <ol className="relative grid gap-10 md:grid-cols-3 md:gap-8">
          {howItWorks.map(({ icon: Icon, ...step }) => (
            <li key={step.step} className="relative flex flex-col items-center text-center">
              <span className="relative inline-flex size-16 items-center justify-center rounded-full bg-primary-800 text-white shadow-raised ring-8 ring-white">
                <Icon aria-hidden className="size-7" />
                <span className="absolute -right-1 -top-1 inline-flex size-7 items-center justify-center rounded-full bg-accent-400 text-sm font-bold text-slate-900">
                  {step.step}
                </span>
              </span>
              <h3 className="mt-5 text-lg font-semibold">
                <span className="sr-only">Step {step.step}: </span>
                {step.title}
              </h3>
              <p className="mt-2 max-w-xs text-slate-600">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </PageSection>
  );
}

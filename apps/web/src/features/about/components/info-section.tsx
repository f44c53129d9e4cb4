import { CircleCheck } from 'lucide-react';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';
import type { InfoSection as InfoSectionData } from '../../../content/about.ts';

/** A heading with a short text and four points ('Beyond tutoring', 'Why home tuitions?'). */
export function InfoSection({
  id,
  eyebrow,
  section,
  className = '',
}: {
  id: string;
  eyebrow: string;
  section: InfoSectionData;
  className?: string;
}) {
  return (
    <section aria-labelledby={id} className={`section-y ${className}`}>
      <div className="page-container grid gap-10 lg:grid-cols-[1fr_1.6fr] lg:gap-16">
        <SectionHeading id={id} eyebrow={eyebrow} title={section.heading} lead={section.text} />
        <ul className="grid gap-5 sm:grid-cols-2">
          {section.points.map((point) => (
            <li key={point.title} className="rounded-card border border-slate-200 bg-white p-5 shadow-card">
              <h3 className="flex items-center gap-2.5 font-semibold">
                <CircleCheck aria-hidden className="size-5 shrink-0 text-success-700" />
                {point.title}
              </h3>
              <p className="mt-2 text-slate-600">{point.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

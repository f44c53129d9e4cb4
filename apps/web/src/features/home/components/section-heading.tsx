import type { ReactNode } from 'react';

/** Eyebrow + title (+ lead) used by every Home section, so they read as one page. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  center = false,
}: {
  id: string;
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  center?: boolean;
}) {
  return (
    <div className={center ? 'mx-auto max-w-2xl text-center' : ''}>
      {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
      <h2 id={id} className="section-title mt-1">
        {title}
      </h2>
      {lead ? <p className={`section-lead ${center ? 'mx-auto' : ''}`}>{lead}</p> : null}
    </div>
  );
}

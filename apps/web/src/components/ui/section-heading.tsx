import type { ReactNode } from 'react';

/** Eyebrow + title (+ lead) used by every Home and About section, so they read as one page. */
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

/** A band of a content page: its centred heading, then `children`. `className` sets the background. */
export function PageSection({
  id,
  eyebrow,
  title,
  lead,
  className,
  children,
}: {
  id: string;
  eyebrow: string;
  title: string;
  lead: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={`section-y ${className}`}>
      <div className="page-container">
        <SectionHeading id={id} eyebrow={eyebrow} title={title} lead={lead} center />
        {children}
      </div>
    </section>
  );
}

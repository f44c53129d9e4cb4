import { Printer } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import type { Policy, PolicySection } from '../../../content/policy.ts';
import { formatDate } from '../../../lib/format.ts';

const link = 'font-medium text-primary-800 underline underline-offset-2 hover:text-primary-950';

/** `[words](/path)` → a router link (or a plain link for mailto:/http), `code` → <code>, the rest as text. */
export function richText(text: string): ReactNode[] {
  const parts = text.split(/(\[[^\]]+\]\([^)]+\)|`[^`]+`)/g);
  return parts.map((part, i) => {
    const key = `${i}-${part}`;
    const linkMatch = /^\[([^\]]+)\]\(([^)]+)\)$/.exec(part);
    if (linkMatch) {
      const [, words, to] = linkMatch as unknown as [string, string, string];
      return to.startsWith('/') ? (
        <Link key={key} to={to} className={link}>
          {words}
        </Link>
      ) : (
        <a key={key} href={to} className={link}>
          {words}
        </a>
      );
    }
    if (part.startsWith('`') && part.endsWith('`') && part.length > 1)
      return (
        <code key={key} className="rounded bg-slate-100 px-1 py-0.5 font-mono text-[0.9em] text-slate-800">
          {part.slice(1, -1)}
        </code>
      );
    return <Fragment key={key}>{part}</Fragment>;
  });
}

function Section({ section, index }: { section: PolicySection; index: number }) {
  return (
    <section aria-labelledby={section.id} className="scroll-mt-24 break-inside-avoid-page">
      <h2 id={section.id} className="scroll-mt-24 text-xl font-semibold text-slate-900 sm:text-2xl">
        <span className="mr-2 text-primary-700 tabular-nums">{index + 1}.</span>
        {section.heading}
      </h2>
      {section.paragraphs?.map((p) => (
        <p key={p} className="mt-3 leading-relaxed text-slate-700">
          {richText(p)}
        </p>
      ))}
      {section.list ? (
        <ul className="mt-3 list-disc space-y-2 pl-5 leading-relaxed text-slate-700 marker:text-primary-600">
          {section.list.map((item) => (
            <li key={item}>{richText(item)}</li>
          ))}
        </ul>
      ) : null}
      {section.after ? (
        <p className="mt-3 leading-relaxed text-slate-700">{richText(section.after)}</p>
      ) : null}
    </section>
  );
}

/**
 * A readable legal page (/privacy, /terms): title, "Last updated", a table of contents linking to
 * each numbered section's heading, a measure of ~70 characters, and a clean printout (the header,
 * footer and the print button are left off paper).
 */
export function PolicyPage({ policy, aside }: { policy: Policy; aside?: ReactNode }) {
  return (
    <>
      <PageHeader title={policy.title} subtitle={policy.summary} description={policy.description}>
        <div className="mt-4 flex flex-wrap items-center gap-x-6 gap-y-2 text-sm text-slate-600">
          <p>
            Last updated <time dateTime={policy.updated}>{formatDate(policy.updated)}</time>
          </p>
          <button
            type="button"
            onClick={() => window.print()}
            className="inline-flex min-h-11 items-center gap-2 rounded-lg font-medium text-primary-800 underline-offset-2 hover:underline print:hidden"
          >
            <Printer aria-hidden className="size-4" />
            Print or save as PDF
          </button>
        </div>
      </PageHeader>
      <div className="page-container grid gap-10 py-10 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-14 print:block print:py-0">
        <nav
          aria-labelledby="toc-heading"
          className="self-start rounded-card border border-slate-200 bg-white p-5 lg:sticky lg:top-24 print:mb-6 print:border-0 print:p-0"
        >
          <h2 id="toc-heading" className="text-sm font-semibold uppercase tracking-wider text-slate-600">
            On this page
          </h2>
          <ol className="mt-3 space-y-1 text-sm">
            {policy.sections.map((s, i) => (
              <li key={s.id}>
                <a
                  href={`#${s.id}`}
                  className="flex min-h-11 items-center gap-2 rounded py-1 text-slate-700 hover:text-primary-800 hover:underline lg:min-h-0"
                >
                  <span className="w-5 shrink-0 text-right tabular-nums text-slate-500">{i + 1}.</span>
                  {s.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="max-w-prose space-y-10 text-base sm:text-[1.0625rem] print:max-w-none print:space-y-6">
          {policy.sections.map((s, i) => (
            <Section key={s.id} section={s} index={i} />
          ))}
          {aside}
        </article>
      </div>
    </>
  );
}

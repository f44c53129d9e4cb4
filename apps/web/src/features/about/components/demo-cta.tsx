import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { demoCta } from '../../../content/about.ts';

/** The 'Book Free Demo Classes' call to action: it leads to `to` (the free demo finder), else the tutors. */
export function DemoCta({ to = '/all-tutors' }: { to?: string }) {
  return (
    <section aria-labelledby="demo-heading" className="section-y bg-white">
      <div className="page-container">
        <div className="relative overflow-hidden rounded-panel bg-primary-800 px-6 py-12 text-center shadow-raised sm:px-12">
          <div
            aria-hidden
            className="pointer-events-none absolute -left-16 -top-20 size-64 rounded-full bg-primary-700/70"
          />
          <div
            aria-hidden
            className="pointer-events-none absolute -bottom-24 -right-10 size-72 rounded-full bg-primary-600/40"
          />
          <div className="relative">
            <h2 id="demo-heading" className="text-2xl font-bold text-white sm:text-3xl">
              {demoCta.heading}
            </h2>
            <p className="mx-auto mt-3 max-w-xl text-lg text-primary-100">{demoCta.text}</p>
            <Link
              to={to}
              preventScrollReset
              state={{ keepScroll: true }}
              className="mt-8 inline-flex min-h-12 items-center gap-2 rounded-lg bg-accent-400 px-7 font-semibold text-slate-900 shadow-sm transition-colors hover:bg-accent-300 focus-visible:outline-accent-300"
            >
              {demoCta.button}
              <ArrowRight aria-hidden className="size-4" />
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}

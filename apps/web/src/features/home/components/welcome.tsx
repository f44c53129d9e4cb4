import { BookOpenCheck, GraduationCap, type LucideIcon, Sparkles, Users } from 'lucide-react';
import { Link } from 'react-router';
import { stats } from '../../../content/about.ts';
import { welcome } from '../../../content/home.ts';
import type { IconName } from '../../../content/icons.ts';

const statIcons: Partial<Record<IconName, LucideIcon>> = { GraduationCap, Users, BookOpenCheck };

/** spec §1: the welcome message (the page's main heading), with the claimed numbers as trust signals. */
export function Welcome() {
  return (
    <section aria-labelledby="welcome-heading" className="section-y bg-white">
      <div className="page-container text-center">
        <p className="eyebrow">Home tuition made simple</p>
        <h1 id="welcome-heading" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
          {welcome.heading}
        </h1>
        <p className="mx-auto mt-4 max-w-3xl text-base leading-relaxed text-slate-600 sm:text-lg">
          {welcome.text}
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link
            to="/all-tutors"
            className="inline-flex min-h-12 items-center rounded-lg bg-primary-800 px-6 font-semibold text-white transition-colors hover:bg-primary-900"
          >
            Browse tutors
          </Link>
          <Link
            to="/all-tuition-centers"
            className="inline-flex min-h-12 items-center rounded-lg border border-slate-300 bg-white px-6 font-semibold text-slate-800 transition-colors hover:bg-slate-50"
          >
            Browse tuition centers
          </Link>
        </div>
        <ul className="mx-auto mt-12 grid max-w-3xl grid-cols-3 divide-x divide-slate-200 rounded-card border border-slate-200 bg-slate-50 py-5 sm:py-6">
          {stats.map((s) => {
            const Icon = statIcons[s.icon] ?? Sparkles;
            return (
              <li
                key={s.label}
                className="flex flex-col items-center gap-1 px-2 sm:flex-row sm:justify-center sm:gap-4"
              >
                <span className="mb-1 inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary-100 text-primary-800 sm:mb-0 sm:size-12">
                  <Icon aria-hidden className="size-5 sm:size-6" />
                </span>
                <span className="sm:text-left">
                  <span className="block text-xl font-bold text-slate-900 sm:text-2xl">{s.value}</span>
                  <span className="block text-xs text-slate-600 sm:text-sm">{s.label}</span>
                </span>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

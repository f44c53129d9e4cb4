import { BookOpenCheck, GraduationCap, type LucideIcon, Sparkles, Users } from 'lucide-react';
import { stats } from '../../../content/about.ts';
import type { IconName } from '../../../content/icons.ts';

const icons: Partial<Record<IconName, LucideIcon>> = { GraduationCap, Users, BookOpenCheck };

/** spec §1 About: the claimed numbers (1000+ tutors, 20k happy students, 10000 classes completed). */
export function Stats() {
  return (
    <ul className="mt-8 grid grid-cols-3 gap-3 sm:gap-4">
      {stats.map((s) => {
        const Icon = icons[s.icon] ?? Sparkles;
        return (
          <li
            key={s.label}
            className="flex flex-col items-center gap-2 rounded-card bg-white px-2 py-4 text-center shadow-card sm:flex-row sm:gap-4 sm:p-5 sm:text-left"
          >
            <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary-100 text-primary-800 sm:size-12">
              <Icon aria-hidden className="size-5 sm:size-6" />
            </span>
            <span>
              <span className="block text-xl font-bold tracking-tight text-slate-900 sm:text-3xl">
                {s.value}
              </span>
              <span className="block text-xs text-slate-600 sm:text-base">{s.label}</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}

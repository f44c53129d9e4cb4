import { stats } from '../../content/stats.ts';

// Literal class names, so Tailwind sees them.
const variants = {
  /** About's header: each number on its own card. */
  cards: {
    list: 'mt-8 grid grid-cols-3 gap-3 sm:gap-4',
    item: 'gap-2 rounded-card bg-white py-4 text-center shadow-card sm:p-5 sm:text-left',
    icon: '',
    text: '',
    value: 'tracking-tight sm:text-3xl',
    label: 'sm:text-base',
  },
  /** Home's welcome: one band split in three. */
  strip: {
    list: 'mx-auto mt-12 grid max-w-3xl grid-cols-3 divide-x divide-slate-200 rounded-card border border-slate-200 bg-slate-50 py-5 sm:py-6',
    item: 'gap-1 sm:justify-center',
    icon: 'mb-1 sm:mb-0',
    text: 'sm:text-left',
    value: 'sm:text-2xl',
    label: 'sm:text-sm',
  },
};

/** spec §1: the claimed numbers (1000+ tutors, 20k happy students, 10000 classes completed). */
export function StatList({ variant }: { variant: keyof typeof variants }) {
  const v = variants[variant];
  return (
    <ul className={v.list}>
      {stats.map(({ icon: Icon, ...s }) => (
        <li key={s.label} className={`flex flex-col items-center px-2 sm:flex-row sm:gap-4 ${v.item}`}>
          <span
            className={`inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary-100 text-primary-800 sm:size-12 ${v.icon}`}
          >
            <Icon aria-hidden className="size-5 sm:size-6" />
          </span>
          <span className={v.text}>
            <span className={`block text-xl font-bold text-slate-900 ${v.value}`}>{s.value}</span>
            <span className={`block text-xs text-slate-600 ${v.label}`}>{s.label}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

import type { ReactNode } from 'react';

/** The calm full-width layout shared by the 404 page and the route error page. */
export function StatusPage({
  image,
  eyebrow,
  title,
  text,
  actions,
  role,
}: {
  image: ReactNode;
  eyebrow: string;
  title: string;
  text: ReactNode;
  actions: ReactNode;
  role?: 'alert';
}) {
  return (
    <div className="bg-gradient-to-b from-cream-100 to-white">
      <div
        role={role}
        className="page-container flex min-h-[70dvh] flex-col items-center justify-center gap-8 py-16 text-center md:flex-row md:gap-14 md:text-left"
      >
        <div className="w-full max-w-sm shrink-0 md:max-w-md">{image}</div>
        <div className="max-w-lg">
          <p className="eyebrow">{eyebrow}</p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
          <div className="mt-4 text-lg text-slate-600">{text}</div>
          <div className="mt-8 flex flex-wrap justify-center gap-3 md:justify-start">{actions}</div>
        </div>
      </div>
    </div>
  );
}

import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export function PageHeader({
  title,
  subtitle,
  description,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  description?: string;
  children?: ReactNode;
}) {
  useDocumentTitle(title, description);
  return (
    <div className="border-b border-slate-200 bg-gradient-to-b from-primary-50 to-white">
      <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
        <h1 className="text-3xl font-bold capitalize tracking-tight sm:text-4xl">{title}</h1>
        {subtitle ? <p className="mt-2 max-w-2xl text-slate-600">{subtitle}</p> : null}
        {children}
      </div>
    </div>
  );
}

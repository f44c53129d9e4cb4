import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

/** The centred card the login, sign-up and password pages sit in. */
export function AuthCard({
  title,
  lead,
  children,
  footer,
  wide = false,
}: {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
}) {
  useDocumentTitle(title);
  return (
    <div className="bg-gradient-to-b from-primary-50 to-white px-4 py-10 sm:py-14">
      <div
        className={`mx-auto w-full ${wide ? 'max-w-2xl' : 'max-w-md'} rounded-card border border-slate-200 bg-white p-6 shadow-card sm:p-8`}
      >
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
        {lead ? <p className="mt-2 text-slate-600">{lead}</p> : null}
        <div className="mt-6">{children}</div>
        {footer ? (
          <div className="mt-6 border-t border-slate-200 pt-5 text-sm text-slate-700">{footer}</div>
        ) : null}
      </div>
    </div>
  );
}

import { Mail } from 'lucide-react';
import { useState } from 'react';
import { QueryView } from '../../../components/ui/query-view.tsx';
import { EmptyState } from '../../../components/ui/states.tsx';
import { formatDate } from '../../../lib/format.ts';
import { ENQUIRIES_PAGE_SIZE, useEnquiries } from '../api/get-enquiries.ts';

/** Enquiries sent to the signed-in tutor or center from its profile, newest first. */
export function MyEnquiries() {
  const [page, setPage] = useState(1);
  const enquiries = useEnquiries(page);

  return (
    <section aria-labelledby="my-enquiries-title" className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="my-enquiries-title" className="text-xl font-semibold">
          Enquiries
        </h2>
        {enquiries.data ? (
          <p className="text-sm text-slate-600">
            {enquiries.data.total} {enquiries.data.total === 1 ? 'message' : 'messages'}
          </p>
        ) : null}
      </div>
      <QueryView
        query={enquiries}
        errorText="Error loading enquiries"
        isEmpty={(data) => data.enquiries.length === 0}
        pages={{
          page,
          pageSize: ENQUIRIES_PAGE_SIZE,
          total: (data) => data.total,
          onPage: setPage,
          label: 'Enquiries pages',
        }}
        empty={
          <EmptyState message="No enquiries yet.">
            <p className="max-w-sm text-sm text-slate-600">
              Messages that students and parents send from your profile’s contact form will appear here and in
              your e-mail.
            </p>
          </EmptyState>
        }
      >
        {(data) => (
          <ul className="space-y-3">
            {data.enquiries.map((e) => (
              <li key={e._id}>
                <article
                  aria-labelledby={`enquiry-${e._id}`}
                  className="rounded-card border border-slate-200 bg-white p-4 shadow-card sm:p-5"
                >
                  <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
                    <div className="min-w-0">
                      <h3 id={`enquiry-${e._id}`} className="font-semibold text-slate-900">
                        {e.name}
                      </h3>
                      <a
                        href={`mailto:${e.email}`}
                        className="inline-flex min-h-11 items-center gap-1.5 break-all text-sm font-medium text-primary-800 underline-offset-2 hover:underline"
                      >
                        <Mail aria-hidden className="size-4 shrink-0" />
                        {e.email}
                      </a>
                    </div>
                    <time dateTime={e.createdAt} className="text-sm text-slate-600">
                      {formatDate(e.createdAt)}
                    </time>
                  </header>
                  <p className="mt-2 whitespace-pre-line break-words text-slate-700">{e.message}</p>
                </article>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </section>
  );
}

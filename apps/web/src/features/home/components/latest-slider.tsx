import type { UseQueryResult } from '@tanstack/react-query';
import { ArrowRight } from 'lucide-react';
import { type ReactNode, useDeferredValue } from 'react';
import { Link } from 'react-router';
import { Carousel } from '../../../components/slider/carousel.tsx';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';
import { ErrorState, LoadingState } from '../../../components/ui/states.tsx';

/** spec §9: 1 card on small phones, 2 up to 996 px, 3 up to 1310 px, 4 above. */
const cardWidths = 'basis-full min-[560px]:basis-1/2 min-[997px]:basis-1/3 min-[1311px]:basis-1/4';

/** A Home slider of the newest tutors or centers: 'Loading...', the spec's error line, or the cards. */
export function LatestSlider<T extends { _id: string }>({
  id,
  eyebrow,
  title,
  query,
  errorText,
  renderCard,
  viewAll,
  emptyText,
  className = '',
}: {
  id: string;
  eyebrow: string;
  title: string;
  /** The list's query: the slider reads its status and data, and retries it. */
  query: Pick<UseQueryResult<T[]>, 'status' | 'data' | 'refetch'>;
  /** The spec's failure line, already with the server's message where it asks for one. */
  errorText: string;
  renderCard: (item: T) => ReactNode;
  viewAll: { to: string; label: string };
  emptyText: string;
  className?: string;
}) {
  const heading = <SectionHeading id={id} eyebrow={eyebrow} title={title} />;
  // The list arrives in a synchronous render (React Query's store), and a slider of cards drawn at
  // once was one long task on a slow phone (issue 16, TBT). Read a step behind, the cards are drawn
  // in a background render React splits and interrupts; the two values always change together.
  const status = useDeferredValue(query.status);
  const items = useDeferredValue(query.data) ?? [];
  return (
    <div className={`section-y ${className}`}>
      <div className="page-container">
        {status === 'success' && items.length > 0 ? (
          <Carousel
            labelledBy={id}
            header={heading}
            items={items}
            getKey={(item) => item._id}
            delay={3000}
            slideClassName={cardWidths}
            renderSlide={(item) => <div className="h-full *:h-full">{renderCard(item)}</div>}
          />
        ) : (
          <section aria-labelledby={id}>
            <div className="mb-6">{heading}</div>
            {status === 'pending' ? (
              <LoadingState />
            ) : status === 'error' ? (
              <ErrorState message={errorText} onRetry={() => void query.refetch()} />
            ) : (
              <p className="rounded-card border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-slate-600">
                {emptyText}
              </p>
            )}
          </section>
        )}
        <div className="mt-8 text-center">
          <Link
            to={viewAll.to}
            className="inline-flex min-h-11 items-center gap-2 rounded-lg px-3 font-semibold text-primary-800 hover:bg-primary-50"
          >
            {viewAll.label}
            <ArrowRight aria-hidden className="size-4" />
          </Link>
        </div>
      </div>
    </div>
  );
}

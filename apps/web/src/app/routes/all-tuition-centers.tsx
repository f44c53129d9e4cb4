import { PageHeader } from '../../components/ui/page-header.tsx';
import { CentersBrowser } from '../../features/catalogue/components/centers-browser.tsx';

export function Component() {
  return (
    <>
      <PageHeader
        title="All Tuition Centers"
        subtitle="Coaching and tuition centers near you. Filter by course, fee and rating; turn a card over for its contact number and fees."
        description="Browse tuition centers on TuitionHub by course, fee and rating."
      />
      <div className="mx-auto max-w-7xl px-4 py-8">
        <CentersBrowser />
      </div>
    </>
  );
}

import { PageHeader } from '../../components/ui/page-header.tsx';
import { TutorsBrowser } from '../../features/catalogue/components/tutors-browser.tsx';

export function Component() {
  return (
    <>
      <PageHeader
        title="All Tutors"
        subtitle="Home tutors for every class and subject. Filter by subject, timing, fee and rating, then open a profile to shortlist or contact a tutor."
        description="Browse home tutors on TuitionHub by subject, availability, fee and rating."
      />
      <div className="mx-auto max-w-7xl px-4 py-8">
        <TutorsBrowser />
      </div>
    </>
  );
}

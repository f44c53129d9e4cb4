import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { RequirementForm } from '../../features/requirements/components/requirement-form.tsx';
import { SignedIn } from '../../features/requirements/components/signed-in.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** /requirements/new — a signed-in student posts a learning requirement (issue 13, api-2 §3). */
export function Component() {
  useDocumentTitle('Post a requirement');
  return (
    <SignedIn
      roles={['Student']}
      forbidden={() => (
        <div className="page-container py-10">
          <div role="alert" className="rounded-card bg-white p-6 shadow-card">
            <h1 className="text-2xl font-bold">Only students can post a requirement</h1>
            <p className="mt-2 text-slate-600">
              Tutors and tuition centers see students' requirements as leads on their dashboard.
            </p>
            <Link to="/" className={`${buttonClasses('primary')} mt-4`}>
              Go to Home
            </Link>
          </div>
        </div>
      )}
    >
      {() => (
        <>
          <PageHeader
            title="Post a requirement"
            subtitle="Tell us what you need. Matching tutors and centers near you respond with their fee; you choose whom to share your contact with. Free, and no calls until you choose."
          />
          <div className="page-container max-w-3xl py-6 sm:py-8">
            <div className="rounded-card bg-white p-5 shadow-card sm:p-8">
              <RequirementForm />
            </div>
          </div>
        </>
      )}
    </SignedIn>
  );
}

import { useParams } from 'react-router';
import { RequirementDetail } from '../../features/requirements/components/requirement-detail.tsx';
import { SignedIn } from '../../features/requirements/components/signed-in.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** /requirements/:id — a requirement with its responses (its student) or a lead (a tutor or center). */
export function Component() {
  const { id = '' } = useParams();
  useDocumentTitle('Requirement');
  return (
    <SignedIn roles={['Student', 'Tutor', 'Tuition Center', 'Admin']}>
      {(user) => (
        <div className="page-container max-w-6xl py-6 sm:py-8">
          <RequirementDetail key={id} id={id} user={user} />
        </div>
      )}
    </SignedIn>
  );
}

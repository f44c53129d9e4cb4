import { useParams } from 'react-router';
import { RequireUser } from '../../components/require-user.tsx';
import { ConversationsPage } from '../../features/conversations/components/conversations-page.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** /conversations and /conversations/:id — signed-in students, tutors and centers (issue 13). */
export function Component() {
  const { id } = useParams();
  useDocumentTitle('Messages');
  return (
    <RequireUser roles={['Student', 'Tutor', 'Tuition Center']}>
      {(user) => <ConversationsPage me={user} selected={id} />}
    </RequireUser>
  );
}

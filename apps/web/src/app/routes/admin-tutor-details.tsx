import { useParams } from 'react-router';
import { AccountPage } from '../../features/admin/components/account-page.tsx';
import { AdminOnly } from '../../features/admin/components/admin-guard.tsx';

/** /tutors/:id — the admin's tutor details (spec §2), linked from All Tutors. */
export function Component() {
  const { id = '' } = useParams();
  return (
    <AdminOnly>
      <AccountPage key={id} id={id} kind="Tutor" />
    </AdminOnly>
  );
}

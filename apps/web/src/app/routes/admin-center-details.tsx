import { useParams } from 'react-router';
import { AccountPage } from '../../features/admin/components/account-page.tsx';
import { AdminOnly } from '../../features/admin/components/admin-guard.tsx';

/** /profile/:id — the admin's tuition center details (spec §2), linked from All Tuition Centers. */
export function Component() {
  const { id = '' } = useParams();
  return (
    <AdminOnly>
      <AccountPage key={id} id={id} kind="Tuition Center" />
    </AdminOnly>
  );
}

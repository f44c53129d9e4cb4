import { profileKindDescriptors } from '@tuitionhub/contracts';
import { matchPath, useLocation, useParams } from 'react-router';
import { AccountPage } from '../../features/admin/components/account-page.tsx';
import { AdminOnly } from '../../features/admin/components/admin-guard.tsx';

/**
 * The admin's page of a tutor (/tutors/:id) or a tuition center (/profile/:id), spec §2, linked from
 * All Tutors and All Tuition Centers: the kind is the one whose admin path this is.
 */
export function Component() {
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const kind = Object.values(profileKindDescriptors).find((k) =>
    matchPath(k.web.adminDetails(':id'), pathname),
  );
  return (
    <AdminOnly page="this account page">
      {kind ? <AccountPage key={id} id={id} kind={kind} /> : null}
    </AdminOnly>
  );
}

import { Fragment } from 'react';
import { useSearchParams } from 'react-router';
import { DashboardFrame } from '../../components/ui/dashboard-frame.tsx';
import { CentersTable, TutorsList, UsersTable } from '../../features/admin/components/account-lists.tsx';
import { AdminOnly } from '../../features/admin/components/admin-guard.tsx';
import { adminMenu, parseTab, tabLabel } from '../../features/admin/components/admin-nav.tsx';
import { AdminProfile } from '../../features/admin/components/admin-profile.tsx';
import { ProfileReviewQueue } from '../../features/admin/components/profile-review-queue.tsx';
import { isRecordList, RecordList } from '../../features/admin/components/record-lists.tsx';
import { AdminReports } from '../../features/conversations/components/admin-reports.tsx';
import { AdminRequirements } from '../../features/requirements/components/admin-requirements.tsx';
import { useSession } from '../../lib/session.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useLogout } from '../layouts/use-logout.ts';

/** /admin-dashboard — spec §2: the admin manages users, tutors and centers; the section is `?tab=`. */
export function Component() {
  return (
    <AdminOnly>
      <Dashboard />
    </AdminOnly>
  );
}

function Dashboard() {
  const [search] = useSearchParams();
  const tab = parseTab(search.get('tab'));
  const { user } = useSession();
  const logout = useLogout();
  useDocumentTitle(`${tabLabel(tab)} · Admin Dashboard`);
  if (!user) return null;
  return (
    <DashboardFrame
      title="Admin Dashboard"
      menuLabel="Admin dashboard"
      items={adminMenu}
      active={tab}
      onLogout={() => void logout()}
      columns="lg:grid-cols-[15rem_1fr]"
    >
      {/* Keyed by tab so each section starts with its own search and page state. */}
      <Fragment key={tab}>
        {tab === 'profile' ? <AdminProfile user={user} /> : null}
        {tab === 'users' ? <UsersTable /> : null}
        {tab === 'tutors' ? <TutorsList /> : null}
        {tab === 'centers' ? <CentersTable /> : null}
        {isRecordList(tab) ? <RecordList list={tab} /> : null}
        {tab === 'review' ? <ProfileReviewQueue /> : null}
        {tab === 'requirements' ? <AdminRequirements /> : null}
        {tab === 'reports' ? <AdminReports /> : null}
      </Fragment>
    </DashboardFrame>
  );
}

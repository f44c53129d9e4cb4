import { useSearchParams } from 'react-router';
import { CentersTable, TutorsList, UsersTable } from '../../features/admin/components/account-lists.tsx';
import { AdminOnly } from '../../features/admin/components/admin-guard.tsx';
import { AdminNav, parseTab, tabLabel } from '../../features/admin/components/admin-nav.tsx';
import { AdminProfile } from '../../features/admin/components/admin-profile.tsx';
import {
  AuditList,
  EnquiriesList,
  MessagesList,
  SubscribersList,
} from '../../features/admin/components/record-lists.tsx';
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
    <div className="page-container py-6 sm:py-8">
      <h1 className="text-3xl font-bold tracking-tight">Admin Dashboard</h1>
      <div className="mt-6 grid gap-6 lg:grid-cols-[15rem_1fr] lg:gap-8">
        <aside className="min-w-0 lg:sticky lg:top-24 lg:self-start">
          <AdminNav active={tab} onLogout={() => void logout()} />
        </aside>
        {/* Keyed by tab so each section starts with its own search and page state. */}
        <div key={tab} className="min-w-0">
          {tab === 'profile' ? <AdminProfile user={user} /> : null}
          {tab === 'users' ? <UsersTable /> : null}
          {tab === 'tutors' ? <TutorsList /> : null}
          {tab === 'centers' ? <CentersTable /> : null}
          {tab === 'messages' ? <MessagesList /> : null}
          {tab === 'subscribers' ? <SubscribersList /> : null}
          {tab === 'enquiries' ? <EnquiriesList /> : null}
          {tab === 'audit' ? <AuditList /> : null}
        </div>
      </div>
    </div>
  );
}

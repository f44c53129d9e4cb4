import type { Role } from '@tuitionhub/contracts';
import { ChevronLeft, ExternalLink, Pencil } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { ErrorState, LoadingState } from '../../../components/ui/states.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useAccount } from '../api/get-account.ts';
import { AccountFacts, AccountHeader } from './account-overview.tsx';
import { DeleteAccountButton } from './delete-account-button.tsx';
import { ProfileEditForm } from './profile-edit-form.tsx';

const screens = {
  Tutor: {
    tab: 'tutors',
    back: 'All Tutors',
    kind: 'tutor',
    loadError: 'Error fetching tutors',
    publicPath: '/tutor/',
  },
  'Tuition Center': {
    tab: 'centers',
    back: 'All Tuition Centers',
    kind: 'center',
    loadError: 'Error fetching tuition centers',
    publicPath: '/tuition-center/',
  },
} as const;

/**
 * The admin's detail view of a tutor (/tutors/:id) or a center (/profile/:id): everything about the
 * account, with Edit (the owner's update route, which admins may use) and Delete.
 */
export function AccountPage({ id, kind: role }: { id: string; kind: 'Tutor' | 'Tuition Center' }) {
  const screen = screens[role];
  const query = useAccount(id);
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const user = query.data?.user;
  useDocumentTitle(user ? `${user.name} · Admin` : 'Admin');

  const backLink = (
    <Link
      to={`/admin-dashboard?tab=${screen.tab}`}
      className="inline-flex min-h-11 items-center gap-1 rounded-lg text-sm font-semibold text-primary-800 hover:underline"
    >
      <ChevronLeft aria-hidden className="size-4" />
      {screen.back}
    </Link>
  );

  let body: ReactNode;
  if (query.isPending) body = <LoadingState />;
  else if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    body = missing ? (
      <div className="py-10 text-center">
        <h1 className="text-2xl font-bold">This account no longer exists</h1>
        <p className="mt-2 text-slate-600">It may have been deleted.</p>
      </div>
    ) : (
      <ErrorState message={screen.loadError} onRetry={() => void query.refetch()} />
    );
  } else {
    const detail = query.data;
    const other = detail.user.role !== role ? otherRoleNote(detail.user.role) : null;
    body = (
      <>
        <div className="flex flex-col gap-5 lg:flex-row lg:items-end lg:justify-between">
          <AccountHeader detail={detail} />
          <div className="flex flex-wrap gap-2">
            {detail.user.role === role ? (
              <Link to={`${screen.publicPath}${detail.user._id}`} className={buttonClasses('ghost', 'md')}>
                <ExternalLink aria-hidden className="size-4" />
                Public profile
              </Link>
            ) : null}
            {detail.user.role === role && !editing ? (
              <Button
                variant="secondary"
                icon={<Pencil aria-hidden className="size-4" />}
                onClick={() => setEditing(true)}
              >
                Edit
              </Button>
            ) : null}
            <DeleteAccountButton
              account={detail.user}
              kind={detail.user.role === role ? screen.kind : 'user'}
              size="md"
              onDeleted={() => navigate(`/admin-dashboard?tab=${screen.tab}`)}
            />
          </div>
        </div>
        {other ? <p className="mt-4 rounded-lg bg-accent-50 p-3 text-accent-800">{other}</p> : null}
        <div className="mt-8 grid gap-5">
          {editing ? <ProfileEditForm user={detail.user} onDone={() => setEditing(false)} /> : null}
          <AccountFacts detail={detail} />
        </div>
      </>
    );
  }

  return (
    <div className="page-container py-6 sm:py-8">
      {backLink}
      <div className="mt-4">{body}</div>
    </div>
  );
}

const otherRoleNote = (role: Role) => `This account is a ${role}, not the kind of account this page edits.`;

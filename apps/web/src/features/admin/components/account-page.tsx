import type { ProfileKindDescriptor } from '@tuitionhub/contracts';
import { ChevronLeft, ExternalLink } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { buttonClasses, EditButton } from '../../../components/ui/button.tsx';
import { ErrorState, LoadingState } from '../../../components/ui/states.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useAccount } from '../api/get-account.ts';
import { AccountFacts, AccountHeader } from './account-overview.tsx';
import { kindTabs, tabLabel, tabPath } from './admin-nav.tsx';
import { DeleteAccountButton } from './delete-account-button.tsx';
import { ProfileEditForm } from './profile-edit-form.tsx';

/**
 * The admin's detail view of a tutor (/tutors/:id) or a center (/profile/:id): everything about the
 * account, with Edit (the owner's update route, which admins may use) and Delete.
 */
export function AccountPage({ id, kind }: { id: string; kind: ProfileKindDescriptor }) {
  const listPath = tabPath(kindTabs[kind.kind]);
  const query = useAccount(id);
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const user = query.data?.user;
  useDocumentTitle(user ? `${user.name} · Admin` : 'Admin');

  const backLink = (
    <Link
      to={listPath}
      className="inline-flex min-h-11 items-center gap-1 rounded-lg text-sm font-semibold text-primary-800 hover:underline"
    >
      <ChevronLeft aria-hidden className="size-4" />
      {tabLabel(kindTabs[kind.kind])}
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
      <ErrorState
        message={`Error fetching ${kind.labelPlural.toLowerCase()}`}
        onRetry={() => void query.refetch()}
      />
    );
  } else {
    const detail = query.data;
    const ofKind = detail.user.role === kind.role;
    body = (
      <>
        <div className="flex flex-col gap-5 lg:flex-row lg:items-end lg:justify-between">
          <AccountHeader detail={detail} />
          <div className="flex flex-wrap gap-2">
            {ofKind ? (
              <Link to={kind.web.profile(detail.user._id)} className={buttonClasses('ghost', 'md')}>
                <ExternalLink aria-hidden className="size-4" />
                Public profile
              </Link>
            ) : null}
            {ofKind && !editing ? <EditButton onClick={() => setEditing(true)} /> : null}
            <DeleteAccountButton
              account={detail.user}
              kind={ofKind ? kind : undefined}
              size="md"
              onDeleted={() => navigate(listPath)}
            />
          </div>
        </div>
        {ofKind ? null : (
          <p className="mt-4 rounded-lg bg-accent-50 p-3 text-accent-800">
            This account is a {detail.user.role}, not the kind of account this page edits.
          </p>
        )}
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

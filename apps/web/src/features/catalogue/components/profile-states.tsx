import type { ProfileKind } from '@tuitionhub/contracts';
import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import type { ProfileView } from '../lib/profile-views.tsx';

/** A well-formed id that matches nothing is 404; a malformed one is 400 (api.md): both mean "no such profile". */
export const isMissingProfile = (err: unknown) =>
  err instanceof ApiError && (err.status === 404 || err.status === 400);

export function ProfileNotFound({
  view,
}: {
  view: Pick<ProfileView<ProfileKind>, 'kind' | 'noun' | 'nouns'>;
}) {
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <SearchX aria-hidden className="mx-auto size-12 text-primary-700" />
      <h1 className="mt-4 text-2xl font-bold">{`We couldn’t find this ${view.noun}`}</h1>
      <p className="mt-3 text-slate-600">
        The profile may have been removed, or the link may be wrong. There are plenty of others to choose
        from.
      </p>
      <Link to={view.kind.web.list} className={buttonClasses('primary', 'md', 'mt-8')}>
        {`Browse all ${view.nouns}`}
      </Link>
    </div>
  );
}

import type { User } from '@tuitionhub/contracts';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { formatDate } from '../../../lib/format.ts';

/** The Profile section: the signed-in admin's own account. */
export function AdminProfile({ user }: { user: User }) {
  return (
    <section
      aria-labelledby="admin-profile"
      className="rounded-card border border-slate-200 bg-white p-6 shadow-card"
    >
      <h2 id="admin-profile" className="text-2xl font-bold tracking-tight">
        Profile
      </h2>
      <div className="mt-5 flex flex-col gap-5 sm:flex-row sm:items-center">
        <Avatar src={user.photo} name={user.name} size={96} />
        <dl className="grid gap-3 sm:grid-cols-2 sm:gap-x-10">
          {(
            [
              ['Name', user.name, 'text-lg font-semibold text-slate-900'],
              ['Email', user.email, 'break-all text-slate-900'],
              ['Role', user.role, 'text-slate-900'],
              ['Member since', formatDate(user.createdAt), 'text-slate-900'],
            ] as const
          ).map(([label, value, className]) => (
            <div key={label}>
              <dt className="text-sm font-medium text-slate-600">{label}</dt>
              <dd className={className}>{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

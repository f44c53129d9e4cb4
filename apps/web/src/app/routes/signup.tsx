import { type PublicRole, publicRoles } from '@tuitionhub/contracts';
import { Link, useSearchParams } from 'react-router';
import { AuthCard } from '../../features/accounts/components/auth-card.tsx';
import { RoleSelector } from '../../features/accounts/components/role-selector.tsx';
import { SignupForm } from '../../features/accounts/components/signup-form.tsx';
import { NEXT_PARAM, withNext } from '../../lib/return-to.ts';

const parseRole = (v: string | null): PublicRole => publicRoles.find((r) => r === v) ?? 'Student';

/** /signup — spec §2: a selector (Student, Tutor, Tuition Center; also `?role=`) shows the matching form. */
export function Component() {
  const [search, setSearch] = useSearchParams();
  const role = parseRole(search.get('role'));
  return (
    <AuthCard
      wide
      title="Sign Up"
      lead="Join TuitionHub for free: find tutors, or get students and leads for your teaching."
      footer={
        <p>
          Already have an account?{' '}
          <Link
            to={withNext('/login', search.get(NEXT_PARAM))}
            className="font-semibold text-primary-800 underline underline-offset-4"
          >
            Log in
          </Link>
        </p>
      }
    >
      <RoleSelector
        value={role}
        onChange={(r) =>
          setSearch(
            (prev) => {
              const params = new URLSearchParams(prev);
              params.set('role', r);
              return params;
            },
            { replace: true },
          )
        }
      />
      <div className="mt-6">
        {/* Keyed so switching role starts that form afresh. */}
        <SignupForm key={role} role={role} />
      </div>
    </AuthCard>
  );
}

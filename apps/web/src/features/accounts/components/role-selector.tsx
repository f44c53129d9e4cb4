import { type PublicRole, publicRoles } from '@tuitionhub/contracts';
import { Building2, GraduationCap, UserRound } from 'lucide-react';
import type { ComponentType } from 'react';

const icons: Record<PublicRole, ComponentType<{ className?: string }>> = {
  Student: UserRound,
  Tutor: GraduationCap,
  'Tuition Center': Building2,
};

/** spec §2 Sign-up: the selector (Student, Tutor, Tuition Center) that shows the matching form. */
export function RoleSelector({
  value,
  onChange,
}: {
  value: PublicRole;
  onChange: (role: PublicRole) => void;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">I am signing up as</legend>
      <div className="mt-2 grid grid-cols-3 gap-2">
        {publicRoles.map((role) => {
          const Icon = icons[role];
          return (
            <label
              key={role}
              className="flex min-h-11 cursor-pointer flex-col items-center justify-center gap-1 rounded-lg border border-slate-300 bg-white px-2 py-2.5 text-center text-sm font-semibold text-slate-700 transition-colors has-[:checked]:border-primary-700 has-[:checked]:bg-primary-50 has-[:checked]:text-primary-900 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary-600 hover:bg-slate-50"
            >
              <input
                type="radio"
                name="role"
                value={role}
                checked={value === role}
                onChange={() => onChange(role)}
                className="sr-only"
              />
              <Icon aria-hidden className="size-5" />
              {role}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

import { type ComponentProps, useId } from 'react';
import { Link } from 'react-router';

const policyLink =
  'font-medium text-primary-800 underline underline-offset-4 hover:text-primary-900 focus-visible:outline-2 focus-visible:outline-primary-600';

/**
 * Sign-up's agreement (issue 15): a checkbox the form requires, with the two policies one click
 * away (each opens in a new tab, so the half-filled form stays as it is).
 */
export function AgreeToTerms({ error, ...input }: { error?: string | undefined } & ComponentProps<'input'>) {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-0.5 size-5 shrink-0 cursor-pointer accent-primary-700"
          {...input}
        />
        <label htmlFor={id} className="text-slate-800">
          I agree to the{' '}
          <Link to="/terms" target="_blank" rel="noopener" className={policyLink}>
            Terms of use<span className="sr-only"> (opens in a new tab)</span>
          </Link>{' '}
          and the{' '}
          <Link to="/privacy" target="_blank" rel="noopener" className={policyLink}>
            Privacy policy<span className="sr-only"> (opens in a new tab)</span>
          </Link>
          . A parent or guardian signs up for a student under 18.
        </label>
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-danger-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

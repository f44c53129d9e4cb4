import { type ComponentProps, type ReactNode, useId } from 'react';

const control =
  'block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 disabled:bg-slate-100 disabled:text-slate-600 read-only:bg-slate-50';

type Common = { label: string; error?: string | undefined; hint?: ReactNode };

interface ControlProps {
  id: string;
  required: boolean | undefined;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  className: string;
}

/** Label, control, hint and error wired together: the control is described by its error, else its hint. */
function Field({
  label,
  error,
  hint,
  id,
  required,
  className = '',
  control: render,
}: Common & {
  id: string | undefined;
  required: boolean | undefined;
  className: string | undefined;
  control: (props: ControlProps) => ReactNode;
}) {
  const auto = useId();
  const fid = id ?? auto;
  return (
    <div className="space-y-1.5">
      <label htmlFor={fid} className="block text-sm font-medium text-slate-800">
        {label}
        {required ? (
          <span aria-hidden className="text-danger-700">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {render({
        id: fid,
        required,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? `${fid}-error` : hint ? `${fid}-hint` : undefined,
        className: `${control} ${error ? 'border-danger-600' : 'border-slate-300 focus:border-primary-600'} ${className}`,
      })}
      {hint && !error ? (
        <p id={`${fid}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${fid}-error`} className="text-sm font-medium text-danger-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function TextField({
  label,
  error,
  hint,
  id,
  className,
  required,
  ...rest
}: Common & ComponentProps<'input'>) {
  const field = { label, error, hint, id, className, required };
  return <Field {...field} control={(props) => <input {...props} {...rest} />} />;
}

export function TextAreaField({
  label,
  error,
  hint,
  id,
  className,
  required,
  rows = 4,
  ...rest
}: Common & ComponentProps<'textarea'>) {
  const field = { label, error, hint, id, className, required };
  return <Field {...field} control={(props) => <textarea {...props} rows={rows} {...rest} />} />;
}

export function SelectField({
  label,
  error,
  hint,
  id,
  className,
  required,
  ...rest
}: Common & ComponentProps<'select'>) {
  const field = { label, error, hint, id, className, required };
  return <Field {...field} control={(props) => <select {...props} {...rest} />} />;
}

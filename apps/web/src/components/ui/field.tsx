import { type ComponentProps, type ElementType, type ReactNode, useId } from 'react';

const control =
  'block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 disabled:bg-slate-100 disabled:text-slate-600 read-only:bg-slate-50';

type Common = { label: string; error?: string | undefined; hint?: ReactNode };

/** A field's label, with the required mark screen readers skip (the control says `required`). */
export function FieldLabel({
  htmlFor,
  required,
  hidden,
  children,
}: {
  htmlFor: string;
  required?: boolean | undefined;
  hidden?: boolean | undefined;
  children: ReactNode;
}) {
  return (
    <label htmlFor={htmlFor} className={hidden ? 'sr-only' : 'block text-sm font-medium text-slate-800'}>
      {children}
      {required ? (
        <span aria-hidden className="text-danger-700">
          {' '}
          *
        </span>
      ) : null}
    </label>
  );
}

/** What describes a control: its error, else its hint. */
export const describedBy = (id: string, error: string | undefined, hint: ReactNode) =>
  error ? `${id}-error` : hint ? `${id}-hint` : undefined;

/** A field's hint, or its error in its place (ids as `describedBy` names them). */
export function FieldNotes({
  id,
  error,
  hint,
}: {
  id: string;
  error?: string | undefined;
  hint?: ReactNode;
}) {
  return (
    <>
      {hint && !error ? (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-danger-700">
          {error}
        </p>
      ) : null}
    </>
  );
}

/** The form controls a field can hold. */
type Control = 'input' | 'textarea' | 'select';

/**
 * Label, control, hint and error wired together: the control is described by its error, else its hint.
 * The caller's own props go on the control last, as given.
 */
function Field<T extends Control>({
  as,
  label,
  error,
  hint,
  id,
  required,
  className = '',
  ...rest
}: Common & { as: T; id?: string; required?: boolean; className?: string } & ComponentProps<T>) {
  const auto = useId();
  const fid = id ?? auto;
  const Tag = as as ElementType;
  return (
    <div className="space-y-1.5">
      <FieldLabel htmlFor={fid} required={required}>
        {label}
      </FieldLabel>
      <Tag
        id={fid}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fid, error, hint)}
        className={`${control} ${error ? 'border-danger-600' : 'border-slate-300 focus:border-primary-600'} ${className}`}
        {...rest}
      />
      <FieldNotes id={fid} error={error} hint={hint} />
    </div>
  );
}

export const TextField = (props: Common & ComponentProps<'input'>) => <Field as="input" {...props} />;

export const TextAreaField = ({ rows = 4, ...props }: Common & ComponentProps<'textarea'>) => (
  <Field as="textarea" rows={rows} {...props} />
);

export const SelectField = (props: Common & ComponentProps<'select'>) => <Field as="select" {...props} />;

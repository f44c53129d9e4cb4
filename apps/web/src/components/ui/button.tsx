import { Loader2, Pencil } from 'lucide-react';
import type { ButtonHTMLAttributes, ReactNode } from 'react';

type Variant = 'primary' | 'accent' | 'secondary' | 'ghost' | 'danger';
const variants: Record<Variant, string> = {
  primary: 'bg-primary-800 text-white hover:bg-primary-900 disabled:bg-primary-300',
  accent: 'bg-accent-400 text-slate-900 hover:bg-accent-500 disabled:bg-accent-100',
  secondary: 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 disabled:text-slate-400',
  ghost: 'text-primary-800 hover:bg-primary-50 disabled:text-slate-400',
  danger: 'bg-danger-700 text-white hover:bg-danger-600 disabled:bg-red-300',
};
const sizes = { sm: 'min-h-9 px-3 text-sm', md: 'min-h-11 px-5 text-sm', lg: 'min-h-12 px-6 text-base' };

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  size?: keyof typeof sizes;
  /** Shows a spinner and disables the button. */
  busy?: boolean;
  icon?: ReactNode;
}

export const buttonClasses = (variant: Variant = 'primary', size: keyof typeof sizes = 'md', extra = '') =>
  `inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors disabled:cursor-not-allowed ${variants[variant]} ${sizes[size]} ${extra}`;

export function Button({
  variant = 'primary',
  size = 'md',
  busy,
  icon,
  className = '',
  children,
  disabled,
  type,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type ?? 'button'}
      className={buttonClasses(variant, size, className)}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    >
      {busy ? <Loader2 aria-hidden className="size-4 animate-spin" /> : icon}
      {children}
    </button>
  );
}

/** 'Edit' (or the caller's words) with a pencil: opens a view's form in place. */
export const EditButton = ({ children = 'Edit', ...props }: ButtonProps) => (
  <Button variant="secondary" icon={<Pencil aria-hidden className="size-4" />} {...props}>
    {children}
  </Button>
);

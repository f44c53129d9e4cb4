import { defaultPhotos, type PublicRole } from '@tuitionhub/contracts';
import type { ComponentProps } from 'react';
import { useFormContext } from 'react-hook-form';
import { TextField } from '../../../components/ui/field.tsx';
import { fieldOf } from '../../../lib/forms.ts';
import type { AccountValues } from '../lib/form-schemas.ts';
import { PhotoPicker } from './photo-picker.tsx';

type FieldProps = Partial<ComponentProps<typeof TextField>>;

/** The e-mail input of every account form. */
export const EmailField = (props: FieldProps) => (
  <TextField label="Email" type="email" autoComplete="email" required {...props} />
);

/** A password to choose (sign-up, reset); a login passes `autoComplete="current-password"` and no hint. */
export const PasswordField = (props: FieldProps) => (
  <TextField
    label="Password"
    type="password"
    autoComplete="new-password"
    required
    hint="At least 8 characters."
    {...props}
  />
);

/** spec §2: the Name, Email, Password and Photo every sign-up starts with, in a form holding `AccountValues`. */
export function AccountFields({
  role,
  onUploadingChange,
}: {
  role: PublicRole;
  onUploadingChange: (uploading: boolean) => void;
}) {
  const form = useFormContext<AccountValues>();
  const field = fieldOf(form);
  return (
    <>
      <TextField
        label="Name"
        autoComplete={role === 'Tuition Center' ? 'organization' : 'name'}
        required
        {...field('name')}
      />
      <EmailField {...field('email')} />
      <PasswordField {...field('password')} />
      <PhotoPicker
        value={form.watch('photo')}
        onChange={(url) => form.setValue('photo', url, { shouldValidate: true })}
        onUploadingChange={onUploadingChange}
        fallback={defaultPhotos[role]}
      />
    </>
  );
}

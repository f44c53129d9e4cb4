import { zodResolver } from '@hookform/resolvers/zod';
import { accountMessages, type UpdateUserInput, type User } from '@tuitionhub/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Button, EditButton } from '../../../components/ui/button.tsx';
import { TextAreaField, TextField } from '../../../components/ui/field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { fieldOf, useServerFieldErrors } from '../../../lib/forms.ts';
import { useSession } from '../../../lib/session.tsx';
import { useUpdateAccountMutation } from '../api/update-account.ts';
import { type ProfileFormValues, profileFormSchema } from '../lib/form-schemas.ts';
import { EmailField, PasswordField } from './account-fields.tsx';
import { PhotoPicker } from './photo-picker.tsx';

const fromUser = (user: User): ProfileFormValues => ({
  name: user.name,
  email: user.email,
  password: '',
  currentPassword: '',
  profileInfo: user.profileInfo ?? '',
});

/**
 * spec §2/§4 Profile: photo, name, email, role and 'Edit'; the form (name, email, password,
 * profileInfo) is read-only until Edit, then 'Update' → 'User updated successfully' and back to view.
 * Changing the password or e-mail asks for the current password (the server insists on it).
 * `identity={false}` leaves the photo, name and e-mail to a profile card shown above it.
 */
export function AccountForm({
  user,
  showProfileInfo = true,
  identity = true,
}: {
  user: User;
  showProfileInfo?: boolean;
  identity?: boolean;
}) {
  const { signIn } = useSession();
  const [editing, setEditing] = useState(false);
  /** A newly uploaded photo (none: keep the current one). */
  const [photo, setPhoto] = useState<string>();
  const [uploading, setUploading] = useState(false);
  const update = useUpdateAccountMutation(user._id);
  const form = useForm<ProfileFormValues>({
    resolver: zodResolver(profileFormSchema),
    values: fromUser(user),
  });
  const { handleSubmit, reset, watch, setError } = form;
  const { isSubmitting } = form.formState;
  const field = fieldOf(form);
  const showFieldErrors = useServerFieldErrors(form);

  const newPassword = watch('password');
  const email = watch('email');
  const needsCurrent = Boolean(newPassword) || email.trim().toLowerCase() !== user.email;

  const cancel = () => {
    reset(fromUser(user));
    setPhoto(undefined);
    setEditing(false);
  };

  const submit = handleSubmit(async (values) => {
    if (needsCurrent && !values.currentPassword) {
      setError('currentPassword', {
        message: 'Please enter your current password to change your password or email',
      });
      return;
    }
    const body: UpdateUserInput = {
      name: values.name,
      email: values.email,
      ...(showProfileInfo ? { profileInfo: values.profileInfo } : {}),
      ...(values.password ? { password: values.password } : {}),
      ...(needsCurrent ? { currentPassword: values.currentPassword } : {}),
      ...(photo ? { photo } : {}),
    };
    try {
      const res = await update.mutateAsync(body);
      signIn(res.user);
      toast.success(res.message || accountMessages.updated);
      setPhoto(undefined);
      setEditing(false);
    } catch (err) {
      toast.error(errorMessage(err, accountMessages.updateFailed));
      showFieldErrors(err);
    }
  });

  return (
    <section
      aria-label="Account"
      className="rounded-card border border-slate-200 bg-white p-5 shadow-card sm:p-6"
    >
      <div className="flex flex-wrap items-center gap-4">
        {identity ? (
          <>
            <Avatar src={photo ?? user.photo} name={user.name} size={72} />
            <div className="min-w-0 flex-1">
              <h2 className="break-words text-xl font-semibold text-slate-900">{user.name}</h2>
              <p className="break-all text-slate-600">{user.email}</p>
              <RolePill role={user.role} />
            </div>
          </>
        ) : (
          <h2 className="min-w-0 flex-1 text-xl font-semibold text-slate-900">Account</h2>
        )}
        {!editing ? <EditButton onClick={() => setEditing(true)} /> : null}
      </div>

      <form noValidate onSubmit={submit} className="mt-6 space-y-4" aria-label="Account details">
        {editing ? (
          <PhotoPicker
            value={photo}
            onChange={setPhoto}
            onUploadingChange={setUploading}
            fallback={user.photo}
            fallbackAlt="Current photo"
          />
        ) : null}
        <TextField label="Name" autoComplete="name" readOnly={!editing} {...field('name')} />
        <EmailField required={false} readOnly={!editing} {...field('email')} />
        <PasswordField
          required={false}
          hint={undefined}
          readOnly={!editing}
          placeholder={editing ? 'Leave blank to keep your password' : '••••••••'}
          {...field('password')}
        />
        {editing && needsCurrent ? (
          <PasswordField
            label="Current password"
            autoComplete="current-password"
            hint="Needed to change your password or email."
            {...field('currentPassword')}
          />
        ) : null}
        {showProfileInfo ? (
          <TextAreaField
            label="Profile Info"
            rows={3}
            readOnly={!editing}
            maxLength={2000}
            {...field('profileInfo')}
          />
        ) : null}
        {editing ? (
          <div className="flex flex-wrap gap-3">
            <Button type="submit" busy={isSubmitting} disabled={uploading}>
              Update
            </Button>
            <Button variant="secondary" onClick={cancel} disabled={isSubmitting}>
              Cancel
            </Button>
          </div>
        ) : null}
      </form>
    </section>
  );
}

/** The account's role, as a small label. */
export const RolePill = ({ role }: { role: string }) => (
  <p className="mt-1 inline-flex rounded-full bg-primary-50 px-2.5 py-0.5 text-sm font-medium text-primary-800">
    {role}
  </p>
);

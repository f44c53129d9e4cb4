import { type AdminUser, kindOfRole, nameSchema, tutorKind } from '@tuitionhub/contracts';
import { useId } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { ProfileFields } from '../../../components/forms/profile-fields.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { fieldOf, resolverFor, useServerFieldErrors } from '../../../lib/forms.ts';
import {
  listedProfileSchema,
  type ProfileValues,
  profileBody,
  profileValues,
} from '../../../lib/profile-form.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useUpdateProfileMutation } from '../../../lib/update-profile.ts';

type Values = ProfileValues & { name: string };

/** The admin edits a tutor's or a center's name and public profile (the same routes the owner uses). */
export function ProfileEditForm({ user, onDone }: { user: AdminUser; onDone: () => void }) {
  const kind = kindOfRole(user.role) ?? tutorKind;
  const update = useUpdateProfileMutation(kind, user._id, [queryKeys.admin]);
  const form = useForm<Values>({
    resolver: resolverFor<Values>(listedProfileSchema(kind, { name: nameSchema })),
    defaultValues: { name: user.name, ...profileValues(kind, user) },
  });
  const showFieldErrors = useServerFieldErrors(form);
  const headingId = useId();

  const submit = form.handleSubmit(({ name, ...profile }) =>
    update.mutate(
      { name, ...profileBody(kind, profile) },
      {
        onSuccess: () => {
          toast.success('User updated successfully');
          onDone();
        },
        onError: (err) => {
          showFieldErrors(err);
          toast.error(errorMessage(err, 'Failed to update user'));
        },
      },
    ),
  );

  return (
    <FormProvider {...form}>
      <form
        onSubmit={submit}
        noValidate
        aria-labelledby={headingId}
        className="grid gap-5 rounded-card border border-slate-200 bg-white p-5 shadow-card"
      >
        <h2 id={headingId} className="text-lg font-semibold">
          Edit {kind.label.toLowerCase()} profile
        </h2>
        <TextField label="Name" required {...fieldOf(form)('name')} />
        <ProfileFields kind={kind} idPrefix={`admin-${kind.kind}`} />
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" busy={update.isPending}>
            Update
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}

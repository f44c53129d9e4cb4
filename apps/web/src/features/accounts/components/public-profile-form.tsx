import type { ProfileKindDescriptor, User } from '@tuitionhub/contracts';
import { useEffect, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { ProfileFields } from '../../../components/forms/profile-fields.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { resolverFor, useServerFieldErrors } from '../../../lib/forms.ts';
import {
  listedProfileSchema,
  type ProfileValues,
  profileBody,
  profileValues,
} from '../../../lib/profile-form.ts';
import { useSession } from '../../../lib/session.tsx';
import { useUpdateProfileMutation } from '../../../lib/update-profile.ts';
import { PhotoPicker } from './photo-picker.tsx';

/**
 * The owner edits what visitors see: the photo and the kind's own fields, place, offerings and
 * fees. A new `focusPlace` number puts the cursor in City (the dashboard's missing-place prompt).
 */
export function PublicProfileForm({
  user,
  kind,
  onDone,
  focusPlace,
}: {
  user: User;
  kind: ProfileKindDescriptor;
  onDone: () => void;
  focusPlace?: number | undefined;
}) {
  const { signIn } = useSession();
  const update = useUpdateProfileMutation(kind, user._id);
  /** A newly uploaded photo (none: keep the current one). */
  const [photo, setPhoto] = useState<string>();
  const [uploading, setUploading] = useState(false);
  const form = useForm<ProfileValues>({
    resolver: resolverFor<ProfileValues>(listedProfileSchema(kind)),
    defaultValues: profileValues(kind, user),
  });
  const showFieldErrors = useServerFieldErrors(form);
  const { setFocus } = form;
  useEffect(() => {
    if (focusPlace) setFocus('city');
  }, [focusPlace, setFocus]);

  const submit = form.handleSubmit(async (values) => {
    try {
      const res = await update.mutateAsync({
        ...profileBody(kind, values),
        ...(photo ? { photo } : {}),
      });
      const updated = res[kind.writeKey];
      if (updated) signIn(updated);
      toast.success(res.message || 'Profile updated');
      onDone();
    } catch (err) {
      toast.error(errorMessage(err, 'Failed to update profile'));
      showFieldErrors(err);
    }
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submit} className="space-y-5" aria-label="Public profile">
        <PhotoPicker
          value={photo}
          onChange={setPhoto}
          onUploadingChange={setUploading}
          fallback={user.photo}
          fallbackAlt="Current photo"
        />
        <ProfileFields kind={kind} idPrefix={`${kind.kind}-profile`} />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" busy={form.formState.isSubmitting} disabled={uploading}>
            Save profile
          </Button>
          <Button variant="secondary" disabled={form.formState.isSubmitting} onClick={onDone}>
            Cancel
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}

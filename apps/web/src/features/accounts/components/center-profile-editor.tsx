import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { contactNumberSchema, descriptionSchema, locationSchema, type User } from '@tuitionhub/contracts';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { TextAreaField, TextField } from '../../../components/ui/field.tsx';
import { useSession } from '../../../lib/session.tsx';
import { updateCenterProfile } from '../api/update-public-profile.ts';
import { courseRowSchema, toFees } from '../lib/form-schemas.ts';
import { serverMessageOr } from '../lib/server-message.ts';
import { CourseListEditor } from './course-list-editor.tsx';
import { PhotoPicker } from './photo-picker.tsx';

const schema = z.object({
  location: locationSchema,
  description: descriptionSchema,
  contactNumber: contactNumberSchema,
  courses: z.array(courseRowSchema),
});
type Values = z.input<typeof schema>;

const fromUser = (user: User): Values => ({
  location: user.location ?? '',
  description: user.description ?? '',
  contactNumber: user.contactNumber ?? '',
  courses: (user.courses ?? []).map((c) => ({ name: c, fee: user.fees?.[c] ?? 0 })),
});

/** The center's public profile (what visitors see): photo, location, description, contact number, courses and fees. */
export function CenterProfileEditor({ user, onDone }: { user: User; onDone: () => void }) {
  const { signIn } = useSession();
  const queryClient = useQueryClient();
  const [photo, setPhoto] = useState(user.photo);
  const [uploading, setUploading] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ resolver: zodResolver(schema), defaultValues: fromUser(user) });

  const submit = handleSubmit(async (values) => {
    const { names, fees } = toFees(values.courses);
    try {
      const res = await updateCenterProfile(user._id, {
        location: values.location,
        description: values.description,
        contactNumber: values.contactNumber,
        courses: names,
        fees,
        ...(photo !== user.photo ? { photo } : {}),
      });
      signIn(res.tuitionCenter);
      await queryClient.invalidateQueries();
      toast.success(res.message || 'Profile updated');
      onDone();
    } catch (err) {
      toast.error(serverMessageOr(err, 'Failed to update profile'));
    }
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-5" aria-label="Public profile">
      <PhotoPicker
        value={photo !== user.photo ? photo : undefined}
        onChange={(url) => setPhoto(url ?? user.photo)}
        onUploadingChange={setUploading}
        fallback={user.photo}
        fallbackAlt="Current photo"
      />
      <TextField label="Location" required error={errors.location?.message} {...register('location')} />
      <TextAreaField
        label="Description"
        rows={4}
        required
        maxLength={2000}
        error={errors.description?.message}
        {...register('description')}
      />
      <TextField
        label="Contact Number"
        type="tel"
        required
        error={errors.contactNumber?.message}
        {...register('contactNumber')}
      />
      <Controller
        control={control}
        name="courses"
        render={({ field }) => (
          <CourseListEditor idPrefix="center-profile" rows={field.value} onChange={field.onChange} />
        )}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" busy={isSubmitting} disabled={uploading}>
          Save profile
        </Button>
        <Button variant="secondary" disabled={isSubmitting} onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

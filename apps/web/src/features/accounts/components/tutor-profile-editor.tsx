import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { availabilities, availabilitySchema, bioSchema, type User } from '@tuitionhub/contracts';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField, TextAreaField } from '../../../components/ui/field.tsx';
import { formatRs } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session.tsx';
import { updateTutorProfile } from '../api/update-public-profile.ts';
import { subjectRowsSchema, toFees } from '../lib/form-schemas.ts';
import { serverMessageOr } from '../lib/server-message.ts';
import { PhotoPicker } from './photo-picker.tsx';
import { SubjectFeesEditor } from './subject-fees-editor.tsx';

const schema = z.object({ bio: bioSchema, availability: availabilitySchema, subjects: subjectRowsSchema });
type Values = z.input<typeof schema>;

const fromUser = (user: User): Values => ({
  bio: user.bio ?? '',
  availability: user.availability ?? 'Morning',
  subjects: (user.subjects ?? []).map((s) => ({ name: s, fee: String(user.fees?.[s] ?? '') })),
});

/** The tutor's public profile (what visitors see on /tutor/{id}): photo, bio, availability, subjects and fees. */
export function TutorProfileEditor({ user }: { user: User }) {
  const { signIn } = useSession();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [photo, setPhoto] = useState(user.photo);
  const [uploading, setUploading] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ resolver: zodResolver(schema), values: fromUser(user) });

  const submit = handleSubmit(async (values) => {
    const { names, fees } = toFees(values.subjects);
    try {
      const res = await updateTutorProfile(user._id, {
        bio: values.bio,
        availability: values.availability,
        subjects: names,
        fees,
        ...(photo !== user.photo ? { photo } : {}),
      });
      signIn(res.tutor);
      // Listings, search and the profile page read these fields.
      await queryClient.invalidateQueries();
      toast.success(res.message || 'Profile updated');
      setEditing(false);
    } catch (err) {
      toast.error(serverMessageOr(err, 'Failed to update profile'));
    }
  });

  return (
    <section
      aria-labelledby="public-profile-title"
      className="rounded-card border border-slate-200 bg-white p-5 shadow-card sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="public-profile-title" className="text-xl font-semibold">
          Public profile
        </h2>
        {!editing ? (
          <Button
            variant="secondary"
            icon={<Pencil aria-hidden className="size-4" />}
            onClick={() => setEditing(true)}
          >
            Edit public profile
          </Button>
        ) : null}
      </div>
      {!editing ? (
        <dl className="mt-4 grid gap-4 sm:grid-cols-2">
          <div className="sm:col-span-2">
            <dt className="text-sm font-medium text-slate-600">Bio</dt>
            <dd className="mt-1 whitespace-pre-line text-slate-900">{user.bio || '—'}</dd>
          </div>
          <div>
            <dt className="text-sm font-medium text-slate-600">Availability</dt>
            <dd className="mt-1 text-slate-900">{user.availability ?? '—'}</dd>
          </div>
          <div>
            <dt className="text-sm font-medium text-slate-600">Subjects and Fees</dt>
            <dd className="mt-1">
              <ul className="space-y-1">
                {(user.subjects ?? []).map((s) => (
                  <li key={s} className="flex justify-between gap-4 text-slate-900">
                    <span>{s}</span>
                    <span className="font-medium">{formatRs(user.fees?.[s])}</span>
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        </dl>
      ) : (
        <form noValidate onSubmit={submit} className="mt-4 space-y-5" aria-label="Public profile">
          <PhotoPicker
            value={photo !== user.photo ? photo : undefined}
            onChange={(url) => setPhoto(url ?? user.photo)}
            onUploadingChange={setUploading}
            fallback={user.photo}
            fallbackAlt="Current photo"
          />
          <TextAreaField
            label="Bio"
            rows={4}
            required
            maxLength={2000}
            error={errors.bio?.message}
            {...register('bio')}
          />
          <SelectField
            label="Availability"
            required
            error={errors.availability?.message}
            {...register('availability')}
          >
            {availabilities.map((a) => (
              <option key={a} value={a}>
                {a}
              </option>
            ))}
          </SelectField>
          <Controller
            control={control}
            name="subjects"
            render={({ field, fieldState }) => (
              <SubjectFeesEditor
                idPrefix="tutor-profile"
                rows={field.value}
                onChange={field.onChange}
                errors={
                  (errors.subjects ?? []).map?.((e) => ({ name: e?.name?.message, fee: e?.fee?.message })) ??
                  []
                }
                listError={fieldState.error?.message ?? errors.subjects?.root?.message}
              />
            )}
          />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" busy={isSubmitting} disabled={uploading}>
              Save profile
            </Button>
            <Button
              variant="secondary"
              disabled={isSubmitting}
              onClick={() => {
                reset(fromUser(user));
                setPhoto(user.photo);
                setEditing(false);
              }}
            >
              Cancel
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { availabilities, defaultPhotos } from '@tuitionhub/contracts';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field.tsx';
import { type TutorSignupValues, toFees, tutorSignupSchema } from '../lib/form-schemas.ts';
import { useSignup } from '../lib/use-signup.ts';
import { PhotoPicker } from './photo-picker.tsx';
import { SubjectFeesEditor } from './subject-fees-editor.tsx';

/** spec §2 Tutor sign-up: Name, Email, Password, Photo, Bio, Subjects and Fees, Availability. */
export function TutorSignupForm() {
  const signup = useSignup('Tutor');
  const [uploading, setUploading] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    setValue,
    watch,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TutorSignupValues>({
    resolver: zodResolver(tutorSignupSchema),
    defaultValues: {
      name: '',
      email: '',
      password: '',
      bio: '',
      availability: '' as TutorSignupValues['availability'],
      subjects: [{ name: '', fee: '' }],
    },
  });

  const submit = handleSubmit(async (values) => {
    const { names, fees } = toFees(values.subjects);
    const fieldErrors = await signup({ ...values, role: 'Tutor', subjects: names, fees });
    for (const key of ['name', 'email', 'password', 'bio', 'availability', 'photo'] as const) {
      if (fieldErrors[key]) setError(key, { message: fieldErrors[key] });
    }
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-5" aria-label="Tutor sign-up">
      <TextField
        label="Name"
        autoComplete="name"
        required
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        required
        hint="At least 8 characters."
        error={errors.password?.message}
        {...register('password')}
      />
      <PhotoPicker
        value={watch('photo')}
        onChange={(url) => setValue('photo', url, { shouldValidate: true })}
        onUploadingChange={setUploading}
        fallback={defaultPhotos.Tutor}
      />
      <TextAreaField
        label="Bio"
        rows={4}
        required
        maxLength={2000}
        placeholder="Your qualifications, experience and how you teach"
        error={errors.bio?.message}
        {...register('bio')}
      />
      <Controller
        control={control}
        name="subjects"
        render={({ field, fieldState }) => (
          <SubjectFeesEditor
            idPrefix="signup-tutor"
            rows={field.value}
            onChange={field.onChange}
            errors={
              (errors.subjects ?? []).map?.((e) => ({ name: e?.name?.message, fee: e?.fee?.message })) ?? []
            }
            listError={fieldState.error?.message ?? errors.subjects?.root?.message}
          />
        )}
      />
      <SelectField
        label="Availability"
        required
        error={errors.availability?.message}
        {...register('availability')}
      >
        <option value="">Choose when you can teach</option>
        {availabilities.map((a) => (
          <option key={a} value={a}>
            {a}
          </option>
        ))}
      </SelectField>
      <Button type="submit" size="lg" busy={isSubmitting} disabled={uploading} className="w-full">
        {isSubmitting ? 'Signing up...' : 'Sign Up'}
      </Button>
    </form>
  );
}

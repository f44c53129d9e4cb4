import { zodResolver } from '@hookform/resolvers/zod';
import { defaultPhotos } from '@tuitionhub/contracts';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { TextAreaField, TextField } from '../../../components/ui/field.tsx';
import { type CenterSignupValues, centerSignupSchema, toFees } from '../lib/form-schemas.ts';
import { useSignup } from '../lib/use-signup.ts';
import { CourseListEditor } from './course-list-editor.tsx';
import { PhotoPicker } from './photo-picker.tsx';

/**
 * spec §2 Tuition center sign-up: Name, Email, Password, Photo, Location, Description, Contact Number,
 * Courses plus Fees entry with 'Add Course', and the list of added courses.
 */
export function CenterSignupForm() {
  const signup = useSignup('Tuition Center');
  const [uploading, setUploading] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    setValue,
    watch,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CenterSignupValues>({
    resolver: zodResolver(centerSignupSchema),
    defaultValues: {
      name: '',
      email: '',
      password: '',
      location: '',
      description: '',
      contactNumber: '',
      courses: [],
    },
  });

  const submit = handleSubmit(async (values) => {
    const { names, fees } = toFees(values.courses);
    const fieldErrors = await signup({ ...values, role: 'Tuition Center', courses: names, fees });
    for (const key of [
      'name',
      'email',
      'password',
      'location',
      'description',
      'contactNumber',
      'photo',
    ] as const) {
      if (fieldErrors[key]) setError(key, { message: fieldErrors[key] });
    }
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-5" aria-label="Tuition center sign-up">
      <TextField
        label="Name"
        autoComplete="organization"
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
        fallback={defaultPhotos['Tuition Center']}
      />
      <TextField
        label="Location"
        autoComplete="address-level2"
        required
        placeholder="Area, city"
        error={errors.location?.message}
        {...register('location')}
      />
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
        autoComplete="tel"
        required
        placeholder="+91 98765 43210"
        error={errors.contactNumber?.message}
        {...register('contactNumber')}
      />
      <Controller
        control={control}
        name="courses"
        render={({ field }) => (
          <CourseListEditor idPrefix="signup-center" rows={field.value} onChange={field.onChange} />
        )}
      />
      <Button type="submit" size="lg" busy={isSubmitting} disabled={uploading} className="w-full">
        {isSubmitting ? 'Signing up...' : 'Sign Up'}
      </Button>
    </form>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { defaultPhotos } from '@tuitionhub/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { TextAreaField, TextField } from '../../../components/ui/field.tsx';
import { type StudentSignupValues, studentSignupSchema } from '../lib/form-schemas.ts';
import { useSignup } from '../lib/use-signup.ts';
import { PhotoPicker } from './photo-picker.tsx';

/** spec §2 Student sign-up: Name, Email, Password, Photo, Profile Info. */
export function StudentSignupForm() {
  const signup = useSignup('Student');
  const [uploading, setUploading] = useState(false);
  const {
    register,
    handleSubmit,
    setValue,
    watch,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<StudentSignupValues>({
    resolver: zodResolver(studentSignupSchema),
    defaultValues: { name: '', email: '', password: '', profileInfo: '' },
  });

  const submit = handleSubmit(async (values) => {
    const fieldErrors = await signup({ role: 'Student', ...values });
    for (const key of ['name', 'email', 'password', 'profileInfo', 'photo'] as const) {
      if (fieldErrors[key]) setError(key, { message: fieldErrors[key] });
    }
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-5" aria-label="Student sign-up">
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
        fallback={defaultPhotos.Student}
      />
      <TextAreaField
        label="Profile Info"
        rows={4}
        required
        maxLength={2000}
        placeholder="Your class, board, subjects you need help with…"
        error={errors.profileInfo?.message}
        {...register('profileInfo')}
      />
      <Button type="submit" size="lg" busy={isSubmitting} disabled={uploading} className="w-full">
        {isSubmitting ? 'Signing up...' : 'Sign Up'}
      </Button>
    </form>
  );
}

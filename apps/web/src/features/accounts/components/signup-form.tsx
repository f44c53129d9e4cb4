import { accountMessages, kindOfRole, type PublicRole, type RegisterInput } from '@tuitionhub/contracts';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useNavigate, useSearchParams } from 'react-router';
import { ProfileFields, ProseField } from '../../../components/forms/profile-fields.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { fieldOf, resolverFor, useServerFieldErrors } from '../../../lib/forms.ts';
import { profileBody, profileValues } from '../../../lib/profile-form.ts';
import { NEXT_PARAM, withNext } from '../../../lib/return-to.ts';
import { useRegisterMutation } from '../api/register.ts';
import { type SignupValues, signupSchemas } from '../lib/form-schemas.ts';
import { AccountFields } from './account-fields.tsx';
import { AgreeToTerms } from './agree-to-terms.tsx';

/**
 * spec §2 Sign-up, one form per role: Name, Email, Password, Photo, then a student's Profile Info, a
 * tutor's Bio, Subjects and Fees, Availability, or a center's Location, Description, Contact Number,
 * Courses and Fees. spec §8: success → the server's message (or the role's sentence) and /login;
 * failure → the server's message (or 'Failed to register…') and its field errors inline.
 */
export function SignupForm({ role }: { role: PublicRole }) {
  const kind = kindOfRole(role);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const registration = useRegisterMutation();
  const [uploading, setUploading] = useState(false);
  const form = useForm<SignupValues>({
    resolver: resolverFor<SignupValues>(signupSchemas[role]),
    defaultValues: {
      name: '',
      email: '',
      password: '',
      profileInfo: '',
      acceptTerms: false,
      ...(kind && profileValues(kind)),
    },
  });
  const field = fieldOf(form);
  const showFieldErrors = useServerFieldErrors(form);

  const submit = form.handleSubmit(
    async ({ name, email, password, photo, profileInfo, acceptTerms, ...profile }) => {
      const account = { name, email, password, photo, acceptTerms };
      // The role's schema has checked these values: the body is that role's (api.md).
      const body = (
        kind ? { role, ...account, ...profileBody(kind, profile) } : { role, ...account, profileInfo }
      ) as RegisterInput;
      try {
        const res = await registration.mutateAsync(body);
        toast.success(res.message || accountMessages.registered[role]);
        // Log-in then returns to the `?next=` page, if one sent the visitor to sign up.
        navigate(withNext('/login', search.get(NEXT_PARAM)), { state: { email } });
      } catch (err) {
        toast.error(errorMessage(err, accountMessages.registerFailed[role]));
        showFieldErrors(err);
      }
    },
  );

  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={submit}
        className="space-y-5"
        aria-label={`${role[0]}${role.slice(1).toLowerCase()} sign-up`}
      >
        <AccountFields role={role} onUploadingChange={setUploading} />
        {kind ? (
          <ProfileFields kind={kind} idPrefix={`signup-${kind.kind}`} />
        ) : (
          <ProseField
            label="Profile Info"
            placeholder="Your class, board, subjects you need help with…"
            {...field('profileInfo')}
          />
        )}
        <AgreeToTerms error={form.formState.errors.acceptTerms?.message} {...form.register('acceptTerms')} />
        <Button
          type="submit"
          size="lg"
          busy={form.formState.isSubmitting}
          disabled={uploading}
          className="w-full"
        >
          {form.formState.isSubmitting ? 'Signing up...' : 'Sign Up'}
        </Button>
      </form>
    </FormProvider>
  );
}

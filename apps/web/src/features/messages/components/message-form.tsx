import { type ContactFields, contactFields, messageLimits, messageText } from '@tuitionhub/contracts';
import { Send } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Button } from '../../../components/ui/button.tsx';
import { TextAreaField, TextField } from '../../../components/ui/field.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { fieldOf } from '../../../lib/forms.ts';
import { useSession } from '../../../lib/session.tsx';

const empty: ContactFields = { name: '', email: '', message: '' };
const fieldNames = ['name', 'email', 'message'] as const;

/**
 * Name, Email and Message, shared by the Contact page and the profile contact forms (spec §4, §5):
 * blank fields → 'All fields are mandatory' and nothing is sent; while sending the button reads
 * 'Sending...' and is disabled; success shows the server's message and clears the form; failure
 * shows 'Failed to send email.'. A signed-in user finds their name and e-mail filled in (still
 * editable, and filled in again after sending): issue 15 item 11.
 */
export function MessageForm({
  send,
  idPrefix,
  messageLabel = 'Message',
  messagePlaceholder,
}: {
  send: (fields: ContactFields) => Promise<{ message?: string }>;
  idPrefix: string;
  messageLabel?: string;
  messagePlaceholder?: string;
}) {
  const { user } = useSession();
  const start: ContactFields = { ...empty, name: user?.name ?? '', email: user?.email ?? '' };
  const form = useForm<ContactFields>({ defaultValues: start });
  const { handleSubmit, reset, setError, clearErrors, setFocus, getValues, setValue } = form;
  // Signed in after the form appeared (the session check answered): fill what is still blank.
  useEffect(() => {
    if (!user) return;
    if (!getValues('name').trim()) setValue('name', user.name);
    if (!getValues('email').trim()) setValue('email', user.email);
  }, [user, getValues, setValue]);
  const { isSubmitting } = form.formState;
  /** Every field is required, with an id its page can point to. */
  const field = (name: (typeof fieldNames)[number]) => ({
    id: `${idPrefix}-${name}`,
    required: true,
    ...fieldOf(form)(name),
  });

  const submit = handleSubmit(async (values) => {
    clearErrors();
    const blank = fieldNames.filter((k) => !values[k].trim());
    if (blank.length) {
      for (const k of blank) setError(k, { message: 'Required' });
      setFocus(blank[0]!);
      toast.error(messageText.mandatory);
      return;
    }
    const parsed = contactFields.safeParse(values);
    if (!parsed.success) {
      const first = parsed.error.issues[0]!;
      const field = first.path[0] as keyof ContactFields;
      setError(field, { message: first.message });
      setFocus(field);
      return;
    }
    try {
      const res = await send(parsed.data);
      toast.success(res.message || messageText.sent);
      reset({ ...empty, name: user?.name ?? '', email: user?.email ?? '' });
    } catch (err) {
      // Too many messages is worth saying as it is; anything else is the spec's sentence.
      toast.error(
        err instanceof ApiError && err.status === 429
          ? errorMessage(err, messageText.sendFailed)
          : messageText.sendFailed,
      );
    }
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-busy={isSubmitting || undefined}>
      <TextField label="Name" autoComplete="name" maxLength={messageLimits.name} {...field('name')} />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        maxLength={messageLimits.email}
        {...field('email')}
      />
      <TextAreaField
        label={messageLabel}
        rows={5}
        maxLength={messageLimits.message}
        placeholder={messagePlaceholder}
        {...field('message')}
      />
      <Button
        type="submit"
        disabled={isSubmitting}
        icon={<Send aria-hidden className="size-4" />}
        className="w-full sm:w-auto"
      >
        {isSubmitting ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  );
}

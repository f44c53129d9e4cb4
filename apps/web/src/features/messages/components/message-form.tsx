import { type ContactFields, contactFields, messageLimits, messageText } from '@tuitionhub/contracts';
import { Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Button } from '../../../components/ui/button.tsx';
import { TextAreaField, TextField } from '../../../components/ui/field.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { fieldOf } from '../../../lib/forms.ts';

const empty: ContactFields = { name: '', email: '', message: '' };
const fieldNames = ['name', 'email', 'message'] as const;

/**
 * Name, Email and Message, shared by the Contact page and the profile contact forms (spec §4, §5):
 * blank fields → 'All fields are mandatory' and nothing is sent; while sending the button reads
 * 'Sending...' and is disabled; success shows the server's message and clears the form; failure
 * shows 'Failed to send email.'.
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
  const form = useForm<ContactFields>({ defaultValues: empty });
  const { handleSubmit, reset, setError, clearErrors, setFocus } = form;
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
      reset(empty);
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

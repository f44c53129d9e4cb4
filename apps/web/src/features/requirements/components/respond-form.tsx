import { respondBody } from '@tuitionhub/contracts';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { TextAreaField, TextField } from '../../../components/ui/field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { fieldOf, resolverFor, useServerFieldErrors } from '../../../lib/forms.ts';
import { useRespondMutation } from '../api/requirements.ts';
import { BUDGET_MAX } from '../lib/requirement-form.ts';

interface RespondValues {
  message: string;
  fee: string;
}

/** The contract's `respondBody`, with the fee as the box holds it. */
const respondFormSchema = respondBody.extend({
  fee: z
    .string()
    .trim()
    .min(1, 'Please enter your fee per month')
    .regex(/^\d+$/, 'Please enter whole rupees, like 1500')
    .refine((v) => Number(v) >= 1 && Number(v) <= BUDGET_MAX, 'Fee must be between Rs. 1 and Rs. 10,00,000'),
});

/**
 * A tutor's or center's answer to a lead: a message and a fee per month. A refusal (409: the
 * requirement has enough responses, or this one already answered) shows the server's sentence.
 */
export function RespondForm({
  requirementId,
  label,
  onDone,
  onCancel,
}: {
  requirementId: string;
  /** The form's accessible name, e.g. 'Respond to Maths · Class 9 and 10'. */
  label: string;
  onDone?: () => void;
  onCancel?: () => void;
}) {
  const respond = useRespondMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<RespondValues>({
    resolver: resolverFor<RespondValues>(respondFormSchema),
    defaultValues: { message: '', fee: '' },
  });
  const field = fieldOf(form);
  const showFieldErrors = useServerFieldErrors(form);

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await respond.mutateAsync({
        id: requirementId,
        message: values.message.trim(),
        fee: Number(values.fee.trim()),
      });
      toast.success('Your response is sent');
      onDone?.();
    } catch (err) {
      setFailure(errorMessage(err, 'Could not send your response. Please try again.'));
      showFieldErrors(err);
    }
  });

  return (
    <form noValidate onSubmit={submit} aria-label={label} className="space-y-4">
      <TextAreaField
        label="Message"
        required
        rows={4}
        hint="Introduce yourself and how you would teach. Contact details stay hidden until the student accepts."
        {...field('message')}
      />
      <TextField
        label="Your fee per month (Rs.)"
        required
        inputMode="numeric"
        placeholder="1500"
        className="sm:max-w-48"
        {...field('fee')}
      />
      {failure ? (
        <p role="alert" className="rounded-lg bg-danger-50 px-4 py-3 text-sm font-medium text-danger-700">
          {failure}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button
          type="submit"
          busy={form.formState.isSubmitting}
          icon={<Send aria-hidden className="size-4" />}
        >
          Send response
        </Button>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}

import {
  boardLabels,
  boards,
  classLevelLabels,
  classLevels,
  requirementLimits,
  teachingModes,
} from '@tuitionhub/contracts';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { type FieldError, get, useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { CheckboxGroup } from '../../../components/forms/checkbox-group.tsx';
import { PlacePicker } from '../../../components/forms/place-picker.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { fieldOf, resolverFor, useServerFieldErrors } from '../../../lib/forms.ts';
import { useCreateRequirementMutation } from '../api/requirements.ts';
import {
  emptyRequirement,
  type RequirementValues,
  requirementFormSchema,
  toBody,
} from '../lib/requirement-form.ts';
import { studentModeLabels } from '../lib/requirement-format.ts';

/**
 * Post a learning requirement (api-2 §3): what, which class and board, how, where (the pincode decides
 * the city; the place picker fills it in), the budget per month, when, and anything else. Checked in
 * the browser against the contract's schema; the server's field errors land under their fields, and
 * what was typed stays.
 */
export function RequirementForm() {
  const navigate = useNavigate();
  const create = useCreateRequirementMutation();
  const form = useForm<RequirementValues>({
    resolver: resolverFor<RequirementValues>(requirementFormSchema),
    defaultValues: emptyRequirement,
  });
  const field = fieldOf(form);
  const showFieldErrors = useServerFieldErrors(form);
  const [placeSearch, setPlaceSearch] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const city = form.watch('city');
  const modesError = (get(form.formState.errors, 'modes') as FieldError | undefined)?.message;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const { requirement } = await create.mutateAsync(toBody(values));
      toast.success('Your requirement is posted');
      navigate(`/requirements/${requirement._id}`);
    } catch (err) {
      const message = errorMessage(err, 'Could not post your requirement. Please try again.');
      setFailure(message);
      toast.error(message);
      showFieldErrors(err);
    }
  });

  return (
    <form noValidate onSubmit={submit} aria-label="Post a requirement" className="space-y-6">
      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold text-slate-900">What do you want to learn?</legend>
        <TextField
          label="Subject"
          required
          maxLength={requirementLimits.subjectMax}
          placeholder="Maths, Physics, Spoken English…"
          {...field('subject')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField label="Class level" required {...field('classLevel')}>
            <option value="">Choose a class level</option>
            {classLevels.map((c) => (
              <option key={c} value={c}>
                {classLevelLabels[c]}
              </option>
            ))}
          </SelectField>
          <SelectField label="Board" {...field('board')}>
            <option value="">Any board</option>
            {boards.map((b) => (
              <option key={b} value={b}>
                {boardLabels[b]}
              </option>
            ))}
          </SelectField>
        </div>
        <CheckboxGroup
          legend="How would you like to learn?"
          required
          options={teachingModes}
          labels={studentModeLabels}
          registration={form.register('modes')}
          error={modesError}
        />
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold text-slate-900">Where?</legend>
        <p className="text-sm text-slate-600">
          Tutors see your locality and city and how far away you are, never your exact address.
        </p>
        <PlacePicker
          label="Find your area"
          hint="Choose your pincode or locality from the list to fill in the fields below"
          value={placeSearch}
          onChange={setPlaceSearch}
          onPick={(place) => {
            const fill = { shouldValidate: form.formState.isSubmitted, shouldDirty: true };
            form.setValue('pincode', place.pincode, fill);
            form.setValue('locality', place.locality, fill);
            form.setValue('city', place.city, fill);
          }}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Pincode"
            required
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={6}
            hint={city ? `6 digits; your city: ${city}` : '6 digits, like 411038; it decides your city'}
            {...field('pincode', { onChange: () => form.setValue('city', '') })}
          />
          <TextField label="Locality" autoComplete="address-level3" maxLength={100} {...field('locality')} />
        </div>
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold text-slate-900">Budget and timing</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Budget per month (Rs.)"
            required
            inputMode="numeric"
            placeholder="1500"
            hint="Whole rupees for a month of classes"
            {...field('budget')}
          />
          <TextField
            label="Schedule"
            required
            maxLength={requirementLimits.scheduleMax}
            placeholder="Weekday evenings, 3 days a week"
            {...field('schedule')}
          />
        </div>
        <TextAreaField
          label="Details"
          required
          rows={5}
          maxLength={requirementLimits.detailsMax}
          hint="What you need help with, your child's level, anything a tutor should know. Phone numbers and e-mails are hidden from tutors."
          {...field('details')}
        />
      </fieldset>

      {failure ? (
        <p role="alert" className="rounded-lg bg-danger-50 px-4 py-3 text-sm font-medium text-danger-700">
          {failure}
        </p>
      ) : null}
      <Button
        type="submit"
        size="lg"
        busy={form.formState.isSubmitting}
        icon={<Send aria-hidden className="size-4" />}
      >
        Post requirement
      </Button>
    </form>
  );
}

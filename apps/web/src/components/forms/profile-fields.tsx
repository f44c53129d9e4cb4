import { availabilities, type ProfileKindDescriptor } from '@tuitionhub/contracts';
import type { ComponentProps } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { fieldOf } from '../../lib/forms.ts';
import type { ProfileValues } from '../../lib/profile-form.ts';
import { SelectField, TextAreaField, TextField } from '../ui/field.tsx';
import { OfferingsEditor } from './offerings-editor.tsx';
import { TeachingFields } from './teaching-fields.tsx';

/** A required text of up to 2,000 characters about the account: a Bio, a Description, Profile Info. */
export const ProseField = (props: ComponentProps<typeof TextAreaField>) => (
  <TextAreaField rows={4} required maxLength={2000} {...props} />
);

/**
 * A listed profile's own fields inside a form that holds `ProfileValues` (sign-up, the owner's
 * dashboard, the admin's edit): spec §2's tutor Bio, Subjects and Fees, Availability, or center
 * Location, Description, Contact Number, Courses and Fees; and where and what it teaches (api-2 §1).
 */
export function ProfileFields({ kind, idPrefix }: { kind: ProfileKindDescriptor; idPrefix: string }) {
  const form = useFormContext<ProfileValues>();
  const field = fieldOf(form);
  const { errors, defaultValues } = form.formState;
  const tutor = kind.kind === 'tutor';
  return (
    <>
      {tutor ? (
        <ProseField
          label="Bio"
          placeholder="Your qualifications, experience and how you teach"
          {...field('bio')}
        />
      ) : (
        <>
          <TextField
            label="Location"
            autoComplete="address-level2"
            required
            placeholder="Area, city"
            {...field('location')}
          />
          <ProseField label="Description" {...field('description')} />
          <TextField
            label="Contact Number"
            type="tel"
            autoComplete="tel"
            required
            placeholder="+91 98765 43210"
            {...field('contactNumber')}
          />
        </>
      )}
      <TeachingFields kind={kind} idPrefix={idPrefix} />
      <Controller
        control={form.control}
        name="offerings"
        render={({ field: { value, onChange }, fieldState }) => (
          <OfferingsEditor
            kind={kind}
            idPrefix={idPrefix}
            rows={value}
            onChange={onChange}
            errors={errors.offerings?.map?.((e) => ({ name: e?.name?.message, fee: e?.fee?.message })) ?? []}
            listError={fieldState.error?.message ?? errors.offerings?.root?.message}
          />
        )}
      />
      {tutor ? (
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="Highest qualification"
            placeholder="M.Sc. Mathematics, B.Ed."
            hint="Shown on your profile; our team can verify it."
            {...field('qualification')}
          />
          <TextField
            label="Years of teaching experience"
            inputMode="numeric"
            placeholder="5"
            {...field('experienceYears')}
          />
          <div className="sm:col-span-2">
            <TextField
              label="Languages you teach in"
              placeholder="English, Hindi, Marathi"
              hint="Separate them with commas."
              {...field('languages')}
            />
          </div>
        </div>
      ) : null}
      {tutor ? (
        <SelectField label="Availability" required {...field('availability')}>
          {/* A blank choice only until one has been made (a new tutor). */}
          {defaultValues?.availability === '' ? <option value="">Choose when you can teach</option> : null}
          {availabilities.map((a) => (
            <option key={a} value={a}>
              {a}
            </option>
          ))}
        </SelectField>
      ) : null}
    </>
  );
}

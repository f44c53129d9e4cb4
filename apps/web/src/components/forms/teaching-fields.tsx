import {
  boardLabels,
  boards,
  classLevelLabels,
  classLevels,
  type ProfileKindDescriptor,
  placeLimits,
  teachingModeLabels,
  teachingModes,
} from '@tuitionhub/contracts';
import { useState } from 'react';
import { type FieldError, get, useFormContext } from 'react-hook-form';
import { fieldOf } from '../../lib/forms.ts';
import type { ProfileValues } from '../../lib/profile-form.ts';
import { TextField } from '../ui/field.tsx';
import { CheckboxGroup } from './checkbox-group.tsx';
import { PlacePicker } from './place-picker.tsx';

/** The heading parents' search depends on; the dashboard's prompt points at it. */
export const TEACHING_LEGEND = 'Where and what you teach';

/**
 * api-2 §1's place and teaching facts inside a profile form: city, locality and pincode (and a
 * center's street address), then a tutor's ways of teaching and travel distance, the class levels
 * and boards, and a tutor's sessions per week and minutes per session.
 */
export function TeachingFields({ kind, idPrefix }: { kind: ProfileKindDescriptor; idPrefix: string }) {
  const form = useFormContext<ProfileValues>();
  const field = fieldOf(form);
  const listError = (name: 'modes' | 'classLevels' | 'boards') =>
    (get(form.formState.errors, name) as FieldError | undefined)?.message ??
    (get(form.formState.errors, `${name}.root`) as FieldError | undefined)?.message;
  const tutor = kind.kind === 'tutor';
  /** The picker's own text: a search, not a field of the profile. */
  const [placeSearch, setPlaceSearch] = useState('');
  const fill = { shouldValidate: form.formState.isSubmitted, shouldDirty: true };
  return (
    <fieldset
      id={`${idPrefix}-teaching`}
      className="space-y-5 rounded-card border border-slate-200 p-4 sm:p-5"
    >
      <legend className="px-1 text-base font-semibold text-slate-900">{TEACHING_LEGEND}</legend>
      <p className="text-sm text-slate-600">
        Parents search by place: {tutor ? 'your pincode and travel distance decide' : 'your pincode decides'}{' '}
        who finds you nearby. Your exact location is never shown.
      </p>
      <PlacePicker
        id={`${idPrefix}-place-search`}
        label="Find your place"
        hint="Choose a pincode, locality or city from the list to fill in the three fields below, or type them yourself"
        value={placeSearch}
        onChange={setPlaceSearch}
        onPick={(place) => {
          form.setValue('city', place.city, fill);
          form.setValue('locality', place.locality, fill);
          form.setValue('pincode', place.pincode, fill);
        }}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField label="City" required autoComplete="address-level2" maxLength={100} {...field('city')} />
        <TextField label="Locality" autoComplete="address-level3" maxLength={100} {...field('locality')} />
        <TextField
          label="Pincode"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          hint="6 digits, like 411038"
          {...field('pincode')}
        />
      </div>
      {tutor ? null : (
        <TextField
          label="Street address"
          autoComplete="street-address"
          maxLength={300}
          placeholder="Building, street"
          {...field('address')}
        />
      )}
      {tutor ? (
        <>
          <CheckboxGroup
            legend="How do you teach?"
            required
            options={teachingModes}
            labels={teachingModeLabels}
            registration={form.register('modes')}
            error={listError('modes')}
          />
          <TextField
            label="How far will you travel to a student's home?"
            type="number"
            inputMode="numeric"
            min={0}
            max={placeLimits.travelKmMax}
            step={1}
            hint={`In km, 0 to ${placeLimits.travelKmMax}; 0 if you do not travel`}
            className="sm:max-w-40"
            {...field('travelKm')}
          />
        </>
      ) : null}
      <CheckboxGroup
        legend="Class levels you teach"
        required
        options={classLevels}
        labels={classLevelLabels}
        registration={form.register('classLevels')}
        error={listError('classLevels')}
      />
      <CheckboxGroup
        legend="Boards"
        hint="Leave empty if you teach for any board"
        options={boards}
        labels={boardLabels}
        registration={form.register('boards')}
        error={listError('boards')}
      />
      {tutor ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Sessions per week"
            type="number"
            inputMode="numeric"
            min={1}
            max={7}
            step={1}
            hint="1 to 7; your fees are per month at this many sessions a week"
            {...field('sessionsPerWeek')}
          />
          <TextField
            label="Minutes per session"
            type="number"
            inputMode="numeric"
            min={30}
            max={180}
            step={5}
            hint="30 to 180"
            {...field('sessionMinutes')}
          />
        </div>
      ) : null}
    </fieldset>
  );
}

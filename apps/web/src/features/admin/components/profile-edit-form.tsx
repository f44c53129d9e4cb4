import { zodResolver } from '@hookform/resolvers/zod';
import { type AdminUser, availabilities } from '@tuitionhub/contracts';
import { Plus, X } from 'lucide-react';
import { useFieldArray, useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { type ProfileUpdate, useUpdateProfile } from '../api/update-profile.ts';

const text = (label: string, max: number) =>
  z.string().trim().min(1, `${label} is required`).max(max, `${label} must be at most ${max} characters`);

const feeRow = (item: string) =>
  z.object({
    name: text(item, 80),
    fee: z
      .number({ error: `Please enter a fee for every ${item.toLowerCase()}` })
      .int('Fees are whole rupees')
      .min(1, 'Fees are at least Rs. 1')
      .max(1_000_000, 'Fees are at most Rs. 10,00,000'),
  });

const uniqueRows = (rows: { name: string }[], ctx: z.RefinementCtx) => {
  const seen = new Set<string>();
  rows.forEach((r, i) => {
    const key = r.name.trim().toLowerCase();
    if (seen.has(key))
      ctx.addIssue({ code: 'custom', path: [i, 'name'], message: `${r.name} is listed twice` });
    seen.add(key);
  });
};

const formSchema = z.object({
  name: text('Name', 100),
  bio: z.string().max(2000),
  availability: z.enum(availabilities),
  location: z.string().max(200),
  description: z.string().max(2000),
  contactNumber: z.string().max(20),
  rows: z.array(z.object({ name: z.string(), fee: z.number() })),
});
type FormValues = z.infer<typeof formSchema>;

const tutorSchema = formSchema.extend({
  bio: text('Bio', 2000),
  rows: z.array(feeRow('Subject')).min(1, 'Please add at least one subject').superRefine(uniqueRows),
});
const centerSchema = formSchema.extend({
  location: text('Location', 200),
  description: text('Description', 2000),
  contactNumber: z
    .string()
    .trim()
    .regex(/^\+?[0-9][0-9 ()-]{5,19}$/, 'Please enter a valid contact number'),
  rows: z.array(feeRow('Course')).superRefine(uniqueRows),
});

function toBody(kind: 'tutor' | 'center', v: FormValues): ProfileUpdate {
  const names = v.rows.map((r) => r.name.trim());
  const fees = Object.fromEntries(v.rows.map((r) => [r.name.trim(), r.fee]));
  return kind === 'tutor'
    ? { kind, body: { name: v.name, bio: v.bio, availability: v.availability, subjects: names, fees } }
    : {
        kind,
        body: {
          name: v.name,
          location: v.location,
          description: v.description,
          contactNumber: v.contactNumber,
          courses: names,
          fees,
        },
      };
}

/** The admin edits a tutor's or a center's public profile (the same routes the owner uses). */
export function ProfileEditForm({ user, onDone }: { user: AdminUser; onDone: () => void }) {
  const kind = user.role === 'Tutor' ? 'tutor' : 'center';
  const item = kind === 'tutor' ? 'Subject' : 'Course';
  const update = useUpdateProfile(user._id);
  const names = user.subjects ?? user.courses ?? [];
  const form = useForm<FormValues>({
    resolver: zodResolver(kind === 'tutor' ? tutorSchema : centerSchema),
    defaultValues: {
      name: user.name,
      bio: user.bio ?? '',
      availability: user.availability ?? 'Morning',
      location: user.location ?? '',
      description: user.description ?? '',
      contactNumber: user.contactNumber ?? '',
      rows: names.map((n) => ({ name: n, fee: user.fees?.[n] ?? Number.NaN })),
    },
  });
  const rows = useFieldArray({ control: form.control, name: 'rows' });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) =>
    update.mutate(toBody(kind, values), {
      onSuccess: () => {
        toast.success('User updated successfully');
        onDone();
      },
      onError: (err) => {
        if (err instanceof ApiError) {
          for (const [path, message] of Object.entries(err.fieldErrors)) {
            if (path in form.getValues()) form.setError(path as keyof FormValues, { message });
          }
        }
        toast.error(errorMessage(err, 'Failed to update user'));
      },
    }),
  );

  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-5 rounded-card border border-slate-200 bg-white p-5 shadow-card"
    >
      <h2 className="text-lg font-semibold">Edit {kind === 'tutor' ? 'tutor' : 'tuition center'} profile</h2>
      <TextField label="Name" required error={errors.name?.message} {...form.register('name')} />
      {kind === 'tutor' ? (
        <>
          <TextAreaField label="Bio" required error={errors.bio?.message} {...form.register('bio')} />
          <SelectField
            label="Availability"
            required
            error={errors.availability?.message}
            {...form.register('availability')}
          >
            {availabilities.map((a) => (
              <option key={a} value={a}>
                {a}
              </option>
            ))}
          </SelectField>
        </>
      ) : (
        <>
          <TextField
            label="Location"
            required
            error={errors.location?.message}
            {...form.register('location')}
          />
          <TextAreaField
            label="Description"
            required
            error={errors.description?.message}
            {...form.register('description')}
          />
          <TextField
            label="Contact Number"
            type="tel"
            required
            error={errors.contactNumber?.message}
            {...form.register('contactNumber')}
          />
        </>
      )}

      <fieldset className="grid gap-3">
        <legend className="mb-1 text-sm font-medium text-slate-800">
          {kind === 'tutor' ? 'Subjects and Fees' : 'Courses and Fees'}
        </legend>
        {rows.fields.map((field, i) => (
          <div key={field.id} className="grid grid-cols-[1fr_8rem_auto] items-start gap-2">
            <TextField
              label={`${item} ${i + 1}`}
              error={errors.rows?.[i]?.name?.message}
              {...form.register(`rows.${i}.name`)}
            />
            <TextField
              label={`Fee (Rs.) ${i + 1}`}
              type="number"
              inputMode="numeric"
              min={1}
              error={errors.rows?.[i]?.fee?.message}
              {...form.register(`rows.${i}.fee`, { valueAsNumber: true })}
            />
            <button
              type="button"
              onClick={() => rows.remove(i)}
              aria-label={`Remove ${item.toLowerCase()} ${i + 1}`}
              className="mt-7 inline-flex size-11 items-center justify-center rounded-lg text-slate-600 hover:bg-danger-50 hover:text-danger-700"
            >
              <X aria-hidden className="size-5" />
            </button>
          </div>
        ))}
        {errors.rows?.root?.message || errors.rows?.message ? (
          <p className="text-sm font-medium text-danger-700">
            {errors.rows?.root?.message ?? errors.rows?.message}
          </p>
        ) : null}
        <div>
          <Button
            variant="secondary"
            size="sm"
            className="min-h-11"
            icon={<Plus aria-hidden className="size-4" />}
            onClick={() => rows.append({ name: '', fee: Number.NaN })}
          >
            Add {item}
          </Button>
        </div>
      </fieldset>

      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" busy={update.isPending}>
          Update
        </Button>
      </div>
    </form>
  );
}

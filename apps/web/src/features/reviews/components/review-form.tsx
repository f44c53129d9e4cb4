import { type EntityType, formatIndian, limits, type Review, reviewMessages } from '@tuitionhub/contracts';
import { type FormEvent, useId, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../../components/ui/button.tsx';
import { TextAreaField } from '../../../components/ui/field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useCreateReviewMutation, useUpdateReviewMutation } from '../api/write-review.ts';
import { StarInput } from './star-input.tsx';

const max = limits.reviewMaxLength;

/** Write a review, or edit `existing` (spec §5: comment not empty, rating 1–5). */
export function ReviewForm({
  entityType,
  entityId,
  entityName,
  existing,
  onDone,
}: {
  entityType: EntityType;
  entityId: string;
  entityName: string;
  existing?: Review | null | undefined;
  onDone?: () => void;
}) {
  const id = useId();
  const [rating, setRating] = useState<number | null>(existing?.rating ?? null);
  const [text, setText] = useState(existing?.reviewText ?? '');
  const [errors, setErrors] = useState<{ rating?: string; text?: string }>({});
  const textRef = useRef<HTMLTextAreaElement>(null);
  const create = useCreateReviewMutation();
  const update = useUpdateReviewMutation();
  const save = existing ? update : create;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next: typeof errors = {};
    if (!text.trim()) next.text = reviewMessages.empty;
    else if (text.trim().length > max) next.text = reviewMessages.tooLong;
    if (rating === null) next.rating = reviewMessages.rating;
    setErrors(next);
    if (next.text) textRef.current?.focus();
    if (next.text || next.rating || rating === null) return;
    try {
      // mutateAsync: the form may unmount (replaced by the saved review) before this resolves.
      const body = { reviewText: text.trim(), rating };
      const res = existing
        ? await update.mutateAsync({ id: existing._id, body })
        : await create.mutateAsync({ ...body, reviewedEntityId: entityId, reviewedEntityType: entityType });
      toast.success(res?.message || 'An unexpected error occurred');
      if (!existing) {
        setText('');
        setRating(null);
      }
      onDone?.();
    } catch (err) {
      toast.error(errorMessage(err, 'Failed to create or update review'));
    }
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
      className="space-y-4 rounded-card border border-slate-200 bg-white p-5 shadow-card"
    >
      <h3 id={`${id}-title`} className="text-lg font-semibold">
        {existing ? 'Edit your review' : `Review ${entityName}`}
      </h3>
      <StarInput value={rating} onChange={setRating} error={errors.rating} />
      <TextAreaField
        ref={textRef}
        id={`${id}-comment`}
        label="Your review"
        rows={4}
        maxLength={max}
        required
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder="What was good? What could be better?"
        error={errors.text}
        hint={`${formatIndian(text.length)} / ${formatIndian(max)} characters`}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : existing ? 'Save changes' : 'Submit review'}
        </Button>
        {onDone && existing ? (
          <Button variant="secondary" onClick={onDone} disabled={save.isPending}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}

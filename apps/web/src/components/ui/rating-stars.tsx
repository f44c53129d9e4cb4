import { Star } from 'lucide-react';

/** The one way the product says a profile has no rating (issue 15 item 10). */
export const NO_RATING = 'No reviews yet';

/**
 * Read-only stars (5 shown, spec §9) with the number for screen readers. Given a `count` of 0 it
 * says 'No reviews yet' rather than '0.0 (0)'.
 */
export function RatingStars({ value, count, size = 16 }: { value: number; count?: number; size?: number }) {
  if (count === 0) return <span className="text-sm text-slate-600">{NO_RATING}</span>;
  const rounded = Math.round(value);
  return (
    <span className="inline-flex items-center gap-1.5">
      <span role="img" aria-label={`Rated ${value.toFixed(1)} out of 5`} className="inline-flex">
        {[1, 2, 3, 4, 5].map((i) => (
          <Star
            key={i}
            aria-hidden
            style={{ width: size, height: size }}
            className={i <= rounded ? 'fill-accent-400 text-accent-500' : 'fill-slate-200 text-slate-300'}
          />
        ))}
      </span>
      <span className="text-sm font-medium text-slate-700">{value.toFixed(1)}</span>
      {count !== undefined ? <span className="text-sm text-slate-600">({count})</span> : null}
    </span>
  );
}

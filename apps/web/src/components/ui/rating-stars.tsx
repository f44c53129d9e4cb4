import { Star } from 'lucide-react';

/** Read-only stars (5 shown, spec §9) with the number for screen readers. */
export function RatingStars({ value, count, size = 16 }: { value: number; count?: number; size?: number }) {
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

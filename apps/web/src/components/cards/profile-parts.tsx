import { GraduationCap, type LucideIcon, MapPin, MessageCircle, Navigation } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatResponseTime } from '../../lib/format.ts';
import { Price } from '../ui/price.tsx';
import { NO_RATING, RatingStars } from '../ui/rating-stars.tsx';
import { distanceText } from './place-parts.tsx';

const PLACEHOLDER = '/images/center-placeholder.svg';

/** A center's picture, or the placeholder when it has none or it fails to load. */
export function ProfilePicture({
  src,
  name,
  width,
  height,
  className,
  lazy = true,
}: {
  src: string;
  name: string;
  width: number;
  height: number;
  className: string;
  lazy?: boolean;
}) {
  return (
    <img
      src={src || PLACEHOLDER}
      alt={name}
      width={width}
      height={height}
      loading={lazy ? 'lazy' : undefined}
      className={className}
      onError={(e) => {
        e.currentTarget.src = PLACEHOLDER;
      }}
    />
  );
}

/**
 * A card's name, linking to the profile. Stretched, the link covers the whole card (which then has
 * no other control), so a click anywhere opens the profile and screen readers hear a short name.
 */
export function CardTitle({ to, name, stretched }: { to: string; name: string; stretched: boolean }) {
  return (
    <h3 className="text-lg font-semibold leading-snug">
      <Link
        to={to}
        className={`text-slate-900 hover:text-primary-800 ${
          stretched
            ? "after:absolute after:inset-0 after:rounded-card after:content-[''] focus-visible:outline-none"
            : 'underline-offset-4 hover:underline'
        }`}
      >
        {name}
      </Link>
    </h3>
  );
}

/** One labelled fact with its icon (availability, location, contact number); the label is for screen readers. */
export function Fact({
  icon: Icon,
  label,
  as: Tag = 'span',
  className = 'inline-flex items-center gap-1.5',
  iconClassName = 'size-4 text-primary-700',
  children,
}: {
  icon: LucideIcon;
  label: string;
  as?: 'span' | 'p' | 'li';
  className?: string;
  iconClassName?: string;
  children: ReactNode;
}) {
  return (
    <Tag className={className}>
      <Icon aria-hidden className={iconClassName} />
      <span className="sr-only">{label}: </span>
      {children}
    </Tag>
  );
}

/** The stars with the review count, or 'No reviews yet'. */
export function RatingSummary({
  ratings,
  reviewCount,
  emptyClassName = 'text-sm text-slate-600',
}: {
  ratings: number;
  reviewCount: number;
  emptyClassName?: string;
}) {
  return reviewCount ? (
    <RatingStars value={ratings} count={reviewCount} />
  ) : (
    <span className={emptyClassName}>{NO_RATING}</span>
  );
}

/** 'From Rs. N/month', the lowest fee a profile asks. */
export function FromFee({ amount, priceClassName }: { amount: number; priceClassName?: string }) {
  return (
    <>
      From <Price amount={amount} className={priceClassName} />
    </>
  );
}

const chipStyles = {
  card: { gap: 'gap-1.5', chip: 'bg-primary-50 px-2.5 text-xs' },
  hero: { gap: 'gap-2', chip: 'bg-white px-3 text-sm ring-1 ring-primary-200' },
};

/** The subjects or courses as chips; on a card only the first few, then '+N more'. */
export function OfferingChips({
  label,
  items,
  max = Number.POSITIVE_INFINITY,
  variant,
  className = 'mt-3',
}: {
  label: string;
  items: readonly string[];
  max?: number;
  variant: keyof typeof chipStyles;
  /** The margin above the list. */
  className?: string;
}) {
  if (!items.length) return null;
  const style = chipStyles[variant];
  const extra = items.length - max;
  return (
    <ul aria-label={label} className={`${className} flex flex-wrap ${style.gap}`}>
      {items.slice(0, max).map((item) => (
        <li key={item} className={`rounded-full py-1 font-medium text-primary-800 ${style.chip}`}>
          {item}
        </li>
      ))}
      {extra > 0 ? (
        <li className="rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium text-slate-700">
          +{extra} more
        </li>
      ) : null}
    </ul>
  );
}

/**
 * A card's place lines, the same on tutor and center cards: where it is, how far (only when the
 * list was asked for a place), the classes and boards it teaches, and how fast it usually replies.
 */
export function PlaceFacts({
  label,
  line,
  distanceKm,
  classes,
  responseMinutes,
}: {
  label: string;
  line: string;
  distanceKm: number | undefined;
  classes: string;
  responseMinutes: number | null;
}) {
  const replies = formatResponseTime(responseMinutes);
  const icon = 'mt-0.5 size-4 shrink-0 text-primary-700';
  return (
    <>
      <Fact as="p" icon={MapPin} label={label} className="flex items-start gap-1.5" iconClassName={icon}>
        {line}
      </Fact>
      {distanceKm != null ? (
        <Fact
          as="p"
          icon={Navigation}
          label="Distance"
          className="flex items-start gap-1.5 font-semibold text-primary-900"
          iconClassName={icon}
        >
          {distanceText(distanceKm)}
        </Fact>
      ) : null}
      {classes ? (
        <Fact
          as="p"
          icon={GraduationCap}
          label="Classes"
          className="flex items-start gap-1.5"
          iconClassName={icon}
        >
          {classes}
        </Fact>
      ) : null}
      {replies ? (
        <Fact
          as="p"
          icon={MessageCircle}
          label="Replies"
          className="flex items-start gap-1.5"
          iconClassName={icon}
        >
          {replies}
        </Fact>
      ) : null}
    </>
  );
}

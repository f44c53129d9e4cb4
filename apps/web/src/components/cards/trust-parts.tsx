import type { Verified } from '@tuitionhub/contracts';
import { BadgeCheck } from 'lucide-react';
import { formatDate } from '../../lib/format.ts';

/** "identity and qualification" — what the admin checked, in words. */
export function checkedText(verified: NonNullable<Verified>): string {
  const checked = [
    verified.identity ? 'identity' : null,
    verified.qualification ? 'qualification' : null,
  ].filter(Boolean);
  return checked.join(' and ');
}

/**
 * The Verified badge (issue 15): shown only when the admin checked something, and saying what (on
 * a card in the accessible name, on a profile in words beside it).
 */
export function VerifiedBadge({ verified, detailed = false }: { verified: Verified; detailed?: boolean }) {
  if (!verified) return null;
  const what = checkedText(verified);
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
      <span className="inline-flex items-center gap-1 rounded-full bg-success-50 px-2.5 py-0.5 text-sm font-semibold text-success-700 ring-1 ring-success-700/30">
        <BadgeCheck aria-hidden className="size-4" />
        Verified
        {detailed ? null : <span className="sr-only">: {what} checked by TuitionHub</span>}
      </span>
      {detailed ? (
        <span className="text-sm text-slate-700">
          {what.charAt(0).toUpperCase() + what.slice(1)} checked by TuitionHub on {formatDate(verified.at)}
        </span>
      ) : null}
    </span>
  );
}

/** "Member since Jan 2026". */
export const memberSinceText = (iso: string) =>
  `Member since ${formatDate(iso).split(' ').slice(1).join(' ')}`;

/** "3 demo classes held · 2 students hired" from the product's own records; null when both are 0. */
export function recordText(p: { demosHeld: number; studentsHired: number }): string | null {
  const parts = [
    p.demosHeld ? `${p.demosHeld} demo ${p.demosHeld === 1 ? 'class' : 'classes'} held` : null,
    p.studentsHired ? `${p.studentsHired} ${p.studentsHired === 1 ? 'student' : 'students'} hired` : null,
  ].filter(Boolean);
  return parts.length ? parts.join(' · ') : null;
}

/** "6 years of teaching" (null when not stated). */
export const experienceText = (years: number | null) =>
  years == null
    ? null
    : years === 0
      ? 'New to teaching'
      : `${years} ${years === 1 ? 'year' : 'years'} of teaching`;

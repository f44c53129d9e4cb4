import type { User } from '@tuitionhub/contracts';
import { MapPin, Pencil, Phone, Star } from 'lucide-react';
import { useState } from 'react';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { formatRating, formatRs } from '../../../lib/format.ts';
import { CenterProfileEditor } from './center-profile-editor.tsx';

/**
 * spec §2 Tuition center dashboard: name, email, photo, location, courses, contact number, ratings,
 * description, review count and fees (in Rs.), with editing of the public profile.
 */
export function CenterProfilePanel({ user }: { user: User }) {
  const [editing, setEditing] = useState(false);
  return (
    <section
      aria-labelledby="center-profile-title"
      className="rounded-card border border-slate-200 bg-white p-5 shadow-card sm:p-6"
    >
      <div className="flex flex-wrap items-start gap-4">
        <Avatar src={user.photo} name={user.name} size={96} className="rounded-2xl" />
        <div className="min-w-0 flex-1">
          <h2 id="center-profile-title" className="break-words text-2xl font-semibold text-slate-900">
            {user.name}
          </h2>
          <p className="break-all text-slate-600">{user.email}</p>
          <p className="mt-2 flex items-center gap-1.5 text-slate-700">
            <Star aria-hidden className="size-4 fill-accent-400 text-accent-500" />
            <span>
              <span className="font-semibold">{formatRating(user.ratings ?? 0)}</span> rating ·{' '}
              {user.reviewCount ?? 0} {user.reviewCount === 1 ? 'review' : 'reviews'}
            </span>
          </p>
        </div>
        {!editing ? (
          <Button
            variant="secondary"
            icon={<Pencil aria-hidden className="size-4" />}
            onClick={() => setEditing(true)}
          >
            Edit public profile
          </Button>
        ) : null}
      </div>

      {editing ? (
        <div className="mt-6">
          <CenterProfileEditor user={user} onDone={() => setEditing(false)} />
        </div>
      ) : (
        <dl className="mt-6 grid gap-5 sm:grid-cols-2">
          <div>
            <dt className="text-sm font-medium text-slate-600">Location</dt>
            <dd className="mt-1 flex items-start gap-1.5 text-slate-900">
              <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-slate-500" />
              {user.location || '—'}
            </dd>
          </div>
          <div>
            <dt className="text-sm font-medium text-slate-600">Contact Number</dt>
            <dd className="mt-1 flex items-center gap-1.5 text-slate-900">
              <Phone aria-hidden className="size-4 shrink-0 text-slate-500" />
              {user.contactNumber || '—'}
            </dd>
          </div>
          <div className="sm:col-span-2">
            <dt className="text-sm font-medium text-slate-600">Description</dt>
            <dd className="mt-1 whitespace-pre-line text-slate-900">{user.description || '—'}</dd>
          </div>
          <div className="sm:col-span-2">
            <dt className="text-sm font-medium text-slate-600">Courses and Fees</dt>
            <dd className="mt-1">
              {user.courses?.length ? (
                <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
                  {user.courses.map((c) => (
                    <li key={c} className="flex justify-between gap-4 px-3 py-2">
                      <span className="text-slate-900">{c}</span>
                      <span className="font-semibold text-slate-900">{formatRs(user.fees?.[c])}</span>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="text-slate-600">No courses yet. Add them with “Edit public profile”.</p>
              )}
            </dd>
          </div>
        </dl>
      )}
    </section>
  );
}

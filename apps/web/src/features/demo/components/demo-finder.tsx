import { type Place, tutorKind } from '@tuitionhub/contracts';
import { CalendarPlus, Search } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { PlacePicker } from '../../../components/forms/place-picker.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { QueryView } from '../../../components/ui/query-view.tsx';
import { EmptyState } from '../../../components/ui/states.tsx';
import { type DemoFinderParams, useDemoTutors } from '../api/find-demo-tutors.ts';
import { bookingLink, formatSlotWhen } from '../lib/demo-format.ts';
import { DemoTutorSummary } from './demo-tutor-summary.tsx';

/**
 * 'Book Free Demo Classes' (About): a subject and a place → the tutors near it with an open demo slot,
 * soonest first; "Book this slot" opens the tutor's profile with that slot chosen.
 */
export function DemoFinder() {
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [subject, setSubject] = useState('');
  const [placeText, setPlaceText] = useState('');
  const [place, setPlace] = useState<Place | null>(null);
  const [errors, setErrors] = useState<{ subject?: string; place?: string }>({});
  const [params, setParams] = useState<DemoFinderParams | null>(null);
  const tutors = useDemoTutors(params);

  useEffect(() => headingRef.current?.focus(), []);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = {
      ...(subject.trim() ? {} : { subject: 'Which subject is the demo for?' }),
      ...(place ? {} : { place: 'Choose your place from the list' }),
    };
    setErrors(found);
    if (found.subject) return document.getElementById(`${id}-subject`)?.focus();
    if (found.place || !place) return document.getElementById(`${id}-place`)?.focus();
    setParams({ subject: subject.trim(), near: place.pincode });
  };

  return (
    <section id="find-demo" aria-labelledby={`${id}-title`} className="section-y scroll-mt-20 bg-cream-50">
      <div className="page-container max-w-4xl space-y-6">
        <div>
          <h2
            id={`${id}-title`}
            ref={headingRef}
            tabIndex={-1}
            className="text-2xl font-bold tracking-tight outline-none sm:text-3xl"
          >
            Book a free demo class
          </h2>
          <p className="mt-2 text-slate-600">
            Tell us the subject and where you are: we show the tutors near you with a free demo time, soonest
            first.
          </p>
        </div>
        <form
          noValidate
          onSubmit={submit}
          aria-label="Find a free demo"
          className="grid gap-4 rounded-card bg-white p-5 shadow-card sm:grid-cols-[1fr_1fr_auto] sm:items-start"
        >
          <TextField
            id={`${id}-subject`}
            label="Subject"
            required
            placeholder="e.g. Mathematics"
            value={subject}
            error={errors.subject}
            onChange={(e) => {
              setSubject(e.target.value);
              setErrors((x) => ({ ...x, subject: undefined }));
            }}
          />
          <PlacePicker
            id={`${id}-place`}
            label="Your place"
            required
            value={placeText}
            error={errors.place}
            onChange={(text) => {
              setPlaceText(text);
              setPlace(null);
            }}
            onPick={(p) => {
              setPlace(p);
              setErrors((x) => ({ ...x, place: undefined }));
            }}
          />
          <Button type="submit" className="sm:mt-7" icon={<Search aria-hidden className="size-4" />}>
            Find demo times
          </Button>
        </form>
        {params ? (
          <QueryView
            query={tutors}
            errorText="Could not load the tutors with free demos"
            isEmpty={(list) => list.length === 0}
            empty={
              <EmptyState
                message={`No ${params.subject} tutor near you has a free demo time in the next two weeks.`}
              >
                <Link
                  to={`${tutorKind.web.list}?${new URLSearchParams({ subject: params.subject, near: params.near })}`}
                  className={buttonClasses('primary', 'md')}
                >
                  See all {params.subject} tutors
                </Link>
              </EmptyState>
            }
          >
            {(list) => (
              <ul aria-label="Tutors with a free demo time" className="space-y-3">
                {list.map(({ tutor, nextSlot }) => {
                  const profile = tutorKind.web.profile(tutor._id);
                  return (
                    <li
                      key={tutor._id}
                      className="flex flex-wrap items-center gap-4 rounded-card bg-white p-4 shadow-card"
                    >
                      <DemoTutorSummary tutor={tutor} nextSlot={nextSlot} large />
                      <Link
                        to={bookingLink(profile, { ...nextSlot, subject: params.subject })}
                        aria-label={`Book this slot with ${tutor.name}: ${formatSlotWhen(nextSlot.start)}`}
                        className={buttonClasses('accent', 'md')}
                      >
                        <CalendarPlus aria-hidden className="size-4" />
                        Book this slot
                      </Link>
                    </li>
                  );
                })}
              </ul>
            )}
          </QueryView>
        ) : null}
      </div>
    </section>
  );
}

import { MapPin, X } from 'lucide-react';
import { useState } from 'react';
import { PlacePicker } from '../../../components/forms/place-picker.tsx';
import { Button } from '../../../components/ui/button.tsx';
import type { HomePlace } from '../hooks/use-home-place.ts';

/**
 * "Where do you need a tutor?" on Home: a place box whose pick is remembered on this device and
 * turns the latest sliders into the nearest tutors and centers; the place can be changed or cleared.
 */
export function PlacePrompt({
  place,
  onPlace,
}: {
  place: HomePlace | null;
  onPlace: (place: HomePlace | null) => void;
}) {
  const [text, setText] = useState(place?.label ?? '');
  return (
    <section aria-labelledby="home-place-heading" className="border-b border-slate-200 bg-primary-50">
      <div className="page-container py-8">
        <div className="mx-auto max-w-2xl">
          <h2 id="home-place-heading" className="text-center text-2xl font-bold tracking-tight">
            Where do you need a tutor?
          </h2>
          <p className="mt-2 text-center text-slate-700">
            {place ? (
              <>
                Showing tutors and centers nearest to <strong className="font-semibold">{place.label}</strong>{' '}
                first. Type another place to change it.
              </>
            ) : (
              'Type your pincode, locality or city to see the tutors and centers nearest to you.'
            )}
          </p>
          <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start">
            <PlacePicker
              className="flex-1"
              label="Your place"
              hideLabel
              value={text}
              onChange={setText}
              onPick={(p) => onPlace({ label: p.label, pincode: p.pincode })}
            />
            {place ? (
              <Button
                variant="secondary"
                icon={<X aria-hidden className="size-4" />}
                onClick={() => {
                  setText('');
                  onPlace(null);
                }}
              >
                Clear place
              </Button>
            ) : null}
          </div>
          {place ? (
            <p className="mt-2 flex items-center justify-center gap-1.5 text-sm text-slate-600">
              <MapPin aria-hidden className="size-4 text-primary-700" />
              Remembered on this device only.
            </p>
          ) : null}
        </div>
      </div>
    </section>
  );
}

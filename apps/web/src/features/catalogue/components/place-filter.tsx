import { parseLatLng, placeLimits } from '@tuitionhub/contracts';
import { LocateFixed, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { PlacePicker } from '../../../components/forms/place-picker.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/field.tsx';
import type { FilterPatch } from '../hooks/use-catalogue-filters.ts';
import {
  type CatalogueFilters,
  coordinatesNear,
  isCoordinates,
  RADIUS_CHOICES,
} from '../lib/list-filters.ts';

export const MY_LOCATION = 'My location';

const locationErrors = {
  unavailable: 'Your browser cannot share your location. Please type your pincode instead.',
  denied:
    'You did not allow TuitionHub to see your location. Please type your pincode instead, or allow location for this site and try again.',
  failed: 'We could not find your location just now. Please type your pincode instead.',
  outside: 'Your location seems to be outside India. Please type a pincode instead.',
};

/** What the box shows for a place from the URL: the pincode, or 'My location' for coordinates. */
const textFor = (near: string | undefined) => (near ? (isCoordinates(near) ? MY_LOCATION : near) : '');

/**
 * The place filter: a place box (pincode, locality or city) whose pick sets `near` to its pincode;
 * "Use my location" (the browser asks only on this click; the coordinates, rounded to 3 decimals,
 * live only in the URL); and the radius, offered once there is a place.
 */
export function PlaceFilter({
  filters,
  onChange,
}: {
  filters: CatalogueFilters;
  onChange: (patch: FilterPatch) => void;
}) {
  const [text, setText] = useState(() => textFor(filters.near));
  const [locating, setLocating] = useState(false);
  const [error, setError] = useState<string>();
  // The `near` this box last wrote: when the URL changes to something else (Back, a chip, 'Clear
  // filters'), the box follows it.
  const written = useRef(filters.near);
  // What the box said when the place was set, to put back if the box is left half-edited.
  const shown = useRef(text);
  useEffect(() => {
    if (filters.near === written.current) return;
    written.current = filters.near;
    shown.current = textFor(filters.near);
    setText(shown.current);
  }, [filters.near]);

  const setNear = (near: string | undefined, label = '') => {
    written.current = near;
    shown.current = label;
    onChange({ near });
  };

  const locate = () => {
    setError(undefined);
    if (!('geolocation' in navigator)) return setError(locationErrors.unavailable);
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating(false);
        const near = coordinatesNear(coords.latitude, coords.longitude);
        if (!parseLatLng(near)) return setError(locationErrors.outside);
        setText(MY_LOCATION);
        setNear(near, MY_LOCATION);
      },
      (err) => {
        setLocating(false);
        setError(err.code === err.PERMISSION_DENIED ? locationErrors.denied : locationErrors.failed);
      },
      { maximumAge: 5 * 60 * 1000, timeout: 15_000 },
    );
  };

  return (
    <div className="space-y-3">
      <PlacePicker
        label="Place"
        value={text}
        onChange={(next) => {
          setText(next);
          // An emptied box means "anywhere".
          if (!next.trim() && filters.near) setNear(undefined);
        }}
        onPick={(place) => {
          setError(undefined);
          setNear(place.pincode, place.label);
        }}
        onBlur={() => {
          // Typed but not picked: the list still shows the place in force, so the box says it.
          if (filters.near) setText(shown.current);
        }}
      />
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          size="sm"
          busy={locating}
          icon={<LocateFixed aria-hidden className="size-4" />}
          onClick={locate}
        >
          {locating ? 'Finding you…' : 'Use my location'}
        </Button>
        {filters.near ? (
          <Button
            variant="ghost"
            size="sm"
            icon={<X aria-hidden className="size-4" />}
            onClick={() => {
              setText('');
              setNear(undefined);
            }}
          >
            Remove place
          </Button>
        ) : null}
      </div>
      {error ? (
        <p role="alert" className="text-sm font-medium text-danger-700">
          {error}
        </p>
      ) : null}
      {filters.near ? (
        <SelectField
          label="Within"
          value={String(filters.radiusKm ?? placeLimits.radiusKmDefault)}
          onChange={(e) => {
            const radiusKm = Number(e.target.value);
            onChange({ radiusKm: radiusKm === placeLimits.radiusKmDefault ? undefined : radiusKm });
          }}
          className="min-h-11"
        >
          {RADIUS_CHOICES.map((km) => (
            <option key={km} value={km}>
              {km} km
            </option>
          ))}
        </SelectField>
      ) : null}
    </div>
  );
}

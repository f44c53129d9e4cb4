import type { Place } from '@tuitionhub/contracts';
import { MapPin } from 'lucide-react';
import { type KeyboardEvent, type Ref, useEffect, useId, useState } from 'react';
import { useDebounce } from 'use-debounce';
import { PLACE_QUERY_MIN, usePlaces } from '../../lib/places.ts';
import { describedBy, FieldLabel, FieldNotes } from '../ui/field.tsx';

const DEBOUNCE_MS = 250;

/**
 * A place box: pincode, locality or city, completed from the offline directory (`GET /api/places`).
 * The WAI-ARIA 1.2 combobox pattern: the input is the combobox, the places a listbox; Down/Up move
 * through them (the input keeps focus, `aria-activedescendant` names the one in view), Enter or a
 * click picks it, Escape closes the list (and, when it is already closed, clears the box).
 * The text is controlled by the caller; a pick sets it to the place's label and calls `onPick`.
 */
export function PlacePicker({
  label,
  value,
  onChange,
  onPick,
  placeholder = 'Pincode, locality or city',
  hideLabel = false,
  error,
  hint,
  required,
  disabled,
  id,
  name,
  onBlur,
  ref,
  className,
}: {
  label: string;
  value: string;
  onChange: (text: string) => void;
  onPick: (place: Place) => void;
  placeholder?: string;
  /** For screen readers only, where a heading next to the box already says what it is for. */
  hideLabel?: boolean;
  error?: string | undefined;
  hint?: string;
  required?: boolean;
  disabled?: boolean;
  id?: string;
  name?: string;
  onBlur?: () => void;
  ref?: Ref<HTMLInputElement>;
  className?: string;
}) {
  const auto = useId();
  const inputId = id ?? auto;
  const listId = `${inputId}-places`;
  const statusId = `${inputId}-status`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const text = value.trim();
  const [query] = useDebounce(text, DEBOUNCE_MS);
  const places = usePlaces(query, open);
  const settled = query === text && !places.isFetching;
  const options = open && query === text ? (places.data?.places ?? []) : [];
  const expanded = open && options.length > 0;

  useEffect(() => {
    if (active >= 0) document.getElementById(`${listId}-${active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [active, listId]);

  const pick = (place: Place) => {
    setOpen(false);
    setActive(-1);
    onChange(place.label);
    onPick(place);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const n = options.length;
    switch (e.key) {
      case 'ArrowDown':
        e.preventDefault();
        if (!open) setOpen(true);
        else if (n) setActive((a) => (a + 1) % n);
        break;
      case 'ArrowUp':
        e.preventDefault();
        if (n) setActive((a) => (a <= 0 ? n - 1 : a - 1));
        break;
      case 'Enter':
        if (expanded && active >= 0) {
          e.preventDefault();
          pick(options[active]!);
        }
        break;
      case 'Escape':
        if (open) {
          e.preventDefault();
          e.stopPropagation();
          setOpen(false);
          setActive(-1);
        } else if (value) onChange('');
        break;
    }
  };

  let status = '';
  if (open && text.length >= PLACE_QUERY_MIN) {
    if (places.isError && settled) status = 'Could not look up places. Please try again.';
    else if (!settled && !options.length) status = 'Looking up places…';
    else if (settled && places.isSuccess && !options.length) status = 'No place found';
    else if (options.length)
      status = `${options.length} ${options.length === 1 ? 'place' : 'places'} found. Use the arrow keys to choose.`;
  }
  const statusVisible = status !== '' && !options.length;

  return (
    <div className={`space-y-1.5 ${className ?? ''}`}>
      <FieldLabel htmlFor={inputId} required={required} hidden={hideLabel}>
        {label}
      </FieldLabel>
      <div className="relative">
        <MapPin
          aria-hidden
          className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-500"
        />
        <input
          ref={ref}
          id={inputId}
          name={name}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(inputId, error, hint)}
          autoComplete="off"
          spellCheck={false}
          maxLength={100}
          required={required}
          disabled={disabled}
          value={value}
          placeholder={placeholder}
          onChange={(e) => {
            onChange(e.target.value);
            setOpen(true);
            // New text, new places: nothing is chosen until the arrows say so.
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => {
            setOpen(false);
            onBlur?.();
          }}
          className={`block min-h-11 w-full rounded-lg border bg-white py-2 pl-9 pr-3 text-base text-slate-900 placeholder:text-slate-500 disabled:bg-slate-100 ${
            error ? 'border-danger-600' : 'border-slate-300 focus:border-primary-600'
          }`}
        />
        <div
          id={listId}
          role="listbox"
          aria-label={label}
          hidden={!expanded}
          className="absolute inset-x-0 top-full z-30 mt-1 max-h-72 overflow-auto rounded-lg border border-slate-200 bg-white py-1 shadow-raised"
        >
          {options.map((place, i) => (
            // biome-ignore lint/a11y/useFocusableInteractive: combobox options stay unfocused; the box keeps focus and names the active one (aria-activedescendant)
            // biome-ignore lint/a11y/useKeyWithClickEvents: the box's own keys (arrows, Enter) pick, as the combobox pattern says
            <div
              key={`${place.pincode}-${place.locality}-${place.city}`}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              // Keep focus in the box: a click picks without blurring it first.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => pick(place)}
              onMouseMove={() => setActive(i)}
              className={`cursor-pointer px-3 py-2 ${i === active ? 'bg-primary-50 text-primary-900' : 'text-slate-800'}`}
            >
              <span className="block font-medium">{place.label}</span>
              {place.state ? <span className="block text-sm text-slate-600">{place.state}</span> : null}
            </div>
          ))}
        </div>
        <p
          id={statusId}
          role="status"
          className={
            statusVisible
              ? 'absolute inset-x-0 top-full z-30 mt-1 rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm text-slate-700 shadow-raised'
              : 'sr-only'
          }
        >
          {status}
        </p>
      </div>
      <FieldNotes id={inputId} error={error} hint={hint} />
    </div>
  );
}

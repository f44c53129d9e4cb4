import { PINCODE_PATTERN } from '@tuitionhub/contracts';
import { useCallback, useState } from 'react';

/** The place a parent chose on Home, remembered on this device: its words and pincode, nothing more. */
export interface HomePlace {
  label: string;
  pincode: string;
}

export const HOME_PLACE_KEY = 'homePlace';

/**
 * What another visit (or another version of the app) left under the key is checked by hand, not with
 * Zod: this hook is on Home's first download, which has no room for it (issue 16, the Home JS budget).
 */
export function isHomePlace(value: unknown): value is HomePlace {
  if (typeof value !== 'object' || value === null) return false;
  const { label, pincode } = value as Record<string, unknown>;
  return (
    typeof label === 'string' &&
    label.length >= 1 &&
    label.length <= 200 &&
    typeof pincode === 'string' &&
    PINCODE_PATTERN.test(pincode)
  );
}

function read(): HomePlace | null {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(HOME_PLACE_KEY) ?? 'null');
    return isHomePlace(value) ? { label: value.label, pincode: value.pincode } : null;
  } catch {
    return null;
  }
}

/** The Home page's chosen place (from localStorage), and a setter that remembers or forgets it. */
export function useHomePlace() {
  const [place, setPlaceState] = useState<HomePlace | null>(read);
  const setPlace = useCallback((next: HomePlace | null) => {
    setPlaceState(next);
    try {
      if (next) localStorage.setItem(HOME_PLACE_KEY, JSON.stringify(next));
      else localStorage.removeItem(HOME_PLACE_KEY);
    } catch {
      // Storage may be off (private mode): the choice still holds for this visit.
    }
  }, []);
  return [place, setPlace] as const;
}

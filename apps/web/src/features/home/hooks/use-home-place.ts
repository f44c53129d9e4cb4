import { PINCODE_PATTERN } from '@tuitionhub/contracts';
import { useCallback, useState } from 'react';
import { z } from 'zod';

/** The place a parent chose on Home, remembered on this device: its words and pincode, nothing more. */
export interface HomePlace {
  label: string;
  pincode: string;
}

export const HOME_PLACE_KEY = 'homePlace';

const stored = z.object({ label: z.string().min(1).max(200), pincode: z.string().regex(PINCODE_PATTERN) });

function read(): HomePlace | null {
  try {
    const parsed = stored.safeParse(JSON.parse(localStorage.getItem(HOME_PLACE_KEY) ?? 'null'));
    return parsed.success ? parsed.data : null;
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

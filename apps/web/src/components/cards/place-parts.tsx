import {
  type Board,
  boardLabels,
  type ClassLevel,
  classLevelLabels,
  formatIndian,
  type TeachingMode,
  teachingModeLabels,
} from '@tuitionhub/contracts';

/** What cards and profiles know of a place (api-2 §1): never coordinates. */
interface Placed {
  city: string | null;
  locality: string | null;
}
interface Teaches {
  modes: readonly TeachingMode[];
  travelKm: number;
}

export const LOCATION_NOT_SET = 'Location not set';

/** 'Kothrud, Pune', 'Pune', or 'Location not set' (older profiles without a city). */
export const placeName = ({ city, locality }: Placed) =>
  city ? (locality && locality.toLowerCase() !== city.toLowerCase() ? `${locality}, ${city}` : city) : null;

/** The ways a tutor teaches, in words: 'Online, At the tutor's place'. */
export const modesText = (modes: readonly TeachingMode[]) =>
  modes.map((m) => teachingModeLabels[m]).join(', ');

/** Whether a tutor comes to students' homes, and how far. */
export const comesHome = (t: Teaches) => t.modes.includes('Home') && t.travelKm >= 1;

/**
 * A tutor's place line: 'Kothrud, Pune · comes up to 5 km' for home tuition, else the place and
 * how they teach ('Kothrud, Pune · Online'); 'Location not set' first when there is no city.
 */
export const tutorPlaceLine = (t: Placed & Teaches) => {
  const where = placeName(t) ?? LOCATION_NOT_SET;
  const how = comesHome(t) ? `comes up to ${t.travelKm} km` : modesText(t.modes.filter((m) => m !== 'Home'));
  return how ? `${where} · ${how}` : where;
};

/**
 * A center's place line: its own location line (api-2 §1: e.g. 'Kothrud, Pune') or its locality and
 * city; 'Location not set' while it has no city (older profiles, left out of place filters).
 */
export const centerPlaceLine = (c: Placed & { location: string }) =>
  c.city ? c.location.trim() || placeName(c) || LOCATION_NOT_SET : LOCATION_NOT_SET;

/** '2.4 km away' (the server gives one decimal). */
export const distanceText = (km: number) => `${formatIndian(km, { maximumFractionDigits: 1 })} km away`;

/** '3 × 60 min a week' */
export const sessionsText = (t: { sessionsPerWeek: number; sessionMinutes: number }) =>
  `${t.sessionsPerWeek} × ${t.sessionMinutes} min a week`;

/** Short class names for cards, where the contracts' labels ('Class 9 and 10') take too much room. */
const shortClassLevels: Record<ClassLevel, string> = {
  'KG-V': 'KG–5',
  'VI-VIII': 'Class 6–8',
  'IX-X': 'Class 9–10',
  'XI-XII': 'Class 11–12',
  College: 'College',
  Competitive: 'Competitive exams',
  Hobby: 'Hobby',
};

/** 'Class 9–10, Class 11–12 · CBSE', the classes and boards in one short line (cards). */
export const classesAndBoardsText = (p: { classLevels: readonly ClassLevel[]; boards: readonly Board[] }) =>
  [p.classLevels.map((c) => shortClassLevels[c]).join(', '), p.boards.map((b) => boardLabels[b]).join(', ')]
    .filter(Boolean)
    .join(' · ');

/** The class levels and boards as chips (profiles), each with its label. */
export function ClassAndBoardChips({
  classLevels,
  boards,
  className = 'mt-3',
}: {
  classLevels: readonly ClassLevel[];
  boards: readonly Board[];
  className?: string;
}) {
  const chip = 'rounded-full px-3 py-1 text-sm font-medium';
  return (
    <div className={`${className} flex flex-wrap gap-2`}>
      {classLevels.length ? (
        <ul aria-label="Classes" className="flex flex-wrap gap-2">
          {classLevels.map((c) => (
            <li key={c} className={`${chip} bg-accent-50 text-slate-800 ring-1 ring-accent-200`}>
              {classLevelLabels[c]}
            </li>
          ))}
        </ul>
      ) : null}
      {boards.length ? (
        <ul aria-label="Boards" className="flex flex-wrap gap-2">
          {boards.map((b) => (
            <li key={b} className={`${chip} bg-slate-100 text-slate-800 ring-1 ring-slate-200`}>
              {boardLabels[b]}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

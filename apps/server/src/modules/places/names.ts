/**
 * Old, colonial or informal city names → the name the directory uses (lower-case keys). Covers the
 * districts the shipped data still spells the old way, and what people type for the seeded cities.
 */
const aliases: Record<string, string> = {
  bangalore: 'Bengaluru',
  'bangalore urban': 'Bengaluru',
  'bengaluru urban': 'Bengaluru',
  'bangalore rural': 'Bengaluru Rural',
  bombay: 'Mumbai',
  'mumbai city': 'Mumbai',
  'mumbai suburban': 'Mumbai',
  calcutta: 'Kolkata',
  madras: 'Chennai',
  gurgaon: 'Gurugram',
  mysore: 'Mysuru',
  trivandrum: 'Thiruvananthapuram',
  allahabad: 'Prayagraj',
  baroda: 'Vadodara',
  poona: 'Pune',
  belgaum: 'Belagavi',
  gulbarga: 'Kalaburagi',
  shimoga: 'Shivamogga',
  bellary: 'Ballari',
  tumkur: 'Tumakuru',
  chickmagalur: 'Chikkamagaluru',
  pondicherry: 'Puducherry',
  'new delhi': 'Delhi',
  'delhi ncr': 'Delhi',
  'k.v.rangareddy': 'Rangareddy',
  'ranga reddy': 'Rangareddy',
  'gautam buddha nagar': 'Noida',
  'ahmed nagar': 'Ahmednagar',
  'gandhi nagar': 'Gandhinagar',
  'karim nagar': 'Karimnagar',
  'mahabub nagar': 'Mahabubnagar',
  cochin: 'Kochi',
  vizag: 'Visakhapatnam',
  benares: 'Varanasi',
  banaras: 'Varanasi',
};
/** A Map, so text such as `__proto__` or `constructor` is just an unknown name. */
export const CITY_ALIASES: ReadonlyMap<string, string> = new Map(Object.entries(aliases));

/** `ANDHRA PRADESH` → `Andhra Pradesh`, `JAMMU & KASHMIR` → `Jammu & Kashmir`. */
export const titleCase = (s: string) =>
  s
    .trim()
    .toLowerCase()
    .replace(/(^|[\s\-(/])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());

/**
 * A city or district name as the directory spells it: spaces collapsed, the source's state tag
 * dropped (`Aurangabad(BH)`, `Bilaspur (HP)`), old names replaced (`bangalore` → `Bengaluru`).
 * Any other name comes back as written (trimmed). Pure.
 */
export function normaliseCity(name: string): string {
  const clean = name
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\s*\((?:BH|MH|CGH|KAR|HP)\)$/i, '');
  return CITY_ALIASES.get(clean.toLowerCase()) ?? clean;
}

/** The alias targets whose old name starts with `prefix` (lower case): `bang` → Bengaluru, Bengaluru Rural. */
export function aliasCitiesStartingWith(prefix: string): string[] {
  if (prefix.length < 3) return [];
  const found = [...CITY_ALIASES].filter(([old]) => old.startsWith(prefix)).map(([, city]) => city);
  return [...new Set(found)];
}

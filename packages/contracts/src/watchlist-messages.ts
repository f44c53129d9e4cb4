/** What the watchlist says, without Zod: a profile's shortlist box shows it on the first screen (decision 022). */

/** spec §5: the one sentence for a missing or unknown subject. */
export const selectSubjectMessage = 'Please select a subject.';

/** Reviews about the signed-in tutor or center, for their dashboard (built by the reviews feature). */
export function MyReviews(_props: { entityType: 'Tutor' | 'TuitionCenter'; entityId: string }) {
  return null;
}

/** Business constants from spec §9 (no Zod here: the catalogue's pages read them, decision 022). */
export const limits = {
  feeFilterChoices: [1000, 2000, 3000],
  ratingFilterChoices: [1, 2, 3, 4, 5],
  watchlistPageSize: 10,
  adminPageSize: 6,
  sliderIntervalMs: 3000,
  testimonialIntervalMs: 5000,
  reviewMaxLength: 2000,
  passwordMinLength: 8,
  uploadMaxBytes: 5 * 1024 * 1024,
  /** The longest keyset cursor (`after`) a listing takes (decision 017). */
  listingCursorMaxLength: 300,
} as const;

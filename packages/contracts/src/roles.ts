/** Who uses the product and what it lists, as the wire spells them (no Zod here: decision 022). */

/** Roles as they appear on the wire (the spec's words). */
export const roles = ['Student', 'Tutor', 'Tuition Center', 'Admin'] as const;
export type Role = (typeof roles)[number];
/** The only roles a visitor may choose at sign-up. */
export const publicRoles = ['Student', 'Tutor', 'Tuition Center'] as const;
export type PublicRole = (typeof publicRoles)[number];

export const entityTypes = ['Tutor', 'TuitionCenter'] as const;
export type EntityType = (typeof entityTypes)[number];

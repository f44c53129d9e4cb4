import type { EntityType } from '@tuitionhub/contracts';

/** The customer reviews block on tutor and center profiles (built by the reviews feature). */
export function ReviewsBlock(_props: { entityType: EntityType; entityId: string; entityName: string }) {
  return null;
}

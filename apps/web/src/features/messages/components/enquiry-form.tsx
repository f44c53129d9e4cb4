import type { EntityType } from '@tuitionhub/contracts';

/** The contact form (Name, Email, Message) on tutor and center profiles (built by the messages feature). */
export function EnquiryForm(_props: { entityType: EntityType; entityId: string; entityName: string }) {
  return null;
}

import type { ProfileKind } from '@tuitionhub/contracts';
import type { ReactNode } from 'react';
import type { ProfileOf } from '../../features/catalogue/api/get-profile.ts';
import { LatestProfilesSection } from '../../features/catalogue/components/latest-profiles-section.tsx';
import type { ProfileView } from '../../features/catalogue/lib/profile-views.tsx';
import { MessageCard } from '../../features/conversations/components/message-button.tsx';
import { BookDemo } from '../../features/demo/components/book-demo.tsx';
import { EnquiryForm } from '../../features/messages/components/enquiry-form.tsx';
import { ReviewsBlock } from '../../features/reviews/components/reviews-block.tsx';

/**
 * A profile page's parts after its details: the demo booking, shortlist and contact column, the
 * reviews and the latest of the kind. A module of its own, loaded beside the profile's data: their
 * forms, dialogs and toasts stay off the profile's first download (issue 16). Rendered as children of
 * the page's grid (the aside and the reviews), then the section below it.
 */
export default function ProfileMore<K extends ProfileKind>({
  view,
  profile: p,
  shortlist,
}: {
  view: ProfileView<K>;
  profile: ProfileOf<K>;
  shortlist?: (profile: ProfileOf<K>) => ReactNode;
}) {
  const entity = { entityType: view.kind.entityType, entityId: p._id, entityName: p.name };
  return (
    <>
      <aside
        aria-label={`Book a demo, ${shortlist ? 'shortlist or contact' : 'or contact'} ${p.name}`}
        className="space-y-6 lg:col-start-2 lg:row-span-2 lg:row-start-1"
      >
        <BookDemo
          {...entity}
          subjects={(p as Record<typeof view.kind.offeringsField, string[]>)[view.kind.offeringsField]}
        />
        {shortlist?.(p)}
        <MessageCard {...entity} />
        <EnquiryForm {...entity} />
      </aside>
      <div className="lg:col-start-1">
        <ReviewsBlock {...entity} />
      </div>
    </>
  );
}

/** The latest of the kind, under the page's grid. */
export function ProfileLatest<K extends ProfileKind>({
  view,
  excludeId,
}: {
  view: ProfileView<K>;
  excludeId: string;
}) {
  return <LatestProfilesSection view={view} excludeId={excludeId} />;
}

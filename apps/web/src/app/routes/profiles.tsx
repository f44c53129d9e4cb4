import type { ProfileKind } from '@tuitionhub/contracts';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { ProfilesBrowser } from '../../features/catalogue/components/profiles-browser.tsx';
import { centerView, type ProfileView, tutorView } from '../../features/catalogue/lib/profile-views.tsx';

/** spec §2 All Tutors / All Tuition Centers. */
function ProfilesPage<K extends ProfileKind>({ view }: { view: ProfileView<K> }) {
  return (
    <>
      <PageHeader
        title={`All ${view.kind.labelPlural}`}
        subtitle={view.listPage.subtitle}
        description={view.listPage.description}
      />
      <div className="mx-auto max-w-7xl px-4 py-8">
        <ProfilesBrowser view={view} />
      </div>
    </>
  );
}

export const AllTutors = () => <ProfilesPage view={tutorView} />;
export const AllTuitionCenters = () => <ProfilesPage view={centerView} />;

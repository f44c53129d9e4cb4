import { tutorKind } from '@tuitionhub/contracts';
import { ProfileDashboard } from './profile-dashboard.tsx';

/** /tutor-dashboard */
export const Component = () => <ProfileDashboard kind={tutorKind} />;

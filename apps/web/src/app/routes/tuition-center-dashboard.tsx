import { centerKind } from '@tuitionhub/contracts';
import { ProfileDashboard } from './profile-dashboard.tsx';

/** /tuition-center-dashboard */
export const Component = () => <ProfileDashboard kind={centerKind} />;

import { PageHeader } from '../../components/ui/page-header.tsx';

// Screen "tutor profile" (spec §2); to be built by its feature.
export function Component() {
  return <PageHeader title="tutor profile" />;
}

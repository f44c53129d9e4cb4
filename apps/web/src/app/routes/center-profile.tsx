import { PageHeader } from '../../components/ui/page-header.tsx';

// Screen "center profile" (spec §2); to be built by its feature.
export function Component() {
  return <PageHeader title="center profile" />;
}

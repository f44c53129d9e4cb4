import { privacyPolicy } from '../../content/privacy.ts';
import { PolicyPage } from '../../features/about/components/policy-page.tsx';

/** /privacy: what is collected, why, who sees it, how long, children's data, rights (DPDP Act 2023). */
export function Component() {
  return <PolicyPage policy={privacyPolicy} />;
}

import { termsOfUse } from '../../content/terms.ts';
import { PolicyPage } from '../../features/about/components/policy-page.tsx';

/** /terms: accounts, tutors' and centers' duties, reviews, payments and refunds, conduct, liability, law. */
export function Component() {
  return <PolicyPage policy={termsOfUse} />;
}

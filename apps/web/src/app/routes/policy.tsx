import { policyOfRoute } from '@nivesh/contracts/routes';
import { PolicyPage } from '@/features/subscriptions/components/policy-page';
import { useCurrentRoutePath } from '../route-handle';

/** /privacy-policy/, /terms-and-condition/ and /refund-policy/: the policy of the current route. */
export function Component() {
  const policy = policyOfRoute(useCurrentRoutePath() ?? '');
  return policy ? <PolicyPage policy={policy} /> : null;
}

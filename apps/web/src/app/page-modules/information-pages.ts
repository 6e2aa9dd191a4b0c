import { POLICY_PAGES } from '@nivesh/contracts/routes';
import type { LazyModule } from './lazy-module';

const policy: LazyModule = () => import('../routes/policy');

/** The legal pages (issue 13): privacy policy, terms and conditions and refund policy, one module for all three. */
export const INFORMATION_PAGES: Readonly<Record<string, LazyModule>> = {
  [POLICY_PAGES.privacy.route]: policy,
  [POLICY_PAGES.terms.route]: policy,
  [POLICY_PAGES.refund.route]: policy,
};

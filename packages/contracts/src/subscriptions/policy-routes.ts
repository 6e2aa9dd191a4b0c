/**
 * The legal pages' web routes (their endpoints are `policyEndpoints`) (issue 13), written once and without zod: the web
 * router reads them on every page. Their schemas are in policies.ts.
 */
export const POLICY_PAGES = {
  privacy: { route: '/privacy-policy/' },
  terms: { route: '/terms-and-condition/' },
  refund: { route: '/refund-policy/' },
} as const;
export type PolicyKey = keyof typeof POLICY_PAGES;
export const POLICY_KEYS = ['privacy', 'terms', 'refund'] as const satisfies readonly PolicyKey[];

/** The policy a web route shows, if it is one of them. */
export function policyOfRoute(route: string): PolicyKey | undefined {
  return POLICY_KEYS.find((key) => POLICY_PAGES[key].route === route);
}

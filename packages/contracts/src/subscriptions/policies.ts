import { z } from 'zod';
import { endpointSchemas, publicQuery } from '../envelope';

/**
 * The legal pages (issue 13, spec 2.3 and 7): privacy policy, terms and conditions, refund policy.
 * Each is served by its own endpoint as structured sections with a version and an effective date,
 * and shown on its web route. The endpoint and the route of each are written here once.
 *
 * | call               | answer                 | web route                |
 * |--------------------|------------------------|--------------------------|
 * | page/privacypolicy | `policyPageSchemas`    | /privacy-policy/         |
 * | page/termandcon    | `policyPageSchemas`    | /terms-and-condition/    |
 * | page/refundpolicy  | `policyPageSchemas`    | /refund-policy/          |
 */
export const POLICY_PAGES = {
  privacy: { endpoint: 'page/privacypolicy', route: '/privacy-policy/' },
  terms: { endpoint: 'page/termandcon', route: '/terms-and-condition/' },
  refund: { endpoint: 'page/refundpolicy', route: '/refund-policy/' },
} as const;
export type PolicyKey = keyof typeof POLICY_PAGES;
export const POLICY_KEYS = Object.keys(POLICY_PAGES) as PolicyKey[];

/** The policy a web route shows, if it is one of them. */
export function policyOfRoute(route: string): PolicyKey | undefined {
  return POLICY_KEYS.find((key) => POLICY_PAGES[key].route === route);
}

export const policyQuery = z.object({ ...publicQuery });

export const policySectionSchema = z.object({
  /** Stable anchor of the section, e.g. `data-we-keep`. */
  id: z.string(),
  heading: z.string(),
  paragraphs: z.array(z.string()),
  /** Points of the section, shown as a list after its paragraphs. */
  points: z.array(z.string()),
});
export type PolicySection = z.infer<typeof policySectionSchema>;

export const policyPageSchema = z.object({
  key: z.enum(['privacy', 'terms', 'refund']),
  title: z.string(),
  /** Version of the text (e.g. `1.0`); raised with every change. */
  version: z.string(),
  /** The date this version applies from (YYYY-MM-DD, India). */
  effectiveDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  summary: z.string(),
  sections: z.array(policySectionSchema).min(1),
});
export type PolicyPage = z.infer<typeof policyPageSchema>;

export const policyPageSchemas = endpointSchemas({ page: policyPageSchema });
export type PolicyPageAnswer = z.infer<typeof policyPageSchemas.ok>;

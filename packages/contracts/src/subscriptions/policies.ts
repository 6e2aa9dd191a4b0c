import { z } from 'zod';
import { endpointSchemas, publicQuery } from '../envelope';
import { POLICY_KEYS } from './policy-routes';

/**
 * The legal pages (issue 13, spec 2.3 and 7): privacy policy, terms and conditions, refund policy.
 * Each is served by its own endpoint as structured sections with a version and an effective date,
 * and shown on its web route. The endpoint and the route of each are written once, in
 * policy-routes.ts (without zod, so the web router can read it).
 *
 * | call               | answer                 | web route                |
 * |--------------------|------------------------|--------------------------|
 * | page/privacypolicy | `policyPageSchemas`    | /privacy-policy/         |
 * | page/termandcon    | `policyPageSchemas`    | /terms-and-condition/    |
 * | page/refundpolicy  | `policyPageSchemas`    | /refund-policy/          |
 */
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
  key: z.enum(POLICY_KEYS),
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

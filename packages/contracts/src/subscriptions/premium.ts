import { z } from 'zod';
import { TIER_CODES } from './catalogue';

/**
 * The refusal of a premium endpoint to a user without the tier: `status 0`, a message naming the
 * tiers and `/subscription`, and this block so the web can show an upgrade prompt.
 */
export const premiumRefusalSchema = z.object({
  status: z.literal(0),
  message: z.string(),
  premium: z.object({
    feature: z.string(),
    featureName: z.string(),
    tiers: z.array(z.enum(TIER_CODES)),
    tierNames: z.array(z.string()),
    subscribeAt: z.string(),
    signedIn: z.boolean(),
  }),
});
export type PremiumRefusal = z.infer<typeof premiumRefusalSchema>;

/** The premium block of a refusal body, when it is one. */
export function premiumOf(body: unknown): PremiumRefusal['premium'] | null {
  const parsed = premiumRefusalSchema.safeParse(body);
  return parsed.success ? parsed.data.premium : null;
}

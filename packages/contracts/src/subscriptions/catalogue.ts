import { z } from 'zod';
import { endpointSchemas, publicQuery } from '../envelope';

/**
 * Subscription catalogue (issue 6, spec 2.2, 3 and 9; docs/subscriptions-and-payments.md).
 *
 * | call                           | query                   | answer                        |
 * |--------------------------------|-------------------------|-------------------------------|
 * | Subscription/subWebFunction    | `subWebFunctionQuery`   | `subWebFunctionSchemas`       |
 * | subscription/packageDetails    | —                       | `packageDetailsSchemas`       |
 * | page/premiumService            | —                       | `premiumServiceSchemas`       |
 * | page/getServiceDetails         | `serviceDetailsQuery`   | `serviceDetailsSchemas`       |
 */

export const TIER_CODES = ['free', 'pro', 'proplus', 'fno'] as const;
export type TierCode = (typeof TIER_CODES)[number];

/** The tiers' names as the comparison table heads them (spec 9). */
export const TIER_NAMES: Readonly<Record<TierCode, string>> = {
  free: 'Free',
  pro: 'Pro',
  proplus: 'Pro+',
  fno: 'F&O',
};

/** The price fields of a package and their labels (spec 9); a duration is sold for its days. */
export const DURATIONS = [
  { column: 'onemonth', label: '1 Month', days: 30 },
  { column: 'threemonth', label: '3 Months', days: 90 },
  { column: 'sixmonth', label: '6 Months', days: 180 },
  { column: 'oneyear', label: '1 Year', days: 365 },
] as const;
export type DurationColumn = (typeof DURATIONS)[number]['column'];
export const DURATION_COLUMNS = DURATIONS.map((d) => d.column) as [DurationColumn, ...DurationColumn[]];

export function durationOf(column: DurationColumn): (typeof DURATIONS)[number] {
  const found = DURATIONS.find((d) => d.column === column);
  if (!found) throw new RangeError(`No duration ${column}`);
  return found;
}

/** A feature-table value is included unless it parses to 0 (spec 2.2: red cross when it parses to 0). */
export function featureIncluded(value: string | number): boolean {
  return Number.parseFloat(String(value)) !== 0;
}

/** Where the web sends anyone a premium answer refuses. */
export const SUBSCRIBE_PATH = '/subscription';

export const packageSchema = z.object({
  id: z.number(),
  slug: z.string(),
  tier: z.enum(TIER_CODES),
  tierName: z.string(),
  name: z.string(),
  description: z.string(),
  /** Prices in whole rupees, GST included; 0 = not sold for that duration. */
  onemonth: z.number(),
  threemonth: z.number(),
  sixmonth: z.number(),
  oneyear: z.number(),
});
export type SubscriptionPackage = z.infer<typeof packageSchema>;

/** The signed-in user's hold on a tier: active until `endsAt` (ISO time). */
export const tierHoldSchema = z.object({
  tier: z.enum(TIER_CODES),
  tierName: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
});
export type TierHold = z.infer<typeof tierHoldSchema>;

/**
 * A plan of `result`: a package, what a buyer gets today (`features`: only features whose page is
 * built), what is planned for it and not built yet (`coming`, never included), whether it is on
 * sale (a paid plan adding no built feature to Free is not), and the user's hold on its tier.
 */
export const planSchema = packageSchema.extend({
  features: z.array(z.string()),
  coming: z.array(z.string()),
  onSale: z.boolean(),
  active: tierHoldSchema.nullable(),
});
export type SubscriptionPlan = z.infer<typeof planSchema>;

/**
 * A row of the comparison table (spec 3: name, free, pro, proplus, FAndO; "0" = not included),
 * keyed by feature key and route. A feature whose route is not built is included in no tier (every
 * value "0"); `comingTo` then names the tiers it is planned for (empty for a built feature).
 */
export const featureOptionSchema = z.object({
  key: z.string(),
  name: z.string(),
  description: z.string(),
  route: z.string().nullable(),
  free: z.string(),
  pro: z.string(),
  proplus: z.string(),
  FAndO: z.string(),
  comingTo: z.array(z.enum(TIER_CODES)),
});
export type FeatureOption = z.infer<typeof featureOptionSchema>;

export const socialLinkSchema = z.object({ telegram_link: z.string(), youtube_link: z.string() });
export type SocialLink = z.infer<typeof socialLinkSchema>;

export const subWebFunctionQuery = z.object({
  /** The page asking (the feature page sends none). */
  pageName: z.string().max(80).optional(),
  ...publicQuery,
});

export const subWebFunctionSchemas = endpointSchemas({
  data: z.object({
    socialLink: socialLinkSchema,
    result: z.array(planSchema),
    /** 1 when the request carries a live session, 0 otherwise (the payment flow then asks to sign in). */
    userStatus: z.number(),
    featureOption: z.array(featureOptionSchema),
  }),
});
export type SubWebFunctionAnswer = z.infer<typeof subWebFunctionSchemas.ok>;

export const packageDetailsSchemas = endpointSchemas({ data: z.array(packageSchema) });
export type PackageDetailsAnswer = z.infer<typeof packageDetailsSchemas.ok>;

/** A premium service: a paid package seen as what it opens. */
export const premiumServiceSchema = z.object({
  slug: z.string(),
  name: z.string(),
  tier: z.enum(TIER_CODES),
  tierName: z.string(),
  description: z.string(),
  /** The lowest price above 0, rupees, and its duration label. */
  fromPrice: z.number(),
  fromLabel: z.string(),
  /** Built features this tier has and Free does not. */
  premiumFeatures: z.array(z.string()),
  /** Features planned for this tier whose pages are not built yet (not included). */
  comingFeatures: z.array(z.string()),
  /** False while the tier adds no built feature to Free (then it cannot be bought). */
  onSale: z.boolean(),
});
export type PremiumService = z.infer<typeof premiumServiceSchema>;

export const premiumServiceSchemas = endpointSchemas({ data: z.array(premiumServiceSchema) });
export type PremiumServiceAnswer = z.infer<typeof premiumServiceSchemas.ok>;

export const serviceDetailsQuery = z.object({
  slug: z.string({ message: 'Name a premium service' }).trim().min(1, 'Name a premium service').max(80),
  ...publicQuery,
});

export const serviceDetailsSchemas = endpointSchemas({
  data: z.object({
    service: premiumServiceSchema,
    package: packageSchema,
    /** Every feature of the table with whether this tier includes it. */
    features: z.array(
      z.object({
        key: z.string(),
        name: z.string(),
        description: z.string(),
        route: z.string().nullable(),
        /** Included in this tier today (its page is built). */
        included: z.boolean(),
        inFree: z.boolean(),
        /** Planned for this tier, page not built yet: never counted as included. */
        coming: z.boolean(),
      }),
    ),
    /** The signed-in user's hold on this tier (null: not held, or signed out). */
    active: tierHoldSchema.nullable(),
    userStatus: z.number(),
  }),
});
export type ServiceDetailsAnswer = z.infer<typeof serviceDetailsSchemas.ok>;

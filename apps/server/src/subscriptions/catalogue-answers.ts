import {
  DURATIONS,
  ENDPOINTS,
  type FeatureOption,
  featureIncluded,
  isBuiltRoute,
  type PremiumService,
  type SubscriptionPackage,
  type SubscriptionPlan,
  TIER_NAMES,
  type TierCode,
  type TierHold,
} from '@nivesh/contracts';
import type { SubscriptionFeatureRow, SubscriptionPackageRow } from '../db/schema';
import type { HeldPeriod } from './stacking';

/** A tier's display name (`Pro`, `Pro+` …), or the code itself for a tier the names do not know. */
export function tierNameOf(code: string): string {
  return TIER_NAMES[code as TierCode] ?? code;
}

/** The fields every view of a package starts with. */
function packageHead(row: SubscriptionPackageRow) {
  const tier = row.tier as TierCode;
  return {
    slug: row.slug,
    tier,
    tierName: tierNameOf(row.tier),
    name: row.name,
    description: row.description,
  };
}

export function packageDto(row: SubscriptionPackageRow): SubscriptionPackage {
  return {
    id: row.id,
    ...packageHead(row),
    onemonth: row.onemonth,
    threemonth: row.threemonth,
    sixmonth: row.sixmonth,
    oneyear: row.oneyear,
  };
}

/** The feature table's value of a tier (the column is `fno` in the database, `FAndO` in the answer). */
export function tierValue(feature: SubscriptionFeatureRow, tier: TierCode): string {
  return tier === 'fno' ? feature.fno : feature[tier];
}

/** The premium feature keys some endpoint of the registry is gated by (`premiumFeature`). */
export const GATED_FEATURE_KEYS: ReadonlySet<string> = new Set(
  ENDPOINTS.flatMap((e) => (e.premiumFeature === null ? [] : [e.premiumFeature])),
);

/**
 * Whether a tier includes a feature today: its value in the table includes it, its page is built
 * (BUILT_ROUTE_PATHS), and, when Free lacks it, an endpoint of the registry carries its tier gate
 * (otherwise a paid plan would sell what every visitor gets anyway, or what nothing enforces). The
 * one rule every plan, card, table and service answer uses, so no answer can sell a page that shows
 * "not available yet" or a premium feature without its gate, whatever the table's rows say.
 */
export function includedToday(feature: SubscriptionFeatureRow, tier: TierCode): boolean {
  if (!isBuiltRoute(feature.route) || !featureIncluded(tierValue(feature, tier))) return false;
  return featureIncluded(feature.free) || GATED_FEATURE_KEYS.has(feature.key);
}

/** Planned for a tier (its value includes it) but not included today: shown as coming, never included. */
export function comingFor(feature: SubscriptionFeatureRow, tier: TierCode): boolean {
  return featureIncluded(tierValue(feature, tier)) && !includedToday(feature, tier);
}

/** Built features of a tier that Free lacks: a paid package is on sale only when there is one. */
export function addedToFree(
  features: readonly SubscriptionFeatureRow[],
  tier: TierCode,
): SubscriptionFeatureRow[] {
  return features.filter((f) => includedToday(f, tier) && !includedToday(f, 'free'));
}

const TIERS: readonly TierCode[] = ['free', 'pro', 'proplus', 'fno'];

export function featureOptionDto(row: SubscriptionFeatureRow): FeatureOption {
  const value = (tier: TierCode) => (includedToday(row, tier) ? tierValue(row, tier) : '0');
  return {
    key: row.key,
    name: row.name,
    description: row.description,
    route: row.route,
    free: value('free'),
    pro: value('pro'),
    proplus: value('proplus'),
    FAndO: value('fno'),
    comingTo: TIERS.filter((t) => comingFor(row, t)),
  };
}

export function holdDto(hold: HeldPeriod): TierHold {
  const tier = hold.tier as TierCode;
  return {
    tier,
    tierName: tierNameOf(hold.tier),
    startsAt: hold.startsAt.toISOString(),
    endsAt: hold.endsAt.toISOString(),
  };
}

export function planDto(
  row: SubscriptionPackageRow,
  features: readonly SubscriptionFeatureRow[],
  holds: readonly HeldPeriod[],
): SubscriptionPlan {
  const tier = row.tier as TierCode;
  const hold = holds.find((h) => h.tier === tier);
  return {
    ...packageDto(row),
    features: features.filter((f) => includedToday(f, tier)).map((f) => f.name),
    coming: features.filter((f) => comingFor(f, tier)).map((f) => f.name),
    onSale: addedToFree(features, tier).length > 0,
    active: hold ? holdDto(hold) : null,
  };
}

/** A paid package as a premium service, or null for a free one. */
export function serviceDto(
  row: SubscriptionPackageRow,
  features: readonly SubscriptionFeatureRow[],
): PremiumService | null {
  const prices = DURATIONS.map((d) => ({ label: d.label, price: row[d.column] })).filter((p) => p.price > 0);
  const cheapest = prices.reduce<{ label: string; price: number } | null>(
    (best, p) => (best === null || p.price < best.price ? p : best),
    null,
  );
  if (!cheapest) return null;
  const tier = row.tier as TierCode;
  return {
    ...packageHead(row),
    fromPrice: cheapest.price,
    fromLabel: cheapest.label,
    premiumFeatures: addedToFree(features, tier).map((f) => f.name),
    comingFeatures: features.filter((f) => comingFor(f, tier)).map((f) => f.name),
    onSale: addedToFree(features, tier).length > 0,
  };
}

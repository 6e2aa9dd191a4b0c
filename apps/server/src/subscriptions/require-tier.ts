import {
  featureIncluded,
  type PremiumRefusal,
  SUBSCRIBE_PATH,
  TIER_CODES,
  TIER_NAMES,
  type TierCode,
} from '@nivesh/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RequireSession } from '../auth/session-auth';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import type { SubscriptionFeatureRow } from '../db/schema';
import { CatalogueRepository } from './catalogue.repository';
import { tierValue } from './catalogue-answers';
import { EntitlementsRepository } from './entitlements.repository';

export interface TierGateDeps {
  readonly db: Db;
  readonly requireSession: RequireSession;
  readonly clock: Clock;
}

export type PremiumPreHandler = (
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<FastifyReply | undefined>;

/** The tiers whose column of the feature table includes the feature. */
export function tiersIncluding(feature: SubscriptionFeatureRow): TierCode[] {
  return TIER_CODES.filter((t) => featureIncluded(tierValue(feature, t)));
}

function hasCredentials(request: FastifyRequest): boolean {
  if (typeof request.headers.authorization === 'string') return true;
  return new URL(request.url, 'http://localhost').searchParams.has('web_token');
}

/** The refusal of a premium endpoint: status 0, a message naming the tiers and /subscription, and the block the web turns into an upgrade prompt. */
export function premiumRefusal(
  feature: SubscriptionFeatureRow,
  tiers: readonly TierCode[],
  signedIn: boolean,
): PremiumRefusal {
  const names = tiers.map((t) => TIER_NAMES[t]);
  const list =
    names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : (names[0] ?? 'a paid');
  const action = signedIn ? 'Subscribe' : 'Sign in and subscribe';
  return {
    status: 0,
    message: `${feature.name} is part of the ${list} plan. ${action} at ${SUBSCRIBE_PATH} to open it.`,
    premium: {
      feature: feature.key,
      featureName: feature.name,
      tiers: [...tiers],
      tierNames: names,
      subscribeAt: SUBSCRIBE_PATH,
      signedIn,
    },
  };
}

/**
 * Builds `requireTier(featureKey)`: the one pre-handler every premium endpoint uses. The feature
 * table decides which tiers open the feature; a visitor or a user without such a tier gets the
 * premium refusal (HTTP 200, status 0); bad or expired credentials get the usual 401.
 */
export function tierGate({
  db,
  requireSession,
  clock,
}: TierGateDeps): (featureKey: string) => PremiumPreHandler {
  const catalogue = new CatalogueRepository(db);
  const holds = new EntitlementsRepository(db);
  return (featureKey) => async (request, reply) => {
    const feature = await catalogue.feature(featureKey);
    // A feature an operator removed from the table is no longer premium.
    if (!feature) return undefined;
    const tiers = tiersIncluding(feature);
    if (tiers.includes('free')) return undefined;
    let signedIn = false;
    if (hasCredentials(request)) {
      await requireSession(request);
      const session = request.session;
      if (session) {
        signedIn = true;
        const held = await holds.holds(session.user.id, clock.now());
        if (held.some((h) => tiers.includes(h.tier as TierCode))) return undefined;
      }
    }
    // The route's schema would strip the premium block: send the refusal as it is.
    return reply
      .code(200)
      .type('application/json; charset=utf-8')
      .serializer((payload: unknown) => JSON.stringify(payload))
      .send(premiumRefusal(feature, tiers, signedIn));
  };
}

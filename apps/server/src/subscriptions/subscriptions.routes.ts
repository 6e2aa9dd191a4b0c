import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RequireSession } from '../auth/session-auth';
import type { Clock } from '../clock';
import type { AppConfig } from '../config';
import type { Db } from '../db/database';

export interface SubscriptionRoutesOptions {
  readonly db: Db;
  readonly config: AppConfig;
  readonly requireSession: RequireSession;
  readonly clock: Clock;
}

/** Subscriptions, payments and premium access (issue 6): Subscription/*, subscription/*, page/premiumService, page/getServiceDetails, Payment/*. */
export const subscriptionRoutes: FastifyPluginAsyncZod<SubscriptionRoutesOptions> = async () => {};

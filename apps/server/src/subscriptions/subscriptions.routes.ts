import { subscriptionEndpoints, type TierCode } from '@nivesh/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Clock } from '../clock';
import type { AppConfig } from '../config';
import { type EndpointGates, endpointRouter } from '../http/endpoint-routes';
import { paymentRoutes } from '../payments/payment.routes';
import type { SubscriptionServices } from '../services';
import {
  comingFor,
  featureOptionDto,
  holdDto,
  includedToday,
  packageDto,
  planDto,
  serviceDto,
} from './catalogue-answers';
import { chargesCalculatorRoutes } from './charges-calculator.routes';
import { SOCIAL_LINK } from './default-catalogue';
import { optionalSession } from './optional-session';
import { policyRoutes } from './policies/policy.routes';

export interface SubscriptionRoutesOptions {
  readonly gates: EndpointGates;
  /** Catalogue, entitlements and payments, as the composition root built them (services.ts). */
  readonly subscriptions: SubscriptionServices;
  /** INVOICE_GSTIN: the seller's GSTIN printed on invoices. */
  readonly invoiceGstin: AppConfig['invoiceGstin'];
  readonly clock: Clock;
}

/** Subscriptions, payments and premium access (issue 6): Subscription/*, subscription/*, page/premiumService, page/getServiceDetails, Payment/*; the legal pages page/privacypolicy, page/termandcon, page/refundpolicy (issue 13). */
export const subscriptionRoutes: FastifyPluginAsync<SubscriptionRoutesOptions> = async (
  app,
  { subscriptions, invoiceGstin, clock, gates },
) => {
  const route = endpointRouter(app, gates);
  const { catalogue, entitlements } = subscriptions;

  route(subscriptionEndpoints.subWebFunction, async (request) => {
    const session = await optionalSession(request, gates.requireSession);
    const [packages, features] = [await catalogue.packages(), await catalogue.features()];
    const holds = session ? await entitlements.holds(session.user.id, clock.now()) : [];
    return {
      status: 1 as const,
      message: `${packages.length} plans`,
      data: {
        socialLink: { ...SOCIAL_LINK },
        result: packages.map((p) => planDto(p, features, holds)),
        userStatus: session ? 1 : 0,
        featureOption: features.map(featureOptionDto),
      },
    };
  });

  route(subscriptionEndpoints.packageDetails, async () => {
    const packages = await catalogue.packages();
    return { status: 1 as const, message: `${packages.length} packages`, data: packages.map(packageDto) };
  });

  route(subscriptionEndpoints.premiumService, async () => {
    const [packages, features] = [await catalogue.packages(), await catalogue.features()];
    const services = packages.flatMap((p) => serviceDto(p, features) ?? []);
    return { status: 1 as const, message: `${services.length} premium services`, data: services };
  });

  route(subscriptionEndpoints.serviceDetails, async (request) => {
    const { slug } = request.query;
    const [packages, features] = [await catalogue.packages(), await catalogue.features()];
    const row = packages.find((p) => p.slug === slug.toLowerCase());
    const service = row ? serviceDto(row, features) : null;
    if (!row || !service) {
      const names = packages
        .flatMap((p) => serviceDto(p, features) ?? [])
        .map((s) => `${s.name} (${s.slug})`);
      return { status: 0 as const, message: `No premium service “${slug}”: choose ${names.join(', ')}` };
    }
    const session = await optionalSession(request, gates.requireSession);
    const hold = session
      ? (await entitlements.holds(session.user.id, clock.now())).find((h) => h.tier === row.tier)
      : undefined;
    const tier = row.tier as TierCode;
    return {
      status: 1 as const,
      message: service.name,
      data: {
        service,
        package: packageDto(row),
        features: features.map((f) => ({
          key: f.key,
          name: f.name,
          description: f.description,
          route: f.route,
          included: includedToday(f, tier),
          inFree: includedToday(f, 'free'),
          coming: comingFor(f, tier),
        })),
        active: hold ? holdDto(hold) : null,
        userStatus: session ? 1 : 0,
      },
    };
  });

  await app.register(paymentRoutes, { subscriptions, invoiceGstin, gates, clock });
  await app.register(chargesCalculatorRoutes, { gates });
  await app.register(policyRoutes, { gates });
};

import { BlockList, isIPv4 } from 'node:net';
import formBody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import helmet from 'helmet';
import type { JWTVerifyGetKey } from 'jose';
import type { DestinationStream } from 'pino';
import { accountRoutes } from './account/account.routes';
import { loginRoutes } from './auth/login.routes';
import { registerSessionAuth } from './auth/session-auth';
import { LogSmsProvider, type SmsProvider } from './auth/sms-provider';
import { backtestRoutes } from './backtest/backtest.routes';
import { builtinScreenerRoutes } from './builtin-screeners/builtin-screeners.routes';
import { type Clock, systemClock } from './clock';
import type { AppConfig } from './config';
import { dashboardRoutes } from './dashboard/dashboard.routes';
import type { Database } from './db/database';
import { optionDataHistoricalRoutes } from './derivatives/option-data-historical';
import { healthRoutes } from './health/health.routes';
import type { DiskSpaceOf } from './health/health-monitor';
import { apiReferenceRoutes } from './http/api-reference.routes';
import { registerAnswerCompression } from './http/compression';
import type { EndpointGates } from './http/endpoint-routes';
import { registerErrorHandling } from './http/error-handler';
import { registerMessageTranslation } from './http/message-translation';
import { registerNulRefusal } from './http/nul-refusal';
import { operatorGuard } from './http/operator-guard';
import { generateRequestId, REQUEST_ID_HEADER } from './http/request-id';
import { intradayScreenerRoutes } from './intraday-screeners/intraday-screeners.routes';
import { createLogger, OneLineRequestLog } from './logger';
import { marketRoutes } from './market/market.routes';
import type { MarketService, MarketStatus } from './market/market.service';
import { bearerTokenGuard, marketDataImportRoutes } from './market-data/import.routes';
import { ImportWatch } from './market-data/import-watch';
import { optionTipsRoutes } from './option-tips/option-tips.routes';
import { optionTradingRoutes } from './orders/option-trading.routes';
import { orderDashboardRoutes } from './orders/order-dashboard.routes';
import { portfolioAnalysisRoutes } from './portfolio-analysis/portfolio-analysis.routes';
import { portfolioRoutes } from './portfolios/portfolios.routes';
import { roboPortfolioRoutes } from './robo-portfolios/robo-portfolios.routes';
import { screenerRoutes } from './screens/screener.routes';
import { buildServices } from './services';
import { globalSettingRoutes } from './settings/global-setting.routes';
import { autoSignalRoutes } from './signals/auto-signal.routes';
import { streamRoutes } from './stream/stream.routes';
import { tierGate } from './subscriptions/require-tier';
import { subscriptionRoutes } from './subscriptions/subscriptions.routes';
import { tradingToolRoutes } from './trading-tools/trading-tools.routes';
import { userStrategyRoutes } from './user-strategies/user-strategies.routes';
import { watchlistRoutes } from './watchlists/watchlists.routes';
import { registerWebApp } from './web/web-app.plugin';
import { webVitalsRoutes } from './web-vitals/web-vitals.routes';

export interface AppDeps {
  readonly config: AppConfig;
  readonly database: Database;
  /** Defaults to the LogSmsProvider (codes go to the server log). */
  readonly sms?: SmsProvider;
  readonly clock?: Clock;
  /** Google's signing keys; defaults to Google's JWKS endpoint. Tests pass a local key set. */
  readonly googleKeys?: JWTVerifyGetKey;
  /** Where logs go (stdout by default); tests capture them. */
  readonly logDestination?: DestinationStream;
  /** The running market (server.ts builds it from the config); without it no market routes exist. */
  readonly market?: MarketService;
  /** Free space of the data directory (statfs by default); tests pass a full disk. */
  readonly diskSpace?: DiskSpaceOf;
  /**
   * Records auto-signals once ready (server.ts): scans each closed 15-minute bar and replays the
   * recent sessions the record lacks. Also issues and judges option tips (option-tips.service.ts). Tests store what they need themselves.
   */
  readonly recordSignals?: boolean;
}

const MAX_BODY_BYTES = 64 * 1024;

const MARKET_NOT_STARTED: MarketStatus = {
  feed: 'none',
  ready: false,
  detail: 'This server was started without a market',
};

/** Loopback, link-local and private ranges: where a reverse proxy in front of this server lives. */
const PROXY_NETWORKS = (() => {
  const list = new BlockList();
  for (const [net, bits] of [
    ['127.0.0.0', 8],
    ['10.0.0.0', 8],
    ['172.16.0.0', 12],
    ['192.168.0.0', 16],
    ['169.254.0.0', 16],
  ] as const)
    list.addSubnet(net, bits, 'ipv4');
  for (const [net, bits] of [
    ['::1', 128],
    ['fc00::', 7],
    ['fe80::', 10],
  ] as const)
    list.addSubnet(net, bits, 'ipv6');
  return list;
})();

function onProxyNetwork(address: string): boolean {
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return isIPv4(v4) ? PROXY_NETWORKS.check(v4, 'ipv4') : PROXY_NETWORKS.check(address, 'ipv6');
}

/**
 * TRUST_PROXY as Fastify takes it. A hop count n trusts the n hops nearest the server, and only when
 * the nearest one (the peer itself) is on a loopback or private network: Fastify refuses a bare hop
 * count because a client reaching the server directly could then choose its own address.
 */
function fastifyTrustProxy(
  trust: AppConfig['trustProxy'],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (trust === false) return false;
  if (typeof trust === 'number') return (address, hop) => hop < trust && (hop > 0 || onProxyNetwork(address));
  return [...trust];
}

/** Builds the Fastify app: external plugins, then app plugins, then routes (ARCHITECTURE §5.3). */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const clock = deps.clock ?? systemClock;
  const startedAt = performance.now();

  const app = Fastify({
    loggerInstance: createLogger({ level: config.logLevel, destination: deps.logDestination }),
    genReqId: generateRequestId,
    requestIdHeader: false,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: MAX_BODY_BYTES,
    logController: new OneLineRequestLog(),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });

  // External plugins. Razorpay's checkout script and frames are allowed only when it is the provider.
  const razorpay =
    config.paymentProvider === 'razorpay'
      ? { scripts: ['https://checkout.razorpay.com'], frames: ['https://api.razorpay.com'] }
      : { scripts: [], frames: [] };
  // helmet's middleware, built once: @fastify/helmet rebuilt it (parsing every directive) on each
  // request, about 6 % of a market answer's CPU.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Google Identity Services loads its button script, styles and iframe from accounts.google.com.
        scriptSrc: ["'self'", 'https://accounts.google.com/gsi/client', ...razorpay.scripts],
        // Mantine injects style tags and inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'", 'https://accounts.google.com/gsi/style'],
        imgSrc: ["'self'", 'data:', 'blob:', 'https://*.googleusercontent.com'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'https://accounts.google.com/gsi/', ...razorpay.frames],
        frameSrc: ["'self'", 'https://accounts.google.com/gsi/', ...razorpay.frames],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        // Off: on plain-HTTP LAN deployments it would make browsers request assets over HTTPS.
        upgradeInsecureRequests: null,
      },
    },
    // The Google sign-in popup needs to talk back to its opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  app.addHook('onRequest', (request, reply, next) => {
    securityHeaders(request.raw, reply.raw, (error?: unknown) =>
      next(error instanceof Error ? error : undefined),
    );
  });
  // The order dashboard's submits are HTML-form posts (spec 7: "form: quantity, …").
  await app.register(formBody);
  await app.register(rateLimit, {
    global: true,
    max: config.rateLimitPerMinute,
    timeWindow: '1 minute',
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      message: `Rate limit exceeded, retry in ${context.after}`,
    }),
  });

  // The composition root builds every service once (services.ts); the routes below only receive them.
  const sms = deps.sms ?? new LogSmsProvider(app.log, config.nodeEnv === 'production');
  const services = buildServices(
    { config, database, clock, sms, log: app.log, googleKeys: deps.googleKeys, diskSpace: deps.diskSpace },
    deps.market,
  );
  const { health, auth, webVitals } = services;
  app.addHook('onReady', () => health.start());
  app.addHook('onClose', async () => health.stop());
  // Web vitals gathered in memory are written every 30 s and on close, before the database closes.
  app.addHook('onReady', async () => webVitals.start());
  app.addHook('onClose', async () => webVitals.stop());

  // App plugins: error handling, compressed JSON answers, then the session guard over the services it needs.
  registerErrorHandling(app, { onDiskFull: (error) => health.recordWriteFailure(error) });
  registerNulRefusal(app);
  // Before compression: messages in the user's language (issue 14), then the bytes compressed.
  registerMessageTranslation(app);
  registerAnswerCompression(app);
  const requireSession = registerSessionAuth(app, auth.sessions);
  // The endpoint registry's gates: every definition's session, premium and operator gate (issue 13).
  const gates: EndpointGates = {
    requireSession,
    requireTier: tierGate({ db: database.db, requireSession, clock }),
    // OPERATOR_TOKEN or MARKET_DATA_IMPORT_TOKEN (its older name); neither: the operator's endpoints refuse.
    requireOperator: operatorGuard(config.operatorTokens),
    loginRateLimitPerMinute: config.loginRateLimitPerMinute,
  };
  if (!deps.sms && config.nodeEnv === 'production') {
    app.log.warn('No SMS gateway is configured: one-time passwords are written to this log.');
  }

  // Routes.
  const market = services.market;
  await app.register(healthRoutes, {
    driver: database.driver,
    monitor: health,
    startedAt,
    marketStatus: () => market?.market.status() ?? MARKET_NOT_STARTED,
    gates,
  });
  if (market) {
    const { orders } = market;
    await app.register(marketRoutes, {
      market: market.market,
      tickAnswers: market.tickAnswers,
      derivatives: market.derivatives,
      todayActivity: market.todayActivity,
      gates,
    });
    await app.register(autoSignalRoutes, { market: market.market, signals: market.signals, gates });
    await app.register(screenerRoutes, { market: market.market, screens: market.screens, clock, gates });
    const area = { services: market, clock, gates };
    await app.register(builtinScreenerRoutes, area);
    await app.register(intradayScreenerRoutes, area);
    await app.register(tradingToolRoutes, area);
    await app.register(backtestRoutes, area);
    await app.register(userStrategyRoutes, area);
    await app.register(watchlistRoutes, area);
    await app.register(dashboardRoutes, area);
    await app.register(portfolioAnalysisRoutes, area);
    await app.register(portfolioRoutes, area);
    await app.register(roboPortfolioRoutes, area);
    let stopOrders: (() => void) | undefined;
    let stopSignals: (() => void) | undefined;
    let stopTips: (() => void) | undefined;
    app.addHook('onReady', async () => {
      stopOrders = await orders.start();
      if (deps.recordSignals) {
        stopSignals = market.signalRecorder.start();
        stopTips = market.optionTips.start();
      }
    });
    app.addHook('onClose', async () => {
      stopSignals?.();
      stopTips?.();
      stopOrders?.();
      market.toolPerformance.stop();
      await orders.idle();
    });
    await app.register(optionTipsRoutes, {
      market: market.market,
      markets: market.derivatives.markets,
      tips: market.optionTips,
      gates,
    });
    await app.register(orderDashboardRoutes, { market: market.market, orders, gates });
    await app.register(optionTradingRoutes, {
      market: market.market,
      orders,
      contracts: market.contracts,
      gates,
    });
    await app.register(streamRoutes, {
      feed: market.market,
      feedName: config.marketFeed,
      orders: {
        authenticate: async (token) => (await auth.sessions.authenticate(token))?.user.id ?? null,
        onChange: (listener) => orders.onChange(listener),
        pricedSymbols: (account) => orders.pricedSymbols(account),
      },
    });
  }
  await app.register(globalSettingRoutes, {
    gates,
    googleClientId: config.googleClientId,
    environment: config.nodeEnv,
  });
  await app.register(loginRoutes, { otp: auth.otp, signIn: auth.signIn, sessions: auth.sessions, gates });
  await app.register(accountRoutes, { gates });
  await app.register(apiReferenceRoutes, { gates });
  await app.register(subscriptionRoutes, {
    subscriptions: services.subscriptions,
    invoiceGstin: config.invoiceGstin,
    clock,
    gates,
  });
  await app.register(webVitalsRoutes, { webVitals, gates });
  // Imported NSE option chains: read from the database, so outside the market's per-tick answer cache.
  await app.register(optionDataHistoricalRoutes, { db: database.db, gates });
  // The import keeps its own messages (how to enable it, or use npm run import) over the same tokens.
  // Files imported by another process (npm run import, the fetcher) reach the kept answers within
  // one poll of the import log.
  const importWatch = new ImportWatch(database.db, () => services.market?.tickAnswers.invalidate());
  app.addHook('onReady', () => importWatch.start());
  app.addHook('onClose', async () => importWatch.stop());
  await app.register(marketDataImportRoutes, {
    db: database.db,
    clock,
    authorize: bearerTokenGuard(config.operatorTokens),
    // Imported days are answered at once, not from the answers kept for the market's current tick.
    onImported: () => services.market?.tickAnswers.invalidate(),
  });
  await registerWebApp(app, config.webDistDir);

  return app;
}

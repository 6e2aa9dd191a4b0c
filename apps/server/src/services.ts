import { ScreenCache, STRATEGIES } from '@nivesh/market';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { createRemoteJWKSet, type JWTVerifyGetKey } from 'jose';
import { GOOGLE_JWKS_URL, GoogleIdTokenVerifier } from './auth/google-id-token.verifier';
import { OtpService, type WithOtpLocks } from './auth/otp.service';
import { OtpChallengesRepository } from './auth/otp-challenges.repository';
import { randomPepper } from './auth/secrets';
import { SessionService } from './auth/session.service';
import { SessionsRepository } from './auth/sessions.repository';
import { type RunInTransaction, SignInService } from './auth/sign-in.service';
import type { SmsProvider } from './auth/sms-provider';
import { UsersRepository } from './auth/users.repository';
import { VerificationTokensRepository } from './auth/verification-tokens.repository';
import { BacktestRunner } from './backtest/backtest-runner';
import { IntradayHistoryCache } from './backtest/intraday-history-cache';
import { BuiltinScreenerService } from './builtin-screeners/builtin-screener.service';
import type { Clock } from './clock';
import type { AppConfig } from './config';
import type { Database } from './db/database';
import { ContractQuotes } from './derivatives/contract-quotes';
import { DerivativesService } from './derivatives/derivatives.service';
import { type DiskSpaceOf, HealthMonitor } from './health/health-monitor';
import { IntradayScanner } from './intraday-screeners/intraday-scanner';
import { TickAnswerCache } from './market/answer-cache';
import type { MarketService } from './market/market.service';
import { OptionTipsService } from './option-tips/option-tips.service';
import { TipLedger } from './option-tips/tip-ledger';
import { BrokerEventsRepository } from './orders/broker-events.repository';
import { OrderService } from './orders/order.service';
import { RecordedStrategySignals } from './orders/strategy-signals';
import { createPaymentProvider } from './payments/create-payment-provider';
import { PaymentService } from './payments/payment.service';
import { PaymentsRepository } from './payments/payments.repository';
import { RiskProfilesRepository } from './portfolio-analysis/risk-profiles.repository';
import { PortfoliosRepository } from './portfolios/portfolios.repository';
import { RoboFollowsRepository } from './robo-portfolios/robo-follows.repository';
import { RoboPortfoliosService } from './robo-portfolios/robo-portfolios.service';
import { MarketScreenUniverse } from './screens/market-screen-universe';
import { SavedScreensRepository } from './screens/saved-screens.repository';
import { AutoSignalsRepository, signalMarketKey } from './signals/auto-signals.repository';
import { SignalService } from './signals/signal.service';
import { CatalogueRepository } from './subscriptions/catalogue.repository';
import { EntitlementsRepository } from './subscriptions/entitlements.repository';
import { TodayActivityService } from './today-activity/today-activity.service';
import { TodaysSignals } from './trading-tools/todays-signals';
import { ToolPerformanceService } from './trading-tools/tool-performance.service';
import { StrategyPerformance } from './user-strategies/strategy-performance';
import { StrategyStocksScanner } from './user-strategies/strategy-stocks';
import { UserStrategiesRepository } from './user-strategies/user-strategies.repository';
import { WatchlistsRepository } from './watchlists/watchlists.repository';
import { WebVitalsRepository } from './web-vitals/web-vitals.repository';
import { WebVitalsAggregator } from './web-vitals/web-vitals-aggregator';

/** The ports the services are built over: configuration, storage, time, messages, the market. */
export interface ServicePorts {
  readonly config: AppConfig;
  readonly database: Database;
  readonly clock: Clock;
  readonly sms: SmsProvider;
  readonly log: FastifyBaseLogger;
  /** Google's signing keys; defaults to Google's JWKS endpoint. */
  readonly googleKeys?: JWTVerifyGetKey | undefined;
  /** Free space of the data directory (statfs by default). */
  readonly diskSpace?: DiskSpaceOf | undefined;
}

/** Bound of the screener's indicator cache: about 8 indicators over every stock's whole history. */
export const SCREENER_CACHE_BYTES = 96 * 1024 * 1024;

function authServices({ config, database, clock, sms, googleKeys }: ServicePorts) {
  const { db } = database;
  const users = new UsersRepository(db);
  const tokens = new VerificationTokensRepository(db);
  const sessions = new SessionService(new SessionsRepository(db), clock, config.sessionTtlDays);
  // Advisory locks (mobile first, then IP: one order, so no deadlock) serialise concurrent sends.
  const withOtpLocks: WithOtpLocks = (keys, work) =>
    db.transaction(async (tx) => {
      for (const key of keys) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
      return work(new OtpChallengesRepository(tx));
    });
  const otp = new OtpService(new OtpChallengesRepository(db), withOtpLocks, sms, clock, {
    ttlSeconds: config.otpTtlSeconds,
    maxAttempts: config.otpMaxAttempts,
    resendSeconds: config.otpResendSeconds,
    maxSendsPerHour: config.otpMaxSendsPerHour,
    maxSendsPerIpPerHour: config.otpMaxSendsPerIpPerHour,
    pepper: config.otpPepper ?? randomPepper(),
    // config.ts refuses OTP_SHOW_CODE in production and behind a trusted proxy.
    exposeCode: config.otpShowCode && sms.local,
  });
  const transaction: RunInTransaction = (work) =>
    db.transaction((tx) =>
      work({ users: new UsersRepository(tx), tokens: new VerificationTokensRepository(tx) }),
    );
  const google = config.googleClientId
    ? new GoogleIdTokenVerifier(
        config.googleClientId,
        googleKeys ?? createRemoteJWKSet(new URL(GOOGLE_JWKS_URL)),
        clock,
      )
    : null;
  const signIn = new SignInService(otp, sessions, users, tokens, transaction, google, clock);
  return { sessions, otp, signIn };
}

function subscriptionServices({ config, database, clock }: ServicePorts) {
  const { db } = database;
  return {
    catalogue: new CatalogueRepository(db),
    entitlements: new EntitlementsRepository(db),
    payments: new PaymentService(db, createPaymentProvider(config), clock),
    paymentRecords: new PaymentsRepository(db),
  };
}

/** Every service that reads the running market: screens, signals, tools, back-tests, strategies, orders. */
function marketServices({ config, database, clock, log }: ServicePorts, market: MarketService) {
  const { db } = database;
  const marketKey = signalMarketKey(market.feed.kind, config.marketSeed);
  const signals = new AutoSignalsRepository(db, marketKey);
  // The 15-minute history of the sessions the market played, one for back-tests and strategies alike.
  const intradayHistory = new IntradayHistoryCache(market, config.marketSeed);
  // The one today's-signals scan, shared by the trading tools, the terminal and basket orders.
  const todaysSignals = new TodaysSignals(market);
  const derivatives = new DerivativesService(market, db);
  /** F&O contracts' live prices, settlement and margins, for the paper broker. */
  const contracts = new ContractQuotes(derivatives.markets, market);
  const orders = new OrderService(
    market,
    new BrokerEventsRepository(db, marketKey),
    new RecordedStrategySignals(signals, {
      name: (id) => STRATEGIES.find((s) => s.id === id)?.name,
      flaggedStocks: (id, sector, limit) => todaysSignals.flaggedStocks(id, sector, limit),
    }),
    clock,
    (error) => log.error({ err: error }, 'order dashboard'),
    contracts,
  );
  return {
    market,
    /** Market answers kept for the current tick (market pages and intraday screeners). */
    tickAnswers: new TickAnswerCache(market),
    /** Option chains, their history and analytics, option strategies. */
    derivatives,
    /** FII/DII cash-market activity: imported NSE reports, else simulated with the market. */
    todayActivity: new TodayActivityService(market, db),
    /** Option tips: issued from the live chain into the hash-chained log and judged (started with the signals). */
    optionTips: new OptionTipsService(market, derivatives.markets, new TipLedger(db, marketKey), (error) =>
      log.error({ err: error }, 'option tips'),
    ),
    signals,
    /** Fills the signal record (started by the app only when asked: `recordSignals`). */
    signalRecorder: new SignalService(market, signals, {
      seed: config.marketSeed,
      backfillDays: config.signalBackfillDays,
      workerNice: config.backgroundNice,
      onError: (error) => log.error({ err: error }, 'auto-signals'),
    }),
    screens: {
      saved: new SavedScreensRepository(db),
      universe: new MarketScreenUniverse(market),
      // Indicators are cached per symbol and timeframe across screens until the bars move on,
      // within a bound: any sequence of screens keeps at most this many bytes of series.
      cache: new ScreenCache({ maxBytes: SCREENER_CACHE_BYTES }),
    },
    builtinScreener: new BuiltinScreenerService(market),
    /** Model portfolios (RoboPort/*): built lazily, in slices, once a market day. */
    roboPortfolios: new RoboPortfoliosService(market),
    intradayScanner: new IntradayScanner(market),
    todaysSignals,
    toolPerformance: new ToolPerformanceService(market, {
      historyDays: config.tradingToolsHistoryDays,
      seed: config.marketSeed,
      workerNice: config.backgroundNice,
    }),
    backtests: new BacktestRunner(),
    intradayHistory,
    userStrategies: {
      repository: new UserStrategiesRepository(db),
      scanner: new StrategyStocksScanner(market),
      performance: new StrategyPerformance(market, intradayHistory),
    },
    /** The users' watchlists and column choices (issue 18). */
    watchlists: new WatchlistsRepository(db),
    /** The users' risk profiles (issue 18, portfolio analysis). */
    riskProfiles: new RiskProfilesRepository(db),
    portfolios: new PortfoliosRepository(db),
    /** Portfolios that follow a model portfolio (RoboPort/addRoboPortData). */
    roboFollows: new RoboFollowsRepository(db),
    orders,
    contracts,
  };
}

export type MarketServices = ReturnType<typeof marketServices>;
export type SubscriptionServices = ReturnType<typeof subscriptionServices>;

/**
 * The composition root: every service the server runs, built once here from the configuration and
 * the ports. Routes receive the services they use and build none; no module keeps a service of its
 * own, and only config.ts and the entry points read the environment.
 */
export function buildServices(ports: ServicePorts, market: MarketService | undefined) {
  const { database, log } = ports;
  return {
    health: new HealthMonitor(database, {
      dataDir: database.dataDir,
      ...(ports.diskSpace ? { diskSpace: ports.diskSpace } : {}),
      onError: (error) => log.error({ err: error }, 'health check'),
    }),
    auth: authServices(ports),
    subscriptions: subscriptionServices(ports),
    /** The browser's web vitals, kept as daily aggregates (started and flushed by the app). */
    webVitals: new WebVitalsAggregator(new WebVitalsRepository(database.db), ports.clock, {
      onError: (error) => log.error({ err: error }, 'web vitals'),
    }),
    market: market ? marketServices(ports, market) : undefined,
  };
}

export type Services = ReturnType<typeof buildServices>;

import { nseCalendar } from '@nivesh/market';
import { buildApp } from './app';
import { systemClock } from './clock';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/database';
import { messageOf } from './logger';
import { createMarket } from './market/create-market';
import { createReplayFeed } from './market/replay/replay-feed';
import { ArchiveFetchJob } from './market-data/archive/archive-fetch-job';

/** How often the NSE archive fetcher looks for days to fetch (NSE_ARCHIVE_FETCH=true). */
const ARCHIVE_FETCH_EVERY_MS = 30 * 60_000;

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    // `npm start` passes --show-otp-codes: a single local user sees the code on the OTP page unless
    // the environment says otherwise (OTP_SHOW_CODE=false); config.ts refuses it behind a proxy.
    const showCodes = process.argv.includes('--show-otp-codes') ? { OTP_SHOW_CODE: 'true' } : {};
    config = loadConfig({ ...showCodes, ...process.env });
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  // Closing the database also releases the PGlite data-dir lock.
  const database = await openDatabase(config);
  const marketStarted = performance.now();
  const market = await createMarket({
    config,
    clock: systemClock,
    replayFeed: (marketClock) =>
      createReplayFeed(database, marketClock, config.marketSeed, { from: config.marketReplayFrom }),
    onError: (error) => console.error('market feed:', messageOf(error)),
  });
  const marketMs = Math.round(performance.now() - marketStarted);
  const app = await buildApp({ config, database, market, recordSignals: true });
  market.start();
  app.addHook('onClose', async () => {
    market.stop();
  });
  app.log.info({ feed: market.feed.kind, ms: marketMs }, market.status().detail);
  if (config.nseArchiveFetch) {
    // Days it imports are played by MARKET_FEED=replay from its next start.
    const job = new ArchiveFetchJob({
      db: database.db,
      clock: systemClock,
      fetch,
      baseUrls: config.nseArchiveUrls,
      calendar: nseCalendar,
      log: app.log,
    });
    const stopFetching = job.start(ARCHIVE_FETCH_EVERY_MS);
    app.addHook('onClose', async () => stopFetching());
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await app.close();
    } finally {
      await database.close();
    }
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    app.log.error({ err: error }, 'could not listen');
    await database.close();
    process.exit(1);
  }
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : config.port;
  app.log.info(
    { database: database.driver, dataDir: database.driver === 'pglite' ? config.dataDir : undefined },
    `Nivesh is running at http://${shownHost}:${port}`,
  );
}

main().catch((error: unknown) => {
  // Start-up failures (a locked DATA_DIR, an unreachable database) end the process with a clear line.
  console.error(messageOf(error));
  process.exit(1);
});

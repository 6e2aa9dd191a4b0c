import { join } from 'node:path';
import { FixedClock, type IsoDate, istDateTimeToUtc, type MarketState } from '@nivesh/market';
import { expect } from 'vitest';
import { ManualClock } from '../../clock';
import type { Db } from '../../db/database';
import { importPath } from '../../market-data/import-path';
import { FIXTURES_DIR } from '../../market-data/import-test-support';
import type { MarketFeed } from '../market-feed';
import { createReplayFeed } from './replay-feed';

export const REPLAY_SEED = 'replay-test';

/** Imports every file of a fixture folder (or an absolute folder), failing the test on any refusal. */
export async function importFolder(db: Db, folder: string): Promise<void> {
  const path = folder.startsWith('/') ? folder : join(FIXTURES_DIR, folder);
  const outcomes = await importPath(db, path, new ManualClock());
  // Every data file imports; the folder's README is reported as skipped, not refused.
  expect(outcomes.filter((o) => !o.ok && !o.skipped)).toEqual([]);
}

/** A market clock standing at `time` IST on `date`. */
export function clockAt(date: string, time: string): FixedClock {
  return new FixedClock(istDateTimeToUtc(date as IsoDate, time));
}

/** Moves `clock` to `time` IST on `date` and lets the feed catch up. */
export function moveTo(feed: MarketFeed, clock: FixedClock, date: string, time: string): void {
  clock.set(istDateTimeToUtc(date as IsoDate, time));
  feed.advance(clock.now());
}

/** The replay feed over `db` at the clock's now. */
export function replay(db: Db, clock: FixedClock, from?: string): Promise<MarketFeed> {
  return createReplayFeed({ db }, clock, REPLAY_SEED, from === undefined ? {} : { from });
}

/** The clock's first day in the tests: Monday 23 Nov 2026, a trading day (the 24th is a holiday). */
export const CLOCK_DAY = '2026-11-23';

/** Imports a fixture folder and starts the replay with the clock at 10:00 IST on CLOCK_DAY. */
export async function startReplay(
  db: Db,
  folder: string,
  from?: string,
): Promise<{ clock: FixedClock; feed: MarketFeed; state: MarketState }> {
  await importFolder(db, folder);
  const clock = clockAt(CLOCK_DAY, '10:00');
  const feed = await replay(db, clock, from);
  return { clock, feed, state: feed.state };
}

/** A completed day of a symbol as [open, high, low, close, volume]. */
export function dayBar(state: MarketState, id: number, t: number): (number | undefined)[] {
  const d = state.daily(id);
  return [d.open[t], d.high[t], d.low[t], d.close[t], d.volume[t]];
}

/** Id of a symbol in the state (fails the test when absent). */
export function idOf(state: MarketState, symbol: string): number {
  const id = state.idOf(symbol);
  expect(id, symbol).toBeDefined();
  return id ?? -1;
}

/** Printed rupees (as in a bhavcopy) to paise. */
export const paise = (rupees: number): number => Math.round(rupees * 100);

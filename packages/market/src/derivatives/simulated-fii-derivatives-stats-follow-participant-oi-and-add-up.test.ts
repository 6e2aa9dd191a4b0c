import { describe, expect, it } from 'vitest';
import { nseCalendar } from '../calendar/nse-calendar';
import type { IsoDate } from '../units';
import { type FiiStatsContext, fiiPosition, simulatedFiiDerivativesStats } from './fii-derivatives-stats';
import { simulatedParticipantOi } from './participant-oi';

const SEED = 'fii-stats-test';
const INDICES = [
  { symbol: 'NIFTY', lot: 65, close: 24_150 },
  { symbol: 'BANKNIFTY', lot: 30, close: 52_400 },
  { symbol: 'FINNIFTY', lot: 60, close: 23_900 },
  { symbol: 'MIDCPNIFTY', lot: 120, close: 12_800 },
  { symbol: 'NIFTYNXT50', lot: 25, close: 68_000 },
];

function contextOn(date: IsoDate): FiiStatsContext {
  const previous = nseCalendar.previousTradingDay(date);
  const oi = simulatedParticipantOi(date, `${SEED}:participant-oi`, { niftyReturn: 0.004 }).rows;
  const previousOi = simulatedParticipantOi(previous, `${SEED}:participant-oi`, { niftyReturn: -0.002 }).rows;
  return { oi, previousOi, indices: INDICES, stockContractRupees: 700_000 };
}

const DATE = '2026-11-27' as IsoDate;

describe('simulated FII derivatives statistics', () => {
  it('are the same for the same session and seed, and differ from day to day', () => {
    const a = simulatedFiiDerivativesStats(DATE, SEED, contextOn(DATE));
    expect(simulatedFiiDerivativesStats(DATE, SEED, contextOn(DATE))).toEqual(a);
    expect(a.simulated).toBe(true);
    const other = '2026-11-26' as IsoDate;
    expect(simulatedFiiDerivativesStats(other, SEED, contextOn(other)).rows).not.toEqual(a.rows);
  });

  it('carry the FII row of participant-wise OI: OI = long + short, buy − sell = the change of long − short', () => {
    const context = contextOn(DATE);
    const { rows } = simulatedFiiDerivativesStats(DATE, SEED, context);
    for (const segment of ['indexFutures', 'indexOptions', 'stockFutures', 'stockOptions'] as const) {
      const total = rows.find((r) => r.segment === segment && r.index === null);
      const today = fiiPosition(context.oi, segment);
      const before = fiiPosition(context.previousOi, segment);
      expect(total?.oi.contracts).toBe(today.gross);
      expect((total?.buy.contracts ?? 0) - (total?.sell.contracts ?? 0)).toBe(today.net - before.net);
      expect(Number.isInteger(total?.buy.contracts)).toBe(true);
      expect(total?.buy.contracts).toBeGreaterThan(0);
    }
    const fii = context.oi.find((r) => r.clientType === 'FII');
    const indexFutures = rows.find((r) => r.label === 'INDEX FUTURES');
    expect(indexFutures?.oi.contracts).toBe((fii?.long.futureIndex ?? 0) + (fii?.short.futureIndex ?? 0));
  });

  it('list every index, and INDEX FUTURES and INDEX OPTIONS are exactly the sums of their rows', () => {
    const { rows } = simulatedFiiDerivativesStats(DATE, SEED, contextOn(DATE));
    const each = (kind: string) => INDICES.map((ix) => `${ix.symbol} ${kind}`);
    expect(rows.map((r) => r.label)).toEqual([
      ...each('FUTURES'),
      'INDEX FUTURES',
      ...each('OPTIONS'),
      'INDEX OPTIONS',
      'STOCK FUTURES',
      'STOCK OPTIONS',
    ]);
    for (const segment of ['indexFutures', 'indexOptions'] as const) {
      const parts = rows.filter((r) => r.segment === segment && r.index !== null);
      const total = rows.find((r) => r.segment === segment && r.index === null);
      for (const side of ['buy', 'sell', 'oi'] as const) {
        expect(parts.reduce((a, r) => a + r[side].contracts, 0)).toBe(total?.[side].contracts);
        expect(parts.reduce((a, r) => a + Math.round(r[side].crore * 100), 0)).toBe(
          Math.round((total?.[side].crore ?? 0) * 100),
        );
      }
    }
  });

  it('value futures and OI at contracts × lot × close ÷ 10^7, options traded near the money', () => {
    const { rows } = simulatedFiiDerivativesStats(DATE, SEED, contextOn(DATE));
    const nifty = rows.find((r) => r.label === 'NIFTY FUTURES');
    expect(nifty?.oi.crore).toBe(Math.round(((nifty?.oi.contracts ?? 0) * 65 * 24_150 * 100) / 1e7) / 100);
    expect(nifty?.buy.crore).toBe(Math.round(((nifty?.buy.contracts ?? 0) * 65 * 24_150 * 100) / 1e7) / 100);
    const bankOptions = rows.find((r) => r.label === 'BANKNIFTY OPTIONS');
    const atMoney = ((bankOptions?.buy.contracts ?? 0) * 30 * 52_400) / 1e7;
    expect(Math.abs((bankOptions?.buy.crore ?? 0) / atMoney - 1)).toBeLessThan(0.05);
    const stock = rows.find((r) => r.label === 'STOCK FUTURES');
    expect(stock?.oi.crore).toBe(Math.round(((stock?.oi.contracts ?? 0) * 700_000 * 100) / 1e7) / 100);
  });

  it('without a previous session, buy and sell are equal', () => {
    const context = { ...contextOn(DATE), previousOi: undefined };
    for (const row of simulatedFiiDerivativesStats(DATE, SEED, context).rows.filter((r) => r.index === null))
      expect(row.buy.contracts).toBe(row.sell.contracts);
  });
});

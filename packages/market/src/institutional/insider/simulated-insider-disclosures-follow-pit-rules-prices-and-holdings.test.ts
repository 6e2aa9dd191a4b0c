import { describe, expect, it } from 'vitest';
import type { IsoDate } from '../../units';
import type { DealStockDay } from '../deals/simulated-deals';
import { simulatedSessions } from '../deals/test-support';
import {
  type InsiderDisclosure,
  insiderDisclosuresOn,
  insiderModeGroup,
  insidersOf,
  simulatedInsiderTrades,
} from './simulated-insider-trades';

const SEED = 'insider-test';
const SESSIONS = 120;
const sessions = simulatedSessions(SEED, SESSIONS);
const dates = sessions.map((s) => s.date);
const byDate = new Map(sessions.map((s) => [s.date, s.stocks]));
const stocksOn = (d: IsoDate): readonly DealStockDay[] => byDate.get(d) ?? [];
/** Disclosures broadcast on every session after the first three (whose earlier trades are unknown). */
const days = dates.slice(3).map((d) => ({ date: d, rows: insiderDisclosuresOn(d, SEED, dates, stocksOn) }));
const all: InsiderDisclosure[] = days.flatMap((d) => d.rows);

function stockOn(date: IsoDate, symbol: string): DealStockDay {
  const stock = stocksOn(date).find((s) => s.symbol === symbol);
  if (!stock) throw new Error(`${symbol} not traded on ${date}`);
  return stock;
}

const share = (pred: (d: InsiderDisclosure) => boolean) => all.filter(pred).length / all.length;

describe('simulated insider-trading disclosures (SEBI PIT 7(2))', () => {
  it('come some tens a day, on most sessions, mostly promoters and employees', () => {
    const perDay = days.map((d) => d.rows.length);
    const mean = perDay.reduce((a, b) => a + b, 0) / perDay.length;
    expect(mean).toBeGreaterThan(20);
    expect(mean).toBeLessThan(90);
    expect(perDay.filter((n) => n === 0).length).toBeLessThan(perDay.length * 0.05);
    expect(share((d) => d.category === 'promoter')).toBeGreaterThan(0.2);
    expect(share((d) => d.category === 'designated-person')).toBeGreaterThan(0.2);
    for (const c of ['director', 'kmp', 'immediate-relative'] as const)
      expect(share((d) => d.category === c)).toBeGreaterThan(0.03);
    // ESOP allotments are employees' (KMP and designated persons), never promoters'.
    expect(
      all
        .filter((d) => d.mode === 'esop')
        .every((d) => d.category === 'kmp' || d.category === 'designated-person'),
    ).toBe(true);
    // Pledges are promoters'.
    expect(
      all.filter((d) => insiderModeGroup(d.mode) === 'pledge').every((d) => d.category === 'promoter'),
    ).toBe(true);
    expect(share((d) => insiderModeGroup(d.mode) === 'open-market')).toBeGreaterThan(0.4);
    expect(share((d) => insiderModeGroup(d.mode) === 'esop')).toBeGreaterThan(0.15);
    expect(share((d) => insiderModeGroup(d.mode) === 'pledge')).toBeGreaterThan(0.03);
  });

  it('are valued at the trade day’s close, and open-market trades fit in its volume', () => {
    for (const d of all) {
      const stock = stockOn(d.tradeDate, d.symbol);
      expect(d.price).toBe(stock.close);
      expect(d.value).toBe(d.quantity * stock.close);
      expect(d.quantity).toBeGreaterThan(0);
      if (insiderModeGroup(d.mode) === 'open-market')
        expect(d.quantity).toBeLessThanOrEqual(stock.volume * 0.2);
      expect(d.sharesOutstanding).toBe(stock.sharesOutstanding);
    }
  });

  it('keep holdings consistent: after = before ± quantity, within the listed shares', () => {
    for (const d of all) {
      const delta =
        d.transaction === 'buy'
          ? d.quantity
          : d.transaction === 'pledge' || d.transaction === 'revoke'
            ? 0
            : -d.quantity;
      expect(d.afterShares).toBe(d.beforeShares + delta);
      expect(d.afterShares).toBeGreaterThanOrEqual(0);
      expect(d.afterShares).toBeLessThanOrEqual(d.sharesOutstanding);
    }
    // Promoter stakes are large, employees' tiny.
    const pct = (d: InsiderDisclosure) => (d.beforeShares / d.sharesOutstanding) * 100;
    const promoters = all.filter((d) => d.category === 'promoter').map(pct);
    const staff = all.filter((d) => d.category === 'designated-person').map(pct);
    expect(Math.max(...promoters)).toBeGreaterThan(10);
    expect(Math.max(...staff)).toBeLessThan(0.1);
  });

  it('are intimated 0-2 sessions after the trade and broadcast the same or next session', () => {
    for (const d of all) {
      const t = dates.indexOf(d.tradeDate);
      const i = dates.indexOf(d.intimationDate);
      const b = dates.indexOf(d.broadcastDate);
      expect(i - t).toBeGreaterThanOrEqual(0);
      expect(i - t).toBeLessThanOrEqual(2);
      expect(b - i).toBeGreaterThanOrEqual(0);
      expect(b - i).toBeLessThanOrEqual(1);
    }
    expect(share((d) => d.tradeDate !== d.broadcastDate)).toBeGreaterThan(0.3);
  });

  it('each trade is broadcast exactly once, and the draw is seeded per session and stock', () => {
    const date = dates[40] ?? ('' as IsoDate);
    const trades = simulatedInsiderTrades(date, SEED, stocksOn(date));
    const later = dates.slice(40, 44).flatMap((d) => insiderDisclosuresOn(d, SEED, dates, stocksOn));
    const traded = later.filter((d) => d.tradeDate === date);
    expect(traded.length).toBe(trades.length);
    const fewer = stocksOn(date).slice(0, 50);
    const again = simulatedInsiderTrades(date, SEED, fewer);
    const symbols = new Set(fewer.map((s) => s.symbol));
    expect(again).toEqual(trades.filter((t) => symbols.has(t.symbol)));
  });

  it('are made by the company’s fixed, invented insiders', () => {
    const symbol = all[0]?.symbol ?? '';
    const people = new Set(insidersOf(SEED, symbol).map((p) => p.name));
    for (const d of all.filter((x) => x.symbol === symbol)) expect(people.has(d.person)).toBe(true);
    expect(insidersOf(SEED, symbol)).toEqual(insidersOf(SEED, symbol));
  });
});

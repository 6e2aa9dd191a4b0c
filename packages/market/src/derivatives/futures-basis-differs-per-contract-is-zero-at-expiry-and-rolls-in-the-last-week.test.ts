import { describe, expect, it } from 'vitest';
import { addCalendarDays, istDateTimeToUtc } from '../calendar/ist';
import { nseCalendar } from '../calendar/nse-calendar';
import { hasSharedData } from '../nse-files/read-fixture';
import { type IsoDate, isoDate } from '../units';
import { FNO_STOCKS } from '../universe/universe';
import {
  futureExpiries,
  futureOpenInterest,
  futureQuote,
  INDEX_FUTURE_SYMBOLS,
  listFutureContracts,
  rolloverPct,
  seededDividend,
  seriesOpenInterest,
} from './futures-basis';
import { median, readFuturesBhavcopyOi } from './test-support';

const seed = 'futures-test';
const at = (date: string, time: string) => istDateTimeToUtc(isoDate(date), time);
const tradingDays2025 = nseCalendar.tradingDaysBetween(isoDate('2025-01-01'), isoDate('2025-12-31'));
const quantile = (values: readonly number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.floor(p * (values.length - 1))] ?? Number.NaN;

describe('futures quotes', () => {
  const asOf = at('2025-07-10', '11:07');
  const [near, next, far] = futureExpiries(asOf).map((e) => e.expiry);

  it('lists NIFTY, BANKNIFTY, FINNIFTY, MIDCPNIFTY and every F&O stock on three monthly expiries', () => {
    expect([near, next, far]).toEqual(['2025-07-31', '2025-08-28', '2025-09-30']);
    const contracts = listFutureContracts(asOf);
    expect(contracts).toHaveLength((INDEX_FUTURE_SYMBOLS.length + FNO_STOCKS.length) * 3);
    expect(contracts.slice(0, 3).map((c) => [c.symbol, c.kind, c.month, c.expiry])).toEqual([
      ['NIFTY', 'index', 'near', near],
      ['NIFTY', 'index', 'next', next],
      ['NIFTY', 'index', 'far', far],
    ]);
    expect(contracts.filter((c) => c.kind === 'stock' && c.month === 'near')).toHaveLength(FNO_STOCKS.length);
  });

  it('gives the same quote for the same instant and another for another seed', () => {
    const input = {
      symbol: 'NIFTY',
      spot: 24_812.35,
      asOf,
      expiry: next ?? near ?? isoDate('2025-08-28'),
      seed,
    };
    expect(futureQuote(input)).toEqual(futureQuote({ ...input }));
    expect(futureQuote({ ...input, seed: 'other' }).price).not.toBe(futureQuote(input).price);
  });

  it('prices on the ₹0.05 tick, with basis, premium and carry consistent with the price', () => {
    const q = futureQuote({
      symbol: 'NIFTY',
      spot: 24_812.35,
      asOf,
      expiry: near ?? isoDate('2025-07-31'),
      seed,
    });
    expect(q.price % 5).toBe(0);
    expect(q.basis).toBeCloseTo((q.price - 2_481_235) / 100, 10);
    expect(q.basisPct).toBeCloseTo((q.basis / 24_812.35) * 100, 10);
    expect(q.premiumToFair).toBeCloseTo((q.price - q.fairPrice) / 100, 10);
    // the carry reproduces the price to within half a tick
    expect(
      Math.abs(24_812.35 * Math.exp((q.annualisedCarryPct / 100) * q.years) - q.price / 100),
    ).toBeLessThanOrEqual(0.025 + 1e-9);
    // NIFTY 1.2 % yield at 6.5 %: fair carry 5.3 %, and index futures trade rich
    expect(q.premiumToFair).toBeGreaterThan(0);
  });

  it('has a different basis on every contract (not one carry for every stock, as before)', () => {
    const niftyCarries = [near, next, far].map(
      (expiry) =>
        futureQuote({ symbol: 'NIFTY', spot: 24_800, asOf, expiry: expiry ?? isoDate('2025-07-31'), seed })
          .annualisedCarryPct,
    );
    expect(new Set(niftyCarries.map((c) => c.toFixed(3))).size).toBe(3);
    const stockCarries = FNO_STOCKS.slice(0, 100).map(
      (s) =>
        futureQuote({ symbol: s.symbol, spot: 1500, asOf, expiry: next ?? isoDate('2025-08-28'), seed })
          .annualisedCarryPct,
    );
    expect(new Set(stockCarries.map((c) => c.toFixed(2))).size).toBeGreaterThan(90);
    expect(quantile(stockCarries, 0.9) - quantile(stockCarries, 0.1)).toBeGreaterThan(1.5);
  });

  it('keeps NIFTY near-month carry in 6–9 % and stocks mostly in −2 to +12 % over 2025', () => {
    const nifty: number[] = [];
    const stocks: number[] = [];
    for (const day of tradingDays2025) {
      const noon = istDateTimeToUtc(day, '12:00');
      const [nearest] = futureExpiries(noon).map((e) => e.expiry);
      if (!nearest) continue;
      nifty.push(
        futureQuote({ symbol: 'NIFTY', spot: 24_000, asOf: noon, expiry: nearest, seed }).annualisedCarryPct,
      );
      for (const s of FNO_STOCKS.slice(0, 40))
        stocks.push(
          futureQuote({ symbol: s.symbol, spot: 1500, asOf: noon, expiry: nearest, seed }).annualisedCarryPct,
        );
    }
    expect(Math.min(...nifty)).toBeGreaterThanOrEqual(6);
    expect(Math.max(...nifty)).toBeLessThanOrEqual(9);
    expect(median(nifty)).toBeGreaterThan(7);
    expect(median(nifty)).toBeLessThan(8.5);
    const inRange = stocks.filter((c) => c >= -2 && c <= 12).length / stocks.length;
    expect(inRange).toBeGreaterThan(0.95);
    expect(median(stocks)).toBeGreaterThan(4.5);
    expect(median(stocks)).toBeLessThan(7.5);
    // the occasional discount (a dividend going ex before expiry) exists, but rarely
    const discounts = stocks.filter((c) => c < 0).length / stocks.length;
    expect(discounts).toBeGreaterThan(0.005);
    expect(discounts).toBeLessThan(0.1);
  });

  it('trades at a discount before a large dividend and at a premium once it has gone ex', () => {
    const found = FNO_STOCKS.map((s) => ({
      symbol: s.symbol,
      dividend: seededDividend(seed, s.symbol, 2025),
    })).find((s) => s.dividend !== null && s.dividend.yield > 0.012 && s.dividend.exDate > '2025-02-01');
    expect(found).toBeDefined();
    const exDate = found?.dividend?.exDate ?? isoDate('2025-07-01');
    const symbol = found?.symbol ?? 'RELIANCE';
    const before = istDateTimeToUtc(addCalendarDays(exDate, -3), '12:00');
    const after = istDateTimeToUtc(addCalendarDays(exDate, 1), '12:00');
    const expiry = futureExpiries(istDateTimeToUtc(addCalendarDays(exDate, 1), '15:31'))[0]?.expiry ?? exDate;
    expect(futureQuote({ symbol, spot: 1000, asOf: before, expiry, seed }).basis).toBeLessThan(0);
    expect(futureQuote({ symbol, spot: 1000, asOf: after, expiry, seed }).basis).toBeGreaterThan(0);
  });

  it('narrows the near-month basis into expiry and is exactly the spot at 15:30 on expiry day', () => {
    const expiry = isoDate('2025-07-31');
    const spot = 24_812.37; // not on the tick: the settlement price is the spot itself
    const basisOn = (date: IsoDate, time = '12:00') =>
      futureQuote({ symbol: 'NIFTY', spot, asOf: istDateTimeToUtc(date, time), expiry, seed }).basis;
    const days = nseCalendar.tradingDaysBetween(isoDate('2025-07-17'), expiry);
    const bases = days.map((d) => basisOn(d));
    for (let i = 1; i < bases.length; i++) expect(bases[i]).toBeLessThan((bases[i - 1] ?? 0) * 1.15);
    expect(bases.at(-1)).toBeLessThan((bases[0] ?? 0) / 5);
    const close = futureQuote({ symbol: 'NIFTY', spot, asOf: at('2025-07-31', '15:30'), expiry, seed });
    expect(close.price).toBe(2_481_237);
    expect(close.basis).toBe(0);
    expect(close.annualisedCarryPct).toBe(0);
    expect(basisOn(expiry, '15:29')).toBeLessThan(0.5);
    expect(
      futureQuote({ symbol: 'INFY', spot: 1512.4, asOf: at('2025-08-05', '10:00'), expiry, seed }).basis,
    ).toBe(0);
  });

  it('moves smoothly through the session and across days at an unchanged spot', () => {
    const expiry = isoDate('2025-08-28');
    let previous: number | undefined;
    let largest = 0;
    for (let minute = 0; minute <= 3 * 1440; minute += 5) {
      const asOfMinute = new Date(at('2025-07-14', '00:00').getTime() + minute * 60_000);
      const carry = futureQuote({
        symbol: 'RELIANCE',
        spot: 1500,
        asOf: asOfMinute,
        expiry,
        seed,
      }).annualisedCarryPct;
      if (previous !== undefined) largest = Math.max(largest, Math.abs(carry - previous));
      previous = carry;
    }
    // a daily step of the wandering part is at most a few tenths of a point, spread over 288 steps
    expect(largest).toBeLessThan(0.02);
  });

  it('widens the premium on a rally and narrows it on a fall', () => {
    // a stock, far from its soft bounds: ±2 % on the day moves the carry by about 0.6 × 2 % = 1.2 points
    const stock = { symbol: 'RELIANCE', spot: 1530, asOf, expiry: next ?? isoDate('2025-08-28'), seed };
    const flat = futureQuote(stock).annualisedCarryPct;
    const up = futureQuote({ ...stock, previousSpot: 1500 }).annualisedCarryPct - flat;
    const down = futureQuote({ ...stock, previousSpot: 1560 }).annualisedCarryPct - flat;
    expect(Math.abs(up - 1.2)).toBeLessThan(0.15);
    expect(Math.abs(down + 1.15)).toBeLessThan(0.15);
    // an index near the top of its 6–9 % band moves less, but the same way, and stays in the band
    const index = { symbol: 'BANKNIFTY', spot: 52_000, asOf, expiry: near ?? isoDate('2025-07-31'), seed };
    const indexFlat = futureQuote(index).annualisedCarryPct;
    const rally = futureQuote({ ...index, previousSpot: 50_000 }).annualisedCarryPct;
    expect(rally).toBeGreaterThan(indexFlat);
    expect(rally).toBeLessThan(9);
    expect(futureQuote({ ...index, previousSpot: 53_000 }).annualisedCarryPct).toBeLessThan(indexFlat);
  });
});

describe('futures open interest and rollover', () => {
  it('is (next + far) ÷ all × 100', () => {
    expect(rolloverPct(600, 300, 100)).toBe(40);
    expect(rolloverPct(0, 0, 0)).toBe(0);
  });

  it('is deterministic per date and 0 for a contract that is not live', () => {
    const input = { symbol: 'NIFTY', expiry: isoDate('2025-08-28'), date: isoDate('2025-07-21'), seed };
    expect(futureOpenInterest(input)).toBe(futureOpenInterest({ ...input }));
    expect(futureOpenInterest(input)).toBeGreaterThan(0);
    expect(futureOpenInterest({ ...input, expiry: isoDate('2025-12-30') })).toBe(0);
    expect(futureOpenInterest({ ...input, date: isoDate('2025-08-29') })).toBe(0);
  });

  it('rolls in the last week: near OI falls, next rises, rollover climbs to about 75 % on expiry day', () => {
    const expiry = isoDate('2025-07-31');
    for (const symbol of ['NIFTY', 'BANKNIFTY', 'RELIANCE', 'INFY', 'SBIN']) {
      const days = nseCalendar.tradingDaysBetween(addCalendarDays(expiry, -7), expiry);
      const series = days.map((date) => seriesOpenInterest({ symbol, date, seed }));
      const rollover = series.map((s) =>
        rolloverPct(s[0]?.openInterest ?? 0, s[1]?.openInterest ?? 0, s[2]?.openInterest ?? 0),
      );
      for (let i = 1; i < rollover.length; i++) expect(rollover[i]).toBeGreaterThan(rollover[i - 1] ?? 0);
      expect(rollover[0]).toBeLessThan(25);
      expect(rollover.at(-1)).toBeGreaterThan(65);
      const first = series[0];
      const last = series.at(-1);
      expect(last?.[0]?.openInterest).toBeLessThan((first?.[0]?.openInterest ?? 0) / 2);
      expect(last?.[1]?.openInterest).toBeGreaterThan((first?.[1]?.openInterest ?? 0) * 3);
      // mid-month almost everything is in the near month
      const mid = seriesOpenInterest({ symbol, date: isoDate('2025-07-14'), seed });
      expect(
        rolloverPct(mid[0]?.openInterest ?? 0, mid[1]?.openInterest ?? 0, mid[2]?.openInterest ?? 0),
      ).toBeLessThan(12);
    }
  });

  it('builds through the month, unwinds the unrolled part at expiry and changes little day to day', () => {
    const days = nseCalendar.tradingDaysBetween(isoDate('2025-07-01'), isoDate('2025-07-24'));
    const totals = days.map((date) =>
      seriesOpenInterest({ symbol: 'NIFTY', date, seed }).reduce((sum, c) => sum + c.openInterest, 0),
    );
    expect(totals.at(-1)).toBeGreaterThan((totals[0] ?? 0) * 1.05);
    for (let i = 1; i < totals.length; i++)
      expect(Math.abs((totals[i] ?? 0) / (totals[i - 1] ?? 1) - 1)).toBeLessThan(0.1);
    const onExpiry = seriesOpenInterest({ symbol: 'NIFTY', date: isoDate('2025-07-31'), seed });
    const after = seriesOpenInterest({ symbol: 'NIFTY', date: isoDate('2025-08-01'), seed });
    // the rolled positions carry over to the new near month (within the seeded series levels)
    const rolledInto = onExpiry[1]?.openInterest ?? 0;
    expect(after[0]?.expiry).toBe('2025-08-28');
    expect(Math.abs((after[0]?.openInterest ?? 0) / rolledInto - 1)).toBeLessThan(0.5);
  });
});

describe.skipIf(!hasSharedData)(
  'rollover against the real F&O bhavcopy of 19-Jul-2024 (6 days before expiry)',
  () => {
    it('matches NIFTY (20.3 %) and the median stock (14.9 %) within 8 points', () => {
      const real = readFuturesBhavcopyOi();
      const realRollover = (symbol: string) => {
        const oi = [...(real.get(symbol)?.oi ?? new Map<IsoDate, number>())].sort((a, b) =>
          a[0] < b[0] ? -1 : 1,
        );
        return rolloverPct(oi[0]?.[1] ?? 0, oi[1]?.[1] ?? 0, oi[2]?.[1] ?? 0);
      };
      const date = isoDate('2024-07-19');
      const ours = (symbol: string) => {
        const s = seriesOpenInterest({ symbol, date, seed });
        expect(s[0]?.expiry).toBe('2024-07-25');
        return rolloverPct(s[0]?.openInterest ?? 0, s[1]?.openInterest ?? 0, s[2]?.openInterest ?? 0);
      };
      expect(realRollover('NIFTY')).toBeCloseTo(20.3, 1);
      expect(Math.abs(ours('NIFTY') - realRollover('NIFTY'))).toBeLessThan(8);
      const stocks = [...real].filter(([, s]) => !s.index).map(([symbol]) => symbol);
      const realMedian = median(stocks.map(realRollover));
      expect(realMedian).toBeCloseTo(14.9, 1);
      const ourMedian = median(FNO_STOCKS.map((s) => ours(s.symbol)));
      expect(Math.abs(ourMedian - realMedian)).toBeLessThan(8);
    });
  },
);

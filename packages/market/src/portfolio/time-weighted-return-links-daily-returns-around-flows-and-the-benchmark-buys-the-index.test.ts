import { describe, expect, it } from 'vitest';
import { addCalendarDays } from '../calendar/ist';
import type { IsoDate } from '../units';
import { benchmarkOf, externalFlows, type IndexClose, xirrWithFinalValue } from './cash-flows';
import { computeHoldings } from './holdings';
import { buy, d, rs, sell } from './test-support';
import {
  type DailyValuation,
  dailyValuations,
  growthIndex,
  timeWeightedReturns,
} from './time-weighted-return';

const day = (date: string, value: number, inflow = 0, outflow = 0): DailyValuation => ({
  date: d(date),
  valuePaise: value,
  inPaise: inflow,
  outPaise: outflow,
});

describe('the time-weighted return links daily returns around flows, and the benchmark buys the index', () => {
  it('a deposit that doubles the money does not count as return (hand-computed)', () => {
    // Day 1: 100 in, worth 110 (+10 %). Day 2: 110 more in, worth 231 (+5 % on 220). TWR = 1.1 × 1.05 − 1.
    const growth = growthIndex([day('2024-01-01', 110, 100), day('2024-01-02', 231, 110)]);
    expect(growth[1]).toBeCloseTo(1.155, 12);
  });

  it('a sale’s proceeds leave after the close, so selling everything keeps the day’s return', () => {
    // 100 worth 100, then sold at 104 (value 0, out 104): +4 %.
    const growth = growthIndex([
      day('2024-01-01', 100, 100),
      day('2024-01-02', 0, 0, 104),
      day('2024-01-03', 0),
    ]);
    expect(growth[2]).toBeCloseTo(1.04, 12);
  });

  it('periods start at the last valuation on or before their anchor; 1Y and longer are annualised', () => {
    const series: DailyValuation[] = [];
    let date: IsoDate = d('2021-01-01');
    let value = 1000;
    series.push(day(date, value, 1000));
    for (let i = 1; i <= 4 * 365; i++) {
      date = addCalendarDays(date, 1);
      value *= 1.0002;
      series.push(day(date, value));
    }
    const byPeriod = Object.fromEntries(timeWeightedReturns(series).map((r) => [r.period, r]));
    expect(byPeriod.Today).toMatchObject({ kind: 'return', cumulative: expect.closeTo(0.0002, 10) });
    expect(byPeriod['1W']).toMatchObject({ cumulative: expect.closeTo(1.0002 ** 7 - 1, 10) });
    // The series ends on 2024-12-31: a year back is 2023-12-31, 366 days (2024 is a leap year).
    expect(byPeriod['1Y']).toMatchObject({ cumulative: expect.closeTo(1.0002 ** 366 - 1, 10) });
    const threeYears = byPeriod['3Y'];
    expect(threeYears?.kind === 'return' && threeYears.annualised).toBeCloseTo(1.0002 ** 365 - 1, 10);
    expect(byPeriod.Max).toMatchObject({
      sinceInception: true,
      cumulative: expect.closeTo(1.0002 ** 1460 - 1, 9),
    });
    expect(byPeriod.YTD).toMatchObject({ from: '2023-12-31' });
  });

  it('an empty series has no data', () => {
    expect(timeWeightedReturns([]).every((r) => r.kind === 'no-data')).toBe(true);
  });

  it('valuations follow the transactions: flows in and out and the value at each close', () => {
    const tx = [buy('A', '2024-01-01', 10, 100, 1), sell('A', '2024-01-03', 4, 120, 1)];
    const closes: Record<string, number> = { '2024-01-01': 101, '2024-01-02': 110, '2024-01-03': 121 };
    const series = dailyValuations(tx, [d('2024-01-01'), d('2024-01-02'), d('2024-01-03')], (_, date) =>
      closes[date] === undefined ? undefined : rs(closes[date] ?? 0),
    );
    expect(series).toEqual([
      day('2024-01-01', rs(1010), rs(1001)),
      day('2024-01-02', rs(1100)),
      day('2024-01-03', rs(726), 0, rs(479)),
    ]);
  });

  it('the benchmark puts every rupee into the index on the same dates, net of the same charges', () => {
    const tx = [buy('A', '2024-01-01', 10, 100, 10), sell('A', '2025-01-01', 5, 150, 5)];
    const holdings = computeHoldings(tx);
    if (holdings.kind !== 'ok') throw new Error('invalid');
    const flows = externalFlows(tx, holdings);
    const closes: IndexClose[] = [
      { date: d('2024-01-01'), close: 100 },
      { date: d('2024-12-31'), close: 120 }, // the sale date has no close: the last one before is used
      { date: d('2025-06-30'), close: 132 },
    ];
    const bench = benchmarkOf(flows, closes, d('2025-06-30'));
    expect(bench.kind).toBe('ok');
    if (bench.kind !== 'ok') return;
    // ₹1,000 buys 1000/100 = 10 units (the ₹10 charges are paid as in the portfolio); the sale of
    // ₹750 sells 750/120 = 6.25 units and pays ₹5 charges; 3.75 units × 132 = ₹495 left.
    expect(bench.units).toBeCloseTo(rs(1000) / 100 - rs(750) / 120, 9);
    expect(bench.valuePaise).toBe(rs(495));
    expect(bench.flows.map((f) => f.outPaise - f.inPaise)).toEqual([-rs(1010), rs(745)]);
    expect(bench.xirr.kind).toBe('rate');
    // The portfolio held its 5 remaining shares, worth ₹900 at 180: its XIRR uses the same flows.
    const mine = xirrWithFinalValue(flows, rs(900), d('2025-06-30'));
    expect(mine.kind === 'rate' && bench.xirr.kind === 'rate' && mine.rate > bench.xirr.rate).toBe(true);
  });

  it('no index close on or before a flow is said, not guessed', () => {
    const tx = [buy('A', '2020-01-01', 1, 100)];
    const holdings = computeHoldings(tx);
    if (holdings.kind !== 'ok') throw new Error('invalid');
    const closes: IndexClose[] = [{ date: d('2021-01-01'), close: 1 }];
    expect(benchmarkOf(externalFlows(tx, holdings), closes, d('2021-01-01'))).toEqual({
      kind: 'no-index-close',
      date: '2020-01-01',
    });
  });
});

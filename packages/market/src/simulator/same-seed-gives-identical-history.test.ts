import { describe, expect, it } from 'vitest';
import { type DailyHistory, generateDailyHistory } from './daily-history';
import { universe, weekdays } from './test-support';

const dates = weekdays('2015-01-01', 600);
const stocks = universe(12, 3);

function bytesOf(history: DailyHistory, symbol: string): Buffer {
  const s = history.series.get(symbol);
  if (!s) throw new Error(`missing ${symbol}`);
  return Buffer.concat(
    [s.open, s.high, s.low, s.close, s.volume, s.adjFactor, s.adjClose].map((a) => Buffer.from(a.buffer)),
  );
}

describe('determinism', () => {
  it('gives byte-identical series for the same seed', () => {
    const a = generateDailyHistory({ seed: 'nivesh', dates, instruments: stocks });
    const b = generateDailyHistory({ seed: 'nivesh', dates, instruments: stocks });
    for (const s of stocks) expect(bytesOf(a, s.symbol).equals(bytesOf(b, s.symbol))).toBe(true);
    expect(a.series.get('SIM000')?.actions).toEqual(b.series.get('SIM000')?.actions);
  });

  it('gives different series for a different seed', () => {
    const a = generateDailyHistory({ seed: 'nivesh', dates, instruments: stocks });
    const b = generateDailyHistory({ seed: 'nivesh-2', dates, instruments: stocks });
    for (const s of stocks) expect(bytesOf(a, s.symbol).equals(bytesOf(b, s.symbol))).toBe(false);
  });

  it('leaves every other series unchanged when an instrument (in a new sector) is added', () => {
    const a = generateDailyHistory({ seed: 'nivesh', dates, instruments: stocks });
    const extra = { ...stocks[0], symbol: 'NEWCO', sector: 'NEW-SECTOR' } as (typeof stocks)[number];
    const b = generateDailyHistory({ seed: 'nivesh', dates, instruments: [extra, ...stocks] });
    for (const s of stocks) expect(bytesOf(a, s.symbol).equals(bytesOf(b, s.symbol))).toBe(true);
    expect(b.series.has('NEWCO')).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { hasSharedData, readShared } from '../nse-files/read-fixture';
import { NIFTY_50_CLOSES_SOURCE, nifty50DailyCloses } from './nifty-50-daily-closes';

describe('the shipped NIFTY 50 closes', () => {
  it('are 5,636 increasing real sessions from 2000-01-03 to 2022-08-26 with positive closes', () => {
    const closes = nifty50DailyCloses();
    expect(closes).toHaveLength(NIFTY_50_CLOSES_SOURCE.sessions);
    expect(closes[0]).toEqual({ date: '2000-01-03', close: 1592.2 });
    expect(closes.at(-1)).toEqual({ date: '2022-08-26', close: 17558.9 });
    expect(closes.find((c) => c.date === '2020-03-23')?.close).toBe(7610.25);
    for (let i = 1; i < closes.length; i++) {
      expect((closes[i]?.date ?? '') > (closes[i - 1]?.date ?? '')).toBe(true);
      expect(closes[i]?.close).toBeGreaterThan(0);
    }
  });

  it.skipIf(!hasSharedData)('equal the date and close of every row of the public file', () => {
    const rows = readShared('nse_indices/NIFTY_50_daily_2000-2022.csv').trim().split('\n').slice(1);
    const closes = nifty50DailyCloses();
    expect(closes).toHaveLength(rows.length);
    rows.forEach((row, i) => {
      const [date, , , , close] = row.split(',');
      expect(closes[i]).toEqual({ date, close: Number(close) });
    });
  });
});

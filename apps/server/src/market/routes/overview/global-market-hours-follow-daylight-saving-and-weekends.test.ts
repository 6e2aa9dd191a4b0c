import type { GlobalMarketAnswer } from '@nivesh/contracts';
import { GLOBAL_INDICES } from '@nivesh/market';
import { describe, expect, it } from 'vitest';
import { isDaylightSaving, marketHours } from './global-hours';
import { idOf, rupees, useOverviewApp } from './overview-test-app';

const def = (symbol: string) => {
  const found = GLOBAL_INDICES.find((g) => g.symbol === symbol);
  if (!found) throw new Error(`No global index ${symbol}`);
  return found;
};
const ist = (text: string): number => Date.parse(`${text}+05:30`);
const openAt = (symbol: string, when: string): boolean => marketHours(def(symbol), ist(when)).openNow;

describe('global market hours in IST', () => {
  it('on a Monday morning in India, Asia trades and New York and London do not', () => {
    expect(openAt('N225', '2026-11-23T10:30')).toBe(true);
    expect(openAt('GIFTNIFTY', '2026-11-23T10:30')).toBe(true);
    expect(openAt('DJI', '2026-11-23T10:30')).toBe(false);
    expect(openAt('FTSE', '2026-11-23T10:30')).toBe(false);
  });

  it('on a November evening (standard time) London and New York trade on their winter hours', () => {
    expect(marketHours(def('DJI'), ist('2026-11-23T21:00'))).toEqual({
      sessionsIst: [{ open: '20:00', close: '02:30' }],
      daylightSaving: false,
      openNow: true,
    });
    expect(openAt('FTSE', '2026-11-23T21:00')).toBe(true);
    expect(openAt('N225', '2026-11-23T21:00')).toBe(false);
    // 19:30 IST is before New York's 09:30 EST open.
    expect(openAt('DJI', '2026-11-16T19:30')).toBe(false);
  });

  it('in July daylight saving moves New York and London an hour earlier in IST', () => {
    expect(isDaylightSaving('America/New_York', ist('2026-07-15T19:30'))).toBe(true);
    expect(isDaylightSaving('Asia/Tokyo', ist('2026-07-15T19:30'))).toBe(false);
    expect(marketHours(def('DJI'), ist('2026-07-15T19:30'))).toEqual({
      sessionsIst: [{ open: '19:00', close: '01:30' }],
      daylightSaving: true,
      openNow: true,
    });
    expect(marketHours(def('FTSE'), ist('2026-07-15T12:45')).sessionsIst).toEqual([
      { open: '12:30', close: '21:00' },
    ]);
    expect(openAt('FTSE', '2026-07-15T12:45')).toBe(true);
  });

  it("keeps Friday's New York session and GIFT Nifty's night session open past midnight into Saturday, and closes weekends", () => {
    expect(openAt('DJI', '2026-11-28T01:00')).toBe(true);
    expect(openAt('GIFTNIFTY', '2026-11-28T01:00')).toBe(true);
    expect(openAt('N225', '2026-11-28T10:00')).toBe(false);
    expect(openAt('DJI', '2026-11-28T21:00')).toBe(false);
    expect(openAt('GIFTNIFTY', '2026-11-29T10:00')).toBe(false);
    // GIFT Nifty's break between its two sessions.
    expect(openAt('GIFTNIFTY', '2026-11-23T16:00')).toBe(false);
  });
});

describe('global_market/globalmarketData', () => {
  const app = useOverviewApp();

  it('lists every global index by region with simulated levels and real hours at the time asked', async () => {
    app.setNow(ist('2026-11-23T21:00'));
    const { body } = await app.get<GlobalMarketAnswer>('global_market/globalmarketData');
    expect(body.status).toBe(1);
    expect(body.checkedAt).toBe(ist('2026-11-23T21:00'));
    expect(body.rows).toHaveLength(GLOBAL_INDICES.length);
    expect(body.rows.map((r) => r.region)).toEqual(
      [...body.rows.map((r) => r.region)].sort(
        (a, b) =>
          ['India', 'Asia', 'Europe', 'Americas'].indexOf(a) -
          ['India', 'Asia', 'Europe', 'Americas'].indexOf(b),
      ),
    );
    const dow = body.rows.find((r) => r.symbol === 'DJI');
    const q = app.state.quote(idOf(app.state, 'DJI'));
    expect(dow).toMatchObject({
      ltp: rupees(q.ltp),
      prevClose: rupees(q.prevClose),
      region: 'Americas',
      openNow: true,
    });
    expect(body.rows.find((r) => r.symbol === 'N225')?.openNow).toBe(false);

    const europe = (await app.get<GlobalMarketAnswer>('global_market/globalmarketData?region=Europe')).body;
    expect(europe.rows.map((r) => r.symbol)).toEqual(['FTSE', 'DAX', 'CAC']);
    expect((await app.get('global_market/globalmarketData?region=Mars')).statusCode).toBe(400);
  });
});

import type { IndiaVixResponse } from '@nivesh/contracts';
import { FixedClock, type IsoDate, MarketState } from '@nivesh/market';
import { describe, expect, it } from 'vitest';
import { useMarketTestApp } from '../../../testing/market-test-app';
import { MarketService } from '../../market.service';
import type { MarketFeed } from '../../market-feed';
import { correlation, indiaVixAnswer } from './india-vix';

type Vix = Extract<IndiaVixResponse, { status: 1 }>;

const DATES = [
  '2026-03-02',
  '2026-03-03',
  '2026-03-04',
  '2026-03-05',
  '2026-03-06',
  '2026-03-09',
] as IsoDate[];
const NIFTY = [22_000, 22_220, 21_998, 22_438, 22_214, 22_658];

/** VIX moving exactly twice NIFTY's daily move the other way (hundredths of a point). */
function vixCloses(): number[] {
  const closes = [1500];
  for (let i = 1; i < NIFTY.length; i++) {
    const move = (NIFTY[i] ?? 0) / (NIFTY[i - 1] ?? 1) - 1;
    closes.push((closes[i - 1] ?? 0) * (1 - 2 * move));
  }
  return closes.map((c) => Math.round(c * 100));
}

function indexColumns(symbol: string, closes: readonly number[]) {
  return {
    meta: { symbol, sector: 'INDEX', isIndex: true },
    open: closes,
    high: closes.map((c) => c + 50),
    low: closes.map((c) => c - 50),
    close: closes,
    volume: closes.map(() => 0),
  };
}

/** A market of two indices whose last bar is today's session so far. */
function vixMarket(): MarketService {
  const state = new MarketState({
    dates: DATES,
    symbols: [
      indexColumns(
        'NIFTY 50',
        NIFTY.map((p) => p * 100),
      ),
      indexColumns('INDIA VIX', vixCloses()),
    ],
  });
  const openMs = Date.parse('2026-03-09T03:45:00Z');
  const feed: MarketFeed = {
    kind: 'simulated',
    simulated: true,
    pathSeed: 'vix-test',
    state,
    advance: () => [],
    session: () => ({
      date: state.sessionDate,
      live: true,
      secondsPlayed: 600,
      openMs,
      marketTimeMs: openMs + 599_000,
    }),
    minuteBars: () => undefined,
    minuteCloses: () => undefined,
    corporateActions: () => [],
  };
  return new MarketService(feed, new FixedClock(new Date(openMs)));
}

describe('TodayActivity/getIndiaVix', () => {
  const app = useMarketTestApp();

  it('says VIX is not available while the market has no INDIA VIX series, and still charts NIFTY 50', async () => {
    const body = (await app.get<Vix>('TodayActivity/getIndiaVix?days=20')).body;
    if (app.state.idOf('INDIA VIX') !== undefined) {
      expect(body.available).toBe(true);
      expect(body.vix?.ltp).toBe(app.market.market.quote('INDIA VIX')?.ltp);
      return;
    }
    expect(body).toMatchObject({ status: 1, available: false, vix: null, correlation: null });
    expect(body.message).toBe('India VIX is not available in this market yet');
    expect(body.nifty?.ltp).toBe(app.market.market.quote('NIFTY 50')?.ltp);
    expect(body.history).toHaveLength(20);
    expect(body.history.at(-1)).toMatchObject({ date: '2026-11-20', vix: null });
    expect(body.history.every((h) => (h.nifty ?? 0) > 10_000)).toBe(true);
  });

  it("quotes VIX, its 52-week range and its history beside NIFTY 50's when the series exists", () => {
    const market = vixMarket();
    const vix = vixCloses();
    const answer = indiaVixAnswer(market, { kind: 'live', date: '2026-03-09' as IsoDate }, 250);
    expect(answer.available).toBe(true);
    expect(answer.vix).toMatchObject({
      symbol: 'INDIA VIX',
      ltp: (vix[5] ?? 0) / 100,
      prevClose: (vix[4] ?? 0) / 100,
      fiftyTwoWeekHigh: (Math.max(...vix) + 50) / 100,
      fiftyTwoWeekLow: (Math.min(...vix) - 50) / 100,
    });
    expect(answer.nifty?.ltp).toBe(22_658);
    expect(answer.history).toEqual(
      DATES.slice(0, 5).map((date, i) => ({ date, vix: (vix[i] ?? 0) / 100, nifty: NIFTY[i] })),
    );
    // VIX moved twice NIFTY's move the other way every day: perfectly negatively correlated.
    expect(answer.correlation).toBeCloseTo(-1, 3);

    const past = indiaVixAnswer(market, { kind: 'past', date: '2026-03-05' as IsoDate, t: 3 }, 250);
    expect(past.live).toBe(false);
    expect(past.vix).toMatchObject({ ltp: (vix[3] ?? 0) / 100, prevClose: (vix[2] ?? 0) / 100 });
    expect(past.history.map((h) => h.date)).toEqual(DATES.slice(0, 3));
  });

  it('computes a Pearson correlation, null without enough points or variance', () => {
    expect(correlation([1, 2, 3, 4], [2, 4, 6, 8])).toBeCloseTo(1, 10);
    expect(correlation([1, 2, 3, 4], [4, 3, 2, 1])).toBeCloseTo(-1, 10);
    expect(correlation([1, 2], [2, 1])).toBeNull();
    expect(correlation([1, 1, 1], [1, 2, 3])).toBeNull();
  });
});

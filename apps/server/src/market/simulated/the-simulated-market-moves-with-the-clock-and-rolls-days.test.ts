import { EQUITIES, SIMULATION_WINDOW, shareMultiplierOf } from '@nivesh/market';
import { describe, expect, it } from 'vitest';
import { createTestMarket, TEST_MARKET_SEED } from '../../testing/test-market';
import { simulatedNse } from '../create-market';

// 2026-11-23 05:00 UTC is 10:30 IST on a Monday, a trading day (the 24th is Guru Nanak Jayanti):
// the demo clock starts there.
describe('the simulated market in the server', () => {
  it("opens today's session with every equity and index quoted, labelled simulated", () => {
    const { market } = createTestMarket();
    const session = market.feed.session();
    expect(session.date).toBe('2026-11-23');
    expect(session.live).toBe(true);
    expect(session.secondsPlayed).toBe(75 * 60 + 1);
    expect(market.feed.simulated).toBe(true);
    for (const e of EQUITIES) expect(market.quote(e.symbol)?.ltp ?? 0).toBeGreaterThan(0);
    const nifty = market.quote('NIFTY 50');
    expect(nifty?.ltp ?? 0).toBeGreaterThan(15_000);
    expect(market.status()).toMatchObject({ feed: 'simulated', ready: true });
  });

  it('moves prices every second and tells listeners which symbols changed', () => {
    const t = createTestMarket();
    const seen: string[][] = [];
    t.market.onQuotes((symbols) => seen.push([...symbols]));
    const before = t.market.quote('RELIANCE');
    t.advance(1000);
    t.advance(1000);
    expect(seen).toHaveLength(2);
    expect(seen[0]).toContain('RELIANCE');
    expect(seen[0]).toContain('NIFTY 50');
    let moved = 0;
    for (let k = 0; k < 30; k++) {
      t.advance(1000);
      if (t.market.quote('RELIANCE')?.ltp !== before?.ltp) moved++;
    }
    expect(moved).toBeGreaterThan(0);
  });

  it('is deterministic: two markets at the same instant quote the same prices', () => {
    const a = createTestMarket();
    const b = createTestMarket();
    a.advance(60_000);
    b.advance(60_000);
    for (const symbol of ['RELIANCE', 'TCS', 'HDFCBANK', 'NIFTY BANK']) {
      expect(a.market.quote(symbol)).toEqual(b.market.quote(symbol));
    }
  });

  it('rolls into the next trading day after the close, keeping the finished day as a daily bar', () => {
    const t = createTestMarket();
    const id = t.market.feed.state.idOf('INFY') ?? -1;
    const days = t.market.feed.state.dates.length;
    t.advance(6 * 3_600_000);
    const closed = t.market.quote('INFY');
    expect(t.market.feed.session().date).toBe('2026-11-25');
    expect(t.market.feed.state.dates.length).toBe(days + 1);
    const daily = t.market.feed.state.daily(id);
    expect(daily.close[days]).toBe(Math.round((closed?.prevClose ?? 0) * 100));
    const minute = t.market.feed.minuteBars('INFY');
    expect(minute?.count ?? 0).toBeGreaterThan(0);
  });
});

describe('ETFs, commodities and global indices in the simulated market', () => {
  it('quotes and moves them on their own ticks, at realistic levels, outside the equity lists', () => {
    const t = createTestMarket();
    t.advance(120_000);
    const state = t.market.feed.state;
    const gold = t.market.quote('GOLD');
    const niftyBees = t.market.quote('NIFTYBEES');
    const spx = t.market.quote('SPX');
    expect(gold?.ltp ?? 0).toBeGreaterThan(50_000);
    expect((gold?.ltp ?? 0) % 1).toBe(0);
    expect(niftyBees?.ltp ?? 0).toBeGreaterThan(100);
    expect(spx?.ltp ?? 0).toBeGreaterThan(3000);
    expect(state.meta(state.idOf('GOLD') ?? -1)).toMatchObject({ sector: 'COMMODITY', isIndex: true });
    const movers = state.topMovers({ direction: 'gainers', limit: 600 }).map((m) => m.symbol);
    expect(movers).not.toContain('GOLD');
    expect(movers).not.toContain('NIFTYBEES');
  });
});

describe('shares outstanding in the simulated market', () => {
  it("are the universe's current counts as of the anchor day, moved only by a split or bonus since", () => {
    const t = createTestMarket();
    const state = t.market.feed.state;
    const { history } = simulatedNse(TEST_MARKET_SEED);
    let moved = 0;
    for (const e of EQUITIES) {
      // A split or bonus going ex after the anchor day, up to the session played, multiplies the count.
      const since = (history.series.get(e.symbol)?.actions ?? []).filter(
        (a) => a.exDate > SIMULATION_WINDOW.anchor && a.exDate <= state.sessionDate,
      );
      const multiplier = since.reduce((m, a) => m * shareMultiplierOf(a), 1);
      if (multiplier !== 1) moved++;
      expect(state.meta(state.idOf(e.symbol) ?? -1).sharesOutstanding, e.symbol).toBe(
        Math.round(e.sharesOutstanding * multiplier),
      );
    }
    expect(moved).toBeLessThan(5);
  });
});

describe('India VIX in the simulated market', () => {
  it('has a daily history in the normal range and moves live with NIFTY 50', () => {
    const t = createTestMarket();
    const state = t.market.feed.state;
    const id = state.idOf('INDIA VIX') ?? -1;
    const closes = Array.from(state.daily(id).close).slice(-250);
    expect(closes.every((c) => c > 700 && c < 6000)).toBe(true);
    const before = t.market.quote('INDIA VIX');
    expect(before?.ltp ?? 0).toBeGreaterThan(7);
    expect(before?.ltp ?? 0).toBeLessThan(60);
    let moved = 0;
    for (let k = 0; k < 20; k++) {
      t.advance(30_000);
      if (t.market.quote('INDIA VIX')?.ltp !== before?.ltp) moved++;
    }
    expect(moved).toBeGreaterThan(0);
  });
});

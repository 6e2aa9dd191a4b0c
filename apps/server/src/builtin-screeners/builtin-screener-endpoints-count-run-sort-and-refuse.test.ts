import type {
  BuiltinScreenDataAnswer,
  BuiltinScreenListAnswer,
  ScreenerMostCommonAnswer,
} from '@nivesh/contracts';
import { rsi } from '@nivesh/market';
import { describe, expect, it, vi } from 'vitest';
import { equityIds } from '../market/day/list-scope';
import { useMarketTestApp } from '../testing/market-test-app';

const data = (category: string, id: string, sector = 'all', extra = '') =>
  `fundamentalScreener/getScreenData?category=${category}&screener_id=${id}&sector_id=${sector}${extra}`;

describe('fundamentalScreener/* and SpecialScreener/stockData on the running market', () => {
  const app = useMarketTestApp();

  /** RSI(14) of every equity now, computed directly from the daily columns and today's quote. */
  function rsiNow(): Map<string, number> {
    const s = app.state;
    const out = new Map<string, number>();
    for (const id of equityIds(s)) {
      const d = s.daily(id);
      const q = s.quote(id);
      const closes = Array.from(d.close, (c, t) => (c * (d.adjFactor[t] ?? 1)) / 100);
      if (q.volume > 0 && q.open > 0) closes.push(q.ltp / 100);
      out.set(s.meta(id).symbol, rsi(closes, 14).at(-1) ?? Number.NaN);
    }
    return out;
  }

  it('lists each category’s screens with today’s match counts, the sectors and the history', async () => {
    const { body } = await app.get<BuiltinScreenListAnswer>(
      'fundamentalScreener/getScreenList?category=technical',
    );
    expect(body.status).toBe(1);
    expect(body.screens.map((s) => s.id)).toEqual(Array.from({ length: 16 }, (_, k) => k + 1));
    expect(body.screens.every((s) => s.category === 'technical' && s.pastDates)).toBe(true);
    expect(body.scanned).toBe(503);
    expect(body.sectors.reduce((n, s) => n + s.count, 0)).toBe(503);
    expect(body.history).toEqual({ first: '2015-06-01', last: '2026-11-20', session: '2026-11-23' });
    const oversold = body.screens.find((s) => s.slug === 'rsi-oversold');
    const expected = [...rsiNow()].filter(([, v]) => v < 30).map(([symbol]) => symbol);
    expect(expected.length).toBeGreaterThan(3);
    expect(oversold?.matches).toBe(expected.length);

    const all = (await app.get<BuiltinScreenListAnswer>('fundamentalScreener/getScreenList')).body;
    expect(all.screens.map((s) => s.category).filter((c, k, a) => a.indexOf(c) === k)).toEqual([
      'fundamental',
      'technical',
      'special',
    ]);
    expect(all.screens).toHaveLength(37);
  }, 60_000);

  it('runs a screen over every sector with its columns, sorted as the screen says, checked against a direct RSI', async () => {
    const { body } = await app.get<BuiltinScreenDataAnswer>(data('technical', '3'));
    expect(body.status).toBe(1);
    expect(body.screen.slug).toBe('rsi-oversold');
    expect(body.screen.query).toBe('rsi(14) < 30');
    expect(body.live).toBe(true);
    expect(body.date).toBe('2026-11-23');
    const direct = rsiNow();
    const expected = [...direct].filter(([, v]) => v < 30).map(([s]) => s);
    expect(body.rows.map((r) => r.symbol).sort()).toEqual(expected.sort());
    // Column 0 is RSI (14): the direct value, and the rows ascend by it (the screen's sort).
    for (const row of body.rows) expect(row.values[0]).toBeCloseTo(direct.get(row.symbol) ?? -1, 3);
    const values = body.rows.map((r) => r.values[0] ?? 0);
    expect(values).toEqual([...values].sort((a, b) => a - b));
    expect(body.sort).toEqual({ key: 'rsi(14)', direction: 'asc' });
    // The quote is the live one.
    const first = body.rows[0];
    const id = app.state.idOf(first?.symbol ?? '') ?? -1;
    expect(first?.ltp).toBe(app.state.quote(id).ltp / 100);
    expect(body.sectors.reduce((n, s) => n + s.count, 0)).toBe(body.total);
  }, 60_000);

  it('keeps one sector (by slug or position), and every row satisfies the fundamental rule it shows', async () => {
    const all = (await app.get<BuiltinScreenDataAnswer>(data('fundamental', 'graham-value'))).body;
    expect(all.total).toBeGreaterThan(5);
    // Columns: P/E, P/B, P/E × P/B, debt/equity, market cap.
    for (const r of all.rows) {
      const [pe, pb, product, de] = r.values;
      expect(pe).toBeGreaterThan(0);
      expect(pe).toBeLessThan(15);
      expect(product).toBeCloseTo((pe ?? 0) * (pb ?? 0), 2);
      expect(product).toBeLessThan(22.5);
      expect(de).toBeLessThan(1);
    }
    const busiest = [...all.sectors].sort((a, b) => b.count - a.count)[0];
    const one = (await app.get<BuiltinScreenDataAnswer>(data('fundamental', '1', busiest?.slug))).body;
    expect(one.sector).toBe(busiest?.name);
    expect(one.total).toBe(busiest?.count);
    expect(one.rows.every((r) => r.sector === busiest?.name)).toBe(true);
    expect(one.scanned).toBe(
      equityIds(app.state).filter((id) => app.state.meta(id).sector === busiest?.name).length,
    );
    const first = (await app.get<BuiltinScreenDataAnswer>(data('fundamental', '1', '1'))).body;
    expect(first.sector).toBe('Automobile and Auto Components');
  }, 60_000);

  it('sorts by any column or quote field, pages, and serves special screens at SpecialScreener/stockData', async () => {
    const bySymbol = (
      await app.get<BuiltinScreenDataAnswer>(
        data('technical', 'bullish-ema-stack', 'all', '&sort=symbol&order=desc'),
      )
    ).body;
    const symbols = bySymbol.rows.map((r) => r.symbol);
    expect(symbols).toEqual([...symbols].sort((a, b) => b.localeCompare(a)));
    const page2 = (
      await app.get<BuiltinScreenDataAnswer>(
        data('technical', 'bullish-ema-stack', 'all', '&sort=symbol&order=desc&limit=5&page=2'),
      )
    ).body;
    expect(page2.rows.map((r) => r.symbol)).toEqual(symbols.slice(5, 10));
    expect(page2.total).toBe(symbols.length);

    const special = (await app.get<BuiltinScreenDataAnswer>('SpecialScreener/stockData?screener_id=1')).body;
    expect(special.status).toBe(1);
    expect(special.screen).toMatchObject({ category: 'special', id: 1, slug: 'quality-on-a-dip' });
    for (const r of special.rows) expect(r.values[0]).toBeLessThan(40);
  }, 60_000);

  it('refuses unknown screens, sectors and sort keys with a message, and malformed input with 400', async () => {
    expect((await app.get(data('technical', '99'))).body).toEqual({
      status: 0,
      message:
        'No technical screen 99: choose an id from 1 to 16 (see /technical-analysis) or a screen’s slug',
    });
    expect((await app.get(data('fundamental', '1', 'astrology'))).body).toMatchObject({
      status: 0,
      message: expect.stringMatching(/^No sector astrology/),
    });
    expect((await app.get(data('technical', '3', 'all', '&sort=magic'))).body).toMatchObject({
      status: 0,
      message: expect.stringMatching(
        /^Cannot sort by magic: sort by one of symbol, name, sector, ltp, changePct, rsi\(14\)/,
      ),
    });
    expect((await app.get('SpecialScreener/stockData?screener_id=golden-cross')).body).toMatchObject({
      status: 0,
    });
    expect((await app.get(data('astrology', '1'))).statusCode).toBe(400);
    expect((await app.get(data('technical', '3', 'all', '&limit=0'))).statusCode).toBe(400);
  }, 60_000);

  it('ranks stocks by how many screens they match now, consistent with each screen’s matches', async () => {
    const { body } = await app.get<ScreenerMostCommonAnswer>('screener/mostCommon');
    expect(body.status).toBe(1);
    expect(body.screens).toHaveLength(37);
    const totalMatches = body.screens.reduce((n, s) => n + s.matches, 0);
    expect(body.stocks.reduce((n, s) => n + s.count, 0)).toBe(totalMatches);
    const counts = body.stocks.map((s) => s.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const top = body.stocks[0];
    expect(top?.count).toBe((top?.fundamental ?? 0) + (top?.technical ?? 0) + (top?.special ?? 0));
    // The top stock is in the results of every screen it lists.
    for (const slug of top?.screens ?? []) {
      const screen = body.screens.find((s) => s.slug === slug);
      const page =
        screen?.category === 'special'
          ? `SpecialScreener/stockData?screener_id=${slug}`
          : data(screen?.category ?? '', slug);
      const rows = (await app.get<BuiltinScreenDataAnswer>(page)).body.rows;
      expect(
        rows.some((r) => r.symbol === top?.symbol),
        slug,
      ).toBe(true);
    }
    const inSector = (
      await app.get<ScreenerMostCommonAnswer>(
        `screener/mostCommon?sector_id=${encodeURIComponent(top?.sector ?? '')}`,
      )
    ).body;
    expect(inSector.stocks.every((s) => s.sector === top?.sector)).toBe(true);
    expect(inSector.stocks[0]?.symbol).toBeDefined();
  }, 60_000);

  it('after a minute of play answers at once with the previous counts, then recomputes them in the background', async () => {
    const list = () => app.get<BuiltinScreenListAnswer>('fundamentalScreener/getScreenList?category=special');
    const before = (await list()).body;
    app.market.advance(3 * 60_000);
    const started = performance.now();
    const next = (await list()).body;
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(next.stale).toBe(9);
    expect(next.screens.map((s) => s.matches)).toEqual(before.screens.map((s) => s.matches));
    await vi.waitFor(async () => expect((await list()).body.stale).toBe(0), {
      timeout: 30_000,
      interval: 100,
    });
    const fresh = (await list()).body;
    for (const s of fresh.screens) {
      const run = (await app.get<BuiltinScreenDataAnswer>(`SpecialScreener/stockData?screener_id=${s.id}`))
        .body;
      expect(run.total, s.slug).toBe(s.matches);
    }
  }, 60_000);
});

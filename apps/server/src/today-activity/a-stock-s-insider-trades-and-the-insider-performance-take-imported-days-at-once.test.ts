import type {
  InsiderPerformanceAnswer,
  InsiderTradesAnswer,
  StockInsiderTradesAnswer,
} from '@nivesh/contracts';
import { describe, expect, it } from 'vitest';
import { marketFixture } from '../market-data/import-test-support';
import { useMarketTestApp } from '../testing/market-test-app';

const TOKEN = 'operator-token-for-stock-insider-tests';
const NAME = 'CF-Insider-Trading-equities-27-11-2026.csv';
const FILE = marketFixture(NAME);
/** The same six disclosures, broadcast on a closed session of the test market (2026-11-18). */
const EARLIER = 'CF-Insider-Trading-equities-18-11-2026.csv';
const EARLIER_FILE = FILE.replaceAll('27-Nov-2026', '18-Nov-2026');

type Refusal = { status: 0; message: string };

describe('a stock’s insider trades, and the insider performance, take imported days at once', {
  timeout: 240_000,
}, () => {
  const app = useMarketTestApp({ MARKET_DATA_IMPORT_TOKEN: TOKEN });

  const importFile = async (fileName: string, payload: string) =>
    expect((await app.importCsv(fileName, payload, TOKEN)).status).toBe(1);

  const performance = async (query: string) => {
    for (const started = Date.now(); Date.now() - started < 200_000; ) {
      const { statusCode, body } = await app.get<InsiderPerformanceAnswer>(
        `TodayActivity/getInsiderPerformance?${query}`,
      );
      expect(statusCode).toBe(200);
      if (body.ready) return body;
    }
    throw new Error('the range was not measured in time');
  };

  it('lists a stock’s year of simulated disclosures exactly as the days’ lists show them, newest first', async () => {
    const day = await app.get<InsiderTradesAnswer>('TodayActivity/getInsiderTrades?size=200');
    const first = day.body.rows[0];
    if (!first) throw new Error('the latest session has no simulated disclosures');
    const { statusCode, body } = await app.get<StockInsiderTradesAnswer>(
      `TodayActivity/getStockInsiderTrades?symbol=${first.symbol.toLowerCase()}`,
    );
    expect(statusCode).toBe(200);
    expect(body.symbol).toBe(first.symbol);
    expect(body.source).toMatchObject({ kind: 'simulated', fileName: null });
    expect(body.to).toBe(day.body.date);
    // The latest day's rows of the stock are the day list's rows of that stock, in its order.
    expect(body.rows.filter((r) => r.broadcastDate === day.body.date)).toEqual(
      day.body.rows.filter((r) => r.symbol === first.symbol),
    );
    const dates = body.rows.map((r) => r.broadcastDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(body.rows.every((r) => r.symbol === first.symbol && r.broadcastDate >= body.from)).toBe(true);
    // An older day of the stock's list, asked of that day's list, gives the same disclosures.
    const older = body.rows.find((r) => r.broadcastDate < day.body.date);
    if (older !== undefined) {
      const then = await app.get<InsiderTradesAnswer>(
        `TodayActivity/getInsiderTrades?date=${older.broadcastDate}&symbol=${first.symbol}&size=200`,
      );
      expect(body.rows.filter((r) => r.broadcastDate === older.broadcastDate)).toEqual(then.body.rows);
    }
    const open = body.rows.filter((r) => r.modeGroup === 'open-market' && r.side === 'acquired');
    expect(body.openMarketBuy.count).toBe(open.length);
  });

  it('answers an imported day of the stock from the file, and refuses an unknown stock', async () => {
    await importFile(EARLIER, EARLIER_FILE);
    const { body } = await app.get<StockInsiderTradesAnswer>(
      'TodayActivity/getStockInsiderTrades?symbol=TCS&from=2026-11-18&to=2026-11-18',
    );
    expect(body.source).toMatchObject({ kind: 'imported', fileName: EARLIER });
    expect(body.rows.map((r) => [r.person, r.mode, r.value])).toEqual([
      ['Rakesh Menon', 'market-sale', 6_312_450.75],
    ]);
    expect(body.openMarketSell).toEqual({ count: 1, valueCr: 0.63 });
    const unknown = await app.get<Refusal>('TodayActivity/getStockInsiderTrades?symbol=ZZNOSUCH');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body.message).toContain('ZZNOSUCH');
  });

  it('measures an imported day’s open-market trades in place of the simulated ones, grouped by insider too', async () => {
    await importFile(EARLIER, EARLIER_FILE);
    const answer = await performance('from=2026-11-18&to=2026-11-18&groupBy=person');
    expect(answer.source).toMatchObject({ kind: 'imported', fileName: EARLIER });
    // The file's two open-market trades (a director's purchase, a designated person's sale) and nothing simulated.
    expect(answer.overall.deals).toBe(2);
    expect(answer.groups.map((g) => [g.key, g.deals]).sort()).toEqual([
      ['Meera Venkataraman · HDFCBANK', 1],
      ['Rakesh Menon · TCS', 1],
    ]);
    // T+1 runs from the broadcast day's close (2026-11-18) to the next session's (2026-11-19).
    const close = (symbol: string, date: string) => {
      const id = app.state.idOf(symbol);
      const t = app.state.dates.indexOf(date as (typeof app.state.dates)[number]);
      if (id === undefined || t < 0) throw new Error(`${symbol} ${date}`);
      return app.state.daily(id).close[t] ?? Number.NaN;
    };
    const hdfc = answer.groups.find((g) => g.key.endsWith('HDFCBANK'));
    const expected = (close('HDFCBANK', '2026-11-19') / close('HDFCBANK', '2026-11-18') - 1) * 100;
    expect(hdfc?.horizons[0]?.meanPct).toBeCloseTo(expected, 1);
  });

  it('shows an import at once, not after the market’s next tick', async () => {
    const before = await app.get<InsiderTradesAnswer>('TodayActivity/getInsiderTrades');
    expect(before.body.source.kind).toBe('simulated');
    const version = app.market.market.version;
    await importFile(NAME, FILE);
    // The market has not ticked: the answer kept for this tick must not be served again.
    expect(app.market.market.version).toBe(version);
    const after = await app.get<InsiderTradesAnswer>('TodayActivity/getInsiderTrades');
    expect(after.body.source).toMatchObject({ kind: 'imported', fileName: NAME });
    expect(after.body.date).toBe('2026-11-27');
  });
});

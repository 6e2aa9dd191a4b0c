import type {
  IntradayScreenerListAnswer,
  IntradayStockDataAnswer,
  PricePatternListAnswer,
  PricePatternStocksAnswer,
} from '@nivesh/contracts';
import { describe, expect, it } from 'vitest';
import { useMarketTestApp } from '../testing/market-test-app';
import { RETAINED_SCANS } from './intraday-scanner';

const MINUTE = 60_000;

// The test market starts on Monday 2026-11-23 at 10:30 IST; each test moves it on by hand.
describe('a screen’s stocks listed from the scan a list counted', () => {
  const app = useMarketTestApp();

  it('lists as many stocks as the list counted minutes earlier, while the current scan has moved on', async () => {
    const list = (await app.get<IntradayScreenerListAnswer>('IntradayScreener/getScreenerList')).body;
    expect(list.status).toBe(1);
    // Twenty played minutes: the counts change, and a 15-minute bar closes (10:45).
    for (let m = 0; m < 20; m++) app.market.advance(MINUTE);
    const now = (await app.get<IntradayScreenerListAnswer>('IntradayScreener/getScreenerList')).body;
    expect(now.scan).not.toBe(list.scan);
    const moved = list.screens.filter((s) => now.screens.find((n) => n.id === s.id)?.count !== s.count);
    expect(moved.length).toBeGreaterThan(0);
    for (const screen of moved) {
      const pinned = (
        await app.get<IntradayStockDataAnswer>(
          `IntradayScreener/getStockData?screen_id=${screen.id}&scan=${list.scan}`,
        )
      ).body;
      expect(pinned.scan).toBe(list.scan);
      expect(pinned.bars).toEqual(list.bars);
      expect(pinned.rows).toHaveLength(screen.count);
      const current = (
        await app.get<IntradayStockDataAnswer>(`IntradayScreener/getStockData?screen_id=${screen.id}`)
      ).body;
      expect(current.scan).toBe(now.scan);
      expect(current.rows).toHaveLength(now.screens.find((n) => n.id === screen.id)?.count ?? -1);
    }
  });

  it('lists a pattern’s stocks on the 15-minute bar the pattern list counted, after the next bar has closed', async () => {
    const list = (await app.get<PricePatternListAnswer>('PricePattern/getPatternList')).body;
    for (let m = 0; m < 15; m++) app.market.advance(MINUTE);
    const now = (await app.get<PricePatternListAnswer>('PricePattern/getPatternList')).body;
    expect(now.bars.closed).toBe(list.bars.closed + 1);
    const moved = list.patterns.filter((p) => now.patterns.find((n) => n.id === p.id)?.m15 !== p.m15);
    expect(moved.length).toBeGreaterThan(0);
    for (const pattern of moved) {
      const pinned = (
        await app.get<PricePatternStocksAnswer>(
          `PricePattern/getPatternStocks?pattern_id=${pattern.id}&timeframe=m15&scan=${list.scan}`,
        )
      ).body;
      expect(pinned.rows).toHaveLength(pattern.m15);
    }
  });

  it('answers from the current scan, and says so, once the named one is too old or unknown', async () => {
    const list = (await app.get<IntradayScreenerListAnswer>('IntradayScreener/getScreenerList')).body;
    for (let m = 0; m <= RETAINED_SCANS; m++) {
      app.market.advance(MINUTE);
      await app.get('IntradayScreener/getScreenerList');
    }
    const now = (await app.get<IntradayScreenerListAnswer>('IntradayScreener/getScreenerList')).body;
    for (const scan of [list.scan, 0]) {
      const answer = (
        await app.get<IntradayStockDataAnswer>(`IntradayScreener/getStockData?screen_id=1&scan=${scan}`)
      ).body;
      expect(answer.scan).toBe(now.scan);
      expect(answer.rows).toHaveLength(now.screens.find((s) => s.id === '1')?.count ?? -1);
    }
  });

  it('refuses a scan that is not a whole number with HTTP 400', async () => {
    for (const scan of ['abc', '-1', '1.5', '99999999999']) {
      const { statusCode } = await app.get(`IntradayScreener/getStockData?screen_id=1&scan=${scan}`);
      expect(statusCode).toBe(400);
    }
  });
});

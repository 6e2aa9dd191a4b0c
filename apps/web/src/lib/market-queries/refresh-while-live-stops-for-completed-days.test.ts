import type { MarketSource } from '@nivesh/contracts';
import { describe, expect, it } from 'vitest';
import { SOURCE } from '@/features/market-lists/lib/lists-test-fixtures';
import { refreshWhileLive as liveRefresh } from '@/lib/live-market-query';
import { LIVE_REFRESH_MS, refreshWhileLive } from './lists-query';

const withData = (data: unknown) => ({ state: { data } });

describe('how often a list refreshes', () => {
  it('refreshes every 5 s while the session it shows trades', () => {
    expect(refreshWhileLive(withData({ source: SOURCE, live: true }))).toBe(LIVE_REFRESH_MS);
    expect(LIVE_REFRESH_MS).toBe(5_000);
  });

  it('stops for a completed day, a closed market, a refusal or no data yet', () => {
    expect(refreshWhileLive(withData({ source: SOURCE, live: false, date: '2026-11-20' }))).toBe(false);
    expect(refreshWhileLive(withData({ source: { ...SOURCE, live: false } }))).toBe(false);
    expect(refreshWhileLive(withData({ status: 0, message: 'No market data' }))).toBe(false);
    expect(refreshWhileLive(withData(undefined))).toBe(false);
  });

  it('follows a valued strategy position’s market too, read by the caller’s selector (its source sits on the position)', () => {
    const positionRefresh = liveRefresh(
      LIVE_REFRESH_MS,
      (a: { position: { source: MarketSource } }) => a.position.source.live,
    );
    expect(positionRefresh(withData({ position: { source: SOURCE } }))).toBe(
      SOURCE.live ? LIVE_REFRESH_MS : false,
    );
    expect(positionRefresh(withData({ position: { source: { ...SOURCE, live: true } } }))).toBe(
      LIVE_REFRESH_MS,
    );
    expect(positionRefresh(withData({ position: { source: { ...SOURCE, live: false } } }))).toBe(false);
  });
});

import type { MarketSignal } from '@nivesh/contracts';
import { describe, expect, it } from 'vitest';
import { SIGNAL_THRESHOLD } from './market-signal';
import { idOf, useOverviewApp } from './overview-test-app';

/** The n-day SMA of NIFTY 50 (points) from the daily closes and today's level, computed here by hand. */
function niftySma(app: ReturnType<typeof useOverviewApp>, n: number): number {
  const s = app.state;
  const id = idOf(s, 'NIFTY 50');
  const close = s.daily(id).close;
  let sum: number = s.quote(id).ltp;
  for (let t = close.length - (n - 1); t < close.length; t++) sum += close[t] ?? 0;
  return sum / n / 100;
}

describe('market/marketSignal', () => {
  const app = useOverviewApp();

  it('scores NIFTY 50 against its 20/50/200-day SMAs and the advance/decline ratio, and says its rule', async () => {
    const { statusCode, body } = await app.get<MarketSignal>('market/marketSignal');
    expect(statusCode).toBe(200);
    expect(body.status).toBe(1);
    const ltp = app.state.quote(idOf(app.state, 'NIFTY 50')).ltp / 100;
    expect(body.nifty.ltp).toBe(ltp);
    for (const n of [20, 50, 200] as const) {
      const sma = niftySma(app, n);
      expect(body.nifty[`sma${n}`]).toBeCloseTo(sma, 1);
      const part = body.components.find((c) => c.id === `sma${n}`);
      expect(part?.points).toBe(ltp > sma ? 1 : -1);
      expect(part?.detail).toContain(ltp > sma ? 'above' : 'below');
    }
    const b = app.state.breadth();
    const ratio = b.advances / b.declines;
    expect(body.breadth.advances).toBe(b.advances);
    expect(body.components.find((c) => c.id === 'breadth')?.points).toBe(
      ratio > 1.5 ? 1 : ratio < 1 / 1.5 ? -1 : 0,
    );
    // India VIX is in the market: its component reads the live level.
    const vix = app.state.quote(idOf(app.state, 'INDIA VIX'));
    expect(body.vix?.ltp).toBeCloseTo(vix.ltp / 100, 2);
    expect(body.components.find((c) => c.id === 'vix')?.reading).not.toBe('unavailable');
    const score = body.components.reduce((sum, c) => sum + c.points, 0);
    expect(body.score).toBe(score);
    expect(body.signal).toBe(
      score >= SIGNAL_THRESHOLD ? 'Bullish' : score <= -SIGNAL_THRESHOLD ? 'Bearish' : 'Neutral',
    );
    expect(body.rule).toContain('20-, 50- and 200-day');
    expect(body.rule).toContain('INDIA VIX');
  });
});

import { describe, expect, it } from 'vitest';
import { simulationCalendar } from '../calendar/projected-years';
import { marketStateFromDailyHistory } from '../market-state/from-daily-history';
import { generateDailyHistory } from '../simulator/daily-history';
import { isoDate } from '../units';
import { EQUITIES, simulatorInstruments } from '../universe/universe';

// The pieces of the simulated market fitted together: universe → calendar → ten years of daily
// history → MarketState → whole-universe queries. The server will do exactly this at start-up.
describe('a simulated market built from the whole universe', () => {
  const calendar = simulationCalendar(2015, 2027);
  const dates = calendar.tradingDaysBetween(isoDate('2016-11-21'), isoDate('2026-11-20'));
  const { instruments, sectors } = simulatorInstruments();
  const started = performance.now();
  // anchor 'last': the simulated past ends at each company's current price level.
  const history = generateDailyHistory({
    seed: 'nivesh-default',
    dates,
    instruments,
    sectors,
    anchor: 'last',
  });
  const generatedMs = performance.now() - started;
  const state = marketStateFromDailyHistory(
    history,
    EQUITIES.map((e) => ({ symbol: e.symbol, sector: e.sector, name: e.name, industry: e.industry })),
  );

  it('covers every equity over ten years of NSE trading days', () => {
    console.log(
      `[integration] ${instruments.length} equities × ${dates.length} days in ${generatedMs.toFixed(0)} ms`,
    );
    expect(instruments.length).toBeGreaterThanOrEqual(500);
    expect(dates.length).toBeGreaterThan(2450);
    expect(state.symbolCount).toBe(EQUITIES.length);
    expect(state.sessionDate).toBe('2026-11-20');
  });

  it("ends every equity at today's price level (last close within 1 % of approxPrice)", () => {
    const last = dates.length - 1;
    const off: string[] = [];
    for (const e of EQUITIES) {
      const close = (history.series.get(e.symbol)?.close[last] ?? 0) / 100;
      if (!(Math.abs(close / e.approxPrice - 1) <= 0.01))
        off.push(`${e.symbol} ${close} vs ${e.approxPrice}`);
    }
    expect(off).toEqual([]);
    const reliance = EQUITIES.find((e) => e.symbol === 'RELIANCE');
    const relianceClose = (history.series.get('RELIANCE')?.close[last] ?? 0) / 100;
    expect(reliance).toBeDefined();
    expect(relianceClose).toBeCloseTo(reliance?.approxPrice ?? 0, 0);
  });

  it('answers the whole-universe queries consistently', () => {
    const breadth = state.breadth({});
    expect(breadth.advances + breadth.declines + breadth.unchanged).toBe(EQUITIES.length);
    const gainers = state.topMovers({ direction: 'gainers', limit: 10 });
    expect(gainers.length).toBeGreaterThan(0);
    for (let i = 1; i < gainers.length; i += 1) {
      expect(gainers[i - 1]?.changePct ?? 0).toBeGreaterThanOrEqual(gainers[i]?.changePct ?? 0);
    }
    const heat = state.heatMap({});
    expect(heat.reduce((sum, cell) => sum + cell.weight, 0)).toBeCloseTo(1, 9);
  });
});

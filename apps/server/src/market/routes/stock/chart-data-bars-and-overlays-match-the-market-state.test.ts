import { barIndexOnOrBefore, type IsoDate } from '@nivesh/market';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../testing/test-app-lifecycle';
import { pastDayBars } from '../../past-intraday';
import { monthsBefore } from './stock-returns';
import { stockTestMarket } from './stock-test-support';

const t = stockTestMarket();
const { idOf } = t;
const state = t.market.feed.state;
const feed = t.market.feed;

interface Bar {
  time: string | number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}
interface Overlay {
  id: string;
  values: (number | null)[];
}

/** Adjusted closes of completed days (rupees), straight from the MarketState. */
function adjustedCloses(symbol: string): number[] {
  const d = state.daily(idOf(symbol));
  return Array.from(d.close, (c, i) => (c * (d.adjFactor[i] ?? 1)) / 100).slice(d.firstDay);
}

describe('chartData/getChartingData', () => {
  const ctx = useTestApp('pglite', { market: t.market });
  const chart = async (query: string) => {
    const res = await ctx.t.app.inject({ url: `/api/v3/chartData/getChartingData?${query}` });
    return { code: res.statusCode, body: res.json() };
  };

  it('1D is today’s 1-minute bars, ending at the LTP, with the session VWAP', async () => {
    const { body } = await chart('symbol=RELIANCE&timeframe=1D&indicators=vwap');
    const minute = feed.minuteBars('RELIANCE');
    if (!minute) throw new Error('no minute bars');
    const session = feed.session();
    expect(body).toMatchObject({ interval: '1m', intraday: true, lastBarLive: true });
    expect(body.bars).toHaveLength(minute.count);
    expect(body.bars[0].time).toBe(session.openMs / 1000);
    expect(body.bars[1].time).toBe(session.openMs / 1000 + 60);
    expect(body.bars.at(-1).close).toBe(state.quote(idOf('RELIANCE')).ltp / 100);
    const totalVolume = body.bars.reduce((s: number, b: Bar) => s + b.volume, 0);
    expect(totalVolume).toBe(state.quote(idOf('RELIANCE')).volume);
    const vwap = body.overlays.find((o: Overlay) => o.id === 'vwap');
    expect(vwap.values.at(-1)).toBeCloseTo((minute.vwap[minute.count - 1] ?? 0) / 100, 2);
  });

  it('1Y is adjusted daily bars from a year ago with today’s live bar last, and SMA 20 over the closes', async () => {
    const { body } = await chart('symbol=HDFCBANK&timeframe=1Y&indicators=sma20,sma200');
    const quote = state.quote(idOf('HDFCBANK'));
    const start = monthsBefore(state.sessionDate, 12);
    expect(body).toMatchObject({ interval: '1d', intraday: false, lastBarLive: true });
    expect(body.bars[0].time >= start).toBe(true);
    expect(body.bars.at(-1)).toEqual({
      time: state.sessionDate,
      open: quote.open / 100,
      high: quote.high / 100,
      low: quote.low / 100,
      close: quote.ltp / 100,
      volume: quote.volume,
    });
    const closes = [...adjustedCloses('HDFCBANK'), quote.ltp / 100];
    const last20 = closes.slice(-20);
    const sma20 = body.overlays.find((o: Overlay) => o.id === 'sma20');
    expect(sma20.values).toHaveLength(body.bars.length);
    expect(sma20.values.at(-1)).toBeCloseTo(last20.reduce((s, c) => s + c, 0) / 20, 1);
    // SMA 200 has its warm-up from before the year shown: defined on the first bar already.
    expect(body.overlays.find((o: Overlay) => o.id === 'sma200').values[0]).not.toBeNull();
  });

  it('MAX is weekly bars whose highs and volumes add up to the daily bars', async () => {
    const { body } = await chart('symbol=TCS&timeframe=MAX');
    const d = state.daily(idOf('TCS'));
    const quote = state.quote(idOf('TCS'));
    expect(body.interval).toBe('1w');
    let dailyVolume = quote.volume;
    for (let i = d.firstDay; i < d.volume.length; i++) dailyVolume += d.volume[i] ?? 0;
    const weeklyVolume = body.bars.reduce((s: number, b: Bar) => s + b.volume, 0);
    expect(Math.abs(weeklyVolume - dailyVolume)).toBeLessThanOrEqual(body.bars.length);
    const dates = state.dates;
    const weekStart = body.bars.at(-3).time as IsoDate;
    const nextWeek = body.bars.at(-2).time as string;
    let high = 0;
    for (let i = barIndexOnOrBefore(dates, weekStart); (dates[i] ?? '9999') < nextWeek; i++) {
      high = Math.max(high, ((d.high[i] ?? 0) * (d.adjFactor[i] ?? 1)) / 100);
    }
    expect(body.bars.at(-3).high).toBeCloseTo(high, 2);
    expect(body.bars[0].time).toBe(dates[d.firstDay]);
  });

  it('1W is 15-minute bars of five sessions; each earlier session agrees with its day bar', async () => {
    const { body } = await chart('symbol=INFY&timeframe=1W');
    expect(body.interval).toBe('15m');
    const d = state.daily(idOf('INFY'));
    const last = state.dates.length - 1;
    // The session just before today: its 25 bars open at the day's open and reach its high and low.
    const dayBars: Bar[] = body.bars.slice(75, 100);
    const f = d.adjFactor[last] ?? 1;
    expect(dayBars[0]?.open).toBeCloseTo(((d.open[last] ?? 0) * f) / 100, 2);
    expect(Math.max(...dayBars.map((b) => b.high))).toBeCloseTo(((d.high[last] ?? 0) * f) / 100, 2);
    expect(Math.min(...dayBars.map((b) => b.low))).toBeCloseTo(((d.low[last] ?? 0) * f) / 100, 2);
    expect(dayBars.at(-1)?.close).toBeCloseTo(((d.close[last] ?? 0) * f) / 100, 2);
    expect(dayBars.reduce((s, b) => s + b.volume, 0)).toBe(d.volume[last]);
    // And it is the path the market played that day: rebuilt from the feed's own seed.
    const played = pastDayBars(feed.pathSeed, state, idOf('INFY'), last, 15);
    expect(dayBars.map((b) => b.close)).toEqual(
      Array.from(played?.close ?? [], (close) => Math.round(close * f) / 100),
    );
    const minute = feed.minuteBars('INFY');
    expect(body.bars.length).toBe(100 + Math.ceil((minute?.count ?? 0) / 15));
    const times = body.bars.map((b: Bar) => b.time as number);
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('an interval with from/to returns exactly those days', async () => {
    const { body } = await chart('symbol=RELIANCE&interval=1d&from=2026-01-01&to=2026-01-31');
    const expected = state.dates.filter((d) => d >= '2026-01-01' && d <= '2026-01-31');
    expect(body.bars.map((b: Bar) => b.time)).toEqual(expected);
    expect(body.timeframe).toBeNull();
    expect(body.lastBarLive).toBe(false);
  });

  it('ignores unknown indicators, refuses unknown symbols and rejects an unknown timeframe', async () => {
    const { body } = await chart('symbol=RELIANCE&timeframe=1M&indicators=sma20,nonsense,bollinger');
    expect(body.overlays.map((o: Overlay) => o.id)).toEqual([
      'sma20',
      'bollinger-upper',
      'bollinger-middle',
      'bollinger-lower',
    ]);
    expect((await chart('symbol=NOSUCHCO&timeframe=1M')).body).toEqual({
      status: 0,
      message: 'No stock with symbol NOSUCHCO',
    });
    expect((await chart('symbol=RELIANCE&timeframe=2Y')).code).toBe(400);
  });
});

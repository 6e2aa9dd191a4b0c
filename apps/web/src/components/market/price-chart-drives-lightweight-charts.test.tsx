import { render } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { withProviders } from '@/test/render';
import { LineChart, type LineChartHandle } from './line-chart';
import { type Candle, PriceChart, type PriceChartHandle } from './price-chart';

// How to test a page's chart wiring: pretend there is a canvas and replace lightweight-charts with a
// recorder. (Pages that only need to render can rely on the placeholder and mock nothing.)
interface FakeSeries {
  readonly type: string;
  readonly pane: number | undefined;
  options: Record<string, unknown>;
  data: unknown[];
  readonly updates: unknown[];
}

const recorded = vi.hoisted(() => ({
  charts: [] as { series: FakeSeries[]; removed: FakeSeries[]; fits: number; destroyed: boolean }[],
}));

vi.mock('lightweight-charts', () => {
  function createChart() {
    const state = { series: [] as FakeSeries[], removed: [] as FakeSeries[], fits: 0, destroyed: false };
    recorded.charts.push(state);
    const pane = { setStretchFactor: () => {} };
    return {
      addSeries(type: string, options: Record<string, unknown> = {}, paneIndex?: number) {
        const series: FakeSeries = { type, pane: paneIndex, options: { ...options }, data: [], updates: [] };
        state.series.push(series);
        return {
          setData: (data: unknown[]) => {
            series.data = data;
          },
          update: (bar: unknown) => series.updates.push(bar),
          applyOptions: (more: Record<string, unknown>) => {
            series.options = { ...series.options, ...more };
          },
          seriesType: () => type,
          fake: series,
        };
      },
      removeSeries(api: { fake: FakeSeries }) {
        state.removed.push(api.fake);
      },
      panes: () => [pane, pane],
      timeScale: () => ({
        fitContent: () => {
          state.fits += 1;
        },
      }),
      applyOptions: () => {},
      remove: () => {
        state.destroyed = true;
      },
    };
  }
  return {
    createChart,
    CandlestickSeries: 'Candlestick',
    HistogramSeries: 'Histogram',
    LineSeries: 'Line',
    AreaSeries: 'Area',
    ColorType: { Solid: 'solid' },
  };
});

vi.mock('./canvas-support', () => ({ canRenderCharts: () => true }));

const IST = 19800;
// 09:15 and 09:16 IST on 12 Mar 2026, as UTC seconds.
const T0 = Date.UTC(2026, 2, 12, 3, 45) / 1000;
const CANDLES: Candle[] = [
  { time: T0, open: 100, high: 102, low: 99, close: 101, volume: 5000 },
  { time: T0 + 60, open: 101, high: 101.5, low: 98, close: 98.5, volume: 7000 },
];

function lastChart() {
  const chart = recorded.charts.at(-1);
  if (!chart) throw new Error('no chart was created');
  return chart;
}

function seriesOf(type: string) {
  return lastChart().series.filter((s) => s.type === type);
}

describe('PriceChart on lightweight-charts v5', () => {
  it('adds candles to pane 0 and volume to pane 1 with IST-shifted times and tinted volume', () => {
    render(withProviders(<PriceChart label="INFY intraday" candles={CANDLES} />));
    const [candles] = seriesOf('Candlestick');
    const [volume] = seriesOf('Histogram');
    expect(candles?.pane).toBe(0);
    expect(volume?.pane).toBe(1);
    expect(candles?.data).toEqual([
      { time: T0 + IST, open: 100, high: 102, low: 99, close: 101 },
      { time: T0 + 60 + IST, open: 101, high: 101.5, low: 98, close: 98.5 },
    ]);
    expect(volume?.data).toEqual([
      { time: T0 + IST, value: 5000, color: '#2f9e4480' },
      { time: T0 + 60 + IST, value: 7000, color: '#e0313180' },
    ]);
    expect(candles?.options.upColor).toBe('#2f9e44');
    expect(lastChart().fits).toBe(1);
  });

  it('passes business days through for daily bars and can leave out volume', () => {
    render(
      withProviders(
        <PriceChart
          label="INFY daily"
          showVolume={false}
          candles={[{ time: '2026-03-12', open: 1, high: 2, low: 1, close: 2 }]}
        />,
      ),
    );
    expect(seriesOf('Histogram')).toHaveLength(0);
    expect(seriesOf('Candlestick')[0]?.data).toEqual([
      { time: '2026-03-12', open: 1, high: 2, low: 1, close: 2 },
    ]);
  });

  it('draws overlays with gaps, and removes an overlay that goes away', () => {
    const sma = {
      name: 'SMA 20',
      colour: '#1c7ed6',
      points: [
        { time: T0, value: null },
        { time: T0 + 60, value: 99.5 },
      ],
    };
    const ema = { name: 'EMA 9', colour: '#f08c00', points: [{ time: T0 + 60, value: 100 }] };
    const view = render(withProviders(<PriceChart label="x" candles={CANDLES} overlays={[sma, ema]} />));
    const lines = seriesOf('Line');
    expect(lines.map((l) => l.options.title)).toEqual(['SMA 20', 'EMA 9']);
    expect(lines[0]?.pane).toBe(0);
    expect(lines[0]?.data).toEqual([{ time: T0 + IST }, { time: T0 + 60 + IST, value: 99.5 }]);

    view.rerender(withProviders(<PriceChart label="x" candles={CANDLES} overlays={[sma]} />));
    expect(lastChart().removed.map((l) => l.options.title)).toEqual(['EMA 9']);
  });

  it('updates the last bar from a prop or the handle without re-creating the chart, ignoring older bars', () => {
    const ref = createRef<PriceChartHandle>();
    const view = render(withProviders(<PriceChart label="x" candles={CANDLES} ref={ref} />));
    const charts = recorded.charts.length;
    const tick = { time: T0 + 60, open: 101, high: 101.5, low: 98, close: 99.2, volume: 7100 };
    view.rerender(withProviders(<PriceChart label="x" candles={CANDLES} ref={ref} liveBar={tick} />));
    ref.current?.updateLastBar({ ...tick, time: T0 + 120, open: 99.2, close: 99.6, volume: 40 });
    ref.current?.updateLastBar({ ...tick, time: T0 });

    expect(recorded.charts).toHaveLength(charts);
    const [candles] = seriesOf('Candlestick');
    expect(candles?.updates).toEqual([
      { time: T0 + 60 + IST, open: 101, high: 101.5, low: 98, close: 99.2 },
      { time: T0 + 120 + IST, open: 99.2, high: 101.5, low: 98, close: 99.6 },
    ]);
    expect(seriesOf('Histogram')[0]?.updates).toHaveLength(2);
  });

  it('keeps the zoom on a refresh of the same range and fits a new range', () => {
    const view = render(withProviders(<PriceChart label="x" candles={CANDLES} />));
    view.rerender(withProviders(<PriceChart label="x" candles={[...CANDLES]} />));
    expect(lastChart().fits).toBe(1);
    view.rerender(withProviders(<PriceChart label="x" candles={CANDLES.slice(1)} />));
    expect(lastChart().fits).toBe(2);
  });

  it('removes the chart on unmount', () => {
    const view = render(withProviders(<PriceChart label="x" candles={CANDLES} />));
    const chart = lastChart();
    view.unmount();
    expect(chart.destroyed).toBe(true);
  });
});

describe('LineChart on lightweight-charts v5', () => {
  it('draws an area in the theme colour and pushes live points', () => {
    const ref = createRef<LineChartHandle>();
    render(
      withProviders(
        <LineChart
          label="India VIX"
          ref={ref}
          points={[
            { time: '2026-03-11', value: 13.1 },
            { time: '2026-03-12', value: 13.4 },
          ]}
        />,
      ),
    );
    const [area] = seriesOf('Area');
    expect(area?.options.lineColor).toBe('#0b6e5f');
    expect(area?.data).toEqual([
      { time: '2026-03-11', value: 13.1 },
      { time: '2026-03-12', value: 13.4 },
    ]);
    ref.current?.updateLastPoint({ time: '2026-03-12', value: 13.9 });
    ref.current?.updateLastPoint({ time: '2026-03-10', value: 12 });
    expect(area?.updates).toEqual([{ time: '2026-03-12', value: 13.9 }]);
  });

  it('draws a plain line when area is off', () => {
    render(
      withProviders(
        <LineChart label="NIFTY" area={false} colour="#1c7ed6" points={[{ time: T0, value: 1 }]} />,
      ),
    );
    expect(seriesOf('Line')[0]?.options.color).toBe('#1c7ed6');
    expect(seriesOf('Area')).toHaveLength(0);
  });
});

import { describe, expect, it } from 'vitest';
import { formatNumber, formatRupees } from '@/lib/format';
import { buildPayoffOption, focusRange, type PayoffChartText } from './payoff-chart-option';

const TEXT: PayoffChartText = {
  atExpiry: 'At expiry',
  atDate: 'On 23 Nov 2026 (T+0)',
  sigma1: '±1σ',
  sigma2: '±2σ',
  spot: (p) => `Spot ${p}`,
  shifted: (p) => `Shifted ${p}`,
  breakeven: (p) => `BE ${p}`,
  tooltipPrice: (p) => `NIFTY at ${p}`,
  price: (v) => formatNumber(v, 0),
  pnl: (v) => formatRupees(v, 0),
  axisPnl: (v) => formatRupees(v, 0),
};
const COLOURS = {
  ink: '#000000',
  grid: '#eeeeee',
  border: '#dddddd',
  up: '#00aa00',
  down: '#aa0000',
  zero: '#888888',
  tPlusN: '#0000aa',
  spot: '#000000',
  shifted: '#ff8800',
  band: '#0000aa',
};

describe('the payoff chart', () => {
  const option = buildPayoffOption(
    {
      prices: [24_000, 24_200, 24_400, 24_600],
      atExpiry: [-4_000, -1_000, 5_000, 11_000],
      atDate: [-3_000, 0, 4_000, 9_000],
      spot: 24_315,
      shiftedSpot: 24_500,
      breakevens: [24_233.3, 30_000],
      strikes: [24_300, 24_400],
      sigma: { minus2: 23_500, minus1: 24_100, plus1: 24_530, plus2: 24_900 },
    },
    TEXT,
    COLOURS,
  );
  const series = Array.isArray(option.series) ? option.series : [];

  it('draws the expiry P&L (green above zero, red below) and the T+n P&L', () => {
    expect(series.map((s) => s.name)).toEqual(['At expiry', 'On 23 Nov 2026 (T+0)']);
    expect(series[0]?.data).toEqual([
      [24_000, -4_000],
      [24_200, -1_000],
      [24_400, 5_000],
      [24_600, 11_000],
    ]);
    expect(JSON.stringify(option.visualMap)).toContain('"gte":-4001,"lt":0,"color":"#aa0000"');
    expect(JSON.stringify(option.visualMap)).toContain('"gte":0,"lte":11001,"color":"#00aa00"');
  });

  it('marks zero, the spot, the breakevens inside the range and the shifted spot', () => {
    const lines = series[0]?.markLine?.data ?? [];
    const labels = lines.map((l) =>
      'label' in l && l.label && 'formatter' in l.label ? l.label.formatter : null,
    );
    expect(labels).toEqual([null, 'Spot 24,315', 'BE 24,233', 'Shifted 24,500']);
    expect(lines[0]).toMatchObject({ yAxis: 0 });
  });

  it('shades ±2σ and ±1σ, cut to the chart', () => {
    expect(JSON.stringify(series[0]?.markArea?.data)).toBe(
      JSON.stringify([
        [
          {
            xAxis: 24_000,
            itemStyle: { color: '#0000aa12' },
            label: {
              show: true,
              formatter: '±2σ',
              color: '#000000',
              fontSize: 10,
              position: 'insideBottomLeft',
            },
          },
          { xAxis: 24_600 },
        ],
        [
          {
            xAxis: 24_100,
            itemStyle: { color: '#0000aa1a' },
            label: {
              show: true,
              formatter: '±1σ',
              color: '#000000',
              fontSize: 10,
              position: 'insideTopLeft',
            },
          },
          { xAxis: 24_530 },
        ],
      ]),
    );
  });

  it('tells the price and both P&Ls under the pointer', () => {
    const tooltip = Array.isArray(option.tooltip) ? option.tooltip[0] : option.tooltip;
    const formatter = tooltip?.formatter;
    if (typeof formatter !== 'function') throw new Error('no tooltip formatter');
    const point = {
      componentType: 'series',
      componentSubType: 'line',
      componentIndex: 0,
      name: '',
      dataIndex: 2,
      data: [24_400, 5_000],
      value: [24_400, 5_000],
      $vars: [],
    };
    expect(formatter([point], '')).toBe(
      '<strong>NIFTY at 24,400</strong><br/>At expiry: ₹5,000<br/>On 23 Nov 2026 (T+0): ₹4,000',
    );
  });
});

describe('the payoff chart on a near expiry', () => {
  it('shows the strikes, breakevens and ±2σ with room around them, not the whole ±8 % grid', () => {
    const prices = Array.from({ length: 201 }, (_, i) => 24_000 + i * 20);
    const data = {
      prices,
      atExpiry: prices.map((p) => Math.max(-2_500, Math.min(4_000, (p - 26_040) * 65))),
      atDate: prices.map(() => 0),
      spot: 26_000,
      shiftedSpot: null,
      breakevens: [26_040],
      strikes: [26_000, 26_100],
      sigma: { minus2: 25_875, minus1: 25_953, plus1: 26_109, plus2: 26_188 },
    };
    const [from, to] = focusRange(data);
    // ±3 % of the spot (25,220–26,780) and 15 % of that span beyond it.
    expect(from).toBeCloseTo(25_220 - 234, 6);
    expect(to).toBeCloseTo(26_780 + 234, 6);
    const option = buildPayoffOption(data, TEXT, COLOURS);
    const series = Array.isArray(option.series) ? option.series : [];
    const shown = (series[0]?.data ?? []) as [number, number][];
    expect(shown[0]?.[0]).toBe(24_980);
    expect(shown.at(-1)?.[0]).toBe(27_020);
    expect(option.xAxis).toMatchObject({ min: from, max: to });
  });
});

describe('the payoff chart on a phone', () => {
  it('leaves out the breakeven and σ labels, keeping the lines and bands', () => {
    const option = buildPayoffOption(
      {
        prices: [24_000, 24_600],
        atExpiry: [-1, 1],
        atDate: [0, 0],
        spot: 24_300,
        shiftedSpot: null,
        breakevens: [24_300],
        strikes: [],
        sigma: { minus2: 24_000, minus1: 24_100, plus1: 24_500, plus2: 24_600 },
      },
      TEXT,
      COLOURS,
      { compact: true },
    );
    const series = Array.isArray(option.series) ? option.series : [];
    const lines = series[0]?.markLine?.data ?? [];
    expect(lines).toHaveLength(3);
    expect(lines[2]).toMatchObject({ xAxis: 24_300, label: { show: false } });
    expect(JSON.stringify(series[0]?.markArea?.data)).not.toContain('"show":true');
  });
});

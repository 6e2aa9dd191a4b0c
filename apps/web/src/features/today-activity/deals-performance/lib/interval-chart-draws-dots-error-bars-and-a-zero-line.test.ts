import { describe, expect, it } from 'vitest';
import { chartPalette } from '@/components/market/chart-support';
import { BLOCK_BY_SIZE, BULK_BY_SIDE, BULK_OVERALL } from '../test/deals-performance-fixtures';
import { buildIntervalOption, escapeHtml, GROUP_COLOURS, type IntervalSeries } from './interval-chart';

const palette = chartPalette('light');
const text = { formatValue: (v: number) => `${v} %`, describe: (s: number, h: number) => `<b>${s}/${h}</b>` };

const seriesOf = (name: string, group: typeof BULK_OVERALL): IntervalSeries => ({
  name,
  points: group.horizons,
});

type Line = { name?: string; data: unknown[]; markLine?: { data: unknown[] }; itemStyle?: { color: string } };

describe('the chart of mean abnormal returns by horizon', () => {
  it('puts each group’s dot a little apart at its horizon, with its interval as an error bar and 0 marked', () => {
    const series = [seriesOf('All deals', BULK_OVERALL), ...BULK_BY_SIDE.map((g) => seriesOf(g.key, g))];
    const option = buildIntervalOption(series, palette, GROUP_COLOURS.light, text);
    const lines = option.series as Line[];
    // Three groups and the invisible series that holds the intervals' ends in the axis.
    expect(lines).toHaveLength(4);
    const [all, buy, sell, extent] = lines;
    expect(all?.data).toEqual([
      [-0.13, 0.07],
      [0.87, 0.34],
      [1.87, -0.71],
      [2.87, '-'],
    ]);
    expect(buy?.data[2]).toEqual([2, 1.2]);
    expect(sell?.data[2]).toEqual([2.13, -2.1]);
    // The first series is in the palette's ink, the groups in their own colours.
    expect(all?.itemStyle?.color).toBe(palette.ink);
    expect(buy?.itemStyle?.color).toBe(GROUP_COLOURS.light[0]);
    // The zero line and, per horizon with an interval, the bar and its two caps.
    expect(all?.markLine?.data[0]).toMatchObject({ yAxis: 0 });
    expect(all?.markLine?.data).toHaveLength(1 + 3 * 3);
    expect(all?.markLine?.data[1]).toEqual([{ coord: [-0.13, -0.07] }, { coord: [-0.13, 0.21] }]);
    expect(sell?.markLine?.data).toHaveLength(3 * 3);
    expect(extent?.data).toContainEqual([2.13, -3]);
    expect(extent?.data).toHaveLength(2 * 9);
    expect(option.legend).toMatchObject({ show: true, data: ['All deals', 'BUY', 'SELL'] });
    expect(option.xAxis).toEqual(
      expect.arrayContaining([expect.objectContaining({ data: ['T+1', 'T+5', 'T+20', 'T+60'] })]),
    );
  });

  it('draws a dot without a bar for a single deal, and no legend for all deals alone', () => {
    const single = BLOCK_BY_SIZE[1];
    if (!single) throw new Error('fixture');
    const option = buildIntervalOption([seriesOf('All', single)], palette, GROUP_COLOURS.light, text);
    const [only] = option.series as Line[];
    expect(only?.data).toEqual([
      [0, 0.45],
      [1, 1.2],
      [2, 2.5],
      [3, 3.9],
    ]);
    expect(only?.markLine?.data).toHaveLength(1);
    expect(option.legend).toMatchObject({ show: false });
  });

  it('escapes the tooltip’s text (a client’s name may hold < or &)', () => {
    const option = buildIntervalOption([seriesOf('All', BULK_OVERALL)], palette, GROUP_COLOURS.light, text);
    const tooltip = option.tooltip as { formatter: (p: unknown) => string };
    expect(tooltip.formatter({ seriesIndex: 0, dataIndex: 2 })).toBe('&#60;b&#62;0/2&#60;/b&#62;');
    expect(escapeHtml('A & B <LLP>')).toBe('A &#38; B &#60;LLP&#62;');
  });
});

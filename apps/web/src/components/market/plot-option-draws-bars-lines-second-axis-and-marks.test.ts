import { describe, expect, it } from 'vitest';
import { chartPalette } from './chart-support';
import { buildPlotOption, type PlotSpec } from './plot-option';

const palette = chartPalette('light');

const spec: PlotSpec = {
  categories: ['24,100', '24,150', '24,200'],
  formatValue: (v) => `${v}`,
  formatSecond: (v) => `₹${v}`,
  series: [
    { name: 'Call OI', kind: 'bar', colour: 'down', values: [1, 2, null] },
    { name: 'GEX', kind: 'bar', colour: 'line', colourBySign: true, values: [-3, 4, null] },
    { name: 'Close', kind: 'line', colour: '#123456', secondAxis: true, step: true, values: [5, null, 7] },
  ],
  marks: [{ at: 1.4, label: 'Spot 24,170', colour: 'line' }],
};

describe('the plot option of the open-interest charts', () => {
  it('draws bars in the scheme colours, bars by their sign and a stepped line on a second axis', () => {
    const option = buildPlotOption(spec, palette);
    const series = Array.isArray(option.series) ? option.series : [];
    expect(series.map((s) => s.type)).toEqual(['bar', 'bar', 'line', 'line']);
    expect(series[0]).toMatchObject({
      itemStyle: { color: palette.down },
      data: [1, 2, null],
      yAxisIndex: 0,
    });
    expect(series[1]?.data).toEqual([
      { value: -3, itemStyle: { color: palette.down } },
      { value: 4, itemStyle: { color: palette.up } },
      null,
    ]);
    expect(series[2]).toMatchObject({ step: 'end', yAxisIndex: 1, connectNulls: false });
    expect(Array.isArray(option.yAxis) && option.yAxis.length).toBe(2);
    expect(option.legend).toMatchObject({ show: true });
  });

  it('marks spot between two strikes on a hidden axis spanning the bands (ECharts rounds on a category axis)', () => {
    const option = buildPlotOption(spec, palette);
    const series = Array.isArray(option.series) ? option.series : [];
    expect(series).toHaveLength(4);
    expect(series[3]).toMatchObject({
      type: 'line',
      data: [],
      xAxisIndex: 1,
      markLine: { data: [{ xAxis: 1.4, label: { formatter: 'Spot 24,170', position: 'end' } }] },
    });
    expect(option.xAxis).toEqual([
      expect.objectContaining({ type: 'category' }),
      expect.objectContaining({ type: 'value', show: false, min: -0.5, max: 2.5 }),
    ]);
    expect(option.legend).toMatchObject({ data: ['Call OI', 'GEX', 'Close'] });
  });

  it('turns sideways for a phone: strikes down the side (lowest on top) and the mark as a row', () => {
    const option = buildPlotOption({ ...spec, horizontal: true }, palette);
    expect(option.yAxis).toEqual([
      expect.objectContaining({ type: 'category', inverse: true, data: spec.categories }),
      expect.objectContaining({ type: 'value', show: false, inverse: true }),
    ]);
    const series = Array.isArray(option.series) ? option.series : [];
    expect(series[0]).toMatchObject({ xAxisIndex: 0 });
    expect(series[3]).toMatchObject({ yAxisIndex: 1, markLine: { data: [{ yAxis: 1.4 }] } });
  });

  it('formats each series in the tooltip by its own axis', () => {
    const option = buildPlotOption(spec, palette);
    const series = Array.isArray(option.series) ? option.series : [];
    const format = (i: number, value: unknown) => {
      const formatter = series[i]?.tooltip?.valueFormatter;
      return typeof formatter === 'function' ? formatter(value as number, 0) : undefined;
    };
    expect(format(0, 2)).toBe('2');
    expect(format(2, 7)).toBe('₹7');
    expect(format(2, null)).toBe('—');
  });
});

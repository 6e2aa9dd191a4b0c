import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { withProviders } from '@/test/render';
import { BarChart, buildBarOption } from './bar-chart';
import { chartPalette } from './chart-support';
import { buildTreemapOption, changeColour, TreemapChart, type TreemapItem } from './treemap-chart';
import { rememberTileRoom } from './treemap-labels';

interface FakeEChart {
  option: Record<string, unknown> | null;
  theme: string | undefined;
  disposed: boolean;
  click: ((event: unknown) => void) | null;
}

const recorded = vi.hoisted(() => ({ charts: [] as FakeEChart[] }));

// The lazily loaded ECharts module, replaced by a recorder; chart-support pretends there is a canvas.
vi.mock('./echarts-setup', () => ({
  init: (_element: HTMLElement, theme?: string) => {
    const chart: FakeEChart = { option: null, theme, disposed: false, click: null };
    recorded.charts.push(chart);
    return {
      on: (_name: string, handler: (event: unknown) => void) => {
        chart.click = handler;
      },
      setOption: (option: Record<string, unknown>) => {
        chart.option = option;
      },
      resize: () => {},
      dispose: () => {
        chart.disposed = true;
      },
    };
  },
}));
vi.mock('./canvas-support', () => ({ canRenderCharts: () => true }));

const light = chartPalette('light');

const ITEMS: TreemapItem[] = [
  { name: 'INFY', value: 600, change: 3.5, group: 'IT' },
  { name: 'TCS', value: 1200, change: -1.5, group: 'IT' },
  { name: 'HDFCBANK', value: 1300, change: 0, group: 'Banks' },
  { name: 'A<B', value: 10, change: null, group: 'Banks' },
];

interface TreemapSeriesShape {
  readonly data: { name: string; children?: { id: string; itemStyle: { color: string } }[] }[];
  readonly label: { formatter: (params: unknown) => string };
  readonly levels: { upperLabel?: { show: boolean; formatter?: (params: unknown) => string } }[];
}

function treemapSeries(option: unknown): TreemapSeriesShape {
  const series = (option as { series: TreemapSeriesShape[] }).series[0];
  if (!series) throw new Error('no series');
  return series;
}

describe('heat-map colours', () => {
  it('runs from red through grey to green and saturates at the range', () => {
    expect(changeColour(0)).toBe('#5c6370');
    expect(changeColour(null)).toBe('#5c6370');
    expect(changeColour(3)).toBe('#1e7b34');
    expect(changeColour(7)).toBe('#1e7b34');
    expect(changeColour(-3)).toBe('#c92a2a');
    expect(changeColour(-1.5)).toBe('#93474d');
    expect(changeColour(1, 2)).toBe('#3d6f52');
  });
});

describe('treemap option', () => {
  it('groups tiles by sector, colours them by change and labels them with symbol and change %', () => {
    const series = treemapSeries(buildTreemapOption(ITEMS, light));
    expect(series.data.map((g) => g.name)).toEqual(['IT', 'Banks']);
    // levels[0] is ECharts' root, levels[1] the sectors with a name strip, levels[2] the tiles.
    expect(series.levels.map((l) => l.upperLabel?.show)).toEqual([false, true, false]);
    const it = series.data[0]?.children ?? [];
    expect(it.map((c) => [c.id, c.itemStyle.color])).toEqual([
      ['INFY', '#1e7b34'],
      ['TCS', '#93474d'],
    ]);
    expect(series.label.formatter({ data: { id: 'TCS' } })).toBe('TCS\n-1.50 %');
    expect(series.label.formatter({ data: { id: 'A<B' } })).toBe('A<B\n—');
  });

  it('escapes names in the HTML tooltip and formats the size', () => {
    const option = buildTreemapOption(ITEMS, light, {
      valueLabel: 'Market cap',
      formatValue: (v) => `₹${v} Cr`,
    });
    const tooltip = (option as { tooltip: { formatter: (p: unknown) => string } }).tooltip;
    expect(tooltip.formatter({ data: { id: 'A<B' } })).toBe(
      '<strong>A&#60;B</strong> · Banks<br/>Change: —<br/>Market cap: ₹10 Cr',
    );
  });

  it('labels a tile with symbol and change when both fit, the symbol alone, or nothing', () => {
    // No canvas here: text is measured at 0.7 em (8.4 px) a character.
    const series = treemapSeries(buildTreemapOption(ITEMS, light));
    const tile = (width: number, height: number) => {
      const data = { id: 'TCS' };
      rememberTileRoom(data, { width, height });
      return series.label.formatter({ data });
    };
    expect(tile(100, 40)).toBe('TCS\n-1.50 %');
    expect(tile(50, 40)).toBe('TCS');
    // Wide enough for both lines, tall enough for one.
    expect(tile(100, 28)).toBe('TCS');
    expect(tile(30, 40)).toBe('');
    expect(tile(100, 12)).toBe('');
  });

  it('names a group in its strip when the name fits, shortened when a few letters fit, else not at all', () => {
    const series = treemapSeries(buildTreemapOption(ITEMS, light));
    const strip = series.levels[1]?.upperLabel?.formatter;
    const banks = { id: 'group:Banks' };
    rememberTileRoom(banks, { width: 60, height: 400 });
    expect(strip?.({ name: 'Banks', data: banks })).toBe('Banks');
    rememberTileRoom(banks, { width: 40, height: 400 });
    expect(strip?.({ name: 'Banks', data: banks })).toBe('');
    const it = { id: 'group:Information Technology' };
    rememberTileRoom(it, { width: 80, height: 400 });
    expect(strip?.({ name: 'Information Technology', data: it })).toBe('Information Technology');
  });

  it('lays tiles out flat when no item has a group', () => {
    const series = treemapSeries(buildTreemapOption([{ name: 'NIFTY', value: 1, change: 0.4 }], light));
    expect(series.data).toHaveLength(1);
    expect(series.levels).toEqual([]);
  });
});

describe('bar option', () => {
  it('makes grouped bars with rise/fall colours, a legend and categories', () => {
    const option = buildBarOption(
      ['IT', 'Banks'],
      [
        { name: 'Advances', values: [7, 3], colour: 'up' },
        { name: 'Declines', values: [2, null], colour: 'down' },
      ],
      light,
    ) as {
      xAxis: { type: string; data: string[] };
      legend: { show: boolean };
      series: { name: string; data: (number | null)[]; itemStyle: { color: string } }[];
    };
    expect(option.xAxis).toMatchObject({ type: 'category', data: ['IT', 'Banks'] });
    expect(option.legend.show).toBe(true);
    expect(option.series.map((s) => [s.name, s.data, s.itemStyle.color])).toEqual([
      ['Advances', [7, 3], '#2f9e44'],
      ['Declines', [2, null], '#e03131'],
    ]);
  });

  it('puts categories on the side for horizontal bars', () => {
    const option = buildBarOption(['IT'], [{ name: 'Change', values: [1] }], light, { horizontal: true }) as {
      yAxis: { type: string; inverse: boolean };
      legend: { show: boolean };
    };
    expect(option.yAxis).toMatchObject({ type: 'category', inverse: true });
    expect(option.legend.show).toBe(false);
  });
});

describe('ECharts lifecycle', () => {
  it('loads ECharts lazily, sets the option, reports tile clicks and disposes on unmount', async () => {
    const clicked: string[] = [];
    const view = render(
      withProviders(
        <TreemapChart label="Heat map" items={ITEMS} onItemClick={(item) => clicked.push(item.name)} />,
      ),
    );
    expect(screen.getByRole('img', { name: 'Heat map' })).toBeInTheDocument();
    await vi.waitFor(() => expect(recorded.charts.at(-1)?.option).toBeTruthy());
    const chart = recorded.charts.at(-1);
    expect(chart?.theme).toBeUndefined();
    expect(chart?.option?.backgroundColor).toBe('transparent');
    chart?.click?.({ data: { id: 'TCS' } });
    chart?.click?.({ data: { id: 'group:IT' } });
    expect(clicked).toEqual(['TCS']);
    view.unmount();
    expect(chart?.disposed).toBe(true);
  });

  it('reports bar clicks with category and series', async () => {
    const clicks: string[] = [];
    const before = recorded.charts.length;
    render(
      withProviders(
        <BarChart
          label="Breadth"
          categories={['IT']}
          series={[{ name: 'Advances', values: [4] }]}
          onBarClick={(category, series) => clicks.push(`${category}/${series}`)}
        />,
      ),
    );
    await vi.waitFor(() => expect(recorded.charts[before]?.option).toBeTruthy());
    recorded.charts[before]?.click?.({ componentType: 'series', name: 'IT', seriesName: 'Advances' });
    expect(clicks).toEqual(['IT/Advances']);
  });
});

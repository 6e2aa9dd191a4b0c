import { useMemo } from 'react';
import { formatCompact, formatPercent } from '@/lib/format';
import { useStrings } from '@/lib/strings';
import type { ChartPalette } from './chart-support';
import { EChartFrame } from './echart-frame';
import { marketStrings } from './strings';
import {
  canvasMeasure,
  fitStripLabel,
  fitTileLabel,
  STRIP_LABEL,
  TILE_LABEL,
  tileRoomOf,
} from './treemap-labels';
import { type ChartClick, type ChartOption, useChartOption } from './use-echarts';

export interface TreemapItem {
  /** Shown on the tile, e.g. the symbol. */
  readonly name: string;
  /** Tile size, e.g. free-float market cap. */
  readonly value: number;
  /** Tile colour, e.g. today's change in %. */
  readonly change: number | null;
  /** Tiles of one group (a sector) sit together under its name. */
  readonly group?: string;
  /** Unique id when names repeat across groups; default the name. */
  readonly id?: string;
}

export interface TreemapOptions {
  /** |change| at which a tile is fully red or green; default 3 (%). */
  readonly colourRange?: number;
  /** Formats `value` in the tooltip; default lakh/crore. */
  readonly formatValue?: (value: number) => string;
  /** Names `value` in the tooltip; default "Size". */
  readonly valueLabel?: string;
}

// Tile colours carry white labels: each end is at least 5:1 against white.
const RED = [0xc9, 0x2a, 0x2a] as const;
const GREY = [0x5c, 0x63, 0x70] as const;
const GREEN = [0x1e, 0x7b, 0x34] as const;

function hex(rgb: readonly number[]): string {
  return `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

/** The red → grey → green colour of a change: grey at 0, full colour at ±range and beyond. */
export function changeColour(change: number | null, range = 3): string {
  if (change === null || !Number.isFinite(change) || range <= 0) return hex(GREY);
  const t = Math.min(1, Math.abs(change) / range);
  const end = change < 0 ? RED : GREEN;
  return hex(GREY.map((g, i) => g + ((end[i] ?? g) - g) * t));
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function itemId(item: TreemapItem): string {
  return item.id ?? item.name;
}

/** The data item behind an ECharts formatter parameter. */
function dataOf(params: unknown): unknown {
  return typeof params === 'object' && params !== null && 'data' in params ? params.data : undefined;
}

/** The item behind an ECharts event or formatter parameter, found by the id given to the tile. */
export function itemOf(params: unknown, items: ReadonlyMap<string, TreemapItem>): TreemapItem | undefined {
  const data = dataOf(params);
  if (typeof data !== 'object' || data === null || !('id' in data) || typeof data.id !== 'string')
    return undefined;
  return items.get(data.id);
}

function nameOf(params: unknown): string {
  return typeof params === 'object' && params !== null && 'name' in params && typeof params.name === 'string'
    ? params.name
    : '';
}

const measureTile = canvasMeasure(TILE_LABEL);
const measureStrip = canvasMeasure(STRIP_LABEL);

/** The ECharts option of a heat map (pure, so it can be tested without a canvas). */
export function buildTreemapOption(
  items: readonly TreemapItem[],
  palette: ChartPalette,
  {
    colourRange = 3,
    formatValue = (v) => formatCompact(v),
    valueLabel = marketStrings.t('treemap.size'),
  }: TreemapOptions = {},
): ChartOption {
  const byId = new Map(items.map((item) => [itemId(item), item]));
  const leaf = (item: TreemapItem) => ({
    id: itemId(item),
    name: item.name,
    value: item.value,
    itemStyle: { color: changeColour(item.change, colourRange) },
  });
  const grouped = items.some((item) => item.group !== undefined);
  const groups = new Map<string, TreemapItem[]>();
  for (const item of items) {
    const name = item.group ?? marketStrings.t('treemap.other');
    groups.set(name, [...(groups.get(name) ?? []), item]);
  }
  const data = grouped
    ? [...groups].map(([name, members]) => ({
        id: `group:${name}`,
        name,
        children: members.map(leaf),
        itemStyle: { color: palette.border },
      }))
    : items.map(leaf);

  return {
    tooltip: {
      formatter: (params: unknown) => {
        const item = itemOf(params, byId);
        if (!item) return '';
        const lines = [
          `<strong>${escapeHtml(item.name)}</strong>${item.group ? ` · ${escapeHtml(item.group)}` : ''}`,
          escapeHtml(marketStrings.t('treemap.change', { value: formatPercent(item.change) })),
          `${escapeHtml(valueLabel)}: ${escapeHtml(formatValue(item.value))}`,
        ];
        return lines.join('<br/>');
      },
    },
    series: [
      {
        type: 'treemap',
        left: 0,
        top: 0,
        right: 0,
        bottom: 0,
        roam: false,
        // Clicks go to onItemClick; zooming into a group would hide the market.
        nodeClick: false,
        breadcrumb: { show: false },
        label: {
          show: true,
          color: '#ffffff',
          ...TILE_LABEL,
          overflow: 'truncate',
          // Symbol and change when both fit, else the symbol alone, else nothing (treemap-labels.ts).
          formatter: (params: unknown) => {
            const item = itemOf(params, byId);
            const room = tileRoomOf(dataOf(params));
            return item ? fitTileLabel([item.name, formatPercent(item.change)], room, measureTile) : '';
          },
        },
        itemStyle: { borderColor: palette.border, borderWidth: 1, gapWidth: 1 },
        // levels[0] is ECharts' own root; with groups, levels[1] are the sectors (named in a header
        // strip) and levels[2] the tiles.
        levels: grouped
          ? [
              { itemStyle: { borderWidth: 0, gapWidth: 4 }, upperLabel: { show: false } },
              {
                itemStyle: { borderColor: palette.border, borderWidth: 2, gapWidth: 1 },
                upperLabel: {
                  show: true,
                  height: 22,
                  color: palette.ink,
                  ...STRIP_LABEL,
                  // The tile formatter knows only tiles: the strip shows the group's own name, if it fits.
                  formatter: (params: unknown) =>
                    fitStripLabel(nameOf(params), tileRoomOf(dataOf(params)), measureStrip),
                },
              },
              { upperLabel: { show: false } },
            ]
          : [],
        data,
      },
    ],
  };
}

export interface TreemapChartProps extends TreemapOptions {
  readonly items: readonly TreemapItem[];
  readonly label: string;
  /** Pixels; default 480. */
  readonly height?: number;
  /** Called with the tile's item, e.g. to navigate to `/stocks/SYMBOL`. */
  readonly onItemClick?: (item: TreemapItem) => void;
}

/** A heat map (ECharts treemap): size by value, colour by change, labelled with name and change %. */
export function TreemapChart({ items, label, height = 480, onItemClick, ...options }: TreemapChartProps) {
  const { colourRange, formatValue, valueLabel } = options;
  // The tooltip's words are read when the option is built: build it again when the language changes.
  const t = useStrings(marketStrings);
  const option = useChartOption(
    (palette) => buildTreemapOption(items, palette, { colourRange, formatValue, valueLabel }),
    [items, colourRange, formatValue, valueLabel, t],
  );
  const byId = useMemo(() => new Map(items.map((item) => [itemId(item), item])), [items]);
  const click: ChartClick = (event) => {
    const item = itemOf(event, byId);
    if (item) onItemClick?.(item);
  };
  return <EChartFrame option={option} height={height} label={label} onClick={click} />;
}

// The multi-chart page keeps its charts in the URL (`?charts=RELIANCE:1D,TCS:1M`) so a layout can be
// shared or bookmarked.
import { CHART_TIMEFRAMES, type ChartTimeframe, STOCK_SYMBOL_PATTERN } from '@nivesh/contracts';

export interface ChartSlot {
  readonly symbol: string;
  readonly timeframe: ChartTimeframe;
}

export const MIN_CHARTS = 2;
export const MAX_CHARTS = 4;

/** What fills the page when the URL names too few charts. */
export const DEFAULT_SLOTS: readonly ChartSlot[] = [
  { symbol: 'RELIANCE', timeframe: '1D' },
  { symbol: 'HDFCBANK', timeframe: '1D' },
  { symbol: 'TCS', timeframe: '1M' },
  { symbol: 'INFY', timeframe: '1Y' },
];

function isTimeframe(value: string): value is ChartTimeframe {
  return (CHART_TIMEFRAMES as readonly string[]).includes(value);
}

/** Pads `slots` with defaults (not repeating a symbol already shown) up to `count`, or trims them. */
export function resizeSlots(slots: readonly ChartSlot[], count: number): ChartSlot[] {
  const wanted = Math.min(MAX_CHARTS, Math.max(MIN_CHARTS, Math.round(count)));
  const out = slots.slice(0, wanted);
  for (const slot of DEFAULT_SLOTS) {
    if (out.length >= wanted) break;
    if (!out.some((s) => s.symbol === slot.symbol)) out.push(slot);
  }
  return out;
}

/**
 * The charts named by the `charts` query value; malformed entries are dropped, 2–4 charts result.
 * Without the parameter the page opens on the four default charts.
 */
export function parseSlots(value: string | null): ChartSlot[] {
  if (value === null || value.trim() === '') return [...DEFAULT_SLOTS];
  const slots: ChartSlot[] = [];
  for (const part of (value ?? '').split(',')) {
    const [rawSymbol = '', rawTimeframe = '1D'] = part.split(':');
    const symbol = rawSymbol.trim().toUpperCase();
    const timeframe = rawTimeframe.trim().toUpperCase();
    if (!symbol || !STOCK_SYMBOL_PATTERN.test(symbol)) continue;
    slots.push({ symbol, timeframe: isTimeframe(timeframe) ? timeframe : '1D' });
    if (slots.length === MAX_CHARTS) break;
  }
  return resizeSlots(slots, Math.max(slots.length, MIN_CHARTS));
}

/** The `charts` query value of a layout. */
export function serializeSlots(slots: readonly ChartSlot[]): string {
  return slots.map((s) => `${s.symbol}:${s.timeframe}`).join(',');
}

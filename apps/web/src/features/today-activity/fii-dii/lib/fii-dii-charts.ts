// The charts of the FII/DII pages (pure): daily net flows as bars against NIFTY 50, and the
// cumulative flows by month or year as lines against NIFTY 50.
import type { FiiDiiCumulativePoint, FiiDiiDay } from '@nivesh/contracts';
import type { PlotSeries, PlotSpec } from '@/components/market/plot-option';
import { formatDateIst, formatNumber } from '@/lib/format';
import { dayOnAxis, formatPeriod } from './fii-dii-format';

/** Foreign and domestic institutions apart from each other and from the rise and fall colours. */
export const FII_COLOUR = '#1c7ed6';
export const DII_COLOUR = '#f08c00';

export interface FlowChartNames {
  readonly fii: string;
  readonly dii: string;
  readonly nifty: string;
}

/** NIFTY 50 on the second axis, in the scheme's neutral line colour; nothing when no close is known. */
function niftySeries(name: string, closes: readonly (number | null)[]): PlotSeries[] {
  if (closes.every((c) => c === null)) return [];
  return [{ name, kind: 'line', colour: 'line', secondAxis: true, values: closes }];
}

/** Daily FII and DII net (bars, ₹ crore) and NIFTY 50's close (line, right axis), oldest first. */
export function dailyFlowsSpec(
  history: readonly FiiDiiDay[],
  names: FlowChartNames,
  formatAmount: (value: number) => string,
): PlotSpec {
  const days = [...history].reverse();
  return {
    categories: days.map((d) => formatDateIst(d.date)),
    // Bars from zero; NIFTY 50 on its own scale, so its moves show.
    fitSecond: true,
    formatValue: formatAmount,
    formatAxis: (v) => formatNumber(v, 0),
    formatSecond: (v) => formatNumber(v, 0),
    formatCategory: dayOnAxis,
    series: [
      { name: names.fii, kind: 'bar', colour: FII_COLOUR, values: days.map((d) => d.fii.net) },
      { name: names.dii, kind: 'bar', colour: DII_COLOUR, values: days.map((d) => d.dii.net) },
      ...niftySeries(
        names.nifty,
        days.map((d) => d.niftyClose),
      ),
    ],
  };
}

/** Cumulative FII and DII net (lines, ₹ crore) and NIFTY 50 at each period's end (right axis). */
export function cumulativeSpec(
  points: readonly FiiDiiCumulativePoint[],
  names: FlowChartNames,
  formatAmount: (value: number) => string,
): PlotSpec {
  return {
    categories: points.map((p) => formatPeriod(p.period)),
    fitValues: true,
    formatValue: formatAmount,
    formatAxis: (v) => formatNumber(v, 0),
    formatSecond: (v) => formatNumber(v, 0),
    series: [
      { name: names.fii, kind: 'line', colour: FII_COLOUR, values: points.map((p) => p.fiiNet) },
      { name: names.dii, kind: 'line', colour: DII_COLOUR, values: points.map((p) => p.diiNet) },
      ...niftySeries(
        names.nifty,
        points.map((p) => p.niftyClose),
      ),
    ],
  };
}

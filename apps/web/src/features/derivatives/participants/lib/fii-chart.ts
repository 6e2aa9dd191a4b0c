// The chart of /fii-futures-data: FII index-futures long % (left axis) against NIFTY 50 (right axis).
import type { FiiIndexFuturesDay } from '@nivesh/contracts';
import type { PlotSpec } from '@/components/market/plot-option';
import { formatDateIst, formatNumber } from '@/lib/format';
import { PRICE_COLOUR } from '../../oi-analytics/lib/history-charts';
import { withoutYear } from '../../oi-analytics/lib/oi-format';

export function fiiLongPctSpec(
  days: readonly FiiIndexFuturesDay[],
  names: { readonly longPct: string; readonly nifty: string },
): PlotSpec {
  const hasNifty = days.some((d) => d.niftyClose !== null);
  return {
    categories: days.map((d) => formatDateIst(d.date)),
    fitValues: true,
    formatValue: (v) => `${formatNumber(v, 1)} %`,
    formatSecond: (v) => formatNumber(v, 0),
    formatCategory: withoutYear,
    series: [
      { name: names.longPct, kind: 'line', colour: 'line', values: days.map((d) => d.longPct) },
      ...(hasNifty
        ? [
            {
              name: names.nifty,
              kind: 'line' as const,
              colour: PRICE_COLOUR,
              secondAxis: true,
              values: days.map((d) => d.niftyClose),
            },
          ]
        : []),
    ],
  };
}

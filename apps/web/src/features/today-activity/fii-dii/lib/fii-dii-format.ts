// How the FII/DII pages write their figures, on top of the app's formatters (lib/format.ts).
import { formatRupees, IST_TIME_ZONE } from '@/lib/format';

/** ₹ crore with Indian grouping and the unit in the page's language: "₹12,345.67 Cr". */
export function formatCrore(value: number | null | undefined, unit: string): string {
  const text = formatRupees(value);
  return value === null || value === undefined || !Number.isFinite(value) ? text : `${text} ${unit}`;
}

const monthFormat = new Intl.DateTimeFormat('en-IN', {
  timeZone: IST_TIME_ZONE,
  month: 'short',
  year: 'numeric',
});

/** A period of the activities: a month "2026-11" → "Nov 2026", a year "2026" stays "2026". */
export function formatPeriod(period: string): string {
  const month = /^(\d{4})-(\d{2})$/.exec(period);
  return month ? monthFormat.format(new Date(`${month[1]}-${month[2]}-15T12:00:00+05:30`)) : period;
}

/** A date on a crowded chart axis: "23 Nov 2026" → "23 Nov" (the tooltip keeps the year). */
export const dayOnAxis = (label: string): string => label.replace(/ \d{4}$/, '');

/** Net flows added up over some sessions or periods. */
export interface NetSums {
  readonly fii: number;
  readonly dii: number;
}

/** The FII and DII net of `rows` added up (2 decimals, as NSE gives them). */
export function netSums(
  rows: readonly { readonly fii: { net: number }; readonly dii: { net: number } }[],
): NetSums {
  const round = (value: number) => Math.round(value * 100) / 100;
  return {
    fii: round(rows.reduce((sum, r) => sum + r.fii.net, 0)),
    dii: round(rows.reduce((sum, r) => sum + r.dii.net, 0)),
  };
}

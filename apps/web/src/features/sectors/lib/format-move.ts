import { formatPercent } from '@/lib/format';

/**
 * A percentage for a bar chart's axis and tooltip at once: whole ticks short ("-4 %", so a phone's
 * axis has room), other values with two decimals ("-4.49 %").
 */
export function formatMove(value: number): string {
  return formatPercent(value, Number.isInteger(value) ? 0 : 2);
}

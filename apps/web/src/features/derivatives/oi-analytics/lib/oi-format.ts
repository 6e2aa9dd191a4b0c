// How the open-interest pages write their figures, on top of the app's formatters (lib/format.ts).
import { formatNumber, formatTimeIst } from '@/lib/format';

type MaybeNumber = number | null | undefined;

/** Implied volatility in %: 14.234 → "14.2 %". */
export function formatIv(iv: MaybeNumber): string {
  return typeof iv === 'number' && Number.isFinite(iv) ? `${formatNumber(iv, 1)} %` : formatNumber(iv);
}

/** A ratio such as PCR: 0.9234 → "0.92" (three decimals where it moves little: "0.923"). */
export function formatRatio(ratio: MaybeNumber, decimals = 2): string {
  return formatNumber(ratio, decimals);
}

/** Decimals that tell a ratio's values apart: three when they all lie within 0.1, else two. */
export function ratioDecimals(values: readonly (number | null)[]): number {
  const present = values.filter((v): v is number => v !== null);
  if (present.length === 0) return 2;
  return Math.max(...present) - Math.min(...present) < 0.1 ? 3 : 2;
}

/** A date on a crowded chart axis: "23 Nov 2026" → "23 Nov" (the tooltip keeps the year). */
export function withoutYear(label: string): string {
  return label.replace(/ \d{4}$/, '');
}

/** A time of the session in IST: "10:15". */
export const formatSessionTime = (time: number): string => formatTimeIst(time);

/**
 * Axis labels for open interest in one unit for the whole axis (lakh or crore contracts when the
 * largest value reaches one), so "90,000" does not sit under "1.2 L"; `signed` adds "+" above zero.
 */
export function oiAxisFormat(values: readonly (number | null)[], signed = false): (value: number) => string {
  const largest = values.reduce<number>((max, v) => Math.max(max, Math.abs(v ?? 0)), 0);
  const unit = largest >= 1e7 ? { size: 1e7, name: 'Cr' } : largest >= 1e5 ? { size: 1e5, name: 'L' } : null;
  return (value) => {
    if (value === 0) return '0';
    const sign = signed && value > 0 ? '+' : '';
    return unit
      ? `${sign}${formatNumber(value / unit.size, 1)} ${unit.name}`
      : `${sign}${formatNumber(value, 0)}`;
  };
}

/** Axis labels with one number of decimals for the whole axis, enough for its largest value. */
export function axisNumberFormat(values: readonly (number | null)[], prefix = ''): (value: number) => string {
  const largest = values.reduce<number>((max, v) => Math.max(max, Math.abs(v ?? 0)), 0);
  const decimals = largest >= 100 ? 0 : largest >= 10 ? 1 : 2;
  return (value) =>
    value === 0 ? '0' : `${value < 0 ? '-' : ''}${prefix}${formatNumber(Math.abs(value), decimals)}`;
}

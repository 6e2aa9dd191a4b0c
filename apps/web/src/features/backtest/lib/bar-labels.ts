import { formatDateIst, IST_OFFSET_SECONDS } from '@/lib/format';

/** A back-test's bar label: `YYYY-MM-DD` (a daily bar) or `YYYY-MM-DD HH:MM` (a 15-minute bar, IST). */
const INTRADAY_LABEL = /^(\d{4})-(\d\d)-(\d\d) (\d\d):(\d\d)$/;

/** True when the run was on 15-minute bars (its labels carry the time of day). */
export function isIntradayLabel(label: string): boolean {
  return INTRADAY_LABEL.test(label);
}

/**
 * The chart time of a bar label: the date itself for a daily bar, the bar's UTC seconds for a
 * 15-minute bar (the charts show those in IST).
 */
export function chartTimeOf(label: string): number | string {
  const match = INTRADAY_LABEL.exec(label);
  if (!match) return label;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  return Date.UTC(y, mo - 1, d, h, mi) / 1000 - IST_OFFSET_SECONDS;
}

/** `20 Nov 2026` for a daily bar, `20 Nov 2026 10:15` for a 15-minute bar (IST, whatever the browser's zone). */
export function formatBarLabel(label: string | null | undefined): string {
  if (!label) return formatDateIst(label);
  const date = formatDateIst(label.slice(0, 10));
  return isIntradayLabel(label) ? `${date} ${label.slice(11)}` : date;
}

/** Distinct sessions among bar labels (the first 10 characters are the session date). */
export function sessionCount(labels: readonly string[]): number {
  return new Set(labels.map((l) => l.slice(0, 10))).size;
}

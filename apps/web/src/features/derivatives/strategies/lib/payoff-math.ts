// Small pure helpers of the builder: reading the payoff curves between grid points, and dates.

/** The curve's value at `x`, read linearly between the grid's points (null outside the grid). */
export function valueAt(prices: readonly number[], values: readonly number[], x: number): number | null {
  const count = Math.min(prices.length, values.length);
  for (let i = 1; i < count; i++) {
    const x0 = prices[i - 1];
    const x1 = prices[i];
    const y0 = values[i - 1];
    const y1 = values[i];
    if (x0 === undefined || x1 === undefined || y0 === undefined || y1 === undefined) continue;
    if (x >= x0 && x <= x1) return x1 === x0 ? y0 : y0 + ((y1 - y0) * (x - x0)) / (x1 - x0);
  }
  return null;
}

const DAY_MS = 86_400_000;
const utc = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

/** Whole calendar days from `from` to `to` (YYYY-MM-DD); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((utc(to) - utc(from)) / DAY_MS);
}

/** `iso` (YYYY-MM-DD) moved by `days` calendar days. */
export function addDays(iso: string, days: number): string {
  return new Date(utc(iso) + days * DAY_MS).toISOString().slice(0, 10);
}

export function clamp(value: number, low: number, high: number): number {
  return Math.min(high, Math.max(low, value));
}

import { DURATIONS, type DurationColumn, type SubscriptionPackage } from '@nivesh/contracts';

export interface DurationPrice {
  readonly column: DurationColumn;
  readonly price: number;
}

/** A package's four prices in the spec's order (1 Month, 3 Months, 6 Months, 1 Year; labels: `duration.<column>`). */
export function pricesOf(pkg: SubscriptionPackage): DurationPrice[] {
  return DURATIONS.map((d) => ({ column: d.column, price: pkg[d.column] }));
}

/** "Rs. 1,349" (whole rupees, Indian grouping). */
export function rupeesText(price: number): string {
  return `Rs. ${price.toLocaleString('en-IN')}`;
}

/** Saving of a longer duration against paying monthly, percent rounded down (null when none). */
export function savingPercent(pkg: SubscriptionPackage, column: DurationColumn): number | null {
  const months = { onemonth: 1, threemonth: 3, sixmonth: 6, oneyear: 12 }[column];
  const monthly = pkg.onemonth * months;
  const price = pkg[column];
  if (monthly <= 0 || price <= 0 || price >= monthly) return null;
  return Math.floor(((monthly - price) / monthly) * 100);
}

/** Payment starts only when the chosen price is above 0 (spec 4 and 5). */
export const payable = (price: number) => price > 0;

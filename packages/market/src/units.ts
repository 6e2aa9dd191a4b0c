/**
 * Nominal (branded) number types, so paise are never added to rupees or quantities by mistake
 * (ARCHITECTURE §4, §5.7; model: lightweight-charts `helpers/nominal.ts`).
 */
declare const brand: unique symbol;
export type Nominal<T, Name extends string> = T & { readonly [brand]: Name };

/** Money in integer paise (1 rupee = 100 paise). */
export type Paise = Nominal<number, 'Paise'>;
/** A whole number of shares, units or contracts. */
export type Quantity = Nominal<number, 'Quantity'>;
/** A calendar date as an ISO string `YYYY-MM-DD` (a trading day, in IST). */
export type IsoDate = Nominal<string, 'IsoDate'>;

/** Converts rupees (as printed by NSE, up to 2 decimals; more are rounded half away from zero) to paise. */
export function rupeesToPaise(rupees: number): Paise {
  return (Math.sign(rupees) * Math.round(Math.abs(rupees) * 100)) as Paise;
}

/** Converts paise to rupees for display or floating-point analytics. */
export function paiseToRupees(paise: Paise): number {
  return paise / 100;
}

/** Brands a whole number as a quantity; throws on fractions and non-finite values. */
export function quantity(value: number): Quantity {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Quantity must be a whole number, got ${value}`);
  return value as Quantity;
}

/** Brands `YYYY-MM-DD` after checking it is a real calendar date. */
export function isoDate(value: string): IsoDate {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) throw new RangeError(`Not an ISO date (YYYY-MM-DD): ${value}`);
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) {
    throw new RangeError(`Not a calendar date: ${value}`);
  }
  return value as IsoDate;
}

// How the derivatives pages write a strike, on top of the app's formatters (lib/format.ts).
import { formatNumber } from '@/lib/format';

/** A strike or level as traders write it: whole ones without decimals (24,500), others with two (1,437.50); "—" for none. */
export function formatStrike(strike: number | null | undefined): string {
  if (strike === null || strike === undefined) return formatNumber(strike);
  return formatNumber(strike, Number.isInteger(strike) ? 0 : 2);
}

/** Intraday and pre-market screens (docs/intraday-and-pre-market-screeners.md). */
import { BAR_SCREENS } from './bar-screens';
import type { IntradayScreen } from './intraday-screen-types';
import { LANGUAGE_SCREENS } from './language-screens';

export type * from './intraday-screen-types';
export * from './pre-market-screens';
export { completedCount, gapPct, pctFrom, typicalPriceVwap } from './session-measures';

/** Every intraday screen, by numeric id. */
export const INTRADAY_SCREENS: readonly IntradayScreen[] = [...LANGUAGE_SCREENS, ...BAR_SCREENS].sort(
  (a, b) => Number(a.id) - Number(b.id),
);

const BY_ID = new Map(INTRADAY_SCREENS.map((s) => [s.id, s]));

/** The intraday screen with this id, or undefined. */
export function intradayScreenOf(id: string): IntradayScreen | undefined {
  return BY_ID.get(id.trim());
}

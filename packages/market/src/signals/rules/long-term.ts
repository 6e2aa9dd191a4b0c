import { crossed } from '../session-bars';
import { defineDailyRule } from './daily-rule-support';

/** Multiple of the 50-day average volume today's pro-rated volume needs for a 52-week breakout. */
export const BREAKOUT_VOLUME_MULTIPLE = 1.5;

/**
 * LongTBuy / LongTSell on daily bars, either of:
 * - golden (death) cross: SMA 50 crosses above (below) SMA 200 between yesterday and today's
 *   provisional close;
 * - 52-week breakout (breakdown): today's close above the highest high (below the lowest low) of
 *   the 250 sessions ending yesterday while yesterday's close was not beyond the same extreme of
 *   the 250 sessions before it, on pro-rated volume ≥ 1.5 × the 50-day average.
 * Target 4 × and stop 2 × yesterday's daily ATR 14; judged over 20 days.
 */
export const longTermRule = defineDailyRule({
  id: 'long-term-sma50-200-cross-or-52w-breakout',
  buy: 'LongTBuy',
  sell: 'LongTSell',
  plan: { targetAtr: 4, stopAtr: 2, horizonDays: 20 },
  detect(view, side) {
    const { day, today } = view;
    const sign = side === 'buy' ? 1 : -1;
    const cross = crossed(sign * day.sma50, sign * day.sma200, sign * today.sma50, sign * today.sma200);
    const extreme = side === 'buy' ? day.high52w : day.low52w;
    const extremeBefore = side === 'buy' ? day.high52wBefore : day.low52wBefore;
    const volumeOk = today.projectedVolume >= BREAKOUT_VOLUME_MULTIPLE * day.volumeAvg50;
    const breakout =
      volumeOk && crossed(sign * day.prevClose, sign * extremeBefore, sign * today.close, sign * extreme);
    if (!cross && !breakout) return null;
    return {
      atr: view.atr,
      details: {
        close: today.close,
        sma50: today.sma50,
        sma200: today.sma200,
        extreme52w: extreme,
        projectedVolume: today.projectedVolume,
        avgVolume50: day.volumeAvg50,
        goldenOrDeathCross: cross ? 1 : 0,
        atr14: view.atr,
      },
    };
  },
});

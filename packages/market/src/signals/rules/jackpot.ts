import { valueAt } from '../session-bars';
import { defineIntradayRule } from './intraday-rule-support';

/** Volume multiple over the 20-bar average a Jackpot breakout needs. */
export const JACKPOT_VOLUME_MULTIPLE = 2;

/**
 * JackpotBuy / JackpotSell: a 15-minute bar closes above the higher (below the lower) of today's
 * opening range (the 09:15–09:30 bar) and the previous day's high (low) after the previous bar
 * closed at or below (above) it, on at least 2 × the average volume of the 20 bars before it,
 * with 15-minute RSI 14 > 60 (< 40). Target 2 × and stop 1 × the 15-minute ATR 14; same day.
 */
export const jackpotRule = defineIntradayRule({
  id: 'jackpot-range-breakout-2x-volume-rsi',
  buy: 'JackpotBuy',
  sell: 'JackpotSell',
  plan: { targetAtr: 2, stopAtr: 1, horizonDays: 0 },
  detect(c, i, side, scan) {
    const day = scan.day();
    if (!day) return null;
    const buy = side === 'buy';
    const prevDay = (buy ? day.prevHigh : day.prevLow) / scan.factor;
    const level = buy ? Math.max(c.openingHigh, prevDay) : Math.min(c.openingLow, prevDay);
    const close = valueAt(c.close, i);
    const before = valueAt(c.close, i - 1);
    const broke = buy ? close > level && before <= level : close < level && before >= level;
    if (!broke) return null;
    const volume = valueAt(c.volume, i);
    const avgVolume = valueAt(c.volumeAvg20, i - 1);
    const rsi = valueAt(c.rsi14, i);
    const atr = valueAt(c.atr14, i);
    if (!(volume >= JACKPOT_VOLUME_MULTIPLE * avgVolume) || !Number.isFinite(atr)) return null;
    if (!(buy ? rsi > 60 : rsi < 40)) return null;
    return { atr, details: { level, volume, avgVolume20: avgVolume, rsi14: rsi, atr14: atr } };
  },
});

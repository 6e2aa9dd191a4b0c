import { crossesAbove, crossesBelow, valueAt } from '../session-bars';
import { defineIntradayRule } from './intraday-rule-support';

/**
 * IntradayBuy / IntradaySell: on 15-minute bars, EMA 9 crosses above (below) EMA 21 on the bar,
 * the close is above (below) today's VWAP, and the bar's volume exceeds the average volume of the
 * 20 bars before it. Target 1.5 × and stop 1 × the 15-minute ATR 14; squared off at 15:15.
 */
export const intradayRule = defineIntradayRule({
  id: 'intraday-ema9-21-cross-vwap-volume',
  buy: 'IntradayBuy',
  sell: 'IntradaySell',
  plan: { targetAtr: 1.5, stopAtr: 1, horizonDays: 0 },
  detect(c, i, side) {
    const cross = side === 'buy' ? crossesAbove(c.ema9, c.ema21, i) : crossesBelow(c.ema9, c.ema21, i);
    if (!cross) return null;
    const close = valueAt(c.close, i);
    const vwap = valueAt(c.vwap, i);
    if (!(side === 'buy' ? close > vwap : close < vwap)) return null;
    const volume = valueAt(c.volume, i);
    const avgVolume = valueAt(c.volumeAvg20, i - 1);
    const atr = valueAt(c.atr14, i);
    if (!(volume > avgVolume) || !Number.isFinite(atr)) return null;
    return {
      atr,
      details: {
        ema9: valueAt(c.ema9, i),
        ema21: valueAt(c.ema21, i),
        vwap,
        volume,
        avgVolume20: avgVolume,
        atr14: atr,
      },
    };
  },
});

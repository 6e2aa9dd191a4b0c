import { crossed } from '../session-bars';
import { defineDailyRule } from './daily-rule-support';

/**
 * ShortTBuy / ShortTSell on daily bars: EMA 5 crosses above (below) EMA 13 between yesterday's
 * close and today's provisional close, with today's RSI 14 above (below) 50. Target 2 × and stop
 * 1 × yesterday's daily ATR 14; judged over 5 days.
 */
export const shortTermRule = defineDailyRule({
  id: 'short-term-ema5-13-cross-rsi50',
  buy: 'ShortTBuy',
  sell: 'ShortTSell',
  plan: { targetAtr: 2, stopAtr: 1, horizonDays: 5 },
  detect(view, side) {
    const { day, today } = view;
    const fast = day.yesterday.ema5;
    const slow = day.yesterday.ema13;
    const buy = side === 'buy';
    const cross = buy
      ? crossed(fast, slow, today.ema5, today.ema13)
      : crossed(-fast, -slow, -today.ema5, -today.ema13);
    if (!cross || !(buy ? today.rsi14 > 50 : today.rsi14 < 50)) return null;
    return {
      atr: view.atr,
      details: {
        close: today.close,
        ema5: today.ema5,
        ema13: today.ema13,
        rsi14: today.rsi14,
        atr14: view.atr,
      },
    };
  },
});

import { defineDailyRule } from './daily-rule-support';

/** UpTrend state: close > EMA 20 > EMA 50 with Supertrend(10, 3) bullish at the previous close. */
function upState(close: number, ema20: number, ema50: number, supertrendUp: number): boolean {
  return close > ema20 && ema20 > ema50 && supertrendUp === 1;
}

/** DnTrend state: close < EMA 20 < EMA 50 with Supertrend(10, 3) bearish at the previous close. */
function downState(close: number, ema20: number, ema50: number, supertrendUp: number): boolean {
  return close < ema20 && ema20 < ema50 && supertrendUp === 0;
}

/**
 * UpTrend / DnTrend on daily bars: the trend state (close vs EMA 20 vs EMA 50, and the direction
 * of Supertrend(10, 3) as of the previous close) holds for today's provisional bar but did not hold
 * for yesterday. Target 3 × and stop 1.5 × yesterday's daily ATR 14; judged over 20 days.
 */
export const trendRule = defineDailyRule({
  id: 'trend-ema20-50-supertrend-10-3',
  buy: 'UpTrend',
  sell: 'DnTrend',
  plan: { targetAtr: 3, stopAtr: 1.5, horizonDays: 20 },
  detect(view, side) {
    const { day, today } = view;
    const y = day.yesterday;
    const state = side === 'buy' ? upState : downState;
    const stToday = y.supertrendUp;
    if (!state(today.close, today.ema20, today.ema50, stToday)) return null;
    if (state(y.close, y.ema20, y.ema50, y.supertrendUpBefore)) return null;
    return {
      atr: view.atr,
      details: {
        close: today.close,
        ema20: today.ema20,
        ema50: today.ema50,
        supertrendUp: stToday,
        atr14: view.atr,
      },
    };
  },
});

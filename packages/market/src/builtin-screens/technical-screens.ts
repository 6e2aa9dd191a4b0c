import type { BuiltinScreen } from './builtin-screen-types';
import { col, FROM_52W_HIGH, RSI14, VOLUME_RATIO } from './column-helpers';

const technical = (screen: Omit<BuiltinScreen, 'category'>): BuiltinScreen => ({
  ...screen,
  category: 'technical',
});

const SMA50 = col('sma(close, 50)', 'SMA 50', '₹', 2);
const SMA200 = col('sma(close, 200)', 'SMA 200', '₹', 2);
const MACD = col('macd(12, 26, 9)', 'MACD', '₹', 2);
const MACD_SIGNAL = col('macd_signal(12, 26, 9)', 'Signal', '₹', 2);
const MACD_HIST = col('macd_hist(12, 26, 9)', 'Histogram', '₹', 2);
const SUPERTREND = col('supertrend(10, 3)', 'Supertrend (10, 3)', '₹', 2);
const ST_GAP_EXPR = '(close / supertrend(10, 3) - 1) * 100';
const ST_GAP = col(ST_GAP_EXPR, 'From Supertrend', '%', 2);
const BB_WIDTH_EXPR = '(bb_upper(20, 2) - bb_lower(20, 2)) / bb_middle(20) * 100';
const BB_WIDTH = col(BB_WIDTH_EXPR, 'Band width', '%', 2);

/** Technical screens: trend, momentum, volatility and breakout rules on daily (and weekly) bars. */
export const TECHNICAL_SCREENS: readonly BuiltinScreen[] = [
  technical({
    id: 1,
    slug: 'golden-cross',
    theme: 'Trend',
    name: 'Golden cross (last 5 sessions)',
    description:
      'The 50-day simple moving average rose above the 200-day one within the last five sessions: the classic start of a long-term up-trend.',
    query: 'sma(close, 50) > sma(close, 200) and sma(close, 50)[5] <= sma(close, 200)[5]',
    columns: [SMA50, SMA200, col('(sma(close, 50) / sma(close, 200) - 1) * 100', 'SMA 50 over 200', '%')],
    sort: { expression: '(sma(close, 50) / sma(close, 200) - 1) * 100', direction: 'asc' },
  }),
  technical({
    id: 2,
    slug: 'death-cross',
    theme: 'Trend',
    name: 'Death cross (last 5 sessions)',
    description:
      'The 50-day simple moving average fell below the 200-day one within the last five sessions: a long-term trend turning down.',
    query: 'sma(close, 50) < sma(close, 200) and sma(close, 50)[5] >= sma(close, 200)[5]',
    columns: [SMA50, SMA200, col('(sma(close, 50) / sma(close, 200) - 1) * 100', 'SMA 50 over 200', '%')],
    sort: { expression: '(sma(close, 50) / sma(close, 200) - 1) * 100', direction: 'desc' },
  }),
  technical({
    id: 3,
    slug: 'rsi-oversold',
    theme: 'Momentum',
    name: 'RSI oversold (below 30)',
    description: 'Wilder’s 14-day RSI under 30: selling has been one-sided and a bounce is often looked for.',
    query: 'rsi(14) < 30',
    columns: [RSI14, col('(close / sma(close, 200) - 1) * 100', 'From SMA 200', '%', 1)],
    sort: { expression: 'rsi(14)', direction: 'asc' },
  }),
  technical({
    id: 4,
    slug: 'rsi-overbought',
    theme: 'Momentum',
    name: 'RSI overbought (above 70)',
    description:
      'Wilder’s 14-day RSI over 70: strong one-sided buying; momentum traders ride it, others wait for a cooling-off.',
    query: 'rsi(14) > 70',
    columns: [RSI14, FROM_52W_HIGH],
    sort: { expression: 'rsi(14)', direction: 'desc' },
  }),
  technical({
    id: 5,
    slug: 'macd-bullish-crossover',
    theme: 'Momentum',
    name: 'MACD bullish crossover',
    description: 'The MACD line (12, 26) crossed above its 9-day signal line today: momentum turning up.',
    query: 'crosses_above(macd(12, 26, 9), macd_signal(12, 26, 9))',
    columns: [MACD, MACD_SIGNAL, MACD_HIST, RSI14],
    sort: { expression: 'rsi(14)', direction: 'desc' },
  }),
  technical({
    id: 6,
    slug: 'macd-bearish-crossover',
    theme: 'Momentum',
    name: 'MACD bearish crossover',
    description: 'The MACD line (12, 26) crossed below its 9-day signal line today: momentum turning down.',
    query: 'crosses_below(macd(12, 26, 9), macd_signal(12, 26, 9))',
    columns: [MACD, MACD_SIGNAL, MACD_HIST, RSI14],
    sort: { expression: 'rsi(14)', direction: 'asc' },
  }),
  technical({
    id: 7,
    slug: 'bollinger-squeeze',
    theme: 'Volatility',
    name: 'Bollinger squeeze (narrowest in 6 months)',
    description:
      'The width of the 20-day Bollinger bands (upper − lower, as % of the middle band) is at its lowest of the last 126 sessions: quiet markets that often precede a big move.',
    query: `${BB_WIDTH_EXPR} <= lowest(${BB_WIDTH_EXPR}, 126)`,
    columns: [BB_WIDTH, col('bb_middle(20)', 'Middle band', '₹', 2), RSI14],
    sort: { expression: BB_WIDTH_EXPR, direction: 'asc' },
  }),
  technical({
    id: 8,
    slug: 'bollinger-breakout',
    theme: 'Volatility',
    name: 'Close above the upper Bollinger band on volume',
    description:
      'Close above the upper 20-day, 2-σ Bollinger band with volume at least 1.5 times its 20-day average: a volatility breakout with participation.',
    query: 'close > bb_upper(20, 2) and volume > 1.5 * avg_volume(20)',
    columns: [
      col('bb_upper(20, 2)', 'Upper band', '₹', 2),
      col('(close / bb_upper(20, 2) - 1) * 100', 'Above upper band', '%', 2),
      VOLUME_RATIO,
    ],
    sort: { expression: 'volume / avg_volume(20)', direction: 'desc' },
  }),
  technical({
    id: 9,
    slug: 'below-lower-bollinger',
    theme: 'Volatility',
    name: 'Close below the lower Bollinger band',
    description:
      'Close below the lower 20-day, 2-σ Bollinger band: stretched to the downside, more than two standard deviations under the 20-day average.',
    query: 'close < bb_lower(20, 2)',
    columns: [
      col('bb_lower(20, 2)', 'Lower band', '₹', 2),
      col('(close / bb_lower(20, 2) - 1) * 100', 'From lower band', '%', 2),
      RSI14,
    ],
    sort: { expression: 'rsi(14)', direction: 'asc' },
  }),
  technical({
    id: 10,
    slug: 'new-52-week-high-on-volume',
    theme: 'Breakout',
    name: 'New 52-week high on volume',
    description:
      'Today’s high is the highest of the last 252 sessions (about a year) and volume is at least 1.5 times its 20-day average.',
    query: 'high >= highest(high, 252) and volume > 1.5 * avg_volume(20)',
    columns: [col('highest(high, 252)', '52-week high', '₹', 2), VOLUME_RATIO],
    sort: { expression: 'volume / avg_volume(20)', direction: 'desc' },
  }),
  technical({
    id: 11,
    slug: 'supertrend-buy',
    theme: 'Trend',
    name: 'Supertrend turned bullish',
    description:
      'Close crossed above the Supertrend line (10, 3) today: the trend-following stop flipped to buy.',
    query: 'crosses_above(close, supertrend(10, 3))',
    columns: [SUPERTREND, ST_GAP, col('atr(14)', 'ATR (14)', '₹', 2), RSI14],
    sort: { expression: ST_GAP_EXPR, direction: 'desc' },
  }),
  technical({
    id: 12,
    slug: 'supertrend-sell',
    theme: 'Trend',
    name: 'Supertrend turned bearish',
    description:
      'Close crossed below the Supertrend line (10, 3) today: the trend-following stop flipped to sell.',
    query: 'crosses_below(close, supertrend(10, 3))',
    columns: [SUPERTREND, ST_GAP, col('atr(14)', 'ATR (14)', '₹', 2), RSI14],
    sort: { expression: ST_GAP_EXPR, direction: 'asc' },
  }),
  technical({
    id: 13,
    slug: 'bullish-ema-stack',
    theme: 'Trend',
    name: 'Bullish EMA stack (20 > 50 > 200)',
    description:
      'Close above the 20-day EMA, the 20-day above the 50-day and the 50-day above the 200-day: every horizon in an up-trend.',
    query: 'close > ema(close, 20) and ema(close, 20) > ema(close, 50) and ema(close, 50) > ema(close, 200)',
    columns: [
      col('ema(close, 20)', 'EMA 20', '₹', 2),
      col('ema(close, 50)', 'EMA 50', '₹', 2),
      col('ema(close, 200)', 'EMA 200', '₹', 2),
      FROM_52W_HIGH,
    ],
    sort: { expression: '(close / highest(high, 252) - 1) * 100', direction: 'desc' },
  }),
  technical({
    id: 14,
    slug: 'bearish-ema-stack',
    theme: 'Trend',
    name: 'Bearish EMA stack (20 < 50 < 200)',
    description:
      'Close below the 20-day EMA, the 20-day below the 50-day and the 50-day below the 200-day: every horizon in a down-trend.',
    query: 'close < ema(close, 20) and ema(close, 20) < ema(close, 50) and ema(close, 50) < ema(close, 200)',
    columns: [
      col('ema(close, 20)', 'EMA 20', '₹', 2),
      col('ema(close, 50)', 'EMA 50', '₹', 2),
      col('ema(close, 200)', 'EMA 200', '₹', 2),
      RSI14,
    ],
    sort: { expression: 'rsi(14)', direction: 'asc' },
  }),
  technical({
    id: 15,
    slug: 'weekly-uptrend-daily-pullback',
    theme: 'Multi-timeframe',
    name: 'Weekly up-trend, daily pullback',
    description:
      'The week so far closes above its 20-week average with weekly RSI above 50, while the daily RSI has dipped under 45: a pullback inside a higher-timeframe up-trend.',
    query: 'weekly(close) > weekly(sma(close, 20)) and weekly(rsi(14)) > 50 and rsi(14) < 45',
    columns: [
      col('weekly(sma(close, 20))', 'SMA 20 weeks', '₹', 2),
      col('weekly(rsi(14))', 'Weekly RSI', '', 1),
      RSI14,
    ],
    sort: { expression: 'rsi(14)', direction: 'asc' },
  }),
  technical({
    id: 16,
    slug: 'volume-shockers',
    theme: 'Breakout',
    name: 'Volume shockers',
    description:
      'Volume at least three times its 20-day average with a move of more than 2 % either way: something is happening in the stock.',
    query: 'volume > 3 * avg_volume(20) and abs(change_pct) > 2',
    columns: [
      VOLUME_RATIO,
      col('volume', 'Volume', 'shares', 0),
      col('avg_volume(20)', '20-day avg volume', 'shares', 0),
      RSI14,
    ],
    sort: { expression: 'volume / avg_volume(20)', direction: 'desc' },
  }),
];

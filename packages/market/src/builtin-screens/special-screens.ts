import type { BuiltinScreen } from './builtin-screen-types';
import { col, MARKET_CAP, PE, PROFIT_GROWTH, ROE, RSI14, SALES_GROWTH, VOLUME_RATIO } from './column-helpers';

const special = (screen: Omit<BuiltinScreen, 'category'>): BuiltinScreen => ({
  ...screen,
  category: 'special',
});

/** Special screens: several timeframes, or price action combined with the company's figures. */
export const SPECIAL_SCREENS: readonly BuiltinScreen[] = [
  special({
    id: 1,
    slug: 'quality-on-a-dip',
    theme: 'Fundamentals + price',
    name: 'Quality companies on a dip',
    description:
      'Return on equity above 15 % and debt below equity, in a long-term up-trend (close above the 200-day average) but oversold in the short term (RSI 14 under 40).',
    query: 'roe > 15 and debt_to_equity < 1 and close > sma(close, 200) and rsi(14) < 40',
    columns: [RSI14, col('(close / sma(close, 200) - 1) * 100', 'From SMA 200', '%', 1), ROE, PE, MARKET_CAP],
    sort: { expression: 'rsi(14)', direction: 'asc' },
  }),
  special({
    id: 2,
    slug: 'value-near-52-week-low',
    theme: 'Fundamentals + price',
    name: 'Cheap and near the 52-week low',
    description:
      'A P/E under 15 for a profitable company trading within 10 % of its lowest price of the last 252 sessions: value that the market has given up on.',
    query: 'pe > 0 and pe < 15 and close <= 1.1 * lowest(low, 252)',
    columns: [
      PE,
      col('lowest(low, 252)', '52-week low', '₹', 2),
      col('(close / lowest(low, 252) - 1) * 100', 'Above 52-week low', '%', 1),
      MARKET_CAP,
    ],
    sort: { expression: '(close / lowest(low, 252) - 1) * 100', direction: 'asc' },
  }),
  special({
    id: 3,
    slug: 'momentum-with-growth',
    theme: 'Fundamentals + price',
    name: 'Momentum backed by growth',
    description:
      'Sales and profit both growing above 15 % a year, with the price above its 50-day EMA and a positive MACD histogram: the chart agrees with the numbers.',
    query: 'sales_growth > 15 and profit_growth > 15 and close > ema(close, 50) and macd_hist(12, 26, 9) > 0',
    columns: [
      SALES_GROWTH,
      PROFIT_GROWTH,
      col('(close / ema(close, 50) - 1) * 100', 'Above EMA 50', '%', 1),
      RSI14,
      MARKET_CAP,
    ],
    sort: { expression: 'profit_growth', direction: 'desc' },
  }),
  special({
    id: 4,
    slug: 'weekly-and-daily-macd',
    theme: 'Multi-timeframe',
    name: 'Daily MACD turns up inside a weekly up-move',
    description:
      'The daily MACD crossed above its signal line within the last 3 sessions while the weekly MACD histogram (week so far) is above zero: both timeframes pointing up.',
    query:
      'weekly(macd_hist(12, 26, 9)) > 0 and macd(12, 26, 9) > macd_signal(12, 26, 9) and macd(12, 26, 9)[3] <= macd_signal(12, 26, 9)[3]',
    columns: [
      col('weekly(macd_hist(12, 26, 9))', 'Weekly histogram', '₹', 2),
      col('macd_hist(12, 26, 9)', 'Daily histogram', '₹', 2),
      RSI14,
    ],
    sort: { expression: 'macd_hist(12, 26, 9)', direction: 'desc' },
  }),
  special({
    id: 5,
    slug: 'weekly-52-week-breakout',
    theme: 'Multi-timeframe',
    name: 'Weekly close above last week’s 52-week high',
    description:
      'This week’s price so far is above the highest high of the 52 weeks up to last week, and today’s volume is at least 1.5 times its 20-day average.',
    query: 'weekly(close) > weekly(highest(high, 52)[1]) and volume > 1.5 * avg_volume(20)',
    columns: [col('weekly(highest(high, 52)[1])', 'Prior 52-week high', '₹', 2), VOLUME_RATIO],
    sort: { expression: 'volume / avg_volume(20)', direction: 'desc' },
  }),
  special({
    id: 6,
    slug: 'elder-triple-screen',
    theme: 'Multi-timeframe',
    name: 'Elder triple screen (buy set-up)',
    description:
      'Alexander Elder’s first two screens: the weekly MACD histogram is rising (week so far above last week) and the daily RSI 14 has pulled back under 40.',
    query: 'weekly(macd_hist(12, 26, 9)) > weekly(macd_hist(12, 26, 9)[1]) and rsi(14) < 40',
    columns: [
      col('weekly(macd_hist(12, 26, 9))', 'Weekly histogram', '₹', 2),
      col('weekly(macd_hist(12, 26, 9)[1])', 'Last week', '₹', 2),
      RSI14,
    ],
    sort: { expression: 'rsi(14)', direction: 'asc' },
  }),
  special({
    id: 7,
    slug: 'nifty-50-leaders-oversold',
    theme: 'Index + price',
    name: 'NIFTY 50 leaders, oversold',
    description:
      'NIFTY 50 constituents above their 200-day average (long-term up-trend) with the 14-day RSI under 40: large caps on a short-term dip.',
    query: 'in_index("NIFTY 50") and close > sma(close, 200) and rsi(14) < 40',
    columns: [
      RSI14,
      col('sma(close, 200)', 'SMA 200', '₹', 2),
      col('(close / sma(close, 200) - 1) * 100', 'From SMA 200', '%', 1),
    ],
    sort: { expression: 'rsi(14)', direction: 'asc' },
  }),
  special({
    id: 8,
    slug: 'nr7-in-uptrend',
    theme: 'Price action',
    name: 'NR7 day in an up-trend, breakout watch',
    description:
      'Yesterday’s high − low range was the smallest of the seven sessions up to it (an NR7 day) and the close is above the 50-day average: a quiet day inside an up-trend; traders watch for the break of yesterday’s high today.',
    query: '(high - low)[1] <= lowest(high - low, 7)[1] and close > sma(close, 50)',
    columns: [
      col('(high - low)[1]', 'Range yesterday', '₹', 2),
      col('(high - low)[1] / atr(14)[1]', 'Range ÷ ATR (14)', 'x', 2),
      col('high[1]', 'High yesterday', '₹', 2),
      col('sma(close, 50)', 'SMA 50', '₹', 2),
    ],
    sort: { expression: '(high - low)[1] / atr(14)[1]', direction: 'asc' },
  }),
  special({
    id: 9,
    slug: 'intraday-strength-in-uptrend',
    theme: 'Multi-timeframe',
    name: 'Intraday strength in a daily up-trend',
    description:
      'On the 15-minute chart the last close is above the session VWAP, the day is up more than 1 % and the daily close is above the 50-day average: buyers in control today and over weeks.',
    query: 'm15(close) > m15(vwap()) and change_pct > 1 and close > sma(close, 50)',
    columns: [
      col('m15(close)', 'Last 15-min close', '₹', 2),
      col('m15(vwap())', 'Session VWAP', '₹', 2),
      col('(m15(close) / m15(vwap()) - 1) * 100', 'Above VWAP', '%', 2),
    ],
    sort: { expression: '(m15(close) / m15(vwap()) - 1) * 100', direction: 'desc' },
  }),
];

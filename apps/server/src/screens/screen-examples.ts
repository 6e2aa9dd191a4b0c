/** Ready-made screens offered on the screener page (each one a line of the screening language). */
export const SCREEN_EXAMPLES: readonly { readonly title: string; readonly query: string }[] = [
  {
    title: 'Oversold above the 200-day average, large IT',
    query: 'close > sma(close, 200) and rsi(14) < 40 and market_cap > 5000 and sector = "IT"',
  },
  { title: 'Golden cross today', query: 'crosses_above(sma(close, 50), sma(close, 200))' },
  {
    title: 'Volume breakout to a 52-week high',
    query: 'close >= highest(high, 250) and volume > 2 * avg_volume(20)',
  },
  {
    title: 'Quality at a fair price',
    query: 'roe > 15 and pe < 25 and debt_to_equity < 0.5 and piotroski >= 7',
  },
  {
    title: 'Weekly uptrend, daily pullback',
    query: 'weekly(close) > weekly(sma(close, 20)) and close < ema(close, 9) and rsi(14) > 40',
  },
  {
    title: 'Intraday: above VWAP on the 15-minute chart',
    query: 'm15(close) > m15(vwap()) and change_pct > 1',
  },
];

import type { BuiltinScreenColumn } from './builtin-screen-types';

/** A column of the catalogue: expression, heading, unit and decimals. */
export const col = (expression: string, label: string, unit = '', decimals = 2): BuiltinScreenColumn => ({
  expression,
  label,
  unit,
  decimals,
});

// Columns several screens share.
export const MARKET_CAP = col('market_cap', 'Market cap', '₹ cr', 0);
export const PE = col('pe', 'P/E', 'x', 1);
export const PB = col('pb', 'P/B', 'x', 2);
export const ROE = col('roe', 'ROE', '%', 1);
export const ROCE = col('roce', 'ROCE', '%', 1);
export const DEBT_EQUITY = col('debt_to_equity', 'Debt / equity', 'x', 2);
export const DIVIDEND_YIELD = col('dividend_yield', 'Dividend yield', '%', 2);
export const SALES_GROWTH = col('sales_growth', 'Sales growth YoY', '%', 1);
export const PROFIT_GROWTH = col('profit_growth', 'Profit growth YoY', '%', 1);
export const PIOTROSKI = col('piotroski', 'Piotroski', '/ 9', 0);
export const RSI14 = col('rsi(14)', 'RSI (14)', '', 1);
export const VOLUME_RATIO = col('volume / avg_volume(20)', 'Volume ÷ 20-day avg', 'x', 2);
export const FROM_52W_HIGH = col('(close / highest(high, 252) - 1) * 100', 'From 52-week high', '%', 1);

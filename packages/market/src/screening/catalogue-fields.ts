import type { ScreenField } from './catalogue-types';

/** Unit of adjusted prices. */
export const ADJ = '₹ (adjusted)';
const price = (name: string, description: string, example: string, unit = ADJ): ScreenField => ({
  name,
  kind: 'price',
  unit,
  description,
  example,
});
const fundamental = (name: string, unit: string, description: string, example: string): ScreenField => ({
  name,
  kind: 'fundamental',
  unit,
  description,
  example,
});
const text = (name: string, description: string, example: string): ScreenField => ({
  name,
  kind: 'text',
  unit: 'text',
  description,
  example,
});

/** Every field of the screening language. */
export const SCREEN_FIELDS: readonly ScreenField[] = [
  price('open', 'Opening price of the bar, adjusted for splits, bonuses and dividends', 'close > open'),
  price('high', 'Highest price of the bar (adjusted)', 'high = highest(high, 252)'),
  price('low', 'Lowest price of the bar (adjusted)', 'low < lowest(low, 20)[1]'),
  price('close', 'Closing (last) price of the bar (adjusted)', 'close > sma(close, 200)'),
  price('volume', 'Shares traded in the bar (as printed)', 'volume > 2 * avg_volume(20)', 'shares'),
  price('change_pct', 'Change of close from the previous bar’s close, per cent', 'change_pct > 5', '%'),
  fundamental('market_cap', '₹ crore', 'Market capitalisation', 'market_cap > 5000'),
  fundamental('pe', 'ratio', 'Price to earnings (trailing twelve months)', 'pe < 20'),
  fundamental('pb', 'ratio', 'Price to book value', 'pb < 3'),
  fundamental('roe', '%', 'Return on equity', 'roe > 15'),
  fundamental('roce', '%', 'Return on capital employed', 'roce > 15'),
  fundamental('debt_to_equity', 'ratio', 'Total debt / shareholders’ equity', 'debt_to_equity < 0.5'),
  fundamental('dividend_yield', '%', 'Dividends of the last year divided by price', 'dividend_yield > 2'),
  fundamental('eps', '₹', 'Earnings per share (trailing twelve months)', 'eps > 0'),
  fundamental('sales_growth', '%', 'Year-on-year growth of sales', 'sales_growth > 10'),
  fundamental('profit_growth', '%', 'Year-on-year growth of net profit', 'profit_growth > 10'),
  fundamental('piotroski', 'score 0–9', 'Piotroski F-score', 'piotroski >= 7'),
  text('sector', 'Sector of the company', 'sector = "IT"'),
  text('industry', 'Industry of the company', 'industry = "Banks"'),
  text('symbol', 'NSE trading symbol', 'symbol != "INFY"'),
];

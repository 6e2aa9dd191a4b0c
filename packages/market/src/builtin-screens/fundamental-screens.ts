import type { BuiltinScreen } from './builtin-screen-types';
import {
  col,
  DEBT_EQUITY,
  DIVIDEND_YIELD,
  MARKET_CAP,
  PB,
  PE,
  PIOTROSKI,
  PROFIT_GROWTH,
  ROCE,
  ROE,
  SALES_GROWTH,
} from './column-helpers';

const fundamental = (screen: Omit<BuiltinScreen, 'category'>): BuiltinScreen => ({
  ...screen,
  category: 'fundamental',
});

/** Fundamental screens: value, quality, growth and income rules on the company's figures. */
export const FUNDAMENTAL_SCREENS: readonly BuiltinScreen[] = [
  fundamental({
    id: 1,
    slug: 'graham-value',
    theme: 'Value',
    name: 'Graham value',
    description:
      'Benjamin Graham’s defensive-investor test: profitable companies at a P/E under 15 whose P/E × P/B stays under 22.5 (his rule of thumb, which allows a P/B above 1.5 when the P/E is lower), with debt below equity.',
    query: 'eps > 0 and pe > 0 and pe < 15 and pe * pb < 22.5 and debt_to_equity < 1',
    columns: [PE, PB, col('pe * pb', 'P/E × P/B', '', 1), DEBT_EQUITY, MARKET_CAP],
    sort: { expression: 'pe * pb', direction: 'asc' },
  }),
  fundamental({
    id: 2,
    slug: 'high-roe-low-debt',
    theme: 'Quality',
    name: 'High ROE, low debt',
    description:
      'Companies earning more than 20 % on shareholders’ equity without leaning on borrowings (debt under half of equity), above ₹1,000 crore of market value.',
    query: 'roe > 20 and debt_to_equity < 0.5 and market_cap > 1000',
    columns: [ROE, DEBT_EQUITY, ROCE, PE, MARKET_CAP],
    sort: { expression: 'roe', direction: 'desc' },
  }),
  fundamental({
    id: 3,
    slug: 'piotroski-strong',
    theme: 'Quality',
    name: 'Piotroski F-score 7 or more',
    description:
      'Financially strong companies by Piotroski’s nine accounting tests (profitability, leverage and liquidity, operating efficiency): a score of 7, 8 or 9 out of 9.',
    query: 'piotroski >= 7 and market_cap > 500',
    columns: [PIOTROSKI, ROE, PB, MARKET_CAP],
    sort: { expression: 'piotroski', direction: 'desc' },
  }),
  fundamental({
    id: 4,
    slug: 'fast-growers',
    theme: 'Growth',
    name: 'Fast growers with high returns',
    description:
      'Sales and net profit both up more than 15 % on a year ago, at a return on equity above 15 %: growth that is earning its keep.',
    query: 'sales_growth > 15 and profit_growth > 15 and roe > 15',
    columns: [SALES_GROWTH, PROFIT_GROWTH, ROE, PE, MARKET_CAP],
    sort: { expression: 'profit_growth', direction: 'desc' },
  }),
  fundamental({
    id: 5,
    slug: 'high-dividend-yield',
    theme: 'Income',
    name: 'High dividend yield',
    description:
      'Dividends of the last twelve months above 3 % of the price, from companies still returning more than 10 % on equity with debt below equity (so the payout is not borrowed).',
    query: 'dividend_yield > 3 and roe > 10 and debt_to_equity < 1',
    columns: [DIVIDEND_YIELD, ROE, DEBT_EQUITY, PE, MARKET_CAP],
    sort: { expression: 'dividend_yield', direction: 'desc' },
  }),
  fundamental({
    id: 6,
    slug: 'low-pb-quality',
    theme: 'Value',
    name: 'Quality below 2× book',
    description:
      'A price under twice the book value for businesses that return more than 15 % on both equity and capital employed: quality that the market is not pricing as such.',
    query: 'pb < 2 and roe > 15 and roce > 15',
    columns: [PB, ROE, ROCE, PE, MARKET_CAP],
    sort: { expression: 'pb', direction: 'asc' },
  }),
  fundamental({
    id: 7,
    slug: 'magic-formula',
    theme: 'Value',
    name: 'High ROCE at a low P/E',
    description:
      'In the spirit of Greenblatt’s magic formula: a return on capital employed above 20 % bought at a P/E below 15 (earnings yield above 6.7 %).',
    query: 'roce > 20 and pe > 0 and pe < 15',
    columns: [ROCE, PE, col('100 / pe', 'Earnings yield', '%', 1), MARKET_CAP],
    sort: { expression: 'roce', direction: 'desc' },
  }),
  fundamental({
    id: 8,
    slug: 'peg-below-one',
    theme: 'Growth',
    name: 'Growth at a reasonable price (PEG < 1)',
    description:
      'Peter Lynch’s rule of thumb: a P/E lower than the profit growth rate (PEG = P/E ÷ growth below 1), for profitable companies returning more than 12 % on equity.',
    query: 'pe > 0 and profit_growth > 0 and pe / profit_growth < 1 and roe > 12',
    columns: [PE, PROFIT_GROWTH, col('pe / profit_growth', 'PEG', '', 2), ROE, MARKET_CAP],
    sort: { expression: 'pe / profit_growth', direction: 'asc' },
  }),
  fundamental({
    id: 9,
    slug: 'debt-free-compounders',
    theme: 'Quality',
    name: 'Almost debt-free and profitable',
    description:
      'Debt under a tenth of equity, return on equity above 12 % and profits still growing: companies that fund themselves.',
    query: 'debt_to_equity < 0.1 and roe > 12 and profit_growth > 0',
    columns: [DEBT_EQUITY, ROE, PROFIT_GROWTH, PE, MARKET_CAP],
    sort: { expression: 'roe', direction: 'desc' },
  }),
  fundamental({
    id: 10,
    slug: 'quality-blue-chips',
    theme: 'Quality',
    name: 'Quality large caps',
    description:
      'The largest companies (above ₹50,000 crore of market value) with a return on equity above 15 % and debt below equity.',
    query: 'market_cap > 50000 and roe > 15 and debt_to_equity < 1',
    columns: [MARKET_CAP, ROE, DEBT_EQUITY, PE],
    sort: { expression: 'market_cap', direction: 'desc' },
  }),
  fundamental({
    id: 11,
    slug: 'small-cap-quality-growth',
    theme: 'Growth',
    name: 'Small caps with quality growth',
    description:
      'Companies between ₹500 and ₹10,000 crore of market value growing sales above 10 % a year at a return on equity above 15 % and low debt (under half of equity).',
    query:
      'market_cap > 500 and market_cap < 10000 and sales_growth > 10 and roe > 15 and debt_to_equity < 0.5',
    columns: [MARKET_CAP, SALES_GROWTH, ROE, DEBT_EQUITY, PE],
    sort: { expression: 'roe', direction: 'desc' },
  }),
  fundamental({
    id: 12,
    slug: 'profit-turnaround',
    theme: 'Growth',
    name: 'Profit jump on rising sales',
    description:
      'Net profit up more than 40 % on a year ago, backed by sales growth above 10 % and positive earnings per share: a jump made by the business, not by a one-off.',
    query: 'profit_growth > 40 and sales_growth > 10 and eps > 0',
    columns: [PROFIT_GROWTH, SALES_GROWTH, col('eps', 'EPS (TTM)', '₹', 2), PE, MARKET_CAP],
    sort: { expression: 'profit_growth', direction: 'desc' },
  }),
];

/** NSE's 22 broad "industry" sectors, as printed in the NIFTY 500 constituent list. */
export const NSE_SECTORS = [
  'Automobile and Auto Components',
  'Capital Goods',
  'Chemicals',
  'Construction',
  'Construction Materials',
  'Consumer Durables',
  'Consumer Services',
  'Diversified',
  'Fast Moving Consumer Goods',
  'Financial Services',
  'Forest Materials',
  'Healthcare',
  'Information Technology',
  'Media Entertainment & Publication',
  'Metals & Mining',
  'Oil Gas & Consumable Fuels',
  'Power',
  'Realty',
  'Services',
  'Telecommunication',
  'Textiles',
  'Utilities',
] as const;

export type NseSector = (typeof NSE_SECTORS)[number];

/**
 * One equity, written compactly. All figures are approximate (late 2025): shares outstanding in
 * crore (10 million), price in rupees, free-float factor in (0, 1], annual volatility of daily log
 * returns and beta against NIFTY 50. `isin` is null where the author was not sure of it.
 */
export type EquityRow = readonly [
  symbol: string,
  name: string,
  isin: string | null,
  sector: NseSector,
  industry: string,
  faceValue: number,
  sharesCrore: number,
  priceRupees: number,
  freeFloat: number,
  annualVolatility: number,
  beta: number,
];

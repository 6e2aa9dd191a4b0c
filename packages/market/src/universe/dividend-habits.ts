/**
 * How often and how much each kind of listed Indian company pays in dividends, so a simulated
 * stock's yield sits in its sector's real band (issue 16). Round modelling assumptions read off the
 * usual ranges of NSE sectors, not published statistics:
 * - public-sector undertakings (PSU banks, oil, power, coal, mining, railway and defence PSUs) pay
 *   nearly always and most: 1.5-6 % of the price;
 * - IT services pay out most of their profit: 1.2-3.5 %; oil, gas, power, metals and tobacco 1-4 %;
 * - FMCG, autos and cement 0.6-2.5 %; private banks, NBFCs, pharma, chemicals, capital goods
 *   0.2-1.2 %; new-age consumer internet, realty and telecom seldom pay and little.
 */
import { DEFAULT_DIVIDEND_HABIT, type DividendHabit } from '../simulator/corporate-actions';

/** Listed public-sector undertakings of the universe (the Government of India holds the majority). */
const PSU = new Set(
  'COALINDIA ONGC NTPC POWERGRID IOC BPCL HINDPETRO GAIL OIL NMDC SAIL NHPC SJVN RECLTD PFC IRFC HAL BEL BHEL BEML CONCOR IRCTC RVNL IRCON NBCC HUDCO LICI GICRE NIACL MAZDOCK COCHINSHIP GRSE NLCINDIA HINDCOPPER NATIONALUM RCF FACT IREDA IOB UCOBANK CENTRALBK SBIN BANKBARODA PNB CANBK UNIONBANK INDIANB BANKINDIA MAHABANK PSB GMDCLTD ENGINERSIN SCI RAILTEL BDL'.split(
    ' ',
  ),
);

const habit = (payerShare: number, low: number, high: number): DividendHabit => ({
  payerShare,
  yieldBand: [low, high],
});

const PSU_HABIT = habit(0.95, 0.015, 0.06);

const BY_SECTOR: Readonly<Record<string, DividendHabit>> = {
  'Information Technology': habit(0.9, 0.012, 0.035),
  'Oil Gas & Consumable Fuels': habit(0.85, 0.01, 0.04),
  Power: habit(0.8, 0.01, 0.035),
  'Metals & Mining': habit(0.8, 0.01, 0.04),
  'Fast Moving Consumer Goods': habit(0.85, 0.006, 0.025),
  'Automobile and Auto Components': habit(0.85, 0.006, 0.022),
  'Construction Materials': habit(0.8, 0.004, 0.015),
  'Financial Services': habit(0.7, 0.002, 0.012),
  Healthcare: habit(0.75, 0.002, 0.012),
  Chemicals: habit(0.8, 0.002, 0.012),
  'Capital Goods': habit(0.75, 0.002, 0.012),
  'Consumer Durables': habit(0.75, 0.002, 0.01),
  'Consumer Services': habit(0.35, 0.001, 0.006),
  Realty: habit(0.5, 0.001, 0.006),
  Telecommunication: habit(0.45, 0.002, 0.01),
  Textiles: habit(0.7, 0.003, 0.015),
  'Media Entertainment & Publication': habit(0.6, 0.003, 0.02),
  Services: habit(0.7, 0.003, 0.015),
  Construction: habit(0.7, 0.002, 0.01),
};

const BY_INDUSTRY: Readonly<Record<string, DividendHabit>> = {
  'Cigarettes & Tobacco Products': habit(1, 0.025, 0.04),
  'Private Sector Bank': habit(0.85, 0.002, 0.012),
  'E-Retail/ E-Commerce': habit(0.1, 0.001, 0.003),
  'Internet & Catalogue Retail': habit(0.1, 0.001, 0.003),
  'Financial Technology (Fintech)': habit(0.1, 0.001, 0.003),
};

/** A stock's dividend habit: PSU first, then its industry, then its sector. */
export function dividendHabitOf(equity: {
  readonly symbol: string;
  readonly sector: string;
  readonly industry: string;
}): DividendHabit {
  if (PSU.has(equity.symbol)) return PSU_HABIT;
  return BY_INDUSTRY[equity.industry] ?? BY_SECTOR[equity.sector] ?? DEFAULT_DIVIDEND_HABIT;
}

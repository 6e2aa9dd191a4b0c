/**
 * The invented clients of the simulated bulk and block deals.
 *
 * Every name is made up (rivers, hills and words of India, common Indian personal names): the deals
 * are simulated, so they must never attribute an invented trade to a real fund, firm or person. Names
 * are upper case as NSE prints them, in the shapes real files show (fund houses as "… MUTUAL FUND" or
 * "… MUTUAL FUND A/C <SCHEME>", foreign investors as "… FUND PTE LTD" / "(MAURITIUS) LIMITED",
 * proprietary and high-frequency traders as "… LLP" / "… PRIVATE LIMITED", individuals with a father's
 * or husband's name, HUFs, and promoter-group holding companies and trusts).
 *
 * The catalogue is fixed, so the same names recur day after day and the server can total deals by
 * client and by category.
 */

/** Who a deal's client is, as a reader of NSE's lists would group them. */
export type DealClientCategory =
  | 'mutual fund'
  | 'FPI'
  | 'insurance'
  | 'proprietary'
  | 'individual'
  | 'promoter';

/** One client of the simulated deals. */
export interface DealClient {
  readonly name: string;
  readonly category: DealClientCategory;
}

const MUTUAL_FUNDS = [
  'SAHYADRI GROWTH FUND',
  'NARMADA MUTUAL FUND',
  'TUNGABHADRA MUTUAL FUND A/C TUNGABHADRA SMALL CAP FUND',
  'SWARNAREKHA MUTUAL FUND',
  'CHAMBAL VALLEY MUTUAL FUND A/C CHAMBAL FLEXI CAP FUND',
  'KOYNA MUTUAL FUND',
  'VAITARNA MUTUAL FUND A/C VAITARNA MIDCAP OPPORTUNITIES FUND',
  'DHAULADHAR MUTUAL FUND',
] as const;

const FPIS = [
  'KONKAN EMERGING MARKETS FPI',
  'VINDHYA ASIA EQUITY FUND PTE LTD',
  'SATPURA FRONTIER OPPORTUNITIES FUND',
  'LOKTAK INDIA ALPHA FUND LIMITED',
  'CHILIKA GLOBAL EQUITIES (MAURITIUS) LIMITED',
  'PALK STRAIT INVESTMENTS (SINGAPORE) PTE LTD',
  'NICOBAR LONG ONLY EQUITY FUND LP',
  'THAR DESERT VALUE FUND LTD',
] as const;

const INSURERS = [
  'ANANTAM LIFE INSURANCE COMPANY LIMITED',
  'DHRUVTARA GENERAL INSURANCE COMPANY LIMITED',
  'SURAKSHACHAKRA LIFE INSURANCE CO LTD',
  'VASUNDHARA GENERAL INSURANCE CO LTD',
] as const;

/** Proprietary, arbitrage and high-frequency trading desks, busiest first (they dominate real files). */
const PROPRIETARY = [
  'VIBGYOR SECURITIES LLP',
  'TEJAS QUANT TRADING LLP',
  'ASHWAGATI ALGO RESEARCH PRIVATE LIMITED',
  'NAKSHATRA MARKET MAKERS PRIVATE LIMITED',
  'GANITAM RESEARCH CAPITAL LLP',
  'SANKHYA QUANTITATIVE TRADING PRIVATE LIMITED',
  'TRIKONA FINTRADE PRIVATE LIMITED',
  'SPHURTI SECURITIES RESEARCH PRIVATE LIMITED',
  'MEGHMALHAR CAPITAL MARKETS LIMITED',
  'DHRUVA ARBITRAGE LLP',
] as const;

const INDIVIDUALS = [
  'RAMESH KUMAR JAIN HUF',
  'SUNITA RAJENDRA AGARWAL',
  'PRAFULLA VITHALDAS KOTECHA',
  'MEENAKSHI SUNDARAM IYER',
  'HARSHADBHAI NAVINCHANDRA THAKKAR',
  'KAVITA SURESH MEHROTRA',
  'ANIL PRAKASH KHANDELWAL HUF',
  'DEEPAK MOHANLAL SETHIA',
  'GURPREET SINGH BAJWA',
  'LALITHA VENKATESWARAN',
  'NIRMAL KISHORE BHUTORIA HUF',
  'SHWETA ANAND PANCHAL',
  'MOHAMMED IQBAL KAPADIA',
  'VIJAYALAKSHMI RAGHAVAN',
  'BHAVESH JAYANTILAL SHAH HUF',
  'RITU SANJAY KHEMKA',
] as const;

/** Promoter-group entities; each simulated company belongs to one group (a group owns several). */
const PROMOTERS = [
  'VINDHYACHAL FAMILY HOLDINGS PRIVATE LIMITED',
  'SUVARNABHUMI PROMOTER TRUST',
  'TRIVEDI FAMILY PROMOTER TRUST',
  'KANCHENJUNGA INVESTMENTS AND TRADING PRIVATE LIMITED',
  'MAHANADI HOLDINGS PRIVATE LIMITED',
  'SAPTARISHI PROMOTER GROUP LLP',
  'SHATRUNJAY FAMILY TRUST',
  'PALANI HILLS HOLDINGS PRIVATE LIMITED',
] as const;

/** Catalogue of the names the simulated deals use, with each name's category. */
export const SIMULATED_DEAL_CLIENTS: readonly DealClient[] = [
  ...MUTUAL_FUNDS.map((name) => ({ name, category: 'mutual fund' as const })),
  ...FPIS.map((name) => ({ name, category: 'FPI' as const })),
  ...INSURERS.map((name) => ({ name, category: 'insurance' as const })),
  ...PROPRIETARY.map((name) => ({ name, category: 'proprietary' as const })),
  ...INDIVIDUALS.map((name) => ({ name, category: 'individual' as const })),
  ...PROMOTERS.map((name) => ({ name, category: 'promoter' as const })),
];

/** The catalogue's names of one category, in catalogue order. */
export const DEAL_CLIENTS_BY_CATEGORY: Readonly<Record<DealClientCategory, readonly string[]>> = {
  'mutual fund': MUTUAL_FUNDS,
  FPI: FPIS,
  insurance: INSURERS,
  proprietary: PROPRIETARY,
  individual: INDIVIDUALS,
  promoter: PROMOTERS,
};

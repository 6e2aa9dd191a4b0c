// Answers of the sectors endpoints for web tests, typed by the contracts (so they validate).
import type {
  IndustryDetailsResponse,
  IndustryListResponse,
  IndustryRow,
  MarketSource,
  PeriodReturns,
  SectorAnalysisDetailsResponse,
  SectorAnalysisResponse,
  SectorAnalysisRow,
  SectorAnalysisStock,
  SectorBenchmark,
  SectorDetailsResponse,
  SectorListResponse,
  SectorRow,
  SectorStockRow,
} from '@nivesh/contracts';

type Ok<T> = Extract<T, { status: 1 }>;

const DAY = '2026-11-23';
const AS_OF = Date.parse(`${DAY}T05:00:00Z`);
export const SOURCE: MarketSource = {
  simulated: true,
  feed: 'simulated',
  sessionDate: DAY,
  live: true,
  asOf: AS_OF,
};

const returns = (base: number): PeriodReturns => ({
  week1: base / 4,
  month1: base,
  month3: base * 2,
  year1: base * 5,
});

export const BENCHMARK: SectorBenchmark = {
  symbol: 'NIFTY 500',
  level: 23682.57,
  change: -17.43,
  changePct: -0.07,
  fromConstituents: false,
  returns: returns(-1),
};

/** The server's own message of an answer (data, not a text of the page). */
const SERVER_MESSAGE = 'ok';

const frame = {
  status: 1 as const,
  message: SERVER_MESSAGE,
  source: SOURCE,
  asOf: SOURCE.asOf,
  benchmark: BENCHMARK,
};

export function sectorRow(
  name: string,
  slug: string,
  changePct: number,
  index: string | null = null,
): SectorRow {
  return {
    name,
    slug,
    count: 10,
    advances: changePct > 0 ? 7 : 3,
    declines: changePct > 0 ? 3 : 7,
    unchanged: 0,
    averageChangePct: changePct / 2,
    weightedChangePct: changePct,
    marketCapCr: 100_000,
    returns: returns(changePct * 3),
    index: index ? { symbol: index, level: 36_000.5, change: 120.25, changePct: 0.33 } : null,
    industries: 3,
  };
}

export const SECTOR_LIST: Ok<SectorListResponse> = {
  ...frame,
  sectors: [
    sectorRow('Information Technology', 'information-technology', 0.42, 'NIFTY IT'),
    sectorRow('Metals & Mining', 'metals-and-mining', -1.25, 'NIFTY METAL'),
    sectorRow('Capital Goods', 'capital-goods', 1.8),
  ],
};

export function stockRow(
  symbol: string,
  changePct: number,
  industry = 'Computers - Software & Consulting',
): SectorStockRow {
  const prevClose = 1000;
  const ltp = prevClose * (1 + changePct / 100);
  return {
    symbol,
    name: `${symbol} Ltd.`,
    sector: 'Information Technology',
    industry,
    ltp,
    prevClose,
    change: ltp - prevClose,
    changePct,
    volume: 123_456,
    marketCapCr: 50_000 + symbol.length * 1000,
    weightPct: 25,
    high52: 1200,
    low52: 800,
    fromHigh52Pct: ((ltp - 1200) / 1200) * 100,
    fromLow52Pct: ((ltp - 800) / 800) * 100,
  };
}

export function industryRow(
  name: string,
  slug: string,
  sector: string,
  sectorSlug: string,
  changePct: number,
): IndustryRow {
  return {
    ...sectorRow(name, slug, changePct),
    sector,
    sectorSlug,
    sectors: [sector],
  };
}

const IT_STOCKS = [
  stockRow('TCS', 1.1),
  stockRow('INFY', -0.5),
  stockRow('WIPRO', 0.2, 'IT Enabled Services'),
];

export const IT_DETAILS: Ok<SectorDetailsResponse> = {
  ...frame,
  sector: SECTOR_LIST.sectors[0] as SectorRow,
  stocks: IT_STOCKS,
  gainers: [IT_STOCKS[0] as SectorStockRow, IT_STOCKS[2] as SectorStockRow],
  losers: [IT_STOCKS[1] as SectorStockRow],
  industries: [
    industryRow(
      'Computers - Software & Consulting',
      'computers-software-and-consulting',
      'Information Technology',
      'information-technology',
      0.3,
    ),
    industryRow(
      'IT Enabled Services',
      'it-enabled-services',
      'Information Technology',
      'information-technology',
      0.2,
    ),
  ],
};

export const INDUSTRY_LIST: Ok<IndustryListResponse> = {
  ...frame,
  industries: [
    industryRow(
      'Cement & Cement Products',
      'cement-and-cement-products',
      'Construction Materials',
      'construction-materials',
      0.5,
    ),
    industryRow(
      'Private Sector Bank',
      'private-sector-bank',
      'Financial Services',
      'financial-services',
      -0.4,
    ),
    industryRow('Public Sector Bank', 'public-sector-bank', 'Financial Services', 'financial-services', 1.2),
  ],
};

export const BANK_DETAILS: Ok<IndustryDetailsResponse> = {
  ...frame,
  industry: INDUSTRY_LIST.industries[1] as IndustryRow,
  stocks: [
    stockRow('HDFCBANK', -0.2, 'Private Sector Bank'),
    stockRow('ICICIBANK', 0.6, 'Private Sector Bank'),
  ],
  gainers: [stockRow('ICICIBANK', 0.6, 'Private Sector Bank')],
  losers: [stockRow('HDFCBANK', -0.2, 'Private Sector Bank')],
  siblings: [INDUSTRY_LIST.industries[2] as IndustryRow],
};

export function analysisRow(
  name: string,
  slug: string,
  rs1: number,
  rs3: number,
  quadrant: SectorAnalysisRow['quadrant'],
): SectorAnalysisRow {
  return {
    name,
    slug,
    count: 12,
    weightedChangePct: 0.4,
    returns: returns(rs1),
    relativeStrength: { month1: rs1, month3: rs3 },
    quadrant,
    breadth: { above50Pct: 41.7, above200Pct: 66.7 },
    valuation: { medianPe: 27.8, medianPb: 4.58, medianRoe: 18.51, companies: 12 },
  };
}

export const ANALYSIS: Ok<SectorAnalysisResponse> = {
  ...frame,
  simulatedFundamentals: true,
  sectors: [
    analysisRow('Information Technology', 'information-technology', 3.16, 7.19, 'leading'),
    analysisRow('Textiles', 'textiles', -2.36, 6.61, 'weakening'),
    analysisRow('Financial Services', 'financial-services', -3.97, -10.62, 'lagging'),
    analysisRow('Metals & Mining', 'metals-and-mining', 2.21, -1.9, 'improving'),
  ],
};

function analysisStock(symbol: string, month3: number): SectorAnalysisStock {
  return {
    symbol,
    name: `${symbol} Ltd.`,
    industry: 'Computers - Software & Consulting',
    ltp: 1500,
    changePct: 0.5,
    marketCapCr: 20_000,
    returns: { week1: 1, month1: 2, month3, year1: 10 },
    relativeStrength3m: month3 + 6,
    above50: month3 > 0,
    above200: true,
    pe: 25.5,
  };
}

const IT_ANALYSIS_STOCKS = [
  analysisStock('COFORGE', 37.07),
  analysisStock('TCS', 9.02),
  analysisStock('FSL', -32.13),
];

export const IT_ANALYSIS: Ok<SectorAnalysisDetailsResponse> = {
  ...frame,
  simulatedFundamentals: true,
  sector: ANALYSIS.sectors[0] as SectorAnalysisRow,
  relativeStrength: [
    { date: '2025-11-24', sector: 100, benchmark: 100, ratio: 100 },
    { date: '2026-05-25', sector: 110, benchmark: 104, ratio: 105.77 },
    { date: '2026-11-23', sector: 133.38, benchmark: 115.2, ratio: 115.78 },
  ],
  stocks: IT_ANALYSIS_STOCKS,
  leaders: IT_ANALYSIS_STOCKS.slice(0, 2),
  laggards: [IT_ANALYSIS_STOCKS[2] as SectorAnalysisStock],
};

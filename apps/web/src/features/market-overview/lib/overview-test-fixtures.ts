// Answers of the overview endpoints for web tests, typed by the contracts (so they stay valid).
import type {
  CommodityRow,
  GlobalIndexRow,
  HeatTile,
  IndexQuote,
  MarketOverview,
  MarketSource,
  MoverRow,
  SectorMove,
} from '@nivesh/contracts';

export const SOURCE: MarketSource = {
  simulated: true,
  feed: 'simulated',
  sessionDate: '2026-11-23',
  live: true,
  asOf: Date.parse('2026-11-23T05:12:00Z'),
};

/** A quote moved `changePct` % from `prevClose`. */
export function quote(symbol: string, prevClose: number, changePct: number): IndexQuote {
  const ltp = Math.round(prevClose * (1 + changePct / 100) * 100) / 100;
  return {
    symbol,
    name: symbol,
    ltp,
    change: Math.round((ltp - prevClose) * 100) / 100,
    changePct,
    open: prevClose,
    high: Math.max(ltp, prevClose) + 10,
    low: Math.min(ltp, prevClose) - 10,
    prevClose,
    volume: 0,
    time: SOURCE.asOf,
    high52: prevClose * 1.1,
    low52: prevClose * 0.8,
  };
}

export function mover(symbol: string, changePct: number): MoverRow {
  return {
    symbol,
    name: `${symbol} Ltd.`,
    sector: 'Financial Services',
    ltp: 1000,
    change: changePct * 10,
    changePct,
    volume: 12345,
  };
}

export function sector(name: string, slug: string, weightedChangePct: number): SectorMove {
  return {
    sector: name,
    slug,
    count: 20,
    advances: 12,
    declines: 8,
    unchanged: 0,
    averageChangePct: weightedChangePct,
    weightedChangePct,
  };
}

export function tile(symbol: string, changePct: number, marketCap: number, weight: number): HeatTile {
  const { volume: _volume, ...row } = mover(symbol, changePct);
  return { ...row, marketCap, turnover: marketCap / 1000, weight };
}

export function globalRow(
  symbol: string,
  name: string,
  region: GlobalIndexRow['region'],
  openNow: boolean,
  changePct: number,
): GlobalIndexRow {
  const { high52: _h, low52: _l, ...q } = quote(symbol, 20_000, changePct);
  return {
    ...q,
    name,
    country: region === 'India' ? 'India (GIFT City)' : 'Somewhere',
    region,
    timezone: region === 'Americas' ? 'America/New_York' : 'Asia/Tokyo',
    sessionsIst:
      region === 'Americas' ? [{ open: '20:00', close: '02:30' }] : [{ open: '05:30', close: '12:00' }],
    daylightSaving: false,
    openNow,
  };
}

export const GOLD: CommodityRow = {
  ...quote('GOLD', 125_000, -0.47),
  name: 'Gold',
  group: 'Bullion',
  unit: '₹ per 10 g',
  lot: '1 kg',
  lotMultiplier: 100,
  lotValue: 12_441_250,
  tick: 1,
};

/** The server's own message of an answer (data, not a text of the page). */
const SERVER_MESSAGE = 'Market overview';

/** A live overview: NIFTY 50 up 0.42 %, 312 advances against 180 declines. */
export function overviewAnswer(): MarketOverview & { status: 1 } {
  return {
    status: 1,
    message: SERVER_MESSAGE,
    source: SOURCE,
    session: {
      date: '2026-11-23',
      live: true,
      marketTime: SOURCE.asOf,
      opensAt: Date.parse('2026-11-23T03:45:00Z'),
      closesAt: Date.parse('2026-11-23T10:00:00Z'),
    },
    indices: [
      quote('NIFTY 50', 26_000, 0.42),
      quote('NIFTY BANK', 59_000, -0.25),
      quote('NIFTY IT', 37_000, 1.1),
      quote('NIFTY NEXT 50', 69_000, 0.3),
      quote('NIFTY MIDCAP 100', 60_000, 0.9),
      quote('NIFTY 500', 23_700, 0.5),
    ],
    sectorIndices: [quote('NIFTY AUTO', 27_000, 0.2)],
    gainers: [mover('ABCAPITAL', 10.07), mover('JIOFIN', 6.81)],
    losers: [mover('RELIANCE', -7.29)],
    breadth: { advances: 312, declines: 180, unchanged: 11, total: 503, advanceDeclineRatio: 1.7333 },
    fiftyTwoWeek: { highs: 12, lows: 3 },
    sectors: [
      sector('Information Technology', 'information-technology', 1.2),
      sector('Financial Services', 'financial-services', 0.3),
      sector('Realty', 'realty', -0.85),
    ],
    heatMap: [tile('HDFCBANK', 0.5, 1_500_000, 0.6), tile('ICICIBANK', -1.2, 1_000_000, 0.4)],
    global: [
      globalRow('GIFTNIFTY', 'GIFT Nifty (NSE IX Nifty 50 futures)', 'India', true, 0.2),
      globalRow('N225', 'Nikkei 225', 'Asia', true, 2.1),
      globalRow('DJI', 'Dow Jones Industrial Average', 'Americas', false, -0.16),
    ],
    commodities: [GOLD],
    checkedAt: SOURCE.asOf,
  };
}

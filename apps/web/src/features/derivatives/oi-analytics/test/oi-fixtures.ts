// Answers of the open-interest endpoints for web tests, typed by the contracts (so they stay valid).
import type {
  ChainRow,
  ChainSide,
  ChainUnderlying,
  OiAnalysisAnswer,
  OiBuildUp,
  OiHistoryAnswer,
  OiProfileRow,
  OptionChainAnswer,
  OptionDataAnswer,
  OptionExpiryDto,
  SupportTargetAnswer,
  SupportTargetRow,
} from '@nivesh/contracts';
import { SOURCE } from '@/features/market-overview/lib/overview-test-fixtures';

export { SOURCE };

export const NIFTY: ChainUnderlying = {
  symbol: 'NIFTY',
  name: 'NIFTY 50',
  kind: 'index',
  spot: 24_213.45,
  change: 96.3,
  changePct: 0.4,
  lotSize: 75,
  strikeStep: 50,
};

const NEAREST: OptionExpiryDto = { date: '2026-11-24', kind: 'weekly', daysToExpiry: 1 };

export const EXPIRIES: OptionExpiryDto[] = [
  NEAREST,
  { date: '2026-12-01', kind: 'weekly', daysToExpiry: 8 },
  { date: '2026-12-29', kind: 'monthly', daysToExpiry: 36 },
];

/** Strikes 23,500 … 25,000 every 50 (31 strikes). */
export const STRIKES = Array.from({ length: 31 }, (_, i) => 23_500 + i * 50);

function buildUp(priceChange: number, oiChange: number): OiBuildUp {
  if (priceChange === 0 || oiChange === 0) return 'neutral';
  if (oiChange > 0) return priceChange > 0 ? 'long-build-up' : 'short-build-up';
  return priceChange > 0 ? 'short-covering' : 'long-unwinding';
}

/**
 * A profile with most call OI at 24,500 (resistance) and most put OI at 24,000 (support); the most
 * call OI added at 24,400 and the most put OI added at 24,100; 23,900 puts shed the most.
 */
export function profileRow(strike: number): OiProfileRow {
  const above = Math.max(0, strike - 24_200);
  const below = Math.max(0, 24_200 - strike);
  const callOi = strike === 24_500 ? 180_000 : Math.round(40_000 + above * 120 - below * 20);
  const putOi = strike === 24_000 ? 160_000 : Math.round(40_000 + below * 110 - above * 25);
  const callOiChange = strike === 24_400 ? 52_000 : strike % 100 === 0 ? 4_000 : -2_000;
  const putOiChange = strike === 24_100 ? 47_000 : strike === 23_900 ? -31_000 : 3_000;
  return {
    strike,
    callOi: Math.max(1_000, callOi),
    putOi: Math.max(1_000, putOi),
    callOiChange,
    putOiChange,
    callBuildUp: buildUp(strike > 24_200 ? -1 : 1, callOiChange),
    putBuildUp: buildUp(strike < 24_200 ? -1 : 1, putOiChange),
    gex: Number(((strike - 24_150) / 40).toFixed(2)),
    callIv: strike < 23_700 ? null : Number((12 + Math.abs(strike - 24_200) / 400).toFixed(2)),
    putIv: Number((12.5 + Math.max(0, 24_200 - strike) / 200 + Math.abs(strike - 24_200) / 600).toFixed(2)),
  };
}

const counts = (n: number) => ({
  'long-build-up': n,
  'short-build-up': n + 3,
  'long-unwinding': 2,
  'short-covering': 4,
  neutral: 1,
});

/** An answer as the API sends it: status 1 and a message around the payload. */
const ok = <Payload extends object>(payload: Payload) => ({
  status: 1 as const,
  message: 'ok',
  source: SOURCE,
  ...payload,
});

export function analysisAnswer(overrides: Partial<OiAnalysisAnswer> = {}): OiAnalysisAnswer & {
  status: 1;
  message: string;
} {
  const profile = STRIKES.map(profileRow);
  return ok({
    underlying: NIFTY,
    expiries: EXPIRIES,
    expiry: { ...NEAREST, forward: 24_218.1, atmStrike: 24_200, atmIv: 12.4, straddle: 182.35 },
    totals: {
      callOi: 2_450_000,
      putOi: 2_210_000,
      callOiChange: 310_000,
      putOiChange: 265_000,
      callVolume: 9_100_000,
      putVolume: 8_400_000,
      pcrOi: 0.9,
      pcrVolume: 0.92,
      maxPain: 24_150,
    },
    pcrByExpiry: [
      {
        expiry: '2026-11-24',
        kind: 'weekly',
        callOi: 2_450_000,
        putOi: 2_210_000,
        pcrOi: 0.9,
        pcrVolume: 0.92,
        maxPain: 24_150,
        atmIv: 12.4,
        daysToExpiry: 1,
      },
      {
        expiry: '2026-12-01',
        kind: 'weekly',
        callOi: 1_200_000,
        putOi: 1_380_000,
        pcrOi: 1.15,
        pcrVolume: 1.02,
        maxPain: 24_100,
        atmIv: 12.9,
        daysToExpiry: 8,
      },
      {
        expiry: '2026-12-29',
        kind: 'monthly',
        callOi: 3_100_000,
        putOi: 3_300_000,
        pcrOi: 1.06,
        pcrVolume: 0.97,
        maxPain: 24_000,
        atmIv: 13.6,
        daysToExpiry: 36,
      },
    ],
    pcrAll: { pcrOi: 1.01, pcrVolume: 0.95 },
    profile,
    levels: {
      support: { strike: 24_000, oi: 160_000 },
      support2: { strike: 23_900, oi: 73_000 },
      resistance: { strike: 24_500, oi: 180_000 },
      resistance2: { strike: 24_400, oi: 64_000 },
      mostPutAdded: { strike: 24_100, oi: 47_000 },
      mostCallAdded: { strike: 24_400, oi: 52_000 },
    },
    callBuildUp: counts(9),
    putBuildUp: counts(7),
    gex: { total: -12.4, callWall: 25_000, putWall: 23_500, zeroGamma: 24_150 },
    termStructure: [
      { expiry: '2026-11-24', daysToExpiry: 1, atmIv: 12.4 },
      { expiry: '2026-12-01', daysToExpiry: 8, atmIv: 12.9 },
      { expiry: '2026-12-29', daysToExpiry: 36, atmIv: 13.6 },
    ],
    ivRank: {
      current: 13.1,
      rank: 42,
      percentile: 55,
      min: 10.2,
      max: 17.1,
      sessions: 250,
      basis: 'india-vix',
    },
    straddle: [
      { time: Date.parse('2026-11-23T03:45:00Z'), spot: 24_150, atmStrike: 24_150, premium: 196.5 },
      { time: Date.parse('2026-11-23T04:00:00Z'), spot: 24_180, atmStrike: 24_200, premium: 190.1 },
      { time: Date.parse('2026-11-23T04:15:00Z'), spot: 24_213, atmStrike: 24_200, premium: 182.35 },
    ],
    ...overrides,
  });
}

function side(ltp: number, change: number, oi: number, oiChange: number, kind: OiBuildUp): ChainSide {
  return {
    ltp,
    change,
    changePct: ltp - change > 0 ? (change / (ltp - change)) * 100 : null,
    bid: ltp - 0.5,
    ask: ltp + 0.5,
    iv: 12.5,
    delta: 0.5,
    gamma: 0.001,
    theta: -9,
    vega: 6,
    oi,
    oiChange,
    oiChangePct: null,
    volume: oi * 3,
    buildUp: kind,
  };
}

/** A chain whose sides carry the profile's OI and build-ups with matching price changes. */
export function chainAnswer(): OptionChainAnswer & { status: 1; message: string } {
  const rows: ChainRow[] = STRIKES.map((strike) => {
    const p = profileRow(strike);
    const callMove = strike > 24_200 ? -4.5 : 6.25;
    const putMove = strike < 24_200 ? -5.1 : 3.4;
    return {
      strike,
      call: side(Math.max(0.5, 24_213 - strike + 90), callMove, p.callOi, p.callOiChange, p.callBuildUp),
      put: side(Math.max(0.5, strike - 24_213 + 90), putMove, p.putOi, p.putOiChange, p.putBuildUp),
    };
  });
  const analysis = analysisAnswer();
  return ok({
    underlying: NIFTY,
    expiries: EXPIRIES,
    expiry: analysis.expiry,
    conventions: { ivMode: 'model', riskFreeRatePct: 6.5, dividendYieldPct: 1.2, minutesToExpiry: 1_800 },
    totals: analysis.totals,
    rows,
  });
}

/** 40 sessions from 2026-09-28 with PCR rising and the highest-OI strikes stepping. */
export function historyAnswer(sessions = 40): OiHistoryAnswer & { status: 1; message: string } {
  const start = Date.parse('2026-09-28T00:00:00Z');
  const days = Array.from({ length: sessions }, (_, i) => {
    const close = 23_800 + i * 11;
    return {
      date: new Date(start + i * 86_400_000).toISOString().slice(0, 10),
      close,
      pcrOi: Number((0.8 + i * 0.01).toFixed(2)),
      pcrVolume: Number((0.85 + (i % 5) * 0.02).toFixed(2)),
      nearPcrOi: Number((0.75 + i * 0.012).toFixed(3)),
      maxPain: Math.round(close / 50) * 50,
      maxCallOiStrike: i < 20 ? 24_000 : 24_500,
      maxPutOiStrike: i < 10 ? 23_500 : 23_800 + (i >= 30 ? 200 : 0),
    };
  });
  const intraday = Array.from({ length: 5 }, (_, i) => ({
    time: Date.parse('2026-11-23T03:45:00Z') + i * 900_000,
    spot: 24_150 + i * 15,
    pcrOi: Number((0.95 + i * 0.03).toFixed(2)),
    maxCallOiStrike: 24_500,
    maxPutOiStrike: i < 3 ? 24_000 : 24_100,
  }));
  return ok({ underlying: NIFTY, days, intraday });
}

export function targetRow(
  symbol: string,
  spot: number,
  overrides: Partial<SupportTargetRow> = {},
): SupportTargetRow {
  const step = spot > 10_000 ? 100 : 10;
  const support = Math.floor(spot / step) * step - step;
  const resistance = Math.ceil(spot / step) * step + step;
  return {
    symbol,
    name: `${symbol} name`,
    kind: 'index',
    expiry: '2026-11-24',
    spot,
    changePct: 0.4,
    support,
    support2: support - step,
    resistance,
    resistance2: resistance + step,
    maxPain: Math.round(spot / step) * step,
    pcrOi: 0.95,
    expectedMove: spot * 0.008,
    supportDistancePct: ((support - spot) / spot) * 100,
    resistanceDistancePct: ((resistance - spot) / spot) * 100,
    ...overrides,
  };
}

export function targetAnswer(
  kind: 'index' | 'stock',
  rows: SupportTargetRow[],
): SupportTargetAnswer & { status: 1; message: string } {
  return ok({ kind, rows });
}

/** The underlyings the picker offers: NIFTY and BANKNIFTY, and one stock. */
export function optionDataAnswer(): OptionDataAnswer & { status: 1; message: string } {
  const underlying = (symbol: string, kind: 'index' | 'stock', spot: number) => ({
    symbol,
    name: symbol,
    kind,
    lotSize: 75,
    strikeStep: 50,
    spot,
    change: 10,
    changePct: 0.2,
    expiries: EXPIRIES,
  });
  return ok({
    riskFreeRatePct: 6.5,
    underlyings: [
      underlying('NIFTY', 'index', 24_213.45),
      underlying('BANKNIFTY', 'index', 52_180.2),
      underlying('RELIANCE', 'stock', 1_432.1),
    ],
  });
}

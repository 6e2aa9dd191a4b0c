// Answers of the derivatives endpoints for this folder's web tests, typed by the contracts.
import type {
  ChainRow,
  ChainSide,
  MarketSource,
  OiBuildUp,
  OptionChainAnswer,
  OptionDataAnswer,
  OptionUnderlyingDto,
  SupportTargetAnswer,
  SupportTargetRow,
} from '@nivesh/contracts';

/** The envelope's message of an answer (the server's own text, not shown by these pages). */
const SERVER_OK = 'ok';

export const SOURCE: MarketSource = {
  simulated: true,
  feed: 'simulated',
  sessionDate: '2026-11-23',
  live: false,
  asOf: Date.parse('2026-11-23T05:00:00Z'),
};

function side(strike: number, spot: number, kind: 'call' | 'put', buildUp: OiBuildUp): ChainSide {
  const intrinsic = Math.max(0, kind === 'call' ? spot - strike : strike - spot);
  const ltp = Math.round((intrinsic + 120 * Math.exp(-Math.abs(strike - spot) / 400)) * 20) / 20;
  const distance = Math.abs(strike - 24_000) / 50;
  return {
    ltp,
    change: kind === 'call' ? 12.5 : -8.25,
    changePct: kind === 'call' ? 4.1 : -3.2,
    bid: Math.max(0, ltp - 0.5),
    ask: ltp + 0.5,
    iv: 13 + distance * 0.2,
    delta: kind === 'call' ? 0.52 : -0.48,
    gamma: 0.0011,
    theta: -9.87,
    vega: 11.42,
    oi: Math.round(150_000 / (1 + distance)),
    oiChange: kind === 'call' ? 12_300 : -4_500,
    oiChangePct: kind === 'call' ? 8.2 : -2.9,
    volume: Math.round(900_000 / (1 + distance)),
    buildUp,
  };
}

/** Strikes 23,000–25,000 every 50 around a spot of 24,012.35; ATM 24,000. */
export function chainAnswer(overrides: Partial<OptionChainAnswer> = {}): OptionChainAnswer {
  const spot = 24_012.35;
  const rows: ChainRow[] = [];
  for (let strike = 23_000; strike <= 25_000; strike += 50) {
    rows.push({
      strike,
      call: side(strike, spot, 'call', 'long-build-up'),
      put: side(strike, spot, 'put', 'short-covering'),
    });
  }
  return {
    status: 1,
    message: SERVER_OK,
    source: SOURCE,
    underlying: {
      symbol: 'NIFTY',
      name: 'NIFTY 50',
      kind: 'index',
      spot,
      change: 85.4,
      changePct: 0.36,
      lotSize: 75,
      strikeStep: 50,
    },
    expiries: [
      { date: '2026-11-24', kind: 'weekly', daysToExpiry: 1 },
      { date: '2026-12-01', kind: 'weekly', daysToExpiry: 8 },
      { date: '2026-12-29', kind: 'monthly', daysToExpiry: 36 },
    ],
    expiry: {
      date: '2026-12-01',
      kind: 'weekly',
      daysToExpiry: 8,
      forward: 24_048.1,
      atmStrike: 24_000,
      atmIv: 13.45,
      straddle: 312.6,
    },
    conventions: { ivMode: 'model', riskFreeRatePct: 6.5, dividendYieldPct: 1.2, minutesToExpiry: 11_220 },
    totals: {
      callOi: 1_523_400,
      putOi: 1_402_100,
      callOiChange: 84_500,
      putOiChange: -12_300,
      callVolume: 9_800_000,
      putVolume: 8_700_000,
      pcrOi: 0.92,
      pcrVolume: 0.89,
      maxPain: 24_050,
    },
    rows,
    ...overrides,
  };
}

function underlying(
  symbol: string,
  kind: 'index' | 'stock',
  spot: number,
  changePct: number,
): OptionUnderlyingDto {
  return {
    symbol,
    name: symbol,
    kind,
    lotSize: 75,
    strikeStep: 50,
    spot,
    change: Math.round(spot * changePct) / 100,
    changePct,
    expiries: [
      { date: '2026-11-24', kind: 'weekly', daysToExpiry: 1 },
      { date: '2026-12-29', kind: 'monthly', daysToExpiry: 36 },
    ],
  };
}

export function optionDataAnswer(): OptionDataAnswer {
  return {
    status: 1,
    message: SERVER_OK,
    source: SOURCE,
    riskFreeRatePct: 6.5,
    underlyings: [
      underlying('NIFTY', 'index', 24_012.35, 0.36),
      underlying('BANKNIFTY', 'index', 52_340.1, -0.42),
      underlying('FINNIFTY', 'index', 23_880.6, 0.12),
      underlying('MIDCPNIFTY', 'index', 12_410.25, 0.81),
      underlying('RELIANCE', 'stock', 1_312.4, 1.05),
      underlying('TCS', 'stock', 4_105.9, -0.66),
    ],
  };
}

export function levelRow(
  symbol: string,
  kind: 'index' | 'stock',
  spot: number,
  support: number,
  resistance: number,
): SupportTargetRow {
  return {
    symbol,
    name: symbol,
    kind,
    expiry: '2026-11-24',
    spot,
    changePct: 0.36,
    support,
    support2: support - 100,
    resistance,
    resistance2: resistance + 100,
    maxPain: Math.round((support + resistance) / 2),
    pcrOi: 0.92,
    expectedMove: spot * 0.012,
    supportDistancePct: ((support - spot) / spot) * 100,
    resistanceDistancePct: ((resistance - spot) / spot) * 100,
  };
}

export function supportTargetAnswer(kind: 'index' | 'stock'): SupportTargetAnswer {
  return {
    status: 1,
    message: SERVER_OK,
    source: SOURCE,
    kind,
    rows:
      kind === 'index'
        ? [
            levelRow('NIFTY', 'index', 24_012.35, 23_800, 24_300),
            levelRow('BANKNIFTY', 'index', 52_340.1, 52_000, 53_000),
            levelRow('FINNIFTY', 'index', 23_880.6, 23_500, 24_000),
            levelRow('MIDCPNIFTY', 'index', 12_410.25, 12_200, 12_600),
          ]
        : [
            levelRow('RELIANCE', 'stock', 1_312.4, 1_280, 1_340),
            levelRow('TCS', 'stock', 4_105.9, 4_000, 4_200),
          ],
  };
}

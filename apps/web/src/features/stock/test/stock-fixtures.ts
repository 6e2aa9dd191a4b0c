// Answers of the stock endpoints for component tests, valid against the contracts' schemas.
import type {
  AllStockData,
  ChartData,
  LiveQuoteDto,
  MarketDetails,
  MarketSource,
  StatementRow,
  StockAnalysis,
  StockBoard,
  StockData,
  StockDealDto,
  StockDealsAnswer,
  StockDetails,
  StockFutures,
  StockInsiderTradesAnswer,
  StockListRow,
  StockScan,
  StockSupport,
  SupportRow,
} from '@nivesh/contracts';
import type { MockAnswer } from '@/test/mock-api';

export const SOURCE: MarketSource = {
  simulated: true,
  feed: 'simulated',
  sessionDate: '2026-11-23',
  live: true,
  asOf: Date.parse('2026-11-23T05:00:00Z'),
};

const ok = { status: 1 as const, message: 'ok', source: SOURCE };

export function quote(symbol: string, ltp: number, prevClose = 1480): LiveQuoteDto {
  const change = Math.round((ltp - prevClose) * 100) / 100;
  return {
    symbol,
    ltp,
    change,
    changePct: Math.round((change / prevClose) * 10000) / 100,
    open: 1474,
    high: Math.max(1482, ltp),
    low: Math.min(1466.5, ltp),
    prevClose,
    volume: 4_376_650,
    time: SOURCE.asOf,
  };
}

export function stockDetails(symbol = 'M&M', name = 'Mahindra & Mahindra Ltd.', ltp = 1471.95): StockDetails {
  return {
    ...ok,
    profile: {
      symbol,
      name,
      kind: 'equity',
      isin: 'INE101A01026',
      sector: 'Automobile and Auto Components',
      industry: 'Passenger Cars & Utility Vehicles',
      faceValue: 5,
      lotSize: 200,
    },
    quote: quote(symbol, ltp),
    stats: {
      vwap: 1471.27,
      high52: 1533.05,
      low52: 1015.45,
      allTimeHigh: 1533.05,
      turnoverCr: 643.88,
      averageVolume20: 2_813_559,
      marketCapCr: 443_523,
      sharesOutstanding: 1_240_000_000,
      upperCircuit: 1628,
      lowerCircuit: 1332,
      circuitBandPct: 10,
    },
    stream: false,
  };
}

export function stockData(symbol = 'M&M'): StockData {
  return {
    ...ok,
    symbol,
    ltp: 1471.95,
    returns: [
      { period: '1W', fromDate: '2026-11-16', fromPrice: 1515.7, changePct: -2.89, annualisedPct: null },
      { period: '1Y', fromDate: '2025-11-21', fromPrice: 1113.6, changePct: 32.18, annualisedPct: null },
      { period: '5Y', fromDate: '2021-11-23', fromPrice: 875.85, changePct: 68.06, annualisedPct: 10.94 },
    ],
    corporateActions: [
      {
        kind: 'bonus',
        exDate: '2023-03-08',
        description: 'Bonus 1:1 (1 new for every 1 held)',
        dividend: null,
        ratio: '1:1',
      },
    ],
  };
}

export function stockScan(symbol = 'M&M'): StockScan {
  return {
    ...ok,
    symbol,
    ltp: 1471.95,
    rsi14: 53.25,
    rsiZone: 'neutral',
    macd: { macd: 25.39, signal: 35.75, histogram: -10.36 },
    movingAverages: [
      { id: 'sma20', label: 'SMA 20', kind: 'sma', period: 20, value: 1489.79, position: 'below' },
      { id: 'sma200', label: 'SMA 200', kind: 'sma', period: 200, value: 1247.37, position: 'above' },
    ],
    bollinger: { upper: 1532.28, middle: 1489.79, lower: 1447.29 },
    supertrend: { value: 1433.97, direction: 'up' },
    atr14: 25.64,
    summary: { bullish: 2, bearish: 2, verdict: 'neutral' },
  };
}

export function supportRow(symbol: string, name: string, ltp: number, changePct: number): SupportRow {
  return {
    symbol,
    name,
    sector: 'Automobile and Auto Components',
    ltp,
    changePct,
    basisDate: '2026-11-20',
    prevHigh: ltp + 10,
    prevLow: ltp - 10,
    prevClose: ltp,
    classic: {
      pivot: ltp,
      r1: ltp + 10,
      r2: ltp + 20,
      r3: ltp + 30,
      s1: ltp - 10,
      s2: ltp - 20,
      s3: ltp - 30,
    },
    fibonacci: {
      pivot: ltp,
      r1: ltp + 7.64,
      r2: ltp + 12.36,
      r3: ltp + 20,
      s1: ltp - 7.64,
      s2: ltp - 12.36,
      s3: ltp - 20,
    },
    camarilla: {
      pivot: ltp,
      h1: ltp + 1.83,
      h2: ltp + 3.67,
      h3: ltp + 5.5,
      h4: ltp + 11,
      l1: ltp - 1.83,
      l2: ltp - 3.67,
      l3: ltp - 5.5,
      l4: ltp - 11,
    },
  };
}

export function stockSupport(rows: readonly SupportRow[]): StockSupport {
  return { ...ok, rows: [...rows] };
}

function statement(period: string, periodEnd: string, revenue: number, netProfit: number): StatementRow {
  return {
    period,
    periodEnd,
    revenue,
    operatingProfit: revenue * 0.2,
    opmPct: 20,
    depreciation: 100,
    interest: 50,
    profitBeforeTax: netProfit * 1.3,
    tax: netProfit * 0.3,
    netProfit,
    eps: 12.5,
    dividendPerShare: 2,
    totalAssets: revenue * 2,
    equity: revenue,
    debt: revenue * 0.3,
    cash: 500,
    cashFromOperations: netProfit * 1.1,
  };
}

export function stockAnalysis(symbol = 'M&M'): StockAnalysis {
  return {
    ...ok,
    symbol,
    simulatedStatements: true,
    businessModel: 'general',
    ltp: 1471.95,
    ratios: {
      marketCapCr: 443_523,
      pe: 24.6,
      pb: 4.1,
      eps: 59.8,
      bookValue: 358.2,
      roe: 17.4,
      roce: 19.2,
      dividendYield: 1.1,
      debtToEquity: 0.42,
      faceValue: 5,
      salesGrowth3y: 12.5,
      profitGrowth3y: 18.1,
    },
    annual: [
      statement('FY2025', '2025-03-31', 98_765, 11_234),
      statement('FY2026', '2026-03-31', 112_345, 13_456),
    ],
    quarterly: [
      statement('Q1 FY2027', '2026-06-30', 28_001, 3_301),
      statement('Q2 FY2027', '2026-09-30', 29_502, 3_402),
    ],
  };
}

export function stockFutures(symbol = 'M&M'): StockFutures {
  return {
    ...ok,
    symbol,
    simulated: true,
    spot: 1471.95,
    lotSize: 200,
    carryRatePct: 7,
    contracts: [
      {
        label: 'Near month',
        contract: 'M&M26NOVFUT',
        expiry: '2026-11-24',
        daysToExpiry: 1,
        price: 1472.25,
        basis: 0.3,
        basisPct: 0.02,
        lotValue: 294_450,
      },
    ],
  };
}

export function stockBoard(symbol = 'M&M'): StockBoard {
  return {
    ...ok,
    symbol,
    group: 'industry',
    groupName: 'Passenger Cars & Utility Vehicles',
    sector: 'Automobile and Auto Components',
    peers: [
      {
        symbol: 'MARUTI',
        name: 'Maruti Suzuki India Ltd.',
        ltp: 12_500,
        change: 50,
        changePct: 0.4,
        marketCapCr: 393_000,
        pe: 27.1,
        roe: 15.2,
        isSelf: false,
      },
      {
        symbol,
        name: 'Mahindra & Mahindra Ltd.',
        ltp: 1471.95,
        change: -8.05,
        changePct: -0.54,
        marketCapCr: 443_523,
        pe: 24.6,
        roe: 17.4,
        isSelf: true,
      },
      {
        symbol: 'BAJAJ-AUTO',
        name: 'Bajaj Auto Ltd.',
        ltp: 8900,
        change: -20,
        changePct: -0.22,
        marketCapCr: 248_000,
        pe: 30.2,
        roe: 24.8,
        isSelf: false,
      },
    ],
  };
}

export function chartData(symbol = 'M&M'): ChartData {
  return {
    ...ok,
    symbol,
    timeframe: '1D',
    interval: '1m',
    intraday: true,
    lastBarLive: true,
    bars: [
      { time: 1_795_405_500, open: 1474, high: 1474.05, low: 1472.6, close: 1472.65, volume: 229_804 },
      { time: 1_795_405_560, open: 1472.7, high: 1472.9, low: 1471.8, close: 1471.95, volume: 114_268 },
    ],
    overlays: [],
  };
}

export function marketDetails(symbol = 'M&M'): MarketDetails {
  const details = stockDetails(symbol);
  return {
    ...ok,
    profile: details.profile,
    quote: details.quote,
    stats: details.stats,
    depth: {
      simulated: true,
      bids: [
        { price: 1471.95, quantity: 1250, orders: 12 },
        { price: 1471.65, quantity: 900, orders: 7 },
      ],
      asks: [
        { price: 1472.25, quantity: 461, orders: 3 },
        { price: 1472.55, quantity: 1886, orders: 14 },
      ],
      totalBidQuantity: 2150,
      totalAskQuantity: 2347,
    },
    deliveryPct: null,
    stream: false,
  };
}

export function listRow(
  symbol: string,
  name: string,
  ltp: number,
  changePct: number,
  kind: StockListRow['kind'] = 'equity',
): StockListRow {
  return {
    symbol,
    name,
    kind,
    sector: kind === 'index' ? 'INDEX' : 'Automobile and Auto Components',
    industry: null,
    ltp,
    change: 0,
    changePct,
    volume: 1000,
  };
}

export function allStocks(rows: readonly StockListRow[]): AllStockData {
  return { ...ok, total: rows.length, stocks: [...rows] };
}

export const UNIVERSE: readonly StockListRow[] = [
  listRow('360ONE', '360 ONE WAM Ltd.', 1089.5, -0.95),
  listRow('ASIANPAINT', 'Asian Paints Ltd.', 2400, 0.5),
  listRow('BAJAJ-AUTO', 'Bajaj Auto Ltd.', 8900, -0.22),
  listRow('M&M', 'Mahindra & Mahindra Ltd.', 1471.95, -0.54),
  listRow('MARUTI', 'Maruti Suzuki India Ltd.', 12_500, 0.4),
  listRow('NIFTY 50', 'NIFTY 50', 26_000, 0.1, 'index'),
  listRow('RELIANCE', 'Reliance Industries Ltd.', 1471.95, -0.54),
];

/** A handler answering `body` (mockApi's handler shape). */
export const answer = (body: unknown) => (): MockAnswer => ({ body });

/** Every stock page endpoint answering for `symbol`. */
/** The envelope of a stock's year of today's activity (deals, insider trades): simulated, the year to Friday 20-Nov-2026. */
const stockYear = (symbol: string) => ({
  ...ok,
  source: { ...SOURCE, kind: 'simulated' as const, fileName: null },
  symbol,
  from: '2025-11-21',
  to: '2026-11-20',
});

/** A stock's year of bulk and block deals (TodayActivity/getStockDeals): one of each by default. */
export function stockDeals(symbol: string, rows?: readonly StockDealDto[]): StockDealsAnswer {
  const market = { pctOfShares: 0.62, closeThatDay: 1480.5, lastPrice: 1471.95 };
  const shown = rows ?? [
    {
      ...market,
      date: '2026-11-18',
      kind: 'block' as const,
      symbol,
      securityName: 'Mahindra & Mahindra Ltd.',
      clientName: 'SOME MUTUAL FUND',
      side: 'BUY' as const,
      quantity: 1_000_000,
      price: 1478,
      valueCr: 147.8,
      changeSincePct: -0.41,
      remarks: null,
    },
    {
      ...market,
      date: '2026-06-02',
      kind: 'bulk' as const,
      symbol,
      securityName: 'MAHINDRA & MAHINDRA',
      clientName: 'GRAVITON RESEARCH CAPITAL LLP',
      side: 'SELL' as const,
      quantity: 8_000_000,
      price: 1300,
      valueCr: 1040,
      changeSincePct: 13.23,
      remarks: null,
    },
  ];
  const sum = (side: 'BUY' | 'SELL') =>
    shown.filter((r) => r.side === side).reduce((a, r) => a + r.valueCr, 0);
  return {
    ...stockYear(symbol),
    ready: true,
    progressPct: 100,
    rows: [...shown],
    buyValueCr: sum('BUY'),
    sellValueCr: sum('SELL'),
  };
}

/** A stock's insider-trading disclosures of the year: a promoter's purchase and a designated person's ESOP. */
export function stockInsiderTrades(
  symbol: string,
  rows?: StockInsiderTradesAnswer['rows'],
): StockInsiderTradesAnswer {
  const base = {
    symbol,
    company: 'Mahindra & Mahindra Limited',
    securityType: 'Equity Shares',
    beforeShares: 1_000_000,
    beforePct: 0.08,
    intimationDate: '2026-11-17',
  };
  const shown = rows ?? [
    {
      ...base,
      person: 'Anand Mahindra',
      category: 'promoter' as const,
      transaction: 'buy' as const,
      side: 'acquired' as const,
      mode: 'market-purchase' as const,
      modeGroup: 'open-market' as const,
      quantity: 20_000,
      value: 29_560_000,
      afterShares: 1_020_000,
      afterPct: 0.0816,
      tradeFrom: '2026-11-16',
      tradeTo: '2026-11-16',
      broadcastDate: '2026-11-18',
    },
    {
      ...base,
      person: 'Priya Nair',
      category: 'designated-person' as const,
      transaction: 'buy' as const,
      side: 'acquired' as const,
      mode: 'esop' as const,
      modeGroup: 'esop' as const,
      quantity: 1_500,
      value: 0,
      afterShares: 1_001_500,
      afterPct: 0.0801,
      tradeFrom: '2026-03-10',
      tradeTo: '2026-03-10',
      broadcastDate: '2026-03-12',
    },
  ];
  const buys = shown.filter((r) => r.modeGroup === 'open-market' && r.side === 'acquired');
  const sells = shown.filter((r) => r.modeGroup === 'open-market' && r.side === 'disposed');
  const crore = (xs: typeof shown) => Math.round(xs.reduce((a, r) => a + r.value, 0) / 100_000) / 100;
  return {
    ...stockYear(symbol),
    rows: [...shown],
    openMarketBuy: { count: buys.length, valueCr: crore(buys) },
    openMarketSell: { count: sells.length, valueCr: crore(sells) },
  };
}

export function stockPageHandlers(symbol = 'M&M') {
  return {
    'stock/stockDetails': answer(stockDetails(symbol)),
    'stock/getStockData': answer(stockData(symbol)),
    'stock/stockScanDetails': answer(stockScan(symbol)),
    'stock/getStockSupportData': answer(
      stockSupport([supportRow(symbol, 'Mahindra & Mahindra Ltd.', 1471.95, -0.54)]),
    ),
    'stock/gethStockAnalysisData': answer(stockAnalysis(symbol)),
    'stock/gethFuturelysisData': answer(stockFutures(symbol)),
    'stock/getBoardsDataBySymbol': answer(stockBoard(symbol)),
    'chartData/getChartingData': answer(chartData(symbol)),
    'TodayActivity/getStockDeals': answer(stockDeals(symbol)),
    'TodayActivity/getStockInsiderTrades': answer(stockInsiderTrades(symbol)),
  };
}

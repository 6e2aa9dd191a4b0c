/**
 * What each auto-signal type means, in words for the product's pages (the precise rules are in
 * docs/signals.md and rules/*.ts). The spec shows Sell / Dn types in red and the others in green.
 */
import type { SignalSide, SignalType } from './signal-types';

export interface SignalTypeInfo {
  readonly type: SignalType;
  readonly label: string;
  readonly side: SignalSide;
  readonly timeframe: string;
  /** One sentence: the trigger. */
  readonly description: string;
  /** Target and stop-loss. */
  readonly plan: string;
  /** How long the outcome is followed. */
  readonly horizon: string;
}

const INTRADAY_HORIZON = 'Same day, squared off at the 15:15 close';

export const SIGNAL_CATALOGUE: readonly SignalTypeInfo[] = [
  {
    type: 'IntradayBuy',
    label: 'Intraday Buy',
    side: 'buy',
    timeframe: '15-minute',
    description:
      'EMA 9 crosses above EMA 21 on a 15-minute close above VWAP, on volume above the 20-bar average (09:45–14:45).',
    plan: 'Target 1.5 × ATR, stop 1 × ATR (15-minute ATR 14)',
    horizon: INTRADAY_HORIZON,
  },
  {
    type: 'IntradaySell',
    label: 'Intraday Sell',
    side: 'sell',
    timeframe: '15-minute',
    description:
      'EMA 9 crosses below EMA 21 on a 15-minute close below VWAP, on volume above the 20-bar average (09:45–14:45).',
    plan: 'Target 1.5 × ATR, stop 1 × ATR (15-minute ATR 14)',
    horizon: INTRADAY_HORIZON,
  },
  {
    type: 'JackpotBuy',
    label: 'Jackpot Buy',
    side: 'buy',
    timeframe: '15-minute',
    description:
      'Close breaks above the opening-range high and the previous day’s high on at least 2× average volume, RSI 14 above 60.',
    plan: 'Target 2 × ATR, stop 1 × ATR (15-minute ATR 14)',
    horizon: INTRADAY_HORIZON,
  },
  {
    type: 'JackpotSell',
    label: 'Jackpot Sell',
    side: 'sell',
    timeframe: '15-minute',
    description:
      'Close breaks below the opening-range low and the previous day’s low on at least 2× average volume, RSI 14 below 40.',
    plan: 'Target 2 × ATR, stop 1 × ATR (15-minute ATR 14)',
    horizon: INTRADAY_HORIZON,
  },
  {
    type: 'UpTrend',
    label: 'Up Trend',
    side: 'buy',
    timeframe: 'Daily',
    description:
      'Close above EMA 20 above EMA 50 with Supertrend (10, 3) bullish — true today, not yesterday.',
    plan: 'Target 3 × ATR, stop 1.5 × ATR (daily ATR 14)',
    horizon: '20 trading days',
  },
  {
    type: 'DnTrend',
    label: 'Down Trend',
    side: 'sell',
    timeframe: 'Daily',
    description:
      'Close below EMA 20 below EMA 50 with Supertrend (10, 3) bearish — true today, not yesterday.',
    plan: 'Target 3 × ATR, stop 1.5 × ATR (daily ATR 14)',
    horizon: '20 trading days',
  },
  {
    type: 'LongTBuy',
    label: 'Long-term Buy',
    side: 'buy',
    timeframe: 'Daily',
    description:
      'SMA 50 crosses above SMA 200, or a 52-week-high breakout on 1.5× the 50-day average volume.',
    plan: 'Target 4 × ATR, stop 2 × ATR (daily ATR 14)',
    horizon: '20 trading days',
  },
  {
    type: 'LongTSell',
    label: 'Long-term Sell',
    side: 'sell',
    timeframe: 'Daily',
    description: 'SMA 50 crosses below SMA 200, or a close below the 52-week low.',
    plan: 'Target 4 × ATR, stop 2 × ATR (daily ATR 14)',
    horizon: '20 trading days',
  },
  {
    type: 'ShortTBuy',
    label: 'Short-term Buy',
    side: 'buy',
    timeframe: 'Daily',
    description: 'EMA 5 crosses above EMA 13 with RSI 14 above 50.',
    plan: 'Target 2 × ATR, stop 1 × ATR (daily ATR 14)',
    horizon: '5 trading days',
  },
  {
    type: 'ShortTSell',
    label: 'Short-term Sell',
    side: 'sell',
    timeframe: 'Daily',
    description: 'EMA 5 crosses below EMA 13 with RSI 14 below 50.',
    plan: 'Target 2 × ATR, stop 1 × ATR (daily ATR 14)',
    horizon: '5 trading days',
  },
];

/**
 * The signal type a URL's `signal_id` names: its name in any case (`intradaybuy`) or its 1-based
 * position in the catalogue (`1` = IntradayBuy, the numeric ids of the spec's URLs); else undefined.
 */
export function signalTypeOf(id: string): SignalType | undefined {
  if (/^\d{1,2}$/.test(id)) return SIGNAL_CATALOGUE[Number(id) - 1]?.type;
  const lower = id.toLowerCase();
  return SIGNAL_CATALOGUE.find((s) => s.type.toLowerCase() === lower)?.type;
}

// The strategy form's values: empty, from a saved strategy, from a preset; and the links a strategy
// offers (its back-test on /back-testing, which runs daily long custom screens).
import type { UserStrategy, UserStrategyFields } from '@nivesh/contracts';
import { appPath } from '@/config/paths';
import { DEFAULT_FORM, queryOfForm } from '@/lib/backtest-params';
import { userStrategiesStrings } from '../strings';

export const EMPTY_FIELDS: UserStrategyFields = {
  name: '',
  description: '',
  timeframe: 'Daily',
  side: 'Buy',
  product: 'Delivery',
  entry: '',
  exit: '',
  stoploss: '0',
  profitTarget: '0',
  sector_id: '',
};

/** The form filled with a saved strategy (edit mode). */
export function fieldsOf(s: UserStrategy): UserStrategyFields {
  return {
    name: s.name,
    description: s.description,
    timeframe: s.timeframe,
    side: s.side,
    product: s.product,
    entry: s.entry,
    exit: s.exit,
    stoploss: String(s.stoploss),
    profitTarget: String(s.profitTarget),
    sector_id: s.sectorId ?? '',
  };
}

export interface StrategyPreset {
  /** Its title is `form.presets.<id>` of the strategy strings. */
  readonly id: keyof typeof userStrategiesStrings.en.form.presets;
  /** What the preset fills in (name, description and scope stay the user's). */
  readonly fields: Pick<
    UserStrategyFields,
    'timeframe' | 'side' | 'product' | 'entry' | 'exit' | 'stoploss' | 'profitTarget'
  >;
}

/** Example strategies to start from, one click each. */
export const STRATEGY_PRESETS: readonly StrategyPreset[] = [
  {
    id: 'pullback',
    fields: {
      timeframe: 'Daily',
      side: 'Buy',
      product: 'Delivery',
      entry: 'close > sma(close, 200) and rsi(14) < 40',
      exit: 'rsi(14) > 60',
      stoploss: '6',
      profitTarget: '12',
    },
  },
  {
    id: 'emaCross',
    fields: {
      timeframe: 'Daily',
      side: 'Buy',
      product: 'Delivery',
      entry: 'crosses_above(ema(close, 9), ema(close, 21))',
      exit: 'crosses_below(ema(close, 9), ema(close, 21))',
      stoploss: '7',
      profitTarget: '0',
    },
  },
  {
    id: 'breakout',
    fields: {
      timeframe: 'Daily',
      side: 'Buy',
      product: 'Delivery',
      entry: 'close >= highest(high, 252)[1] and volume > 2 * avg_volume(20)',
      exit: 'crosses_below(close, sma(close, 20))',
      stoploss: '8',
      profitTarget: '20',
    },
  },
  {
    id: 'vwapReclaim',
    fields: {
      timeframe: '15-minute',
      side: 'Buy',
      product: 'Intraday',
      entry: 'm15(crosses_above(close, vwap()) and rsi(14) > 55)',
      exit: 'm15(crosses_below(close, vwap()))',
      stoploss: '1',
      profitTarget: '2',
    },
  },
  {
    id: 'openingRange',
    fields: {
      timeframe: '15-minute',
      side: 'Sell',
      product: 'Intraday',
      entry: 'm15(crosses_below(close, or_low(2)))',
      exit: 'm15(crosses_above(close, vwap()))',
      stoploss: '1',
      profitTarget: '2',
    },
  },
];

/**
 * /back-testing with the strategy filled in (its query parameters are BackTest/run's), or null with
 * the reason (in the page's language now): that page's custom screens run long and on daily bars only.
 */
export function backtestLink(s: UserStrategy): { href: string | null; reason: string | null } {
  if (s.timeframe !== 'Daily') return { href: null, reason: userStrategiesStrings.t('card.dailyOnly') };
  if (s.side !== 'Buy') return { href: null, reason: userStrategiesStrings.t('card.buyOnly') };
  // The page's own defaults (capital ₹10 lakh, 10 positions, 5 bps, discount plan) with the strategy's rules.
  const query = new URLSearchParams(
    queryOfForm({
      ...DEFAULT_FORM,
      strategyType: 'custom',
      entry: s.entry,
      exit: s.exit,
      scope: s.sectorId ? 'sector' : 'universe',
      sectorId: s.sectorId ?? '',
      stopPct: String(s.stoploss),
      targetPct: String(s.profitTarget),
      product: s.product === 'Delivery' ? 'delivery' : 'intraday',
    }),
  );
  return { href: `${appPath('/back-testing').getHref()}?${query.toString()}`, reason: null };
}

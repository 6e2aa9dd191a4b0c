/** Intraday screens the screening language expresses (run by the server with `runScreen`). */
import type { LanguageScreen } from './intraday-screen-types';
import { gapPct, pctFrom, typicalPriceVwap } from './session-measures';

const GAP = { label: 'Gap %', unit: '%' } as const;
const FROM_VWAP = { label: 'From VWAP %', unit: '%' } as const;
const VOLUME_X = { label: 'Volume × 20-day average', unit: '×' } as const;

/** Open = High (1) or Open = Low (2): the day has not traded beyond its opening price. */
function openAtExtreme(id: string, side: 'high' | 'low'): LanguageScreen {
  const [name, beyond] = side === 'high' ? ['High', 'above'] : ['Low', 'below'];
  return {
    kind: 'language',
    id,
    name: `Open = ${name}`,
    bias: side === 'high' ? 'bearish' : 'bullish',
    language: `open = ${side}`,
    rule: `Today's open equals today's ${side} so far: the stock has not traded ${beyond} its opening price.`,
    metric: { label: 'From open %', unit: '%' },
    metricOf: (q) => pctFrom(q.ltp, q.open),
  };
}

export const LANGUAGE_SCREENS: readonly LanguageScreen[] = [
  openAtExtreme('1', 'high'),
  openAtExtreme('2', 'low'),
  {
    kind: 'language',
    id: '3',
    name: 'Gap up 1 % or more',
    bias: 'bullish',
    language: 'open >= close[1] * 1.01',
    rule: "Today's open ≥ previous close × 1.01 (a gap up of at least 1 %).",
    metric: GAP,
    metricOf: gapPct,
  },
  {
    kind: 'language',
    id: '4',
    name: 'Gap down 1 % or more',
    bias: 'bearish',
    language: 'open <= close[1] * 0.99',
    rule: "Today's open ≤ previous close × 0.99 (a gap down of at least 1 %).",
    metric: GAP,
    metricOf: gapPct,
  },
  {
    kind: 'language',
    id: '11',
    name: 'Trading above VWAP',
    bias: 'bullish',
    language: 'm15(close) > m15(vwap())',
    rule: "Last price above the session VWAP of today's 15-minute bars (the language's vwap(): Σ typical price × volume ÷ Σ volume, typical price = (high + low + close) ÷ 3).",
    metric: FROM_VWAP,
    metricOf: (q) => pctFrom(q.ltp, typicalPriceVwap(q.bars)),
  },
  {
    kind: 'language',
    id: '12',
    name: 'Trading below VWAP',
    bias: 'bearish',
    language: 'm15(close) < m15(vwap())',
    rule: "Last price below the session VWAP of today's 15-minute bars (the language's vwap(), as in screen 11).",
    metric: FROM_VWAP,
    metricOf: (q) => pctFrom(q.ltp, typicalPriceVwap(q.bars)),
  },
  {
    kind: 'language',
    id: '17',
    name: 'Up 2 % on 1.5× volume',
    bias: 'bullish',
    language: 'change_pct > 2 and volume > 1.5 * avg_volume(20)[1]',
    rule: "Up more than 2 % on the previous close, and today's volume so far above 1.5 × the average daily volume of the previous 20 sessions.",
    metric: VOLUME_X,
    metricOf: (q) => (q.avgDailyVolume > 0 ? q.volume / q.avgDailyVolume : null),
  },
  {
    kind: 'language',
    id: '18',
    name: 'Down 2 % on 1.5× volume',
    bias: 'bearish',
    language: 'change_pct < -2 and volume > 1.5 * avg_volume(20)[1]',
    rule: "Down more than 2 % on the previous close, and today's volume so far above 1.5 × the average daily volume of the previous 20 sessions.",
    metric: VOLUME_X,
    metricOf: (q) => (q.avgDailyVolume > 0 ? q.volume / q.avgDailyVolume : null),
  },
];

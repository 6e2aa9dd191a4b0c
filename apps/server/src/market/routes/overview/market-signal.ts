/**
 * market/marketSignal: one market-level reading from NIFTY 50's position against its 20/50/200-day
 * SMAs, the advance/decline ratio and INDIA VIX, each worth −1, 0 or +1 (the rule is in the answer).
 */
import type { BreadthSummary, MarketSignal, SignalComponent } from '@nivesh/contracts';
import type { MarketState } from '@nivesh/market';
import { round } from '../../market-answers';
import { daySma, SMA_PERIODS, type SmaPeriod } from '../lists/breadth';
import { breadthSummary } from './overview-quotes';

export const NIFTY_50 = 'NIFTY 50';
export const INDIA_VIX = 'INDIA VIX';
/** Advances ÷ declines above this is broad buying; below its inverse, broad selling. */
export const BREADTH_BULLISH_RATIO = 1.5;
/** INDIA VIX below CALM is a calm market, above FEAR a fearful one. */
export const VIX_CALM = 14;
export const VIX_FEAR = 20;
/** |score| at which the signal turns Bullish or Bearish. */
export const SIGNAL_THRESHOLD = 2;

export const SIGNAL_RULE =
  `Score: +1 for each of the 20-, 50- and 200-day simple moving averages of daily closes that NIFTY 50 ` +
  `trades above (−1 below); +1 when advances ÷ declines is above ${BREADTH_BULLISH_RATIO} (−1 below ` +
  `1 ÷ ${BREADTH_BULLISH_RATIO}); +1 when INDIA VIX is below ${VIX_CALM} (−1 above ${VIX_FEAR}). ` +
  `Bullish at +${SIGNAL_THRESHOLD} or more, Bearish at −${SIGNAL_THRESHOLD} or less, Neutral between. ` +
  `Each SMA includes today's level.`;

type SignalBody = Omit<MarketSignal, 'status' | 'message' | 'source'>;

const points = (reading: SignalComponent['reading']): number =>
  reading === 'bullish' ? 1 : reading === 'bearish' ? -1 : 0;

function component(
  id: SignalComponent['id'],
  label: string,
  reading: SignalComponent['reading'],
  detail: string,
): SignalComponent {
  return { id, label, detail, reading, points: points(reading) };
}

const fmt = (value: number): string =>
  value.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

function smaComponent(ltp: number, sma: number | null, period: SmaPeriod): SignalComponent {
  const id = `sma${period}` as const;
  const label = `NIFTY 50 vs ${period}-day SMA`;
  if (sma === null) return component(id, label, 'unavailable', `Fewer than ${period} sessions of history.`);
  const above = ltp > sma;
  return component(
    id,
    label,
    above ? 'bullish' : ltp < sma ? 'bearish' : 'neutral',
    `NIFTY 50 ${fmt(ltp)} is ${above ? 'above' : ltp < sma ? 'below' : 'at'} its ${period}-day SMA ${fmt(sma)}.`,
  );
}

function breadthComponent(b: BreadthSummary): SignalComponent {
  const ratio = b.advanceDeclineRatio;
  const counts = `${b.advances} advances, ${b.declines} declines`;
  if (ratio === null) {
    return component(
      'breadth',
      'Advance/decline ratio',
      b.advances > 0 ? 'bullish' : 'neutral',
      `${counts}.`,
    );
  }
  const reading =
    ratio > BREADTH_BULLISH_RATIO ? 'bullish' : ratio < 1 / BREADTH_BULLISH_RATIO ? 'bearish' : 'neutral';
  return component('breadth', 'Advance/decline ratio', reading, `${counts}: ratio ${ratio.toFixed(2)}.`);
}

function vixComponent(vix: { ltp: number } | null): SignalComponent {
  if (vix === null) return component('vix', 'INDIA VIX', 'unavailable', 'INDIA VIX is not available.');
  const reading = vix.ltp < VIX_CALM ? 'bullish' : vix.ltp > VIX_FEAR ? 'bearish' : 'neutral';
  const mood = reading === 'bullish' ? 'calm' : reading === 'bearish' ? 'fearful' : 'normal';
  return component('vix', 'INDIA VIX', reading, `INDIA VIX at ${vix.ltp.toFixed(2)}: a ${mood} market.`);
}

/** The signal, or undefined when the market has no NIFTY 50. */
export function marketSignal(state: MarketState): SignalBody | undefined {
  const niftyId = state.idOf(NIFTY_50);
  if (niftyId === undefined) return undefined;
  const quote = state.quote(niftyId);
  const day = { kind: 'live' as const, date: state.sessionDate };
  const smas = SMA_PERIODS.map((period) => {
    const value = daySma(state, niftyId, day, quote, period);
    return Number.isFinite(value) ? round(value / 100, 2) : null;
  });
  const [sma20 = null, sma50 = null, sma200 = null] = smas;
  const ltp = quote.ltp / 100;
  const raw = state.breadth();
  const breadth = breadthSummary(raw.advances, raw.declines, raw.unchanged);
  const vixId = state.idOf(INDIA_VIX);
  const vixQuote = vixId === undefined ? undefined : state.quote(vixId);
  const vix =
    vixQuote && vixQuote.ltp > 0
      ? {
          ltp: vixQuote.ltp / 100,
          changePct: round(Number.isFinite(vixQuote.changePct) ? vixQuote.changePct : 0),
        }
      : null;
  const components = [
    ...SMA_PERIODS.map((period, k) => smaComponent(ltp, smas[k] ?? null, period)),
    breadthComponent(breadth),
    vixComponent(vix),
  ];
  const score = components.reduce((sum, c) => sum + c.points, 0);
  const signal = score >= SIGNAL_THRESHOLD ? 'Bullish' : score <= -SIGNAL_THRESHOLD ? 'Bearish' : 'Neutral';
  return {
    signal,
    score,
    rule: SIGNAL_RULE,
    components,
    nifty: {
      ltp,
      changePct: round(Number.isFinite(quote.changePct) ? quote.changePct : 0),
      sma20,
      sma50,
      sma200,
    },
    breadth,
    vix,
  };
}

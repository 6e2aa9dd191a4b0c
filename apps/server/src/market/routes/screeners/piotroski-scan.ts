/**
 * piotroski/piotroskiScan: every equity's Piotroski F-score on its latest three published fiscal
 * years (the simulated statements of company-financials.ts), computed once per session.
 */
import type { PiotroskiRow } from '@nivesh/contracts';
import { latestPiotroskiScore, PIOTROSKI_SIGNALS, type PiotroskiScore, piotroskiBand } from '@nivesh/market';
import { financialsOf } from '../../company-financials';
import { equityIds } from '../../day/list-scope';
import { perSession } from '../../day/per-session';
import type { MarketService } from '../../market.service';
import { fromHundredths, round } from '../../market-answers';

export const PIOTROSKI_METHOD =
  'Piotroski (2000): one point each for ROA > 0, cash from operations > 0, higher ROA than last year, ' +
  'cash from operations above net profit, lower long-term debt to average assets, higher current ratio, ' +
  'no new shares issued, higher gross margin and higher asset turnover (ROA, CFO and turnover over ' +
  'beginning-of-year assets; a tie is not an improvement). Scored on the latest fiscal year with ' +
  'published annual results; 8–9 strong, 0–1 weak.';

export interface ScoredEquity {
  readonly id: number;
  readonly fiscalYear: string;
  readonly result: PiotroskiScore;
}

/** The F-score of every equity with three published years, in id order (cached per session). */
export function piotroskiScores(market: MarketService): readonly ScoredEquity[] {
  const state = market.feed.state;
  return perSession(state, 'piotroski', () => {
    const scored: ScoredEquity[] = [];
    for (const id of equityIds(state)) {
      const annual = financialsOf(market, { id, meta: state.meta(id) })?.annual ?? [];
      const result = latestPiotroskiScore(annual);
      const latest = annual.at(-1);
      if (result && latest) scored.push({ id, fiscalYear: latest.fiscalYear, result });
    }
    return scored;
  });
}

/** The answer row of a scored equity at the live price. */
export function piotroskiRow(market: MarketService, scored: ScoredEquity): PiotroskiRow {
  const state = market.feed.state;
  const meta = state.meta(scored.id);
  const quote = state.quote(scored.id);
  const shares = meta.sharesOutstanding ?? 0;
  return {
    symbol: meta.symbol,
    name: meta.name ?? meta.symbol,
    sector: meta.sector,
    ltp: fromHundredths(quote.ltp),
    changePct: round(quote.changePct),
    marketCapCr: shares > 0 ? Math.round(((quote.ltp / 100) * shares) / 1e7) : null,
    fiscalYear: scored.fiscalYear,
    score: scored.result.score,
    band: piotroskiBand(scored.result.score),
    marks: PIOTROSKI_SIGNALS.map((s) => scored.result.marks[s.key]),
  };
}

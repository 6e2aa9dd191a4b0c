/**
 * The model portfolios of @nivesh/market run over the running market's completed days: every
 * equity's closes in today's terms (printed close × adjustment factor: splits, bonuses and
 * dividends), its simulated statements with their publication dates, and NIFTY 50. Computed lazily
 * on the first request of a market day and kept for that day; the build is cut into slices of
 * ANSWER_SLICE (a few stocks' statements, a stretch of days or one rebalance per step), so it never
 * holds the event loop for long.
 */
import {
  type IsoDate,
  momentumModel,
  qualityAtFairPriceModel,
  type RoboModel,
  type RoboRun,
  type RoboStock,
  runRoboModelSteps,
} from '@nivesh/market';
import { financialsOf } from '../market/company-financials';
import { equityIds } from '../market/day/list-scope';
import type { MarketService } from '../market/market.service';
import { SharedBuilds } from '../today-activity/answer-slices';

const NIFTY = 'NIFTY 50';
/** Stocks whose statements are generated per step. */
const STOCKS_PER_STEP = 1;

/** The shipped models, in the order the list shows them. */
export const ROBO_MODELS: readonly RoboModel[] = [qualityAtFairPriceModel(), momentumModel()];

/** Every model's run on one market day. */
export interface RoboRuns {
  readonly asOf: IsoDate;
  readonly runs: ReadonlyMap<string, { readonly model: RoboModel; readonly run: RoboRun }>;
}

export class RoboPortfoliosService {
  private readonly builds = new SharedBuilds<RoboRuns>(2);

  constructor(private readonly market: MarketService) {}

  /** Every model's run over the completed days (built on the first call of a market day). */
  runs(): Promise<RoboRuns> {
    const state = this.market.feed.state;
    const dates = state.dates;
    const asOf = dates[dates.length - 1] ?? state.sessionDate;
    return this.builds.get(`${asOf}|${dates.length}`, () => this.build());
  }

  private *build(): Generator<void, RoboRuns, undefined> {
    const market = this.market;
    const state = market.feed.state;
    const dates = [...state.dates];
    const n = dates.length;
    const first = dates[0] ?? '';
    // Enough quarters to cover the whole history, so each rebalance sees its own published quarters.
    const quarters = Math.max(12, Math.ceil((n / 252) * 4) + 8);
    const stocks: RoboStock[] = [];
    const ids = equityIds(state);
    for (let k = 0; k < ids.length; k++) {
      const id = ids[k] as number;
      const meta = state.meta(id);
      const bars = state.daily(id);
      const close = new Float64Array(n).fill(Number.NaN);
      for (let t = Math.max(0, bars.firstDay); t < n && bars.firstDay >= 0; t++) {
        const c = (bars.close[t] ?? 0) * (bars.adjFactor[t] ?? 1);
        if (c > 0) close[t] = c;
      }
      const financials = financialsOf(market, { id, meta }, quarters);
      stocks.push({
        symbol: meta.symbol,
        sector: meta.sector ?? 'Others',
        close,
        ...(financials ? { financials } : {}),
      });
      if (k % STOCKS_PER_STEP === STOCKS_PER_STEP - 1) yield;
    }
    const niftyId = state.idOf(NIFTY);
    const benchmark = new Float64Array(n).fill(Number.NaN);
    if (niftyId !== undefined) {
      const bars = state.daily(niftyId);
      for (let t = 0; t < n; t++) benchmark[t] = (bars.close[t] ?? 0) * (bars.adjFactor[t] ?? 1);
    }
    const runs = new Map<string, { model: RoboModel; run: RoboRun }>();
    for (const model of ROBO_MODELS) {
      const run = yield* runRoboModelSteps({ dates, stocks, benchmark }, model);
      runs.set(model.id, { model, run });
    }
    return { asOf: (dates[n - 1] ?? first) as IsoDate, runs };
  }
}

import type { DealKind, FiiDiiPeriod } from '@nivesh/contracts';
import { type IsoDate, simulatedInstitutionalFlows } from '@nivesh/market';
import { driveSteps } from '../backtest/backtest-runner';
import type { Db } from '../db/database';
import type { MarketService } from '../market/market.service';
import { marketSource } from '../market/market-answers';
import { checkSessionDate, type NiftyDay, niftyDays, refuseDate } from '../market/session-days';
import { dealsAnswer, simulatedDealsOn } from './deals-answer';
import {
  type FlowDay,
  type FlowSeries,
  fiiDiiActivitiesAnswer,
  fiiDiiDataAnswer,
  pairedFlows,
} from './fii-dii-answer';
import { importedDealDates, importedDeals, importedFlows } from './today-activity.repository';

/** Sessions simulated between two yields to other requests (a few milliseconds of work). */
const SESSIONS_PER_STEP = 64;

/** Every session's simulated FII/DII figures, oldest first, computed in steps. */
function* simulateSessions(
  sessions: readonly IsoDate[],
  seed: string,
  nifty: ReadonlyMap<IsoDate, NiftyDay>,
): Generator<void, FlowDay[], undefined> {
  const niftyReturnOn = (d: IsoDate) => nifty.get(d)?.ret ?? 0;
  const out: FlowDay[] = [];
  for (const date of sessions) {
    const n = nifty.get(date);
    const { fii, dii } = simulatedInstitutionalFlows(date, seed, {
      niftyReturn: n?.ret ?? 0,
      niftyClose: n?.close ?? 0,
      niftyReturnOn,
    });
    out.push({ date, fii, dii });
    if (out.length % SESSIONS_PER_STEP === 0) yield;
  }
  return out;
}

/** FII/DII cash-market activity (TodayActivity/getFiiDiiData, getFiiDiiActivities) of the running market. */
export class TodayActivityService {
  /** The simulated series of the latest session with figures (recomputed when a session closes). */
  private simulated: { key: string; series: Promise<FlowSeries> } | undefined;

  constructor(
    private readonly market: MarketService,
    private readonly db: Db,
  ) {}

  /** Seed of the simulated figures: the feed's, so a replayed past session gets the same figures. */
  private get seed(): string {
    return `${this.market.feed.pathSeed}:fii-dii`;
  }

  /** NIFTY 50 by session, and the sessions with figures: those closed (a session's figures come after it). */
  private sessions(): { nifty: Map<IsoDate, NiftyDay>; closed: IsoDate[] } {
    const nifty = niftyDays(this.market.feed.state);
    const session = this.market.feed.session();
    const closed = [...nifty.keys()]
      .filter((d) => d < session.date || (d === session.date && !session.live))
      .sort();
    return { nifty, closed };
  }

  private simulatedSeries(
    closed: readonly IsoDate[],
    nifty: ReadonlyMap<IsoDate, NiftyDay>,
  ): Promise<FlowSeries> {
    const key = `${this.seed}|${closed[0] ?? ''}|${closed.at(-1) ?? ''}|${closed.length}`;
    if (this.simulated?.key !== key) {
      const series = driveSteps(simulateSessions(closed, this.seed, nifty)).then(
        (timed): FlowSeries => ({ kind: 'simulated', days: timed.run, fileName: null }),
      );
      this.simulated = { key, series };
      series.catch(() => {
        if (this.simulated?.key === key) this.simulated = undefined;
      });
    }
    return this.simulated.series;
  }

  async data(query: { readonly date?: string | undefined; readonly days: number }) {
    const { nifty, closed } = this.sessions();
    const [simulated, importedRows] = await Promise.all([
      this.simulatedSeries(closed, nifty),
      importedFlows(this.db, 'day'),
    ]);
    return fiiDiiDataAnswer(
      { market: marketSource(this.market), simulated, imported: pairedFlows(importedRows), nifty },
      query,
    );
  }

  async activities(query: { readonly period: FiiDiiPeriod; readonly page: number; readonly size: number }) {
    const { nifty, closed } = this.sessions();
    const months = pairedFlows(await importedFlows(this.db, 'month'));
    const simulated: FlowSeries =
      months.days.length > 0
        ? { kind: 'simulated', days: [], fileName: null }
        : await this.simulatedSeries(closed, nifty);
    return fiiDiiActivitiesAnswer(
      { market: marketSource(this.market), simulated, importedMonths: months, nifty },
      query,
    );
  }

  /** One session's bulk or block deals (default the latest session with deals). */
  async deals(query: {
    readonly kind: DealKind;
    readonly date?: string | undefined;
    readonly side?: 'BUY' | 'SELL' | undefined;
    readonly symbol?: string | undefined;
    readonly page: number;
    readonly size: number;
  }) {
    const { closed } = this.sessions();
    const importedDates = await importedDealDates(this.db, query.kind);
    const dates = [...new Set([...closed, ...importedDates])].sort();
    const latest = dates.at(-1);
    if (latest === undefined) refuseDate('No session has deals yet');
    const date = (query.date ?? latest) as IsoDate;
    checkSessionDate(date, latest);
    const imported = await importedDeals(this.db, query.kind, date);
    const state = this.market.feed.state;
    const simulated = imported.length === 0;
    if (simulated && !closed.includes(date)) {
      refuseDate(
        `${date} has no ${query.kind} deals: pick a session from ${closed[0] ?? latest} to ${latest}`,
      );
    }
    return dealsAnswer(
      {
        state,
        market: marketSource(this.market),
        kind: query.kind,
        date,
        deals: simulated
          ? simulatedDealsOn(state, `${this.market.feed.pathSeed}:deals`, query.kind, date)
          : imported,
        fileName: imported.at(-1)?.sourceFile ?? null,
        dates,
        earliest: (simulated ? closed[0] : importedDates[0]) ?? date,
      },
      query,
    );
  }
}

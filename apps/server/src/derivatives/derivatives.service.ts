/**
 * The derivatives area's service (built once in services.ts): option chains of every underlying,
 * their history, open-interest analytics, the strategy catalogue and position payoffs.
 */
import type {
  IvMode,
  PayoffBody,
  PcrDay,
  StrategyLeg,
  SupportTargetRow,
  UNDERLYING_KINDS,
} from '@nivesh/contracts';
import { type IsoDate, nseIvColumn, type OptionChain, type OptionChainExpiry } from '@nivesh/market';
import type { Db } from '../db/database';
import type { MarketService } from '../market/market.service';
import { type IvColumns, modelIv } from './chain-answer';
import { ChainHistory, yieldToLoop } from './chain-history';
import { oiAnalysis, supportTargetRow } from './oi-analysis';
import { OptionMarkets, type UnderlyingRef } from './option-markets';
import { OptionScreener } from './option-screener';
import { participantOiAnswer } from './participant-oi-answer';
import { positionOf, strategyDetails, strategySummaries } from './strategy-positions';

type UnderlyingKind = (typeof UNDERLYING_KINDS)[number];

export class DerivativesService {
  readonly markets: OptionMarkets;
  readonly history: ChainHistory;
  /** The option screener over the same live chains. */
  readonly screener: OptionScreener;
  private readonly catalogue = strategySummaries();
  private readonly targets = new Map<UnderlyingKind, { key: string; rows: Promise<SupportTargetRow[]> }>();

  constructor(
    market: MarketService,
    private readonly db: Db,
  ) {
    this.markets = new OptionMarkets(market);
    this.history = new ChainHistory(this.markets, market);
    this.screener = new OptionScreener(this.markets, market);
  }

  /** The IV columns of an expiry in the asked mode (NSE's: BSM on spot, r 10 %, whole days, from LTP). */
  ivColumns(chain: OptionChain, expiry: OptionChainExpiry, mode: IvMode): IvColumns {
    if (mode === 'model') return modelIv(expiry);
    return (side) =>
      nseIvColumn(side, expiry[side].price, expiry.strikes, chain.spot, chain.asOf, expiry.expiry as IsoDate);
  }

  /** PCR, max pain and the highest-OI strikes of the last `days` sessions, today's and intraday. */
  async oiHistory(ref: UnderlyingRef, days: number) {
    this.history.prune(this.markets.state.sessionDate);
    const closes: PcrDay[] = await this.history.dailyCloses(ref, days);
    const today = this.history.today(ref);
    const sessionDate = this.markets.state.sessionDate;
    if (today && !closes.some((d) => d.date === sessionDate)) closes.push(today);
    const intraday = (await this.history.session(ref, undefined)).map((p) => p.point);
    return { days: closes, intraday };
  }

  oiAnalysis(ref: UnderlyingRef, expiry: string | undefined) {
    return oiAnalysis(this.markets, this.history, ref, expiry);
  }

  /**
   * OI support and resistance of every index or F&O stock on its nearest expiry: recomputed once
   * per market minute, a few underlyings per event-loop turn.
   */
  supportTargets(kind: UnderlyingKind): Promise<SupportTargetRow[]> {
    const now = this.markets.now.getTime();
    const key = `${this.markets.state.sessionDate}|${Math.floor(now / 60_000)}`;
    const cached = this.targets.get(kind);
    if (cached?.key === key) return cached.rows;
    const rows = this.computeTargets(kind);
    this.targets.set(kind, { key, rows });
    return rows;
  }

  private async computeTargets(kind: UnderlyingKind): Promise<SupportTargetRow[]> {
    const rows: SupportTargetRow[] = [];
    let sliceStart = performance.now();
    for (const ref of this.markets.underlyings()) {
      if (ref.kind !== kind) continue;
      const row = supportTargetRow(this.markets, ref);
      if (row) rows.push(row);
      if (performance.now() - sliceStart > 8) {
        await yieldToLoop();
        sliceStart = performance.now();
      }
    }
    return rows;
  }

  /** Participant-wise OI of a session: imported NSE file when there is one, else simulated. */
  participantOi(query: { readonly date?: string | undefined; readonly days: number }) {
    return participantOiAnswer(this.markets, this.db, query);
  }

  /** The catalogue (its length is the product's strategy count). */
  strategyList() {
    return this.catalogue;
  }

  strategyDetails(ref: UnderlyingRef, strategyId: string, expiry: string | undefined) {
    return strategyDetails(this.markets, ref, strategyId, expiry);
  }

  payoff(ref: UnderlyingRef, body: Omit<PayoffBody, 'symbol' | 'legs'> & { legs: readonly StrategyLeg[] }) {
    return positionOf(this.markets, ref, body.legs, body);
  }
}

/**
 * Issues option tips as the market plays and keeps their record (docs/derivatives.md "Option
 * tips"). At each quarter hour of market time from 09:30 to 14:45 IST (within 3 market minutes of
 * the mark, never caught up later) the rules read the live chain of NIFTY, BANKNIFTY and FINNIFTY —
 * the chain the option-chain page shows — and every tip is appended to the log at once, before
 * anything after it is known. Open tips are judged on each completed minute's quote of their
 * contracts (the chain rebuilt at that minute's close), and a closed tip's judgement is appended as
 * its own entry. No session is replayed into the record: it starts when the product starts
 * recording.
 */
import { OPTION_TIP_UNDERLYINGS } from '@nivesh/contracts';
import {
  INDIA_VIX,
  type IsoDate,
  istDateTimeToUtc,
  judgeTip,
  type OptionChainExpiry,
  type OptionTip,
  type TipJudgement,
  type TipLeg,
  type TipQuote,
  tipsAt,
} from '@nivesh/market';
import type { OptionTipEventRow } from '../db/schema';
import { yieldToLoop } from '../derivatives/chain-history';
import { ivRank } from '../derivatives/oi-analysis';
import {
  type OptionMarkets,
  type ReferenceCloses,
  type UnderlyingRef,
  vixAtm,
} from '../derivatives/option-markets';
import type { MarketService } from '../market/market.service';
import { INDEX_PATH_SCALE, pastDayBars } from '../market/past-intraday';
import type { TipEventContent, TipLedger } from './tip-ledger';

/** Chains rebuilt between two yields to the event loop (a few ms of work). */
const CHAINS_PER_SLICE = 4;

/** Minutes after 09:15 of the first and last issue, the spacing, and the latest exit (15:20). */
export const TIP_SCHEDULE = { first: 15, last: 330, every: 15, exit: 365, window: 3 } as const;

/** A tip of the log with its issuing entry's hash and its judgement once appended. */
export interface StoredTip {
  readonly id: string;
  readonly tip: OptionTip;
  readonly hash: string;
  readonly judgement: TipJudgement | null;
}

export const tipIdOf = (tip: Pick<OptionTip, 'sessionDate' | 'underlying' | 'rule'>): string =>
  `${tip.sessionDate}|${tip.underlying}|${tip.rule}`;

/** A leg's strike index in `expiry` (−1 when not listed) and the columns of its right. */
export const legColumns = (expiry: OptionChainExpiry, leg: Pick<TipLeg, 'strike' | 'right'>) => ({
  i: expiry.strikes.indexOf(leg.strike),
  side: leg.right === 'CE' ? expiry.call : expiry.put,
});

/** Folds one log entry into the tips by id: an issue adds a tip, a judgement completes it. */
function applyEntry(tips: Map<string, StoredTip>, row: OptionTipEventRow): void {
  if (row.kind === 'issued') {
    tips.set(row.tipId, {
      id: row.tipId,
      tip: JSON.parse(row.body) as OptionTip,
      hash: row.hash,
      judgement: null,
    });
    return;
  }
  const issued = tips.get(row.tipId);
  if (issued) tips.set(row.tipId, { ...issued, judgement: JSON.parse(row.body) as TipJudgement });
}

/** The tips of a log in issue order, each with its judgement when one was appended. */
export function foldTips(rows: readonly OptionTipEventRow[]): Map<string, StoredTip> {
  const tips = new Map<string, StoredTip>();
  for (const row of rows) applyEntry(tips, row);
  return tips;
}

/** One session's minute closes of an underlying and India VIX (paise), and how many are complete. */
interface MinuteSeries {
  readonly spots: ArrayLike<number>;
  readonly vix: ArrayLike<number> | undefined;
  readonly complete: number;
  readonly openMs: number;
  readonly closes: ReferenceCloses;
}

export class OptionTipsService {
  private running: Promise<void> = Promise.resolve();
  private lastMinute = '';
  private readonly issuedMarks = new Set<string>();
  private readonly quotes = new Map<string, { minute: number; list: TipQuote[] }>();
  private cache: Promise<Map<string, StoredTip>> | undefined;
  private built = 0;

  constructor(
    private readonly market: MarketService,
    private readonly markets: OptionMarkets,
    readonly ledger: TipLedger,
    private readonly onError: (error: unknown) => void = () => {},
  ) {}

  /** Follows the market: issues and judges on each new market minute. Returns the stop function. */
  start(): () => void {
    void this.step();
    return this.market.onQuotes(() => void this.step());
  }

  /** Issues at a quarter-hour mark and judges the open tips, once per market minute. */
  step(): Promise<void> {
    const session = this.market.feed.session();
    const key = `${session.date}|${session.live}|${Math.floor(session.secondsPlayed / 60)}`;
    if (key === this.lastMinute) return this.running;
    this.lastMinute = key;
    this.running = this.running
      .then(async () => {
        await this.issue();
        await this.judgeOpen();
      })
      .catch((error: unknown) => this.onError(error));
    return this.running;
  }

  /**
   * Every tip of the log with its stored judgement: read once, then kept as this service appends
   * (the one writer of its market's log).
   */
  async stored(): Promise<StoredTip[]> {
    return [...(await this.tips()).values()];
  }

  private tips(): Promise<Map<string, StoredTip>> {
    this.cache ??= this.ledger.all().then(foldTips);
    return this.cache;
  }

  private async append(entries: readonly TipEventContent[]): Promise<void> {
    if (entries.length === 0) return;
    const tips = await this.tips();
    for (const row of await this.ledger.append(entries)) applyEntry(tips, row);
  }

  private refs(): UnderlyingRef[] {
    return OPTION_TIP_UNDERLYINGS.flatMap((s) => this.markets.underlying(s) ?? []);
  }

  private async issue(): Promise<void> {
    const session = this.market.feed.session();
    if (!session.live) return;
    const played = Math.floor(session.secondsPlayed / 60);
    const { first, last, every, window, exit } = TIP_SCHEDULE;
    const mark = Math.floor(played / every) * every;
    const markKey = `${session.date}|${mark}`;
    if (mark < first || mark > last || played - mark > window || this.issuedMarks.has(markKey)) return;
    this.issuedMarks.add(markKey);
    const known = new Set((await this.stored()).map((t) => t.id));
    const entries: TipEventContent[] = [];
    for (const ref of this.refs()) {
      await yieldToLoop();
      const chain = this.markets.liveChain(ref).today;
      const expiry = chain.expiries[0];
      const before = this.market.feed.minuteCloses(ref.marketSymbol)?.[played - 15] ?? 0;
      if (!expiry || !(before > 0)) continue;
      const tips = tipsAt({
        underlying: ref.symbol,
        sessionDate: session.date,
        at: session.marketTimeMs,
        exitBy: session.openMs + exit * 60_000,
        lotSize: chain.lotSize,
        spot: chain.spot,
        spotBefore: before / 100,
        ivRank: ivRank(this.markets, ref).rank ?? Number.NaN,
        expiry,
      });
      for (const tip of tips) {
        const tipId = tipIdOf(tip);
        if (known.has(tipId)) continue;
        entries.push(contentOf('issued', tip, new Date(session.marketTimeMs), JSON.stringify(tip)));
      }
    }
    await this.append(entries);
  }

  private async judgeOpen(): Promise<void> {
    const session = this.market.feed.session();
    const entries: TipEventContent[] = [];
    for (const stored of await this.stored()) {
      if (stored.judgement) continue;
      const j = await this.judgeNow(stored.tip);
      if (!j || j.status === 'open') continue;
      const at = new Date(
        Math.max(j.exit?.at ?? stored.tip.exitBy, Math.min(session.marketTimeMs, stored.tip.exitBy)),
      );
      entries.push(contentOf('judged', stored.tip, at, JSON.stringify(j)));
    }
    await this.append(entries);
    for (const id of this.quotes.keys()) if (!id.startsWith(session.date)) this.quotes.delete(id);
  }

  /** The judgement of a tip on the quotes so far (undefined when its prices cannot be rebuilt). */
  async judgeNow(tip: OptionTip): Promise<TipJudgement | undefined> {
    const session = this.market.feed.session();
    const quotes = await this.quotesOf(tip);
    if (!quotes) return undefined;
    const now = tip.sessionDate === session.date && session.live ? session.marketTimeMs : tip.exitBy;
    return judgeTip(tip, quotes, now);
  }

  /** The tip's legs quoted at the close of each completed minute after its issue (cached). */
  private async quotesOf(tip: OptionTip): Promise<TipQuote[] | undefined> {
    const ref = this.markets.underlying(tip.underlying);
    const series = ref && this.series(ref, tip.sessionDate as IsoDate);
    if (!ref || !series) return undefined;
    const id = tipIdOf(tip);
    const cached = this.quotes.get(id) ?? { minute: -1, list: [] };
    this.quotes.set(id, cached);
    const end = Math.min(series.complete, TIP_SCHEDULE.exit);
    const expiries = [{ date: (tip.legs[0]?.expiry ?? '') as IsoDate, kind: 'weekly' as const }];
    // Each minute is claimed before it is built: a concurrent reader (the live answer) never repeats one.
    while (cached.minute + 1 < end) {
      const k = ++cached.minute;
      const at = series.openMs + (k + 1) * 60_000;
      const spot = (series.spots[k] ?? 0) / 100;
      if (at <= tip.issuedAt || !(spot > 0)) continue;
      const vix = series.vix ? (series.vix[k] ?? 0) / 100 : undefined;
      const chain = this.markets.chainAt(ref, new Date(at), spot, vixAtm(vix), series.closes, { expiries });
      const e = chain.expiries[0];
      if (!e) continue;
      const legs = tip.legs.map((leg) => {
        const { i, side } = legColumns(e, leg);
        return { bid: side.bid[i] ?? 0, ask: side.ask[i] ?? 0 };
      });
      cached.list.push({ at, legs });
      if (++this.built % CHAINS_PER_SLICE === 0) await yieldToLoop();
    }
    return cached.list;
  }

  /** Minute closes of `ref` and India VIX on `date`: the feed's today, rebuilt for a past session. */
  private series(ref: UnderlyingRef, date: IsoDate): MinuteSeries | undefined {
    const feed = this.market.feed;
    const session = feed.session();
    if (date === session.date) {
      const spots = feed.minuteCloses(ref.marketSymbol);
      if (!spots) return undefined;
      return {
        spots,
        vix: feed.minuteCloses(INDIA_VIX),
        complete: session.live ? Math.floor(session.secondsPlayed / 60) : spots.length,
        openMs: session.openMs,
        closes: this.markets.liveCloses(ref),
      };
    }
    const state = this.markets.state;
    const t = state.dates.lastIndexOf(date);
    // Index levels are drawn on the tick at INDEX_PATH_SCALE (past-intraday.ts); India VIX is an index too.
    const scale = ref.kind === 'index' ? INDEX_PATH_SCALE : 1;
    const bars = t >= 0 ? pastDayBars(feed.pathSeed, state, ref.id, t, 1, scale) : undefined;
    if (!bars) return undefined;
    const vixId = state.idOf(INDIA_VIX);
    const vix =
      vixId === undefined
        ? undefined
        : pastDayBars(feed.pathSeed, state, vixId, t, 1, INDEX_PATH_SCALE)?.close;
    return {
      spots: bars.close,
      vix,
      complete: bars.count,
      openMs: istDateTimeToUtc(date, '09:15').getTime(),
      closes: this.markets.closesBefore(ref, t),
    };
  }
}

function contentOf(
  kind: 'issued' | 'judged',
  tip: OptionTip,
  recordedAt: Date,
  body: string,
): TipEventContent {
  return {
    kind,
    tipId: tipIdOf(tip),
    sessionDate: tip.sessionDate,
    underlying: tip.underlying,
    rule: tip.rule,
    recordedAt,
    body,
  };
}

/**
 * Today's stocks of a user's strategy: the stocks of its scope whose ENTRY condition holds at the
 * last completed bar of its timeframe (`CompletedBarsUniverse`), with their quote, the values of
 * the condition's terms and whether the EXIT condition holds at the same bar. One `ScreenCache` per
 * played minute is shared by every strategy, so an indicator several strategies read is computed
 * once; an answer is kept per strategy version until the market plays another minute. Only the
 * scope's stocks are evaluated, one per step, yielding to other requests every few milliseconds.
 */
import type { UserStrategyStock } from '@nivesh/contracts';
import { type CompiledScreen, runScreenSteps, ScreenCache } from '@nivesh/market';
import { driveSteps } from '../backtest/backtest-runner';
import type { UserStrategyRow } from '../db/schema';
import { barsStatus, lastCompletedDailyDate, sessionClock } from '../intraday-screeners/session-bars-status';
import { type MarketService, toLiveQuote } from '../market/market.service';
import { round, roundedFinite } from '../market/market-answers';
import { MarketScreenUniverse } from '../screens/market-screen-universe';
import { LIVE_DAILY_BARS } from '../trading-tools/todays-signals';
import { CompletedBarsUniverse } from './completed-bars-universe';
import { rowTimeframe } from './user-strategy-mapping';

export interface StrategyStocks {
  readonly bar: { readonly label: string; readonly date: string | null };
  readonly columns: string[];
  readonly scanned: number;
  readonly rows: UserStrategyStock[];
  readonly note: string | null;
  readonly elapsedMs: number;
}

/** A strategy's entry and exit rules compiled for its timeframe. */
export interface StrategyRules {
  readonly entry: CompiledScreen;
  readonly exit: CompiledScreen;
}

/** `20 Nov 2026` for `2026-11-20`. */
export function shownDate(iso: string): string {
  return new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

export class StrategyStocksScanner {
  private readonly universe: CompletedBarsUniverse;
  private cache = new ScreenCache();
  private minute = -1;
  private readonly kept = new Map<string, StrategyStocks>();

  constructor(private readonly market: MarketService) {
    this.universe = new CompletedBarsUniverse(market, new MarketScreenUniverse(market), LIVE_DAILY_BARS);
  }

  /** Stocks in a strategy's scope (`sector`: a sector name, null for all stocks). */
  stocksIn(sector: string | null): number {
    return this.universe.rowsOf(sector).length;
  }

  /**
   * The strategy's stocks now (`sector`: the scope's sector name, null for all stocks; `rules`: the
   * row's rules, compiled for its timeframe).
   */
  async stocksOf(row: UserStrategyRow, sector: string | null, rules: StrategyRules): Promise<StrategyStocks> {
    const minute = this.universe.follow();
    if (minute !== this.minute) {
      // Bars of an earlier minute are dropped with their cache entries (weakly keyed).
      this.minute = minute;
      this.cache = new ScreenCache();
      this.kept.clear();
    }
    const key = `${row.id}:${row.version}`;
    const kept = this.kept.get(key);
    if (kept) return kept;
    const answer = await this.scan(row, sector, rules);
    if (this.minute === minute) this.kept.set(key, answer);
    return answer;
  }

  private bar(timeframe: string): { label: string; date: string | null; note: string | null } {
    const feed = this.market.feed;
    const session = feed.session();
    if (timeframe === 'm15') {
      const { closed } = barsStatus(session);
      if (closed === 0)
        return {
          label: `No 15-minute bar has closed yet on ${shownDate(session.date)}`,
          date: null,
          note: 'No 15-minute bar of this session has closed yet: the first closes at 09:30 IST.',
        };
      const from = sessionClock((closed - 1) * 15);
      return {
        label: `15-minute bar ${from}–${sessionClock(closed * 15)} IST, ${shownDate(session.date)}`,
        date: session.date,
        note: null,
      };
    }
    const date = lastCompletedDailyDate(feed, session) ?? session.date;
    return { label: `Close of ${shownDate(date)}`, date, note: null };
  }

  private async scan(
    row: UserStrategyRow,
    sector: string | null,
    rules: StrategyRules,
  ): Promise<StrategyStocks> {
    const started = performance.now();
    const bar = this.bar(rowTimeframe(row));
    const scope = { cache: this.cache, rows: this.universe.rowsOf(sector) };
    const entry = (await driveSteps(runScreenSteps(rules.entry, this.universe, scope))).run;
    const exits = new Set((await driveSteps(runScreenSteps(rules.exit, this.universe, scope))).run.matches);
    const state = this.market.feed.state;
    const rows = Array.from(entry.matches, (match, k): UserStrategyStock => {
      const id = this.universe.idAt(match);
      const meta = state.meta(id);
      const { ltp, change, changePct, high, low, volume } = toLiveQuote(state.quote(id));
      return {
        symbol: meta.symbol,
        name: meta.name ?? meta.symbol,
        sector: meta.sector,
        ltp,
        change,
        changePct,
        high,
        low,
        volume,
        values: entry.columns.map((c) => roundedFinite(c.values[k])),
        exitHolds: exits.has(match),
      };
    });
    return {
      bar: { label: bar.label, date: bar.date },
      columns: entry.columns.map((c) => c.key),
      scanned: scope.rows.length,
      rows: rows.sort((a, b) => b.ltp * b.volume - a.ltp * a.volume || a.symbol.localeCompare(b.symbol)),
      note: bar.note,
      elapsedMs: round(performance.now() - started, 1),
    };
  }
}

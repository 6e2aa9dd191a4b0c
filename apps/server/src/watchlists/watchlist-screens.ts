/**
 * Watchlists that follow a screen (issue 18: "a list can be a saved screen that refreshes itself"):
 * the list's stocks are the screen's results when read, up to WATCHLIST_STOCKS_MAX — one of the
 * user's saved screens (run as `screener/runScreen` runs it) or a built-in screen (in its own
 * order, as its page sorts it first).
 */
import { WATCHLIST_STOCKS_MAX, type WatchlistScreen } from '@nivesh/contracts';
import { findBuiltinScreenAnywhere } from '@nivesh/market';
import { resultRows, sortRows } from '../builtin-screeners/builtin-screener-answers';
import type { Clock } from '../clock';
import type { WatchlistRow } from '../db/schema';
import { resolveSector } from '../market/day/list-scope';
import { runScreenOver } from '../screens/run-screen';
import { compiledOrError } from '../screens/screener.routes';
import type { MarketServices } from '../services';

/** A list's link: the user's saved screen or a built-in screen's slug (both null: its own stocks). */
export interface ScreenLink {
  readonly screenId: string | null;
  readonly builtinScreen: string | null;
}

export const NO_LINK: ScreenLink = { screenId: null, builtinScreen: null };

/** The screen a list follows now: its stocks, and when they were computed. */
export interface FollowedScreen {
  readonly screen: WatchlistScreen;
  readonly symbols: string[];
  readonly refreshedAt: Date;
}

type Services = Pick<MarketServices, 'market' | 'screens' | 'builtinScreener'>;

export class WatchlistScreens {
  constructor(
    private readonly services: Services,
    private readonly clock: Clock,
  ) {}

  /**
   * The link a `screen` value asks for (`none`, `saved:{id}` of this user's screens, `builtin:{slug}`),
   * or the refusal's message: another user's screen is "No such saved screen", as one that never was.
   */
  async linkOf(userId: string, key: string): Promise<ScreenLink | { readonly refusal: string }> {
    if (key === 'none') return NO_LINK;
    const [kind, id = ''] = key.split(':');
    if (kind === 'saved') {
      const saved = await this.services.screens.saved.get(userId, id);
      return saved ? { screenId: saved.id, builtinScreen: null } : { refusal: 'No such saved screen' };
    }
    const builtin = findBuiltinScreenAnywhere(id);
    return builtin
      ? { screenId: null, builtinScreen: builtin.slug }
      : { refusal: `No built-in screen ${id}` };
  }

  /** The screen `row` follows with its current results, or null for a list of its own stocks. */
  async follow(userId: string, row: WatchlistRow): Promise<FollowedScreen | null> {
    if (row.screenId !== null) return this.followSaved(userId, row.screenId);
    if (row.builtinScreen !== null) return this.followBuiltin(row.builtinScreen);
    return null;
  }

  private followed(screen: Omit<WatchlistScreen, 'matches'>, symbols: readonly string[]): FollowedScreen {
    return {
      screen: { ...screen, matches: symbols.length },
      symbols: symbols.slice(0, WATCHLIST_STOCKS_MAX),
      refreshedAt: this.clock.now(),
    };
  }

  private async followSaved(userId: string, screenId: string): Promise<FollowedScreen | null> {
    const saved = await this.services.screens.saved.get(userId, screenId);
    if (!saved) return null;
    const screen = { kind: 'saved' as const, id: saved.id, name: saved.name, key: `saved:${saved.id}` };
    const compiled = compiledOrError(saved.query);
    const sector =
      saved.sector === null ? null : resolveSector(this.services.market.feed.state, saved.sector);
    // A screen that no longer compiles, or a sector the market no longer has, matches nothing.
    if ('status' in compiled || sector === undefined) return this.followed(screen, []);
    const run = await runScreenOver(this.services.screens, compiled, sector);
    return this.followed(screen, 'refusal' in run ? [] : run.result.symbols);
  }

  private followBuiltin(slug: string): FollowedScreen | null {
    const builtin = findBuiltinScreenAnywhere(slug);
    if (!builtin) return null;
    const { market, builtinScreener } = this.services;
    const state = market.feed.state;
    const run = builtinScreener.live(builtin);
    const rows = resultRows(
      state,
      run.result,
      (i) => builtinScreener.idAt(i),
      { kind: 'live', date: state.sessionDate },
      null,
    );
    const sorted = sortRows(rows, builtin, builtin.sort.expression, builtin.sort.direction);
    const symbols = ('unknownKey' in sorted ? rows : sorted).map((r) => r.symbol);
    return this.followed(
      { kind: 'builtin', id: builtin.slug, name: builtin.name, key: `builtin:${builtin.slug}` },
      symbols,
    );
  }
}

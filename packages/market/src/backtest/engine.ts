import type { Side } from '../charges/charge-rates';
import { chargesForOrder } from '../charges/charges-for-order';
import type { AdjustedBars } from './adjusted-bars';
import type { ExitReason, PositionSide, Trade } from './backtest-types';
import type { EngineConfig, EngineInstrument, EngineOutput } from './engine-types';
import { type ExitLevels, exitLevels, gapExit, intrabarExit, slippedPrice } from './fill-rules';
import { assertAlignedColumns, assertValidRules } from './validate-inputs';

interface OpenPosition {
  readonly instrument: number;
  readonly quantity: number;
  readonly entryIndex: number;
  readonly entryPrice: number;
  readonly entryCharges: number;
  readonly levels: ExitLevels;
}

/**
 * Bar-by-bar simulation shared by the single-symbol and portfolio back-tests. Within bar t:
 * (1) exits signalled at t−1 and stops/targets gapped through fill at the open; (2) entries
 * signalled at t−1 fill at the open, best score first, into free slots; (3) stops and targets
 * touched inside the bar fill at their level; (4) on the last bar everything closes at the close,
 * and so does every intraday position on the last bar of its session (labels' first 10 characters);
 * (5) equity is marked at the close; (6) bar t's signals are read for t+1. Signals never see a
 * later bar, so no look-ahead is possible inside the engine.
 */
export function runEngine(
  instruments: readonly EngineInstrument[],
  dates: readonly string[],
  config: EngineConfig,
): EngineOutput {
  return new Engine(instruments, dates, config).run();
}

class Engine {
  private cash: number;
  private readonly open: OpenPosition[] = [];
  private readonly trades: Trade[] = [];
  private readonly pendingExit: Uint8Array;
  private readonly held: Uint8Array;
  private readonly lastClose: Float64Array;
  private readonly candidates: number[] = [];
  private readonly dir: number;
  private readonly side: PositionSide;
  private readonly bps: number;
  private readonly intraday: boolean;

  constructor(
    private readonly instruments: readonly EngineInstrument[],
    private readonly dates: readonly string[],
    private readonly config: EngineConfig,
  ) {
    const { rules } = config;
    assertValidRules(rules);
    assertAlignedColumns(instruments, dates.length);
    this.side = rules.side ?? 'long';
    this.dir = this.side === 'long' ? 1 : -1;
    this.bps = rules.slippageBps ?? 0;
    this.intraday = rules.product === 'intraday';
    this.cash = rules.initialCapitalPaise;
    this.pendingExit = new Uint8Array(instruments.length);
    this.held = new Uint8Array(instruments.length);
    this.lastClose = new Float64Array(instruments.length);
  }

  run(): EngineOutput {
    const n = this.dates.length;
    const equity = new Float64Array(n);
    let previousEquity = this.config.rules.initialCapitalPaise;
    let exposedBars = 0;
    for (let t = 0; t < n; t++) {
      let exposed = this.open.length > 0;
      if (exposed) this.exitAtOpen(t);
      if (this.candidates.length > 0) exposed = this.enterAtOpen(t, previousEquity) || exposed;
      if (this.open.length > 0) {
        this.exitInsideBar(t);
        if (t === n - 1) this.closeOut(t, 'end');
        else if (this.intraday && sessionOf(this.dates[t]) !== sessionOf(this.dates[t + 1]))
          this.closeOut(t, 'squareOff');
      }
      previousEquity = this.markToMarket(t);
      equity[t] = previousEquity;
      if (exposed) exposedBars++;
      this.readSignals(t);
    }
    return { trades: this.trades, equityPaise: equity, exposedBars };
  }

  private exitAtOpen(t: number): void {
    this.closeWhere(t, (pos, prices) => {
      const open = prices.open[t] ?? 0;
      if (this.pendingExit[pos.instrument]) return { price: open, reason: 'signal' };
      return gapExit(pos.levels, open);
    });
  }

  private exitInsideBar(t: number): void {
    this.closeWhere(t, (pos, prices) => intrabarExit(pos.levels, prices.high[t] ?? 0, prices.low[t] ?? 0));
  }

  private closeOut(t: number, reason: ExitReason): void {
    this.closeWhere(t, (pos, prices) => {
      const close = prices.close[t] ?? 0;
      return { price: close > 0 ? close : (this.lastClose[pos.instrument] ?? 0), reason };
    });
  }

  /** Closes, in order, every open position for which `exitOf` names a fill price on bar t. */
  private closeWhere(
    t: number,
    exitOf: (pos: OpenPosition, prices: AdjustedBars) => { price: number; reason: ExitReason } | null,
  ): void {
    let kept = 0;
    for (const pos of this.open) {
      const inst = this.instrument(pos.instrument);
      const exit = exitOf(pos, inst.prices);
      if (exit && exit.price > 0) this.close(pos, inst.symbol, exit.price, exit.reason, t);
      else this.open[kept++] = pos;
    }
    this.open.length = kept;
  }

  private close(pos: OpenPosition, symbol: string, rawPrice: number, reason: ExitReason, t: number): void {
    // A target is a resting limit order: it fills at its price, with no slippage.
    const price = slippedPrice(rawPrice, this.dir < 0, reason === 'target' ? 0 : this.bps);
    const charges = this.charges(this.dir > 0 ? 'sell' : 'buy', pos.quantity, price);
    this.held[pos.instrument] = 0;
    this.cash += this.dir * pos.quantity * price - charges;
    const gross = this.dir * pos.quantity * (price - pos.entryPrice);
    this.trades.push({
      symbol,
      side: this.side,
      quantity: pos.quantity,
      entryIndex: pos.entryIndex,
      entryDate: this.dates[pos.entryIndex] ?? '',
      entryPricePaise: pos.entryPrice,
      exitIndex: t,
      exitDate: this.dates[t] ?? '',
      exitPricePaise: price,
      grossPnlPaise: gross,
      chargesPaise: pos.entryCharges + charges,
      netPnlPaise: gross - pos.entryCharges - charges,
      reason,
    });
  }

  /** Fills pending entries at bar t's open; true when at least one filled. */
  private enterAtOpen(t: number, previousEquity: number): boolean {
    let entered = false;
    for (const i of this.candidates) {
      if (this.open.length >= this.config.maxOpenPositions) break;
      entered = this.enter(i, t, previousEquity) || entered;
    }
    return entered;
  }

  private enter(i: number, t: number, previousEquity: number): boolean {
    const rawOpen = this.instrument(i).prices.open[t] ?? 0;
    if (!(rawOpen > 0)) return false;
    const price = slippedPrice(rawOpen, this.dir > 0, this.bps);
    const entrySide: Side = this.dir > 0 ? 'buy' : 'sell';
    let quantity = Math.floor(Math.min(this.config.budget(previousEquity), this.cash) / price);
    let charges = 0;
    // Shrink until value + charges fit in the cash (a short is held against its full value).
    while (quantity > 0) {
      charges = this.charges(entrySide, quantity, price);
      if (quantity * price + charges <= this.cash) break;
      quantity = Math.min(quantity - 1, Math.floor((this.cash - charges) / price));
    }
    if (quantity <= 0) return false;
    this.cash -= this.dir * quantity * price + charges;
    const { stopLossPercent, targetPercent } = this.config.rules;
    this.open.push({
      instrument: i,
      quantity,
      entryIndex: t,
      entryPrice: price,
      entryCharges: charges,
      levels: exitLevels(this.side, price, stopLossPercent, targetPercent),
    });
    this.lastClose[i] = price;
    this.held[i] = 1;
    this.pendingExit[i] = 0;
    return true;
  }

  private markToMarket(t: number): number {
    let value = this.cash;
    for (const pos of this.open) {
      const close = this.instrument(pos.instrument).prices.close[t] ?? 0;
      if (close > 0) this.lastClose[pos.instrument] = close;
      value += this.dir * pos.quantity * (this.lastClose[pos.instrument] ?? 0);
    }
    return value;
  }

  /** Bar t's signals: exits of held instruments, and entries of flat ones ranked by score. */
  private readSignals(t: number): void {
    for (const pos of this.open) {
      this.pendingExit[pos.instrument] = this.instrument(pos.instrument).exits[t] ? 1 : 0;
    }
    const candidates = this.candidates;
    candidates.length = 0;
    for (let i = 0; i < this.instruments.length; i++) {
      if (this.instrument(i).entries[t] && !this.held[i]) candidates.push(i);
    }
    if (candidates.length > 1) candidates.sort((a, b) => this.rank(b, t) - this.rank(a, t) || a - b);
  }

  private rank(i: number, t: number): number {
    const score = this.instrument(i).score?.[t];
    return score === undefined || Number.isNaN(score) ? Number.NEGATIVE_INFINITY : score;
  }

  private charges(side: Side, quantity: number, pricePaise: number): number {
    const { product = 'delivery', plan } = this.config.rules;
    return chargesForOrder({ side, product, quantity, pricePaise, plan }).total;
  }

  private instrument(i: number): EngineInstrument {
    const inst = this.instruments[i];
    if (!inst) throw new RangeError(`backtest: no instrument ${i}`);
    return inst;
  }
}

/** The session (trading day) of a bar label: its `YYYY-MM-DD` part. */
function sessionOf(label: string | undefined): string {
  return (label ?? '').slice(0, 10);
}

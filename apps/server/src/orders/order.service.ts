/**
 * The simulated broker behind the order dashboard (issue 5): one PaperBroker per market, rebuilt
 * from the stored events at start, fed every market tick; every command runs in one queue, its
 * events stored before it answers. A command whose events cannot be stored is rolled back in
 * memory (the broker records how to undo each change until the store commits), so memory never
 * runs ahead of what is kept and a failed submit re-reads nothing.
 */
import { randomBytes } from 'node:crypto';
import {
  accountsOfEvents,
  type BasketRequest,
  type BrokerEvent,
  type DerivativeContract,
  type Funds,
  fillCharges,
  INTRADAY_LEVERAGE,
  type IsoDate,
  isContractSymbol,
  istDateTimeToUtc,
  istParts,
  netQuantity,
  type OrderKind,
  type OrderRequest,
  PaperBroker,
  pricedSymbolsOf,
} from '@nivesh/market';
import type { Clock } from '../clock';
import {
  type ContractHolding,
  type ContractQuote,
  type ContractQuotes,
  type OrderMargin,
  openingUnits,
} from '../derivatives/contract-quotes';
import type { MarketService } from '../market/market.service';
import type { BrokerEventsRepository, StoredSubmit } from './broker-events.repository';
import type { StrategyKind, StrategySignalSource } from './strategy-signals';

/** 15:20 IST, in seconds after the 09:15 open: intraday positions are squared off here. */
export const SQUARE_OFF_SECOND = (6 * 60 + 5) * 60;
const SESSION_SECONDS = 22_500;

export type CommandResult<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly message: string };
const refused = (message: string): CommandResult<never> => ({ ok: false, message });

export interface SimpleOrderInput {
  readonly symbol: string;
  readonly side: 'buy' | 'sell';
  readonly kind: OrderKind;
  readonly product: 'intraday' | 'delivery';
  readonly quantity: number;
  readonly pricePaise: number;
  readonly triggerPaise: number;
}

/** One leg of an F&O order: a contract, in lots, at the market or a limit price. */
export interface ContractOrderInput {
  readonly symbol: string;
  readonly side: 'buy' | 'sell';
  readonly kind: 'market' | 'limit';
  /** `delivery` is NRML (carried until closed or expired), `intraday` is MIS (squared off at 15:20). */
  readonly product: 'intraday' | 'delivery';
  readonly lots: number;
  readonly pricePaise: number;
}

/** An order's legs, buys first: a hedge bought before the short it covers lowers that short's margin. */
const buysFirst = (legs: readonly ContractOrderInput[]): ContractOrderInput[] =>
  [...legs].sort((a, b) => (a.side === b.side ? 0 : a.side === 'buy' ? -1 : 1));

/** A leg's quote now, its units and the margin it adds to `holdings`; undefined when it is not listed. */
function pricedLeg(
  contracts: ContractQuotes,
  leg: ContractOrderInput,
  holdings: readonly ContractHolding[],
): { quote: ContractQuote; units: number; margin: OrderMargin | undefined } | undefined {
  const quote = contracts.quote(leg.symbol);
  if (!quote || quote.ltpPaise <= 0) return undefined;
  const units = leg.lots * quote.lotSize;
  const margin = contracts.orderMargin(
    { symbol: leg.symbol, units: leg.side === 'buy' ? units : -units },
    holdings,
  );
  return { quote, units, margin };
}

/** What one leg of an F&O order came to. */
export interface ContractOrderResult {
  readonly symbol: string;
  readonly orderId: string;
  readonly status: string;
  readonly message: string;
  readonly ok: boolean;
}

/** One leg of an F&O order before it is placed: its price and what it blocks, paise. */
export interface LegPreview {
  readonly symbol: string;
  readonly label: string;
  readonly side: 'buy' | 'sell';
  readonly lotSize: number;
  readonly units: number;
  readonly ltpPaise: number;
  /** Premium of the leg's units (paid on buys, received on sells); 0 for futures. */
  readonly premiumPaise: number;
  /** Premium the leg blocks: the units an option buy opens, at its price. */
  readonly blockedPremiumPaise: number;
  readonly marginPaise: number;
  readonly chargesPaise: number;
}

export interface ContractOrderPreview {
  readonly legs: readonly LegPreview[];
  /** What hedging saves on the whole position after the order, ₹. */
  readonly hedgeBenefit: number;
  readonly method: string;
  readonly availablePaise: number;
}

export interface BasketInput {
  readonly kind: StrategyKind;
  readonly strategyId: string;
  readonly strategyName: string;
  readonly sector: string;
  readonly count: number;
  readonly quantity: number;
  readonly targetPercent: number;
  readonly stopPercent: number;
  readonly side: 'buy' | 'sell';
  readonly product: 'intraday' | 'delivery';
}

/** What the dashboard shows of a basket beyond the broker's state: its strategy and sector. */
export interface BasketMeta {
  readonly kind: StrategyKind;
  readonly strategyId: string;
  readonly strategyName: string;
  readonly sector: string;
}

function metaOf(labels: Readonly<Record<string, string>> | undefined): BasketMeta | undefined {
  if (!labels) return undefined;
  const { kind, strategyId, strategyName, sector } = labels;
  if ((kind !== 'autosignal' && kind !== 'tradingTool') || !strategyId || !strategyName || !sector)
    return undefined;
  return { kind, strategyId, strategyName, sector };
}

/** 15:30 IST of an IST date, epoch ms. */
const sessionCloseMs = (date: IsoDate): number => istDateTimeToUtc(date, '15:30').getTime();

/** The accounts whose dashboards a stored batch of events changed (`all`: a session settled). */
export type OrderChangeListener = (accounts: ReadonlySet<string> | 'all') => void;

/** A broker that records how to undo its changes until they are stored (`commit`). */
function undoable(broker: PaperBroker): PaperBroker {
  broker.recordUndo();
  return broker;
}

/** An account's funds in rupees, with the intraday leverage they assume. */
export interface FundsView {
  readonly capital: number;
  readonly available: number;
  readonly usedMargin: number;
  readonly positionMargin: number;
  readonly orderMargin: number;
  readonly invested: number;
  readonly realised: number;
  readonly charges: number;
  readonly intradayLeverage: number;
}

const fundsView = (f: Funds): FundsView => ({
  capital: f.capitalPaise / 100,
  available: f.availablePaise / 100,
  usedMargin: f.usedMarginPaise / 100,
  positionMargin: f.positionMarginPaise / 100,
  orderMargin: f.orderMarginPaise / 100,
  invested: f.investedPaise / 100,
  realised: f.realisedPaise / 100,
  charges: f.chargesPaise / 100,
  intradayLeverage: INTRADAY_LEVERAGE,
});

const newId = (prefix: string) => `${prefix}${randomBytes(5).toString('hex').toUpperCase()}`;

/** A command's result, or what it threw. */
type Outcome =
  | { readonly ok: true; readonly value: unknown }
  | { readonly ok: false; readonly error: unknown };
interface Job {
  readonly work: () => Promise<unknown>;
  readonly settle: (outcome: Outcome) => void;
}
/** What a batch of commands stores together, and the broker's undo mark after the last of it. */
interface PendingWrite {
  readonly events: BrokerEvent[];
  readonly submits: StoredSubmit[];
  mark: number;
}
/** At most this many queued commands share one write. */
const MAX_BATCH = 64;
const BATCHABLE = true;

export class OrderService {
  private broker = undoable(new PaperBroker());
  private running: Promise<unknown> = Promise.resolve();
  /** The batch queued behind the running command, which batchable commands still join. */
  private openBatch: Job[] | undefined;
  /** The batch running now: `store` keeps its events for one write. */
  private batch: PendingWrite | undefined;
  private readonly settled = new Set<string>();
  private readonly squaredOff = new Set<string>();
  private lastLegCheckMinute = -1;
  /** The session the broker last traded in (IST date and its close, epoch ms), to settle when it ends. */
  private activeSession: { date: string; closeMs: number } | undefined;
  /** Each basket's strategy and sector (stored as the basket's labels). */
  private readonly meta = new Map<string, BasketMeta>();
  private readonly changeListeners = new Set<OrderChangeListener>();

  constructor(
    private readonly market: MarketService,
    private readonly events: BrokerEventsRepository,
    private readonly strategies: StrategySignalSource,
    private readonly clock: Clock,
    private readonly onError: (error: unknown) => void = () => {},
    /** F&O contracts' prices and margins (absent: contracts cannot be traded). */
    private readonly contracts?: ContractQuotes,
  ) {}

  /** Rebuilds the broker from the store. */
  async load(): Promise<void> {
    const stored = await this.events.all();
    this.broker = undoable(PaperBroker.fromEvents(stored));
    this.settled.clear();
    this.meta.clear();
    for (const event of stored) this.remember(event);
    const last = stored.at(-1);
    if (last && last.type !== 'settled') {
      const { date } = istParts(new Date(last.at));
      this.activeSession = { date, closeMs: sessionCloseMs(date) };
    }
  }

  /** Loads, then follows the market: matches every tick, squares off at 15:20, settles each session. */
  async start(): Promise<() => void> {
    await this.queue(() => this.load());
    void this.queue(() => this.onTick([]));
    return this.market.onQuotes((symbols) => {
      void this.queue(() => this.onTick(symbols)).catch(this.onError);
    });
  }

  /** Waits for every queued command (tests). */
  idle(): Promise<unknown> {
    return this.running;
  }

  get state(): PaperBroker {
    return this.broker;
  }

  /** Calls `listener` after every stored batch of events with the accounts it concerns. */
  onChange(listener: OrderChangeListener): () => void {
    this.changeListeners.add(listener);
    return () => this.changeListeners.delete(listener);
  }

  /** The symbols whose price moves what `account`'s dashboard shows. */
  pricedSymbols(account: string): Set<string> {
    return pricedSymbolsOf(this.broker, account);
  }

  basketMeta(id: string): BasketMeta | undefined {
    return this.meta.get(id);
  }

  /** The last traded price of a symbol (equity or F&O contract) in paise, undefined when it has none. */
  ltpPaise(symbol: string): number | undefined {
    if (isContractSymbol(symbol)) return this.contracts?.ltpPaise(symbol);
    const state = this.market.feed.state;
    const id = state.idOf(symbol);
    return id === undefined ? undefined : state.quote(id).ltp;
  }

  /** Places (or, with `replaceId`, changes) a simple order for `account`. */
  submitSimple(
    account: string,
    input: SimpleOrderInput,
    options: { idempotencyKey?: string; replaceId?: string } = {},
  ): Promise<CommandResult<{ orderId: string; status: string; message: string }>> {
    return this.queue(async () => {
      const key = options.idempotencyKey;
      const earlier = key ? await this.submitted(account, key) : undefined;
      if (earlier) return this.answerFor(earlier);
      const closed = this.closedFor(input.product);
      if (closed) return refused(closed);
      const ltp = this.ltpPaise(input.symbol);
      if (ltp === undefined) return refused(`${input.symbol} is not a stock of this market`);
      const at = this.now();
      let orderId = options.replaceId ?? newId('SO');
      let events: BrokerEvent[];
      if (options.replaceId) {
        const order = this.broker.order(options.replaceId);
        if (!order || order.account !== account) return refused('No such order');
        if (order.symbol !== input.symbol) return refused('The stock of an order cannot be changed');
        if (order.side !== input.side || order.product !== input.product || order.kind !== input.kind) {
          // A different type, side or product: cancel and place anew (as brokers do).
          const cancelled = this.broker.cancel(order.id, at);
          if (cancelled.length === 0) return refused('This order is no longer open');
          orderId = newId('SO');
          events = [...cancelled, ...this.broker.place(this.request(account, orderId, input), ltp, at)];
        } else {
          const change = {
            quantity: input.quantity,
            pricePaise: input.pricePaise,
            triggerPaise: input.triggerPaise,
          };
          const modified = this.broker.modify(order.id, change, ltp, at);
          if (modified.error) return refused(modified.error);
          events = modified.events;
        }
      } else {
        events = this.broker.place(this.request(account, orderId, input), ltp, at);
      }
      await this.store(events, key ? { userId: account, key, orderId } : undefined);
      return this.answerFor(orderId);
    }, BATCHABLE);
  }

  /** Cancels an open simple order of `account`. */
  cancelSimple(account: string, orderId: string): Promise<CommandResult<string>> {
    return this.queue(async () => {
      const order = this.broker.order(orderId);
      if (!order || order.account !== account) return refused('No such order');
      const events = this.broker.cancel(orderId, this.now());
      if (events.length === 0)
        return refused(`Order ${orderId} is ${order.status}: only open orders can be deleted`);
      await this.store(events);
      return { ok: true as const, value: `Order ${orderId} cancelled` };
    }, BATCHABLE);
  }

  /** The account's virtual funds (rupees), as the dashboard shows them. */
  funds(account: string): FundsView {
    return fundsView(this.broker.fundsOf(account));
  }

  /** Sets the account's virtual capital back to ₹10 lakh (refused while anything is open). */
  resetFunds(account: string): Promise<CommandResult<FundsView>> {
    return this.queue(async () => {
      const reset = this.broker.resetFunds(account, this.now());
      if (reset.error) return refused(reset.error);
      await this.store(reset.events);
      return { ok: true as const, value: this.funds(account) };
    }, BATCHABLE);
  }

  /** Places a basket on the top stocks the strategy flags in the sector now. */
  submitBasket(
    account: string,
    input: BasketInput,
    options: { idempotencyKey?: string } = {},
  ): Promise<CommandResult<{ orderId: string; symbols: readonly string[] }>> {
    return this.queue(async () => {
      const key = options.idempotencyKey;
      const earlier = key ? await this.submitted(account, key) : undefined;
      const existing = earlier ? this.broker.basket(earlier) : undefined;
      if (earlier && existing)
        return { ok: true as const, value: { orderId: earlier, symbols: existing.request.symbols } };
      const closed = this.closedFor(input.product);
      if (closed) return refused(closed);
      const session = this.market.feed.session();
      const symbols = await this.strategies.topFlagged(
        input.kind,
        input.strategyId,
        input.sector,
        input.count,
        session.date,
      );
      if (symbols.length === 0)
        return refused(
          `${input.strategyName} flags no stock in ${input.sector} today: choose another sector or strategy`,
        );
      const orderId = newId('ST');
      const meta: BasketMeta = {
        kind: input.kind,
        strategyId: input.strategyId,
        strategyName: input.strategyName,
        sector: input.sector,
      };
      const basket: BasketRequest = {
        id: orderId,
        account,
        side: input.side,
        product: input.product,
        quantity: input.quantity,
        targetPercent: input.targetPercent,
        stopPercent: input.stopPercent,
        symbols,
        labels: { ...meta },
      };
      await this.store(
        this.broker.placeBasket(basket, this.now()),
        key ? { userId: account, key, orderId } : undefined,
      );
      await this.enterFiredLegs();
      return { ok: true as const, value: { orderId, symbols } };
    });
  }

  /** The display name of a strategy of a kind, undefined when there is none. */
  strategyName(kind: StrategyKind, strategyId: string): string | undefined {
    return this.strategies.strategyName(kind, strategyId);
  }

  /** Edits a basket none of whose stocks is processed yet: it is deleted and placed anew. */
  async replaceBasket(
    account: string,
    basketId: string,
    input: BasketInput,
  ): Promise<CommandResult<{ orderId: string; symbols: readonly string[] }>> {
    const basket = this.broker.basket(basketId);
    if (!basket || basket.request.account !== account || basket.deleted) return refused('No such order');
    if ([...basket.legs.values()].some((leg) => leg.status !== 'waiting' && leg.status !== 'removed'))
      return refused(`Order ${basketId} has processed stocks: it can no longer be edited`);
    const placed = await this.submitBasket(account, input);
    if (placed.ok) await this.deleteBasket(account, basketId);
    return placed;
  }

  /** The user processes a waiting leg by hand (spec 4: hover Buy/Sell on an unprocessed row). */
  enterLeg(account: string, basketId: string, symbol: string): Promise<CommandResult<string>> {
    return this.queue(async () => {
      const basket = this.broker.basket(basketId);
      if (!basket || basket.request.account !== account || basket.deleted) return refused('No such order');
      const leg = basket.legs.get(symbol);
      if (!leg) return refused(`${symbol} is not in order ${basketId}`);
      if (leg.status !== 'waiting') return refused(`${symbol} is already processed`);
      const closed = this.closedFor(basket.request.product);
      if (closed) return refused(closed);
      const ltp = this.ltpPaise(symbol);
      if (ltp === undefined) return refused(`${symbol} has no price`);
      const events = this.broker.enterLeg(basketId, symbol, ltp, this.now());
      await this.store(events);
      const rejected = events.find((e) => e.type === 'rejected');
      return rejected?.type === 'rejected'
        ? refused(rejected.reason)
        : { ok: true as const, value: `${symbol} processed` };
    }, BATCHABLE);
  }

  removeLeg(account: string, basketId: string, symbol: string): Promise<CommandResult<string>> {
    return this.queue(async () => {
      const basket = this.broker.basket(basketId);
      if (!basket || basket.request.account !== account || basket.deleted) return refused('No such order');
      if (!basket.legs.has(symbol)) return refused(`${symbol} is not in order ${basketId}`);
      await this.store(this.broker.removeLeg(basketId, symbol, (s) => this.ltpPaise(s), this.now()));
      return { ok: true as const, value: `${symbol} removed from order ${basketId}` };
    }, BATCHABLE);
  }

  deleteBasket(account: string, basketId: string): Promise<CommandResult<string>> {
    return this.queue(async () => {
      const basket = this.broker.basket(basketId);
      if (!basket || basket.request.account !== account || basket.deleted) return refused('No such order');
      await this.store(this.broker.deleteBasket(basketId, (s) => this.ltpPaise(s), this.now()));
      return { ok: true as const, value: `Order ${basketId} deleted` };
    }, BATCHABLE);
  }

  /**
   * Places the legs of an F&O order for `account`, buys first (a hedge bought before the short it
   * covers lowers that short's margin), each as its own order: a leg refused (margin, a contract
   * not listed) does not stop the others. With an idempotency key, a retry answers the first
   * submit's legs and places nothing.
   */
  submitContractOrders(
    account: string,
    legs: readonly ContractOrderInput[],
    options: { idempotencyKey?: string } = {},
  ): Promise<CommandResult<ContractOrderResult[]>> {
    return this.queue(async () => {
      const contracts = this.contracts;
      if (!contracts) return refused('F&O orders are not available on this market');
      const key = options.idempotencyKey;
      const earlier = key ? await this.submitted(account, key) : undefined;
      if (earlier) return { ok: true as const, value: this.legResults(earlier.replace(/-\d+$/, '')) };
      for (const leg of legs) {
        const closed = this.closedFor(leg.product);
        if (closed) return refused(closed);
      }
      const batchId = newId('FO');
      const at = this.now();
      const events: BrokerEvent[] = [];
      const ids = new Map(legs.map((leg, i) => [leg, `${batchId}-${i + 1}`]));
      for (const leg of buysFirst(legs)) {
        const id = ids.get(leg) ?? '';
        // Each leg is margined against the positions the legs placed before it left.
        const priced = pricedLeg(contracts, leg, this.contractHoldings(account));
        if (!priced) {
          events.push(...this.broker.place(this.contractRequest(account, id, leg, 1, 0), 0, at));
          continue;
        }
        const { quote, margin } = priced;
        const request = this.contractRequest(account, id, leg, quote.lotSize, margin?.perUnitPaise ?? 0);
        events.push(...this.broker.place(request, quote.ltpPaise, at));
      }
      await this.store(events, key ? { userId: account, key, orderId: `${batchId}-1` } : undefined);
      return { ok: true as const, value: this.legResults(batchId) };
    }, BATCHABLE);
  }

  /**
   * What F&O order `legs` would block for `account` now, leg by leg as `submitContractOrders` places
   * them (buys first, each margined against the positions and the legs before it); a refusal names
   * a contract that is not listed.
   */
  previewContractOrders(
    account: string,
    legs: readonly ContractOrderInput[],
  ): CommandResult<ContractOrderPreview> {
    const contracts = this.contracts;
    if (!contracts) return refused('F&O orders are not available on this market');
    const holdings = this.contractHoldings(account);
    const at = this.now();
    const previews: LegPreview[] = [];
    let hedgeBenefit = 0;
    let method = '';
    for (const leg of buysFirst(legs)) {
      const priced = pricedLeg(contracts, leg, holdings);
      if (!priced) return refused(`${leg.symbol} is not a contract listed now`);
      const { quote, units, margin } = priced;
      const signed = leg.side === 'buy' ? units : -units;
      const price = leg.kind === 'limit' ? leg.pricePaise : quote.ltpPaise;
      const opening = openingUnits({ symbol: leg.symbol, units: signed }, holdings);
      const isOption = quote.contract.kind !== 'future';
      previews.push({
        symbol: leg.symbol,
        label: quote.label,
        side: leg.side,
        lotSize: quote.lotSize,
        units,
        ltpPaise: quote.ltpPaise,
        premiumPaise: isOption ? units * price : 0,
        blockedPremiumPaise: isOption && leg.side === 'buy' ? opening * price : 0,
        marginPaise: Math.round((margin?.addedMargin ?? 0) * 100),
        chargesPaise: fillCharges(
          { symbol: leg.symbol, side: leg.side, product: leg.product, quantity: units },
          price,
          at,
        ).total,
      });
      holdings.push({ symbol: leg.symbol, units: signed });
      hedgeBenefit = margin?.hedgeBenefit ?? hedgeBenefit;
      method = margin?.method ?? method;
    }
    return {
      ok: true,
      value: {
        legs: previews,
        hedgeBenefit,
        method,
        availablePaise: this.broker.fundsOf(account).availablePaise,
      },
    };
  }

  /** The account's open F&O positions (net units per contract and product), for margins. */
  contractHoldings(account: string): ContractHolding[] {
    return this.broker
      .positionsOf(account)
      .filter((p) => isContractSymbol(p.symbol) && netQuantity(p) !== 0)
      .map((p) => ({ symbol: p.symbol, units: netQuantity(p) }));
  }

  private contractRequest(
    account: string,
    id: string,
    leg: ContractOrderInput,
    lotSize: number,
    marginPerUnitPaise: number,
  ): OrderRequest {
    return {
      id,
      account,
      symbol: leg.symbol,
      side: leg.side,
      kind: leg.kind,
      product: leg.product,
      quantity: leg.lots * lotSize,
      pricePaise: leg.kind === 'market' ? 0 : leg.pricePaise,
      triggerPaise: 0,
      lotSize,
      marginPerUnitPaise,
    };
  }

  /** The legs of F&O order `batchId` as placed, in the order given. */
  private legResults(batchId: string): ContractOrderResult[] {
    const results: ContractOrderResult[] = [];
    for (let i = 1; ; i++) {
      const order = this.broker.order(`${batchId}-${i}`);
      if (!order) return results;
      const answer = this.answerFor(order.id);
      results.push({
        symbol: order.symbol,
        orderId: order.id,
        status: order.status,
        ok: answer.ok,
        message: answer.ok ? answer.value.message : answer.message,
      });
    }
  }

  // ---- the market --------------------------------------------------------------------------

  private async onTick(symbols: readonly string[]): Promise<void> {
    const session = this.market.feed.session();
    const at = session.marketTimeMs;
    const events: BrokerEvent[] = [];
    // F&O contracts with open orders are matched on every tick of the market.
    const contracts = session.live && symbols.length > 0 ? this.broker.openContractSymbols() : [];
    for (const symbol of [...symbols, ...contracts]) {
      const ltpPaise = this.ltpPaise(symbol);
      if (ltpPaise !== undefined) events.push(...this.broker.tick({ symbol, ltpPaise, at }));
    }
    const ltpOf = (symbol: string) => this.ltpPaise(symbol);
    const settlementOf = this.contracts
      ? (contract: DerivativeContract) => this.contracts?.settlementPaise(contract)
      : undefined;
    const squaringOff = session.secondsPlayed >= SQUARE_OFF_SECOND && !this.squaredOff.has(session.date);
    if (squaringOff) events.push(...this.broker.squareOff(ltpOf, at));
    // A session ends when the market says so, or (demo clock, restarts) when another one has begun.
    const previous = this.activeSession;
    if (previous && previous.date !== session.date && !this.settled.has(previous.date))
      events.push(...this.broker.closeSession(previous.date, ltpOf, previous.closeMs, settlementOf));
    if (!session.live && session.secondsPlayed >= SESSION_SECONDS && !this.settled.has(session.date))
      events.push(...this.broker.closeSession(session.date, ltpOf, at, settlementOf));
    await this.store(events);
    // Only once stored: a failed store is rolled back, and the next tick tries again.
    if (squaringOff) this.squaredOff.add(session.date);
    this.activeSession = { date: session.date, closeMs: session.openMs + SESSION_SECONDS * 1000 };
    const minute = Math.floor(session.secondsPlayed / 60);
    if (session.live && minute !== this.lastLegCheckMinute) {
      this.lastLegCheckMinute = minute;
      await this.enterFiredLegs();
    }
  }

  /** Enters every waiting leg whose strategy has signalled its stock this session. */
  private async enterFiredLegs(): Promise<void> {
    const session = this.market.feed.session();
    if (!session.live) return;
    // One look at the record per strategy, however many baskets follow it.
    const byStrategy = new Map<string, { meta: BasketMeta; baskets: { id: string; waiting: string[] }[] }>();
    for (const basket of this.broker.liveBaskets()) {
      const meta = this.meta.get(basket.request.id);
      const waiting = [...basket.legs.values()].filter((l) => l.status === 'waiting').map((l) => l.symbol);
      if (!meta || waiting.length === 0) continue;
      if (basket.request.product === 'intraday' && session.secondsPlayed >= SQUARE_OFF_SECOND) continue;
      const key = `${meta.kind}|${meta.strategyId}`;
      const group = byStrategy.get(key) ?? { meta, baskets: [] };
      group.baskets.push({ id: basket.request.id, waiting });
      byStrategy.set(key, group);
    }
    for (const { meta, baskets } of byStrategy.values()) {
      const symbols = [...new Set(baskets.flatMap((b) => b.waiting))];
      const fired = await this.strategies.firedSince(
        meta.kind,
        meta.strategyId,
        symbols,
        session.openMs,
        session.date,
      );
      for (const basket of baskets) {
        for (const symbol of basket.waiting) {
          const ltp = fired.has(symbol) ? this.ltpPaise(symbol) : undefined;
          if (ltp !== undefined) await this.store(this.broker.enterLeg(basket.id, symbol, ltp, this.now()));
        }
      }
    }
  }

  // ---- plumbing ------------------------------------------------------------------------------

  private request(account: string, id: string, input: SimpleOrderInput): OrderRequest {
    return { id, account, ...input, pricePaise: input.kind === 'market' ? 0 : input.pricePaise };
  }

  private answerFor(orderId: string): CommandResult<{ orderId: string; status: string; message: string }> {
    const order = this.broker.order(orderId);
    if (!order) return refused('No such order');
    if (order.status === 'rejected') return refused(order.rejectReason ?? 'The order was rejected');
    const message =
      order.status === 'complete'
        ? `Order ${orderId} executed at ₹${((order.fillPricePaise ?? 0) / 100).toFixed(2)}`
        : `Order ${orderId} placed: it is open until it fills or the session closes`;
    return { ok: true, value: { orderId, status: order.status, message } };
  }

  /** Why orders of `product` cannot be placed now, or null. */
  private closedFor(product: 'intraday' | 'delivery'): string | null {
    const session = this.market.feed.session();
    if (!session.live) return 'The market is closed: orders can be placed from 09:15 to 15:30 IST';
    if (product === 'intraday' && session.secondsPlayed >= SQUARE_OFF_SECOND)
      return 'Intraday orders close at 15:20 IST: choose Delivery';
    return null;
  }

  private now(): number {
    return this.market.feed.session().marketTimeMs;
  }

  private remember(event: BrokerEvent): void {
    if (event.type === 'settled') this.settled.add(event.date);
    if (event.type === 'basketPlaced') {
      const meta = metaOf(event.basket.labels);
      if (meta) this.meta.set(event.basket.id, meta);
    }
  }

  /** The order an earlier submit with this key placed, if any (one of this batch's included). */
  private async submitted(account: string, key: string): Promise<string | undefined> {
    const pending = this.batch?.submits.find((s) => s.userId === account && s.key === key);
    return pending?.orderId ?? (await this.events.submitted(account, key));
  }

  /**
   * Stores a command's events (and the submit they answer) before it answers. In a batch they are
   * kept for the batch's one write, and the command's changes so far are kept from its undo.
   */
  private async store(events: readonly BrokerEvent[], submit?: StoredSubmit): Promise<void> {
    const batch = this.batch;
    if (batch) {
      batch.events.push(...events);
      if (submit) batch.submits.push(submit);
      batch.mark = this.broker.undoMark();
      return;
    }
    await this.write(events, submit ? [submit] : []);
  }

  /** Writes events and submits in one statement, then keeps them in memory and tells the listeners. */
  private async write(events: readonly BrokerEvent[], submits: readonly StoredSubmit[]): Promise<void> {
    if (events.length === 0 && submits.length === 0) return;
    try {
      await this.events.append(events, this.clock.now(), submits);
    } catch (error) {
      this.broker.rollback();
      throw error;
    }
    this.broker.commit();
    for (const event of events) this.remember(event);
    if (events.length === 0 || this.changeListeners.size === 0) return;
    const accounts = accountsOfEvents(events, this.broker);
    for (const listener of this.changeListeners) {
      try {
        listener(accounts);
      } catch (error) {
        this.onError(error);
      }
    }
  }

  /**
   * Runs `work` after every queued command; whatever it changed and did not store is undone.
   * Batchable commands that queue up behind a running one form one batch (group commit): they run
   * one after another on the broker, their events are written in one statement, and they answer
   * when it is stored. A batch whose write fails is undone whole and each of its commands fails with
   * that error, as it would alone (an idempotency key makes the retry safe).
   */
  private queue<T>(work: () => Promise<T>, batchable = false): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const job: Job = {
        work,
        settle: (outcome) => (outcome.ok ? resolve(outcome.value as T) : reject(outcome.error)),
      };
      const open = this.openBatch;
      if (batchable && open && open.length < MAX_BATCH) {
        open.push(job);
        return;
      }
      const group = [job];
      this.openBatch = batchable ? group : undefined;
      this.running = this.running.then(async () => {
        if (this.openBatch === group) this.openBatch = undefined;
        if (group.length === 1) await this.runAlone(job);
        else await this.runBatch(group);
      });
    });
  }

  private async runAlone(job: Job): Promise<void> {
    let outcome: Outcome;
    try {
      outcome = { ok: true, value: await job.work() };
    } catch (error) {
      outcome = { ok: false, error };
    } finally {
      this.broker.rollback();
    }
    this.settle(job, outcome);
  }

  private async runBatch(group: readonly Job[]): Promise<void> {
    const batch: PendingWrite = { events: [], submits: [], mark: this.broker.undoMark() };
    const done: [Job, Outcome][] = [];
    this.batch = batch;
    try {
      for (const job of group) {
        try {
          done.push([job, { ok: true, value: await job.work() }]);
        } catch (error) {
          done.push([job, { ok: false, error }]);
        } finally {
          this.broker.rollbackTo(batch.mark);
        }
      }
    } finally {
      this.batch = undefined;
    }
    try {
      await this.write(batch.events, batch.submits);
    } catch (error) {
      // Nothing of the batch is kept in memory, and each command fails as it would alone: running
      // them again could store a second copy of a write whose answer was lost.
      for (const job of group) this.settle(job, { ok: false, error });
      return;
    }
    for (const [job, outcome] of done) this.settle(job, outcome);
  }

  private settle(job: Job, outcome: Outcome): void {
    job.settle(outcome);
    if (!outcome.ok) this.onError(outcome.error);
  }
}

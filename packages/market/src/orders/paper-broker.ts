import { type DerivativeContract, isContractSymbol } from '../derivatives/contract-symbol';
import { type Basket, type BasketLeg, legExitAt, legOrderId } from './baskets';
import {
  carriedContractPosition,
  expiredContract,
  expirySettlement,
  fillCharges,
  marginPerUnitAfter,
} from './derivative-orders';
import {
  closableBy,
  DEFAULT_CAPITAL_PAISE,
  type Funds,
  fundsFrom,
  fundsRejection,
  type Ledger,
  ledgerWithFill,
  newLedger,
  orderMarginPaise,
} from './funds';
import type { BasketRequest, BrokerEvent } from './order-events';
import { orderRejection } from './order-rules';
import type { OrderRequest, SimpleOrder, Tick } from './order-types';
import {
  emptyPosition,
  type Holding,
  netQuantity,
  type Position,
  settledHolding,
  withFill,
} from './positions';
import { RestingBook } from './resting-book';

const positionKey = (account: string, symbol: string, product: string) => `${account}|${symbol}|${product}`;
const holdingKey = (account: string, symbol: string) => `${account}|${symbol}`;

/** Looks up the last traded price of a symbol (paise), undefined when it has none. */
export type LtpOf = (symbol: string) => number | undefined;

/** The final settlement price (paise) of an expiring contract's underlying, undefined when unknown. */
export type SettlementOf = (contract: DerivativeContract) => number | undefined;

/**
 * The simulated broker: simple orders (Market, Limit, SL; validity Day) matched against the last
 * traded price, net positions per symbol and product, holdings with average cost, baskets
 * (strategy orders) with a target and a stop per leg, and the NSE charges of every fill.
 *
 * Commands (`place`, `tick`, `squareOff`, …) check the request, return the events they cause and
 * apply them; `apply` is the only place state changes, so `PaperBroker.fromEvents(stored)` rebuilds
 * the same broker. Every command is deterministic given its arguments.
 *
 * With `recordUndo()`, every change since the last `commit()` can be undone by `rollback()`: a
 * caller that stores the events after a command rolls back when the store fails, so memory never
 * runs ahead of what is kept, without replaying the events.
 */
export class PaperBroker {
  private readonly orders = new Map<string, SimpleOrder>();
  /**
   * Each account's open orders (ids), grouped by position key (account|symbol|product): the margin
   * check and the square-off read these, not every order.
   */
  private readonly openOrders = new Map<string, Map<string, Set<string>>>();
  /**
   * What the open orders of a position key block together, kept while the group's position is the
   * same object; `setOrder` forgets a group whenever one of its orders changes (undo included), and
   * summing it again reads each unchanged order's margin from `marginOf`.
   */
  private readonly blockedBy = new Map<string, { position: Position | undefined; paise: number }>();
  /** What each open order blocks, kept while the order and its position are the same objects. */
  private readonly marginOf = new WeakMap<SimpleOrder, { position: Position | undefined; paise: number }>();
  /** Sequence of each open order's current entry in the resting book (stale entries are skipped). */
  private readonly restSeq = new Map<string, number>();
  private readonly books = new Map<string, RestingBook>();
  private readonly positions = new Map<string, Position>();
  private readonly holdings = new Map<string, Holding>();
  private readonly baskets = new Map<string, Basket>();
  /** Open basket legs by symbol: `basketId`s to check on each tick. */
  private readonly openLegs = new Map<string, ReadonlySet<string>>();
  /** Each account's cash (accounts with no `capitalSet` event start with the default capital). */
  private readonly ledgers = new Map<string, Ledger>();
  private seq = 0;
  /** Steps that undo the changes since the last commit (null: not recording). */
  private undo: (() => void)[] | null = null;
  /** Orders whose resting entry changed since the last commit (re-rested on rollback). */
  private readonly touchedRest = new Set<string>();

  static fromEvents(events: Iterable<BrokerEvent>): PaperBroker {
    const broker = new PaperBroker();
    for (const event of events) broker.apply(event);
    return broker;
  }

  // ---- commands --------------------------------------------------------------------------

  /** Places a simple order at `ltp`: a market order fills at once, a marketable limit too; others rest. */
  place(request: OrderRequest, ltpPaise: number, at: number): BrokerEvent[] {
    if (this.orders.has(request.id)) return [];
    const reason =
      orderRejection(request, ltpPaise, this.sellableQuantity(request)) ??
      this.marginRejection(request, ltpPaise, 0, at);
    if (reason) return this.emit([{ type: 'rejected', at, order: request, reason }]);
    const events: BrokerEvent[] = [{ type: 'placed', at, order: request }];
    if (request.kind === 'market' || (request.kind === 'limit' && marketable(request, ltpPaise)))
      events.push(this.fillEvent(request, ltpPaise, at));
    return this.emit(events);
  }

  /** Changes an open order's quantity and prices (checked as a new order would be). */
  modify(
    id: string,
    change: { quantity: number; pricePaise: number; triggerPaise: number },
    ltpPaise: number,
    at: number,
  ): { events: BrokerEvent[]; error: string | null } {
    const order = this.orders.get(id);
    if (order?.status !== 'open') return { events: [], error: 'This order is no longer open' };
    const next = { ...order, ...change };
    const reason =
      orderRejection(next, ltpPaise, this.sellableQuantity(next, order.quantity)) ??
      this.marginRejection(next, ltpPaise, this.openOrderMargin(order), at);
    if (reason) return { events: [], error: reason };
    const events: BrokerEvent[] = [{ type: 'modified', at, id, ...change }];
    if (next.kind === 'limit' && marketable(next, ltpPaise)) events.push(this.fillEvent(next, ltpPaise, at));
    return { events: this.emit(events), error: null };
  }

  cancel(id: string, at: number): BrokerEvent[] {
    return this.orders.get(id)?.status === 'open' ? this.emit([{ type: 'cancelled', at, id }]) : [];
  }

  /**
   * Sets the account's virtual capital afresh (by default ₹10 lakh): realised P&L and charges start
   * from zero. Squares nothing off, so it is refused while the account has open orders, open
   * positions, holdings or open strategy legs.
   */
  resetFunds(
    account: string,
    at: number,
    capitalPaise = DEFAULT_CAPITAL_PAISE,
  ): { events: BrokerEvent[]; error: string | null } {
    const open: string[] = [];
    if (this.openOrdersOf(account).length > 0) open.push('open orders');
    if (this.positionsOf(account).some((p) => netQuantity(p) !== 0)) open.push('open positions');
    if (this.holdingsOf(account).length > 0) open.push('holdings');
    if (
      this.basketsOf(account).some((b) =>
        [...b.legs.values()].some(
          (l) => l.status !== 'waiting' && l.status !== 'closed' && l.status !== 'removed',
        ),
      )
    )
      open.push('open strategy stocks');
    if (open.length > 0)
      return {
        events: [],
        error: `You have ${open.join(', ')}: close them before resetting your virtual funds (a reset squares nothing off)`,
      };
    return { events: this.emit([{ type: 'capitalSet', at, account, capitalPaise }]), error: null };
  }

  /** Matches one quote: triggers stops, fills limits, exits basket legs at their target or stop. */
  tick(tick: Tick): BrokerEvent[] {
    const events: BrokerEvent[] = [];
    const book = this.books.get(tick.symbol);
    if (book) {
      const live = (id: string, seq: number) => this.restSeq.get(id) === seq;
      for (const id of book.triggeredBy(tick.ltpPaise, live))
        events.push(...this.emit([{ type: 'triggered', at: tick.at, id }]));
      for (const id of book.filledBy(tick.ltpPaise, live)) {
        const order = this.orders.get(id);
        if (order) events.push(...this.emit([this.fillEvent(order, tick.ltpPaise, tick.at)]));
      }
    }
    const legs = this.openLegs.get(tick.symbol);
    if (!legs?.size) return events;
    for (const basketId of [...legs]) {
      const basket = this.baskets.get(basketId);
      const leg = basket?.legs.get(tick.symbol);
      if (!basket || leg?.status !== 'open' || leg.entryPaise === null) continue;
      const reason = legExitAt(basket.request, leg.entryPaise, tick.ltpPaise);
      if (reason)
        events.push(
          ...this.legOrder(
            basket.request,
            tick.symbol,
            'exit',
            reason === 'target' ? 'basketTarget' : 'basketStop',
            tick.ltpPaise,
            tick.at,
          ),
        );
    }
    return events;
  }

  placeBasket(request: BasketRequest, at: number): BrokerEvent[] {
    if (this.baskets.has(request.id)) return [];
    return this.emit([{ type: 'basketPlaced', at, basket: request }]);
  }

  /** Enters a waiting leg at the market (its signal fired, or the user processed it). */
  enterLeg(basketId: string, symbol: string, ltpPaise: number, at: number): BrokerEvent[] {
    const basket = this.baskets.get(basketId);
    if (!basket || basket.deleted || basket.legs.get(symbol)?.status !== 'waiting') return [];
    return this.legOrder(basket.request, symbol, 'entry', 'basketEntry', ltpPaise, at);
  }

  /** Removes a leg that has not entered yet; an open leg first exits at the market. */
  removeLeg(basketId: string, symbol: string, ltpOf: LtpOf, at: number): BrokerEvent[] {
    const basket = this.baskets.get(basketId);
    const leg = basket?.legs.get(symbol);
    if (!basket || !leg || leg.status === 'removed') return [];
    const events = this.exitOpenLeg(basket, leg, ltpOf, at);
    return [...events, ...this.emit([{ type: 'basketLegRemoved', at, id: basketId, symbol }])];
  }

  /** Deletes a basket: open legs exit at the market, waiting legs never enter. */
  deleteBasket(basketId: string, ltpOf: LtpOf, at: number): BrokerEvent[] {
    const basket = this.baskets.get(basketId);
    if (!basket || basket.deleted) return [];
    const events = [...basket.legs.values()].flatMap((leg) => this.exitOpenLeg(basket, leg, ltpOf, at));
    return [...events, ...this.emit([{ type: 'basketDeleted', at, id: basketId }])];
  }

  /**
   * The 15:20 square-off: open intraday orders are cancelled, open intraday basket legs exit and
   * every remaining intraday position is closed at the market.
   */
  squareOff(ltpOf: LtpOf, at: number): BrokerEvent[] {
    const events: BrokerEvent[] = [];
    for (const order of [...this.orders.values()])
      if (order.status === 'open' && order.product === 'intraday') events.push(...this.cancel(order.id, at));
    for (const basket of [...this.baskets.values()]) {
      if (basket.request.product !== 'intraday') continue;
      for (const leg of basket.legs.values()) events.push(...this.exitOpenLeg(basket, leg, ltpOf, at));
    }
    for (const position of [...this.positions.values()]) {
      const net = netQuantity(position);
      const ltp = ltpOf(position.symbol);
      if (position.product !== 'intraday' || net === 0 || ltp === undefined) continue;
      const id = `squareoff/${position.account}/${position.symbol}/${at}`;
      const request: OrderRequest = {
        id,
        account: position.account,
        symbol: position.symbol,
        side: net > 0 ? 'sell' : 'buy',
        kind: 'market',
        product: 'intraday',
        quantity: Math.abs(net),
        pricePaise: 0,
        triggerPaise: 0,
        origin: 'squareOff',
      };
      events.push(...this.emit([{ type: 'placed', at, order: request }, this.fillEvent(request, ltp, at)]));
    }
    return events;
  }

  /**
   * The end of session `date`: square-off, open orders expire (validity Day), contracts expiring by
   * `date` settle at their underlying's final settlement price (`settlementOf`), delivery settles
   * into holdings and the other contract positions carry into the next session.
   */
  closeSession(date: string, ltpOf: LtpOf, at: number, settlementOf?: SettlementOf): BrokerEvent[] {
    const events = this.squareOff(ltpOf, at);
    for (const order of [...this.orders.values()])
      if (order.status === 'open') events.push(...this.emit([{ type: 'expired', at, id: order.id }]));
    for (const position of [...this.positions.values()]) {
      const contract = expiredContract(position.symbol, date);
      const price = contract && settlementOf?.(contract);
      if (!contract || price === undefined) continue;
      const settlement = expirySettlement(position, contract, price);
      if (!settlement) continue;
      const { request, pricePaise, charges } = settlement;
      events.push(
        ...this.emit([
          { type: 'placed', at, order: request },
          { type: 'filled', at, id: request.id, pricePaise, charges },
        ]),
      );
    }
    return [...events, ...this.emit([{ type: 'settled', at, date }])];
  }

  /** Symbols of the F&O contracts with open orders: what the market must quote to match them. */
  openContractSymbols(): Set<string> {
    const symbols = new Set<string>();
    for (const groups of this.openOrders.values())
      for (const key of groups.keys()) {
        const symbol = key.split('|')[1] ?? '';
        if (isContractSymbol(symbol)) symbols.add(symbol);
      }
    return symbols;
  }

  // ---- queries ---------------------------------------------------------------------------

  order(id: string): SimpleOrder | undefined {
    return this.orders.get(id);
  }

  ordersOf(account: string): SimpleOrder[] {
    return [...this.orders.values()].filter((o) => o.account === account);
  }

  positionsOf(account: string): Position[] {
    return [...this.positions.values()].filter((p) => p.account === account);
  }

  holdingsOf(account: string): Holding[] {
    return [...this.holdings.values()].filter((h) => h.account === account);
  }

  basket(id: string): Basket | undefined {
    return this.baskets.get(id);
  }

  /** The account's virtual funds: capital, available, used margin, invested, realised P&L. */
  fundsOf(account: string): Funds {
    let orderMargin = 0;
    for (const [key, ids] of this.openOrders.get(account) ?? []) orderMargin += this.blockedPaise(key, ids);
    return fundsFrom(
      this.ledgers.get(account) ?? newLedger(),
      this.positionsOf(account),
      this.holdingsOf(account),
      orderMargin,
    );
  }

  // ---- undo ------------------------------------------------------------------------------

  /** Starts recording what each change undoes (see `rollback`). */
  recordUndo(): void {
    this.undo ??= [];
  }

  /** Keeps every change so far: `rollback` goes back to here. */
  commit(): void {
    if (this.undo) this.undo = [];
    this.touchedRest.clear();
  }

  /** Undoes every change since the last `commit` (nothing when not recording). */
  rollback(): void {
    this.rollbackTo(0);
  }

  /** Where the changes since the last `commit` stand now: `rollbackTo` goes back to here. */
  undoMark(): number {
    return this.undo?.length ?? 0;
  }

  /**
   * Undoes the changes made after `mark` (from `undoMark`) and keeps the ones before it, uncommitted:
   * several commands stored together are each undone alone when one of them fails.
   */
  rollbackTo(mark: number): void {
    const undo = this.undo;
    if (!undo || undo.length <= mark) return;
    this.undo = null;
    for (const step of undo.splice(mark).reverse()) step();
    // An order popped from its book by an undone tick rests again (its old entry may be gone); one
    // still resting only gets a fresh entry.
    for (const id of this.touchedRest) {
      const order = this.orders.get(id);
      if (order?.status === 'open' && this.restSeq.has(id)) this.rest(order);
    }
    if (mark === 0) this.touchedRest.clear();
    this.undo = undo;
  }

  /** Every basket not deleted, of every account. */
  liveBaskets(): Basket[] {
    return [...this.baskets.values()].filter((b) => !b.deleted);
  }

  basketsOf(account: string): Basket[] {
    return [...this.baskets.values()].filter((b) => b.request.account === account && !b.deleted);
  }

  /** Shares of `symbol` the account may still sell for delivery (held + bought today − sold − pending sells). */
  sellableQuantity(
    request: Pick<OrderRequest, 'account' | 'symbol' | 'product' | 'side'>,
    alreadyCounted = 0,
  ): number {
    if (request.side !== 'sell' || request.product !== 'delivery' || isContractSymbol(request.symbol))
      return Number.POSITIVE_INFINITY;
    const held = this.holdings.get(holdingKey(request.account, request.symbol))?.quantity ?? 0;
    const key = positionKey(request.account, request.symbol, 'delivery');
    const position = this.positions.get(key);
    const today = position ? netQuantity(position) - position.carriedQuantity : 0;
    let pending = 0;
    for (const id of this.openOrders.get(request.account)?.get(key) ?? []) {
      const o = this.orders.get(id);
      if (o?.side === 'sell') pending += o.quantity;
    }
    return held + today - pending + alreadyCounted;
  }

  // ---- the fold ----------------------------------------------------------------------------

  /** Applies one event (the only place state changes). */
  apply(event: BrokerEvent): void {
    switch (event.type) {
      case 'placed':
        this.applyPlaced(event.order, event.at);
        return;
      case 'modified': {
        const order = this.orders.get(event.id);
        if (!order) return;
        const next = {
          ...order,
          quantity: event.quantity,
          pricePaise: event.pricePaise,
          triggerPaise: event.triggerPaise,
          updatedAt: event.at,
        };
        this.putOrder(order.id, next);
        this.rest(next);
        return;
      }
      case 'triggered': {
        const order = this.orders.get(event.id);
        if (!order) return;
        const next = { ...order, triggered: true, updatedAt: event.at };
        this.putOrder(order.id, next);
        this.rest(next);
        return;
      }
      case 'cancelled':
      case 'expired':
        this.close(event.id, event.type, event.at);
        return;
      case 'filled':
        this.applyFill(event);
        return;
      case 'rejected':
        this.putOrder(event.order.id, {
          ...newOrder(event.order, event.at),
          status: 'rejected',
          rejectReason: event.reason,
        });
        return;
      case 'settled':
        this.applySettle();
        return;
      case 'basketPlaced': {
        const legs = new Map<string, BasketLeg>(
          event.basket.symbols.map((symbol) => [symbol, waitingLeg(symbol)]),
        );
        this.put(this.baskets, event.basket.id, {
          request: event.basket,
          placedAt: event.at,
          deleted: false,
          legs,
        });
        return;
      }
      case 'basketLegRemoved':
        this.updateLeg(event.id, event.symbol, (leg) => ({ ...leg, status: 'removed' }));
        return;
      case 'basketDeleted': {
        const basket = this.baskets.get(event.id);
        if (basket) this.put(this.baskets, event.id, { ...basket, deleted: true });
        return;
      }
      case 'capitalSet':
        this.put(this.ledgers, event.account, newLedger(event.capitalPaise));
        return;
    }
  }

  /** Sets an order, keeping the open-order index, recording how to undo both. */
  private putOrder(id: string, order: SimpleOrder): void {
    if (this.undo) {
      const before = this.orders.get(id);
      this.undo.push(() => this.setOrder(id, before));
    }
    this.setOrder(id, order);
  }

  private setOrder(id: string, order: SimpleOrder | undefined): void {
    const before = this.orders.get(id);
    if (before) {
      const key = positionKey(before.account, before.symbol, before.product);
      const groups = this.openOrders.get(before.account);
      const group = groups?.get(key);
      if (group?.delete(id) && group.size === 0) groups?.delete(key);
      this.blockedBy.delete(key);
    }
    if (!order) {
      this.orders.delete(id);
      return;
    }
    this.orders.set(id, order);
    if (order.status !== 'open') return;
    const key = positionKey(order.account, order.symbol, order.product);
    let groups = this.openOrders.get(order.account);
    if (!groups) {
      groups = new Map();
      this.openOrders.set(order.account, groups);
    }
    let group = groups.get(key);
    if (!group) {
      group = new Set();
      groups.set(key, group);
    }
    group.add(id);
    this.blockedBy.delete(key);
  }

  /** The account's open orders. */
  private openOrdersOf(account: string): SimpleOrder[] {
    const out: SimpleOrder[] = [];
    for (const ids of this.openOrders.get(account)?.values() ?? [])
      for (const id of ids) {
        const order = this.orders.get(id);
        if (order) out.push(order);
      }
    return out;
  }

  /** What the open orders `ids` of position key `key` block now (kept while their position stays). */
  private blockedPaise(key: string, ids: ReadonlySet<string>): number {
    const position = this.positions.get(key);
    const kept = this.blockedBy.get(key);
    if (kept && kept.position === position) return kept.paise;
    let paise = 0;
    for (const id of ids) {
      const order = this.orders.get(id);
      if (order) paise += this.marginWith(order, position);
    }
    this.blockedBy.set(key, { position, paise });
    return paise;
  }

  /** What an open order blocks with its position as given (each order priced once per position). */
  private marginWith(order: SimpleOrder, position: Position | undefined): number {
    const kept = this.marginOf.get(order);
    if (kept && kept.position === position) return kept.paise;
    const paise = orderMarginPaise(order, order.pricePaise, closableBy(order, position), order.placedAt);
    this.marginOf.set(order, { position, paise });
    return paise;
  }

  /** Sets a value, recording how to undo it. */
  private put<K, V>(map: Map<K, V>, key: K, value: V): void {
    this.recordUndoOf(map, key);
    map.set(key, value);
  }

  /** Deletes a key, recording how to undo it. */
  private drop<K, V>(map: Map<K, V>, key: K): void {
    this.recordUndoOf(map, key);
    map.delete(key);
  }

  private recordUndoOf<K, V>(map: Map<K, V>, key: K): void {
    if (!this.undo) return;
    const before = map.get(key);
    this.undo.push(before === undefined ? () => map.delete(key) : () => map.set(key, before));
  }

  /** Margin check of a new (or changed) user or strategy-entry order; exits and square-offs pass. */
  private marginRejection(
    order: OrderRequest,
    ltpPaise: number,
    releasedPaise: number,
    at: number,
  ): string | null {
    const origin = order.origin ?? 'user';
    if (origin !== 'user' && origin !== 'basketEntry') return null;
    const position = this.positions.get(positionKey(order.account, order.symbol, order.product));
    const required = orderMarginPaise(order, ltpPaise, closableBy(order, position), at);
    if (required === 0) return null;
    return fundsRejection(required, this.fundsOf(order.account).availablePaise + releasedPaise);
  }

  /** What an open order blocks now (valued at its own price). */
  private openOrderMargin(order: SimpleOrder): number {
    return this.marginWith(
      order,
      this.positions.get(positionKey(order.account, order.symbol, order.product)),
    );
  }

  private emit(events: BrokerEvent[]): BrokerEvent[] {
    for (const event of events) this.apply(event);
    return events;
  }

  private fillEvent(order: OrderRequest, pricePaise: number, at: number): BrokerEvent {
    return { type: 'filled', at, id: order.id, pricePaise, charges: fillCharges(order, pricePaise, at) };
  }

  private legOrder(
    basket: BasketRequest,
    symbol: string,
    step: 'entry' | 'exit',
    origin: OrderRequest['origin'],
    ltpPaise: number,
    at: number,
  ): BrokerEvent[] {
    const entrySide = basket.side;
    const request: OrderRequest = {
      id: legOrderId(basket.id, symbol, step),
      account: basket.account,
      symbol,
      side: step === 'entry' ? entrySide : entrySide === 'buy' ? 'sell' : 'buy',
      kind: 'market',
      product: basket.product,
      quantity: basket.quantity,
      pricePaise: 0,
      triggerPaise: 0,
      origin,
      basketId: basket.id,
    };
    return this.place(request, ltpPaise, at);
  }

  private exitOpenLeg(basket: Basket, leg: BasketLeg, ltpOf: LtpOf, at: number): BrokerEvent[] {
    const ltp = ltpOf(leg.symbol);
    if (leg.status !== 'open' || ltp === undefined) return [];
    return this.legOrder(basket.request, leg.symbol, 'exit', 'basketSquareOff', ltp, at);
  }

  private applyPlaced(request: OrderRequest, at: number): void {
    const order = newOrder(request, at);
    this.putOrder(order.id, order);
    if (order.kind !== 'market') this.rest(order);
    if (order.basketId)
      this.updateLeg(order.basketId, order.symbol, (leg) => ({
        ...leg,
        status: order.origin === 'basketEntry' ? 'entering' : 'exiting',
      }));
  }

  private rest(order: SimpleOrder): void {
    let book = this.books.get(order.symbol);
    if (!book) {
      book = new RestingBook();
      this.books.set(order.symbol, book);
    }
    const seq = ++this.seq;
    this.touchedRest.add(order.id);
    this.put(this.restSeq, order.id, seq);
    book.add(order, seq);
  }

  private close(id: string, status: 'cancelled' | 'expired', at: number): void {
    const order = this.orders.get(id);
    if (!order) return;
    this.putOrder(id, { ...order, status, updatedAt: at });
    this.touchedRest.add(id);
    this.drop(this.restSeq, id);
  }

  private applyFill(event: Extract<BrokerEvent, { type: 'filled' }>): void {
    const order = this.orders.get(event.id);
    if (!order) return;
    this.putOrder(order.id, {
      ...order,
      status: 'complete',
      updatedAt: event.at,
      fillPricePaise: event.pricePaise,
      charges: event.charges,
    });
    this.touchedRest.add(order.id);
    this.drop(this.restSeq, order.id);
    const key = positionKey(order.account, order.symbol, order.product);
    const position = this.positions.get(key) ?? emptyPosition(order.account, order.symbol, order.product);
    const fill = {
      side: order.side,
      quantity: order.quantity,
      pricePaise: event.pricePaise,
      chargesPaise: event.charges.total,
    };
    const next = withFill(position, fill, this.holdings.get(holdingKey(order.account, order.symbol)));
    this.put(
      this.positions,
      key,
      isContractSymbol(order.symbol)
        ? { ...next, marginPerUnitPaise: marginPerUnitAfter(position, next, order) }
        : next,
    );
    this.put(
      this.ledgers,
      order.account,
      ledgerWithFill(this.ledgers.get(order.account) ?? newLedger(), fill),
    );
    if (order.basketId) this.applyLegFill(order, event.pricePaise, event.charges.total);
  }

  private applyLegFill(order: SimpleOrder, pricePaise: number, chargesPaise: number): void {
    const basketId = order.basketId ?? '';
    if (order.origin === 'basketEntry') {
      this.updateLeg(basketId, order.symbol, (leg) => ({
        ...leg,
        status: 'open',
        entryPaise: pricePaise,
        chargesPaise,
      }));
      this.put(this.openLegs, order.symbol, new Set(this.openLegs.get(order.symbol)).add(basketId));
      return;
    }
    const open = new Set(this.openLegs.get(order.symbol));
    open.delete(basketId);
    this.put(this.openLegs, order.symbol, open);
    const reason =
      order.origin === 'basketTarget' ? 'target' : order.origin === 'basketStop' ? 'stop' : 'squareOff';
    this.updateLeg(basketId, order.symbol, (leg) => {
      const direction = order.side === 'sell' ? 1 : -1;
      const gross = direction * (pricePaise - (leg.entryPaise ?? pricePaise)) * order.quantity;
      const charges = leg.chargesPaise + chargesPaise;
      return {
        ...leg,
        status: 'closed',
        exitPaise: pricePaise,
        exitReason: reason,
        chargesPaise: charges,
        netPnlPaise: gross - charges,
      };
    });
  }

  private updateLeg(basketId: string, symbol: string, change: (leg: BasketLeg) => BasketLeg): void {
    const basket = this.baskets.get(basketId);
    const leg = basket?.legs.get(symbol);
    if (!basket || !leg) return;
    const legs = new Map(basket.legs);
    legs.set(symbol, change(leg));
    this.put(this.baskets, basketId, { ...basket, legs });
  }

  private applySettle(): void {
    const carried: Position[] = [];
    for (const position of this.positions.values()) {
      if (isContractSymbol(position.symbol)) {
        const carry = carriedContractPosition(position);
        if (carry) carried.push(carry);
        continue;
      }
      if (position.product !== 'delivery') continue;
      const key = holdingKey(position.account, position.symbol);
      const holding = settledHolding(position, this.holdings.get(key));
      if (holding) this.put(this.holdings, key, holding);
      else this.drop(this.holdings, key);
    }
    for (const key of [...this.positions.keys()]) this.drop(this.positions, key);
    for (const p of carried) this.put(this.positions, positionKey(p.account, p.symbol, p.product), p);
  }
}

/** Whether a limit order would fill at once at `ltp` (buy at or below its limit, sell at or above). */
function marketable(order: Pick<OrderRequest, 'side' | 'pricePaise'>, ltpPaise: number): boolean {
  return order.side === 'buy' ? ltpPaise <= order.pricePaise : ltpPaise >= order.pricePaise;
}

function newOrder(request: OrderRequest, at: number): SimpleOrder {
  // One literal shape for every order (a spread of the request would give each its own).
  return {
    id: request.id,
    account: request.account,
    symbol: request.symbol,
    side: request.side,
    kind: request.kind,
    product: request.product,
    quantity: request.quantity,
    pricePaise: request.pricePaise,
    triggerPaise: request.triggerPaise,
    basketId: request.basketId,
    lotSize: request.lotSize,
    marginPerUnitPaise: request.marginPerUnitPaise,
    origin: request.origin ?? 'user',
    status: 'open',
    triggered: false,
    placedAt: at,
    updatedAt: at,
    fillPricePaise: null,
    charges: null,
    rejectReason: null,
  };
}

const waitingLeg = (symbol: string): BasketLeg => ({
  symbol,
  status: 'waiting',
  entryPaise: null,
  exitPaise: null,
  exitReason: null,
  chargesPaise: 0,
  netPnlPaise: null,
});

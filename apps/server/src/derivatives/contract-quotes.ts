/**
 * F&O contracts as the paper broker trades them (docs/order-dashboard.md "F&O"): the live price of a
 * contract symbol (`NIFTY:2026-12-01:CE:24000`, `NIFTY:2026-12-29:FUT`) from the same chain the
 * option-chain page shows and the same futures quote the futures page shows, with its greeks; the
 * final settlement price of an expiring contract; and the SPAN-like margin an order adds to the
 * account's positions in the same underlying.
 */
import {
  contractLabel,
  type DerivativeContract,
  estimateMargin,
  type IsoDate,
  type PricedLeg,
  parseContractSymbol,
} from '@nivesh/market';
import type { MarketService } from '../market/market.service';
import { futuresClock, futuresOfSymbol } from '../market/routes/overview/future-stocks';
import type { OptionMarkets, UnderlyingRef } from './option-markets';

/** A contract's quote now. Prices in paise; greeks per unit (theta ₹/day, vega ₹ per IV point). */
export interface ContractQuote {
  readonly symbol: string;
  readonly label: string;
  readonly contract: DerivativeContract;
  readonly ref: UnderlyingRef;
  readonly lotSize: number;
  readonly ltpPaise: number;
  readonly bidPaise: number | null;
  readonly askPaise: number | null;
  /** Level of the underlying, rupees (index points). */
  readonly spot: number;
  /** Implied volatility, decimal (options; null for futures). */
  readonly iv: number | null;
  readonly delta: number;
  readonly gamma: number;
  readonly theta: number;
  readonly vega: number;
}

/** One open contract position of an account (units: lots × lot size; negative when short). */
export interface ContractHolding {
  readonly symbol: string;
  readonly units: number;
}

/** The margin an order adds to the account's positions in its underlying, and how it was reached. */
export interface OrderMargin {
  /** SPAN + exposure the order adds (₹), long option premium excluded (it is paid in full). */
  readonly addedMargin: number;
  /** What it adds per unit opened, paise (what the broker blocks for each). */
  readonly perUnitPaise: number;
  /** The whole position's SPAN-like figures after the order (₹). */
  readonly span: number;
  readonly exposure: number;
  readonly hedgeBenefit: number;
  readonly method: string;
}

const toPaise = (rupees: number) => Math.round(rupees * 100);

/**
 * The units `order` opens against `holdings` (the same contract's opposite units it closes open
 * nothing), as the broker's `closableBy` counts them.
 */
export function openingUnits(order: ContractHolding, holdings: readonly ContractHolding[]): number {
  let held = 0;
  for (const h of holdings) if (h.symbol === order.symbol) held += h.units;
  const closable = order.units > 0 ? Math.max(0, -held) : Math.max(0, held);
  return Math.max(0, Math.abs(order.units) - closable);
}

export class ContractQuotes {
  constructor(
    private readonly markets: OptionMarkets,
    private readonly market: MarketService,
  ) {}

  /** The contract's quote now; undefined when the symbol is not a contract listed now. */
  quote(symbol: string): ContractQuote | undefined {
    const contract = parseContractSymbol(symbol);
    const ref = contract && this.markets.underlying(contract.underlying);
    if (!contract || !ref) return undefined;
    const spot = this.markets.spot(ref);
    const base = { symbol, label: contractLabel(contract), contract, ref, spot };
    if (contract.kind === 'future') {
      const row = futuresOfSymbol(this.markets.state, ref.marketSymbol, futuresClock(this.market)).find(
        (r) => r.expiry === contract.expiry,
      );
      if (!row) return undefined;
      const ltpPaise = toPaise(row.price);
      const greeks = { iv: null, delta: 1, gamma: 0, theta: 0, vega: 0 };
      return { ...base, ...greeks, lotSize: row.lotSize, ltpPaise, bidPaise: null, askPaise: null };
    }
    const chain = this.markets.liveChain(ref).today;
    const expiry = chain.expiries.find((e) => e.expiry === contract.expiry);
    const i = expiry ? expiry.strikes.indexOf(contract.strike ?? Number.NaN) : -1;
    if (!expiry || i < 0) return undefined;
    const side = contract.kind === 'call' ? expiry.call : expiry.put;
    const iv = side.iv[i] ?? Number.NaN;
    const quoteOf = (paise: number | undefined) => (paise !== undefined && paise > 0 ? paise : null);
    return {
      ...base,
      lotSize: chain.lotSize,
      ltpPaise: side.price[i] ?? 0,
      bidPaise: quoteOf(side.bid[i]),
      askPaise: quoteOf(side.ask[i]),
      iv: Number.isFinite(iv) ? iv : null,
      delta: side.delta[i] ?? 0,
      gamma: side.gamma[i] ?? 0,
      theta: side.thetaPerDay[i] ?? 0,
      vega: side.vegaPerVolPoint[i] ?? 0,
    };
  }

  /** The contract's last price in paise, undefined when it is not listed now. */
  ltpPaise(symbol: string): number | undefined {
    const ltp = this.quote(symbol)?.ltpPaise;
    return ltp !== undefined && ltp > 0 ? ltp : undefined;
  }

  /**
   * The final settlement price (paise) of a contract's underlying for its expiry day: the
   * underlying's close that day (the live level during the expiry session itself).
   */
  settlementPaise(contract: DerivativeContract): number | undefined {
    const ref = this.markets.underlying(contract.underlying);
    if (!ref) return undefined;
    const state = this.markets.state;
    if (state.sessionDate === contract.expiry) {
      const ltp = state.quote(ref.id).ltp;
      return ltp > 0 ? ltp : undefined;
    }
    const t = state.dates.lastIndexOf(contract.expiry);
    const close = t >= 0 ? (state.daily(ref.id).close[t] ?? 0) : 0;
    return close > 0 ? close : undefined;
  }

  /**
   * The margin `units` of `order` (negative: a sell) add to `holdings` of the same underlying: the
   * SPAN-like estimate of the whole position after the order less that of the position before it
   * (so a hedge adds little), long option premium excluded. The order's contract must be quoted now;
   * holdings that are not (expired, awaiting settlement) are left out.
   */
  orderMargin(order: ContractHolding, holdings: readonly ContractHolding[]): OrderMargin | undefined {
    const quote = this.quote(order.symbol);
    if (!quote) return undefined;
    const same = holdings.filter(
      (h) => h.units !== 0 && parseContractSymbol(h.symbol)?.underlying === quote.contract.underlying,
    );
    const before = this.legsOf(same, quote.lotSize);
    const after = this.legsOf([...same, order], quote.lotSize);
    const chain = this.markets.liveChain(quote.ref).today;
    const input = {
      lotSize: quote.lotSize,
      spot: quote.spot,
      asOf: this.markets.now,
      rate: chain.riskFreeRate,
      dividendYield: chain.dividendYield,
      underlying: quote.ref.kind,
      volatility: this.markets.atmVolNow(quote.ref),
    };
    const was = before.length ? estimateMargin({ ...input, legs: before }) : undefined;
    const now = estimateMargin({ ...input, legs: after });
    const blocked = (m: typeof now | undefined) => (m ? m.total - m.premium : 0);
    const added = Math.max(0, blocked(now) - blocked(was));
    // Units of an opposite position the order closes block nothing; the rest carry the added margin.
    const units = Math.max(1, openingUnits(order, same));
    return {
      addedMargin: added,
      perUnitPaise: Math.ceil((added * 100) / units),
      span: now.span,
      exposure: now.exposure + now.expiryDayElm,
      hedgeBenefit: now.hedgeBenefit,
      method: now.method,
    };
  }

  /**
   * Holdings as priced legs (netted per contract). A contract not quoted now (expired, awaiting its
   * settlement at the close) is left out: it blocks nothing new and must not stop an order's margin.
   */
  private legsOf(holdings: readonly ContractHolding[], lotSize: number): PricedLeg[] {
    const net = new Map<string, number>();
    for (const h of holdings) net.set(h.symbol, (net.get(h.symbol) ?? 0) + h.units);
    const legs: PricedLeg[] = [];
    for (const [symbol, units] of net) {
      if (units === 0) continue;
      const q = this.quote(symbol);
      if (!q) continue;
      const { kind, strike, expiry } = q.contract;
      legs.push({
        instrument: kind,
        side: units > 0 ? 'buy' : 'sell',
        lots: Math.abs(units) / lotSize,
        strike,
        expiry: expiry as IsoDate,
        entryPrice: q.ltpPaise / 100,
        ...(q.iv === null ? {} : { iv: q.iv }),
      });
    }
    return legs;
  }
}

/**
 * What stocks did after insiders' open-market trades (TodayActivity/getInsiderPerformance): each
 * market purchase or sale disclosed under SEBI PIT regulation 7(2) is measured as a deal would be
 * (`dealOutcome`), from the close of the day the exchange broadcast the disclosure (nobody else can
 * act on it before) to the close 1, 5, 20 and 60 sessions later on prices adjusted for corporate
 * actions, and minus NIFTY 50 over the same sessions; groups average them with a 95 % interval.
 * ESOP allotments, pledges and off-market transfers are left out: they say nothing of a view on the price.
 */
import {
  INSIDER_SIZE_BUCKETS,
  type InsiderGrouping,
  type InsiderModeDto,
  type InsiderSide,
  type InsiderTradeDto,
} from '@nivesh/contracts';
import { type IsoDate, insiderModeGroup, type MarketState, type Paise, type Quantity } from '@nivesh/market';
import { type DealOutcome, dealOutcome, type Grouped, groupedOutcomes } from './deals-performance';

const PAISE_PER_LAKH = 10_000_000;
const PAISE_PER_CRORE = 1_000_000_000;

export const INSIDER_PERFORMANCE_METHOD =
  'Only open-market purchases and sales count: ESOP allotments, pledges (created, revoked or invoked) and off-market transfers are left out. Each trade’s return runs from the close of the session on which the exchange broadcast its disclosure (a trader can act on it only once it is public, which is days after the trade itself) to the close 1, 5, 20 and 60 sessions later, on prices adjusted for splits, bonuses and dividends in between; the abnormal return subtracts NIFTY 50’s return over the same sessions. A group’s figure is the mean over its trades whose horizon has closed, with a 95 % confidence interval (mean ± 1.96 × standard deviation ÷ √n); with fewer than two trades there is no interval. Size buckets are by the trade’s value (quantity × price); an insider’s group is the person’s trades in one company. Disposals are not sign-flipped: a fall after a sale shows as a negative return. Disclosures are the simulated market’s, except on sessions imported from NSE’s insider-trading file (their disclosures as filed, each at its filed value ÷ quantity); returns are the running market’s prices.';

/** What measuring a disclosure needs: a simulated `InsiderDisclosure` is one, an imported row becomes one (`measurableImported`). */
export interface MeasurableInsiderTrade {
  readonly symbol: string;
  readonly company: string;
  readonly person: string;
  readonly category: string;
  readonly mode: InsiderModeDto;
  readonly transaction: InsiderTradeDto['transaction'];
  readonly quantity: number;
  /** Price per share, paise. */
  readonly price: number;
  readonly broadcastDate: IsoDate | string;
}

/** An imported disclosure as measured: its price is the filed value ÷ quantity (0 when either is missing). */
export function measurableImported(r: InsiderTradeDto): MeasurableInsiderTrade {
  return {
    symbol: r.symbol,
    company: r.company,
    person: r.person,
    category: r.category,
    mode: r.mode,
    transaction: r.transaction,
    quantity: r.quantity,
    price: r.quantity > 0 ? Math.round((r.value * 100) / r.quantity) : 0,
    broadcastDate: r.broadcastDate,
  };
}

/** An open-market trade measured: the disclosure and its returns from the broadcast day. */
export interface MeasuredInsiderTrade {
  readonly disclosure: MeasurableInsiderTrade;
  readonly side: InsiderSide;
  readonly returns: DealOutcome;
}

/** The trade measured from its broadcast day's close; undefined for what is not an open-market trade. */
export function insiderTradeReturns(
  state: MarketState,
  d: MeasurableInsiderTrade,
): MeasuredInsiderTrade | undefined {
  if (insiderModeGroup(d.mode) !== 'open-market') return undefined;
  const side: InsiderSide = d.transaction === 'buy' ? 'acquired' : 'disposed';
  const returns = dealOutcome(state, {
    tradeDate: d.broadcastDate as IsoDate,
    symbol: d.symbol,
    securityName: d.company,
    clientName: d.person,
    side: side === 'acquired' ? 'BUY' : 'SELL',
    quantity: d.quantity as Quantity,
    price: d.price as Paise,
    remarks: null,
  });
  return { disclosure: d, side, returns };
}

/** The value bucket of a trade (`INSIDER_SIZE_BUCKETS`). */
export function insiderSizeBucket(valuePaise: number): string {
  const [small, mid, large, huge] = INSIDER_SIZE_BUCKETS;
  if (valuePaise < 10 * PAISE_PER_LAKH) return small;
  if (valuePaise < PAISE_PER_CRORE) return mid;
  return valuePaise < 10 * PAISE_PER_CRORE ? large : huge;
}

function keyOf(groupBy: InsiderGrouping, m: MeasuredInsiderTrade): string {
  switch (groupBy) {
    case 'category':
      return m.disclosure.category;
    case 'side':
      return m.side;
    case 'size':
      return insiderSizeBucket(m.returns.valuePaise);
    case 'person':
      return `${m.disclosure.person} · ${m.disclosure.symbol}`;
  }
}

/** Every trade together, and the groups (most trades first, then by key). */
export function insiderGroups(
  groupBy: InsiderGrouping,
  measured: readonly MeasuredInsiderTrade[],
): Generator<void, Grouped, undefined> {
  return groupedOutcomes(
    measured,
    (m) => keyOf(groupBy, m),
    (m) => m.returns,
  );
}

import { istDateTimeToUtc } from '../calendar/ist';
import { readShared } from '../nse-files/read-fixture';
import type { OptionKind } from '../options/black-scholes';
import { type IsoDate, isoDate } from '../units';
import {
  type IvConvention,
  ivUnderConvention,
  type ParityPair,
  parityForward,
  yearsUnderConvention,
} from './nse-iv';

// Test-only: the real NSE files under shared/data, read for the derivatives tests (never exported).

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `28-Mar-2022` → `2022-03-28`. */
export function nseDate(text: string): IsoDate {
  const [day = '', month = '', year = ''] = text.split('-');
  return isoDate(`${year}-${String(MONTHS.indexOf(month) + 1).padStart(2, '0')}-${day.padStart(2, '0')}`);
}

interface NseOptionSide {
  lastPrice?: number;
  impliedVolatility?: number;
  totalTradedVolume?: number;
}

interface NseChainRow {
  strikePrice: number;
  expiryDate: string;
  CE?: NseOptionSide;
  PE?: NseOptionSide;
}

/** One published option: its quote and NSE's IV (vol points). */
export interface PublishedIv {
  readonly expiry: IsoDate;
  readonly kind: OptionKind;
  readonly strike: number;
  readonly lastPrice: number;
  readonly volume: number;
  readonly nseIv: number;
}

export interface PublishedChain {
  readonly file: string;
  readonly asOf: Date;
  readonly spot: number;
  readonly options: readonly PublishedIv[];
}

/** Parses `nse_option_chain/<file>` (the old `option-chain-indices` answer) into every quoted option. */
export function readPublishedChain(file: string): PublishedChain {
  const json = JSON.parse(readShared(`nse_option_chain/${file}`)) as {
    records: { timestamp: string; underlyingValue: number; data: NseChainRow[] };
  };
  const [date = '', time = '00:00:00'] = json.records.timestamp.split(' ');
  const seconds = Number(time.slice(6, 8)) || 0;
  const asOf = new Date(istDateTimeToUtc(nseDate(date), time.slice(0, 5)).getTime() + seconds * 1000);
  const options: PublishedIv[] = [];
  for (const row of json.records.data) {
    for (const [kind, side] of [
      ['call', row.CE],
      ['put', row.PE],
    ] as const) {
      if (!side) continue;
      options.push({
        expiry: nseDate(row.expiryDate),
        kind,
        strike: row.strikePrice,
        lastPrice: side.lastPrice ?? 0,
        volume: side.totalTradedVolume ?? 0,
        nseIv: side.impliedVolatility ?? 0,
      });
    }
  }
  return { file, asOf, spot: json.records.underlyingValue, options };
}

/** Options NSE published an IV for that traded today and are out of the money. */
export function tradedOutOfTheMoney(chain: PublishedChain): PublishedIv[] {
  return chain.options.filter(
    (o) =>
      o.volume > 0 &&
      o.nseIv > 0 &&
      o.lastPrice > 0 &&
      (o.kind === 'call' ? o.strike > chain.spot : o.strike < chain.spot),
  );
}

/** Parity forward of each expiry from the traded options' last prices (for the Black-76 variants). */
function forwardsOf(chain: PublishedChain, convention: IvConvention): Map<IsoDate, number> {
  const byExpiry = new Map<IsoDate, Map<number, { call: number; put: number }>>();
  for (const o of chain.options) {
    if (!(o.volume > 0 && o.lastPrice > 0)) continue;
    const strikes = byExpiry.get(o.expiry) ?? new Map<number, { call: number; put: number }>();
    const pair = strikes.get(o.strike) ?? { call: 0, put: 0 };
    pair[o.kind] = o.lastPrice;
    strikes.set(o.strike, pair);
    byExpiry.set(o.expiry, strikes);
  }
  const forwards = new Map<IsoDate, number>();
  for (const [expiry, strikes] of byExpiry) {
    const pairs: ParityPair[] = [...strikes].map(([strike, p]) => ({ strike, call: p.call, put: p.put }));
    const years = yearsUnderConvention(convention.time, chain.asOf, expiry);
    const forward = parityForward(pairs, years, convention.rate);
    if (forward !== null) forwards.set(expiry, forward);
  }
  return forwards;
}

/** |our IV − NSE's IV| in vol points for every traded OTM option (Infinity where ours has none). */
export function ivErrors(chain: PublishedChain, convention: IvConvention): number[] {
  const forwards = convention.model === 'black76-forward' ? forwardsOf(chain, convention) : new Map();
  return tradedOutOfTheMoney(chain).map((o) => {
    const iv = ivUnderConvention(convention, {
      kind: o.kind,
      price: o.lastPrice,
      strike: o.strike,
      spot: chain.spot,
      asOf: chain.asOf,
      expiry: o.expiry,
      forward: forwards.get(o.expiry),
    });
    return iv === null ? Number.POSITIVE_INFINITY : Math.abs(100 * iv - o.nseIv);
  });
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 ? (sorted[mid] ?? Number.NaN) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/** Open interest (contracts) per expiry of every futures series in the real F&O bhavcopy of 19-Jul-2024. */
export function readFuturesBhavcopyOi(): Map<string, { index: boolean; oi: Map<IsoDate, number> }> {
  const text = readShared('nse_fo_bhavcopy/fo_futures_contracts_19JUL2024.csv');
  const series = new Map<string, { index: boolean; oi: Map<IsoDate, number> }>();
  const upper = MONTHS.map((m) => m.toUpperCase());
  for (const line of text.split(/\r?\n/).slice(1)) {
    const [contract = '', , , , , , , , oi = ''] = line.split(',');
    const match = /^(FUTIDX|FUTSTK)(.+)(\d{2})-([A-Z]{3})-(\d{4})$/.exec(contract);
    if (!match) continue;
    const [, instrument = '', symbol = '', day = '', month = '', year = ''] = match;
    const expiry = isoDate(`${year}-${String(upper.indexOf(month) + 1).padStart(2, '0')}-${day}`);
    const entry = series.get(symbol) ?? { index: instrument === 'FUTIDX', oi: new Map<IsoDate, number>() };
    entry.oi.set(expiry, Number(oi) || 0);
    series.set(symbol, entry);
  }
  return series;
}

/** The real participant-wise OI sample (Nov-2021): per date, per client type, NSE's columns by name. */
export function readParticipantOiSample(): Map<string, Map<string, Map<string, number>>> {
  const [header = '', ...lines] = readShared('nse_institutional/fao_participant_oi_2021-11.csv').split(
    /\r?\n/,
  );
  const names = header.split(',');
  const days = new Map<string, Map<string, Map<string, number>>>();
  for (const line of lines) {
    const cells = line.split(',');
    if (cells.length !== names.length) continue;
    const value = (name: string) => cells[names.indexOf(name)] ?? '';
    const date = value('Date');
    const byType = days.get(date) ?? new Map<string, Map<string, number>>();
    byType.set(value('Client Type'), new Map(names.map((n, i) => [n, Number(cells[i])])));
    days.set(date, byType);
  }
  return days;
}

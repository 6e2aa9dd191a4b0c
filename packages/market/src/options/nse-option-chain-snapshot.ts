import { readShared } from '../nse-files/read-fixture';
import type { OiView } from './chain-statistics';

// Test-only: reads the NSE option-chain API snapshots under shared/data (never exported).

interface NseSide {
  openInterest?: number;
  totalTradedVolume?: number;
  bidprice?: number;
  askPrice?: number;
}

interface NseRow {
  strikePrice: number;
  expiryDate: string;
  CE?: NseSide;
  PE?: NseSide;
}

/** One expiry of a snapshot as columns: strikes ascending, OI/volume and bid/ask per side. */
export interface SnapshotExpiry extends OiView {
  readonly expiry: string;
  readonly strikes: Float64Array;
  readonly callBid: Float64Array;
  readonly callAsk: Float64Array;
  readonly putBid: Float64Array;
  readonly putAsk: Float64Array;
}

export interface Snapshot {
  readonly timestamp: string;
  readonly underlyingValue: number;
  readonly expiryDates: readonly string[];
  /** `filtered.data`: the nearest expiry as NSE's page shows it. */
  readonly nearest: SnapshotExpiry;
  /** Every expiry of `records.data`. */
  readonly all: readonly SnapshotExpiry[];
}

function columns(expiry: string, rows: readonly NseRow[]): SnapshotExpiry {
  const sorted = [...rows].sort((a, b) => a.strikePrice - b.strikePrice);
  const pick = (side: 'CE' | 'PE', field: keyof NseSide) =>
    Float64Array.from(sorted, (r) => r[side]?.[field] ?? 0);
  return {
    expiry,
    strikes: Float64Array.from(sorted, (r) => r.strikePrice),
    call: { openInterest: pick('CE', 'openInterest'), volume: pick('CE', 'totalTradedVolume') },
    put: { openInterest: pick('PE', 'openInterest'), volume: pick('PE', 'totalTradedVolume') },
    callBid: pick('CE', 'bidprice'),
    callAsk: pick('CE', 'askPrice'),
    putBid: pick('PE', 'bidprice'),
    putAsk: pick('PE', 'askPrice'),
  };
}

/** Parses `nse_option_chain/<file>` from shared/data. */
export function readSnapshot(file: string): Snapshot {
  const json = JSON.parse(readShared(`nse_option_chain/${file}`)) as {
    records: { timestamp: string; underlyingValue: number; expiryDates: string[]; data: NseRow[] };
    filtered: { data: NseRow[] };
  };
  const { records, filtered } = json;
  const nearestExpiry = filtered.data[0]?.expiryDate ?? '';
  return {
    timestamp: records.timestamp,
    underlyingValue: records.underlyingValue,
    expiryDates: records.expiryDates,
    nearest: columns(nearestExpiry, filtered.data),
    all: records.expiryDates.map((e) =>
      columns(
        e,
        records.data.filter((r) => r.expiryDate === e),
      ),
    ),
  };
}

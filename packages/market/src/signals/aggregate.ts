import type { SignalOutcome } from './outcome';
import type { Signal } from './signal-types';

/** A stored signal with its current outcome. */
export interface SignalRecord {
  readonly signal: Signal;
  readonly outcome: SignalOutcome;
}

/** How records are grouped: by signal type, by sector, or by both. */
export type SignalStatsGrouping = 'type' | 'sector' | 'type-sector';

/** Track record of one group of signals. Returns are fractions (0.01 = 1 %). */
export interface SignalStats {
  /** The group: a type, a sector, or `type|sector`. */
  readonly key: string;
  readonly cases: number;
  readonly open: number;
  /** Closed = target + stop + expired. */
  readonly closed: number;
  readonly targets: number;
  readonly stops: number;
  readonly expired: number;
  /** targets / closed, null with no closed case; open signals never count. */
  readonly hitRate: number | null;
  /** Mean sign-adjusted close-to-close return after 1, 5, 20 trading days over the cases that have it. */
  readonly avgReturn1d: number | null;
  readonly avgReturn5d: number | null;
  readonly avgReturn20d: number | null;
  /** How many cases each average is over. */
  readonly samples1d: number;
  readonly samples5d: number;
  readonly samples20d: number;
}

/** The method sentence the UI shows under the statistics. */
export const SIGNAL_STATS_METHOD =
  'Each signal enters at the close of the 15-minute bar it fired on. Hit rate = signals that reached the target ' +
  'before the stop-loss ÷ closed signals (target, stop or horizon expired), judged on the high and low of every ' +
  'later bar; when one bar spans both, the stop counts first. Signals still inside their horizon are open and ' +
  'not counted. Returns are close-to-close from the entry after 1, 5 and 20 trading days, sign-adjusted for ' +
  'sell signals, averaged over the signals old enough to have them.';

interface Accumulator {
  cases: number;
  open: number;
  targets: number;
  stops: number;
  expired: number;
  sums: [number, number, number];
  counts: [number, number, number];
}

function keyOf(signal: Signal, by: SignalStatsGrouping): string {
  if (by === 'type') return signal.type;
  if (by === 'sector') return signal.sector;
  return `${signal.type}|${signal.sector}`;
}

function add(acc: Accumulator, outcome: SignalOutcome): void {
  acc.cases++;
  if (outcome.status === 'open') acc.open++;
  else if (outcome.status === 'target') acc.targets++;
  else if (outcome.status === 'stop') acc.stops++;
  else acc.expired++;
  const returns = [outcome.return1d, outcome.return5d, outcome.return20d];
  for (let k = 0; k < 3; k++) {
    const r = returns[k];
    if (r === null || r === undefined) continue;
    acc.sums[k] = (acc.sums[k] ?? 0) + r;
    acc.counts[k] = (acc.counts[k] ?? 0) + 1;
  }
}

function mean(sum: number, count: number): number | null {
  return count > 0 ? sum / count : null;
}

/** Aggregates records per group, groups sorted by key. */
export function aggregateSignalStats(
  records: readonly SignalRecord[],
  by: SignalStatsGrouping = 'type',
): SignalStats[] {
  const groups = new Map<string, Accumulator>();
  for (const { signal, outcome } of records) {
    const key = keyOf(signal, by);
    let acc = groups.get(key);
    if (!acc) {
      acc = { cases: 0, open: 0, targets: 0, stops: 0, expired: 0, sums: [0, 0, 0], counts: [0, 0, 0] };
      groups.set(key, acc);
    }
    add(acc, outcome);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, acc]) => {
      const closed = acc.targets + acc.stops + acc.expired;
      return {
        key,
        cases: acc.cases,
        open: acc.open,
        closed,
        targets: acc.targets,
        stops: acc.stops,
        expired: acc.expired,
        hitRate: closed > 0 ? acc.targets / closed : null,
        avgReturn1d: mean(acc.sums[0], acc.counts[0]),
        avgReturn5d: mean(acc.sums[1], acc.counts[1]),
        avgReturn20d: mean(acc.sums[2], acc.counts[2]),
        samples1d: acc.counts[0],
        samples5d: acc.counts[1],
        samples20d: acc.counts[2],
      };
    });
}

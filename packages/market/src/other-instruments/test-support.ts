/**
 * Test helpers: stand-in NSE index bars (the real ones come from the whole equity universe, which the
 * integration test builds) and a byte view of a series for determinism checks.
 */
import { createRng } from '../simulator/prng';
import { weekdays } from '../simulator/test-support';
import type { IsoDate } from '../units';
import { INDICES } from '../universe/universe';
import type { OtherInstrumentSeries, OtherInstrumentsInput } from './types';

/** Index bars in points, two decimals, like `IndexLevels`. */
export interface IndexBarsFixture {
  readonly open: Float64Array;
  readonly high: Float64Array;
  readonly low: Float64Array;
  readonly close: Float64Array;
}

const round2 = (x: number): number => Math.round(x * 100) / 100;

/** A 17 %-volatility random walk with gaps and ranges, from its own stream, starting at 1,000 points. */
export function indexBarsFixture(seed: string, name: string, n: number): IndexBarsFixture {
  const rng = createRng(seed, `fixture:${name}`);
  const bars = {
    open: new Float64Array(n),
    high: new Float64Array(n),
    low: new Float64Array(n),
    close: new Float64Array(n),
  };
  const sd = 0.17 / Math.sqrt(252);
  let previous = 1000;
  for (let t = 0; t < n; t++) {
    const r = sd * rng.normal();
    const open = previous * Math.exp(0.3 * r + 0.5 * sd * rng.normal());
    const close = previous * Math.exp(r);
    bars.open[t] = round2(open);
    bars.close[t] = round2(close);
    bars.high[t] = round2(Math.max(open, close) * Math.exp(0.4 * sd * Math.abs(rng.normal())));
    bars.low[t] = round2(Math.min(open, close) * Math.exp(-0.4 * sd * Math.abs(rng.normal())));
    previous = close;
  }
  return bars;
}

/** Every NSE index of the universe as a fixture (so every equity ETF finds its index). */
export function fixtureInput(seed: string, days: number): OtherInstrumentsInput & { dates: IsoDate[] } {
  const dates = weekdays('2016-01-04', days);
  const nseIndices = new Map(INDICES.map((index) => [index.name, indexBarsFixture(seed, index.name, days)]));
  return { seed, dates, nseIndices };
}

/** Every column of a series as one buffer. */
export function seriesBytes(s: OtherInstrumentSeries): Buffer {
  return Buffer.concat(
    [s.open, s.high, s.low, s.close, s.volume, s.adjFactor].map((column) => Buffer.from(column.buffer)),
  );
}

/** The series of `symbol`, failing the test when it is missing. */
export function seriesOf(
  history: { readonly series: ReadonlyMap<string, OtherInstrumentSeries> },
  symbol: string,
): OtherInstrumentSeries {
  const s = history.series.get(symbol);
  if (!s) throw new Error(`missing ${symbol}`);
  return s;
}

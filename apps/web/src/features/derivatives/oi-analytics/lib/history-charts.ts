// The chart specs of the PCR and highest-OI pages, from Optionchain/getOiHistory (pure).
import type { PcrDay, PcrIntradayPoint } from '@nivesh/contracts';
import type { PlotSeries, PlotSpec } from '@/components/market/plot-option';
import { formatDateIst, formatNumber } from '@/lib/format';
import { formatStrike } from '../../shared/format';
import { formatRatio, formatSessionTime, ratioDecimals, withoutYear } from './oi-format';

/** The underlying's close or spot: a colour apart from the rise and fall of the levels. */
export const PRICE_COLOUR = '#4c6ef5';
const NEAR_COLOUR = '#e8590c';

const formatLevel = (value: number) => formatNumber(value, 0);

/** PCR lines on the left axis against the price on the right, over dates or the session's times. */
function ratioAgainstPrice(
  categories: readonly string[],
  ratios: readonly PlotSeries[],
  price: { readonly name: string; readonly values: readonly number[] },
  rest: Partial<PlotSpec>,
): PlotSpec {
  const decimals = ratioDecimals(ratios.flatMap((r) => r.values));
  return {
    categories,
    fitValues: true,
    formatValue: (v) => formatRatio(v, decimals),
    formatSecond: formatLevel,
    series: [
      ...ratios,
      { name: price.name, kind: 'line', colour: PRICE_COLOUR, secondAxis: true, values: price.values },
    ],
    ...rest,
  };
}

/** PCR of all expiries and of the nearest (left axis) against the close (right axis), by day. */
export function pcrDailySpec(
  days: readonly PcrDay[],
  names: { readonly all: string; readonly near: string; readonly close: string },
): PlotSpec {
  return ratioAgainstPrice(
    days.map((d) => formatDateIst(d.date)),
    [
      { name: names.all, kind: 'line', colour: 'line', values: days.map((d) => d.pcrOi) },
      {
        name: names.near,
        kind: 'line',
        colour: NEAR_COLOUR,
        dashed: true,
        values: days.map((d) => d.nearPcrOi),
      },
    ],
    { name: names.close, values: days.map((d) => d.close) },
    { formatCategory: withoutYear },
  );
}

/** Today's PCR of the nearest expiry (left axis) against spot (right axis). */
export function pcrIntradaySpec(
  points: readonly PcrIntradayPoint[],
  names: { readonly pcr: string; readonly spot: string },
): PlotSpec {
  return ratioAgainstPrice(
    points.map((p) => formatSessionTime(p.time)),
    [{ name: names.pcr, kind: 'line', colour: 'line', values: points.map((p) => p.pcrOi) }],
    { name: names.spot, values: points.map((p) => p.spot) },
    {},
  );
}

interface LevelNames {
  readonly resistance: string;
  readonly support: string;
  readonly price: string;
}

interface LevelPoint {
  readonly label: string;
  readonly resistance: number | null;
  readonly support: number | null;
  readonly price: number;
}

/** Resistance and support as steps (they jump from strike to strike) against the price, one axis. */
function levelsSpec(
  points: readonly LevelPoint[],
  names: LevelNames,
  formatCategory?: (c: string) => string,
): PlotSpec {
  return {
    categories: points.map((p) => p.label),
    formatCategory,
    fitValues: true,
    formatValue: formatStrike,
    series: [
      {
        name: names.resistance,
        kind: 'line',
        colour: 'down',
        step: true,
        values: points.map((p) => p.resistance),
      },
      { name: names.support, kind: 'line', colour: 'up', step: true, values: points.map((p) => p.support) },
      { name: names.price, kind: 'line', colour: PRICE_COLOUR, values: points.map((p) => p.price) },
    ],
  };
}

/** The highest call-OI and put-OI strikes by day against the close. */
export function levelsDailySpec(days: readonly PcrDay[], names: LevelNames): PlotSpec {
  return levelsSpec(
    days.map((d) => ({
      label: formatDateIst(d.date),
      resistance: d.maxCallOiStrike,
      support: d.maxPutOiStrike,
      price: d.close,
    })),
    names,
    withoutYear,
  );
}

/** The same through today's session against spot. */
export function levelsIntradaySpec(points: readonly PcrIntradayPoint[], names: LevelNames): PlotSpec {
  return levelsSpec(
    points.map((p) => ({
      label: formatSessionTime(p.time),
      resistance: p.maxCallOiStrike,
      support: p.maxPutOiStrike,
      price: p.spot,
    })),
    names,
  );
}

/** How many times a level changed from one point to the next (gaps are not counted as moves). */
export function countMoves(values: readonly (number | null)[]): number {
  let moves = 0;
  let last: number | null = null;
  for (const value of values) {
    if (value === null) continue;
    if (last !== null && value !== last) moves += 1;
    last = value;
  }
  return moves;
}

/** Lowest and highest of the values given (nulls left out); null when there are none. */
export function rangeOf(
  values: readonly (number | null)[],
): { readonly min: number; readonly max: number } | null {
  const present = values.filter((v): v is number => v !== null);
  return present.length === 0 ? null : { min: Math.min(...present), max: Math.max(...present) };
}

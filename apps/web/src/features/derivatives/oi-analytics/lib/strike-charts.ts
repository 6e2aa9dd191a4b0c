// The chart specs of the option chain analysis page, from its answer (pure: tested without a canvas).
import type { OiAnalysisAnswer, OiProfileRow } from '@nivesh/contracts';
import type { PlotMark, PlotSpec } from '@/components/market/plot-option';
import { formatDateIst, formatNumber } from '@/lib/format';
import { formatStrike } from '../../shared/format';
import { axisNumberFormat, formatIv, formatSessionTime, oiAxisFormat, withoutYear } from './oi-format';
import { categoryPosition } from './strikes';

/** Names of the series and marks, in the page's language. */
export interface StrikeChartNames {
  readonly calls: string;
  readonly puts: string;
  /** "Spot 24,213.45" */
  readonly spot: string;
}

const contracts = (value: number) => formatNumber(value, 0);
const signedContracts = (value: number) => (value > 0 ? `+${contracts(value)}` : contracts(value));

/** The strikes as categories and spot marked between them. */
function strikeAxis(rows: readonly OiProfileRow[], spot: number, spotName: string) {
  const strikes = rows.map((r) => r.strike);
  const at = categoryPosition(strikes, spot);
  const marks: PlotMark[] = at === null ? [] : [{ at, label: spotName, colour: 'line' }];
  return { categories: strikes.map(formatStrike), marks };
}

/** Call and put OI of each strike (calls red, puts green, as Indian option chains colour them). */
export function oiByStrikeSpec(
  rows: readonly OiProfileRow[],
  spot: number,
  names: StrikeChartNames,
  horizontal: boolean,
): PlotSpec {
  const calls = rows.map((r) => r.callOi);
  const puts = rows.map((r) => r.putOi);
  return {
    ...strikeAxis(rows, spot, names.spot),
    horizontal,
    formatValue: contracts,
    formatAxis: oiAxisFormat([...calls, ...puts]),
    series: [
      { name: names.calls, kind: 'bar', colour: 'down', values: calls },
      { name: names.puts, kind: 'bar', colour: 'up', values: puts },
    ],
  };
}

/** Contracts added or shed at each strike since the previous close. */
export function oiChangeSpec(
  rows: readonly OiProfileRow[],
  spot: number,
  names: StrikeChartNames,
  horizontal: boolean,
): PlotSpec {
  const calls = rows.map((r) => r.callOiChange);
  const puts = rows.map((r) => r.putOiChange);
  return {
    ...strikeAxis(rows, spot, names.spot),
    horizontal,
    formatValue: signedContracts,
    formatAxis: oiAxisFormat([...calls, ...puts], true),
    series: [
      { name: names.calls, kind: 'bar', colour: 'down', values: calls },
      { name: names.puts, kind: 'bar', colour: 'up', values: puts },
    ],
  };
}

/** The zero-gamma line: a colour apart from spot, rise and fall, legible on light and dark. */
const ZERO_GAMMA_COLOUR = '#be4bdb';

/** Dealer gamma by strike, green above zero and red below, with spot and the zero-gamma level. */
export function gexSpec(
  rows: readonly OiProfileRow[],
  spot: number,
  zeroGamma: number | null,
  names: { readonly series: string; readonly spot: string; readonly zeroGamma: string },
  horizontal: boolean,
): PlotSpec {
  const axis = strikeAxis(rows, spot, names.spot);
  const zeroAt = categoryPosition(
    rows.map((r) => r.strike),
    zeroGamma,
  );
  const zero: PlotMark[] =
    zeroAt === null
      ? []
      : [{ at: zeroAt, label: names.zeroGamma, colour: ZERO_GAMMA_COLOUR, dashed: true, labelAt: 'start' }];
  return {
    categories: axis.categories,
    marks: [...axis.marks, ...zero],
    horizontal,
    formatValue: (v) => formatNumber(v, 1),
    formatAxis: axisNumberFormat(rows.map((r) => r.gex)),
    series: [
      { name: names.series, kind: 'bar', colour: 'line', colourBySign: true, values: rows.map((r) => r.gex) },
    ],
  };
}

/** Call and put IV by strike. */
export function smileSpec(
  rows: readonly OiProfileRow[],
  spot: number,
  names: { readonly callIv: string; readonly putIv: string; readonly spot: string },
): PlotSpec {
  return {
    ...strikeAxis(rows, spot, names.spot),
    fitValues: true,
    formatValue: formatIv,
    series: [
      { name: names.callIv, kind: 'line', colour: 'down', values: rows.map((r) => r.callIv) },
      { name: names.putIv, kind: 'line', colour: 'up', values: rows.map((r) => r.putIv) },
    ],
  };
}

/** ATM IV of each expiry; categories "2 Dec (7 d)". */
export function termSpec(
  points: OiAnalysisAnswer['termStructure'],
  names: { readonly series: string; readonly category: (date: string, days: number) => string },
): PlotSpec {
  return {
    categories: points.map((p) => names.category(withoutYear(formatDateIst(p.expiry)), p.daysToExpiry)),
    fitValues: true,
    formatValue: formatIv,
    series: [{ name: names.series, kind: 'line', colour: 'line', values: points.map((p) => p.atmIv) }],
  };
}

/** The ATM straddle's premium through the session (₹), the times in IST. */
export function straddleSpec(points: OiAnalysisAnswer['straddle'], name: string): PlotSpec {
  return {
    categories: points.map((p) => formatSessionTime(p.time)),
    fitValues: true,
    formatValue: (v) => `₹${formatNumber(v, 2)}`,
    formatAxis: axisNumberFormat(
      points.map((p) => p.premium),
      '₹',
    ),
    series: [{ name, kind: 'line', colour: 'line', values: points.map((p) => p.premium) }],
  };
}

/** A bar chart's height: fixed when upright, one band per strike when sideways (a phone). */
export function strikeChartHeight(strikes: number, horizontal: boolean): number {
  return horizontal ? Math.max(260, 56 + strikes * 22) : 320;
}

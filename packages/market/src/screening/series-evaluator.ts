import { INDICATOR_FUNCTIONS } from './indicator-series';
import type { ScreenNode, ScreenNodeOf } from './screen-node';
import type { SeriesContext, SymbolScope } from './symbol-scope';
import { mapTimeframe } from './timeframe-mapping';
import {
  and3,
  arithmetic,
  compare3,
  cross3,
  FALSE,
  mathFunction,
  not3,
  or3,
  TRUE,
  textCompare3,
  UNKNOWN,
} from './tri-state';

/**
 * Evaluates a number node over every bar of `ctx.bars` (one symbol): a column of the same length,
 * `NaN` where undefined. Indicators, price transforms and timeframe maps come from the cache.
 */
export function numberSeries(node: ScreenNode, ctx: SeriesContext): Float64Array {
  const n = ctx.bars.length;
  switch (node.op) {
    case 'constant':
      return new Float64Array(n).fill(node.value);
    case 'fundamental':
      return new Float64Array(n).fill(ctx.scope.number(node.field));
    case 'price':
      return priceSeries(node.field, ctx);
    case 'indicator':
      return (
        ctx.cache.cached(ctx.bars, node.key) ??
        ctx.cache.store(ctx.bars, node.key, indicatorSeries(node, ctx))
      );
    case 'math': {
      const a = numberSeries(node.args[0] ?? node, ctx);
      const b = node.args[1] ? numberSeries(node.args[1], ctx) : a;
      return a.map((value, t) => mathFunction(node.name, value, b[t] ?? Number.NaN));
    }
    case 'negate':
      return numberSeries(node.operand, ctx).map((value) => -value);
    case 'arithmetic': {
      const b = numberSeries(node.right, ctx);
      return numberSeries(node.left, ctx).map((a, t) => arithmetic(node.operator, a, b[t] ?? Number.NaN));
    }
    case 'offset':
      return shift(numberSeries(node.target, ctx), node.bars, Number.NaN) as Float64Array;
    case 'timeframe':
      return ctx.cache.seriesOf(
        ctx.bars,
        node.key,
        () => mapTimeframe(node, ctx, valueSeries) as Float64Array,
      );
    default:
      throw new TypeError(`"${node.key}" is not a number`);
  }
}

/**
 * Evaluates a condition node over every bar of `ctx.bars`: `TRUE`, `FALSE` or `UNKNOWN` per bar
 * (three-valued logic, see tri-state.ts).
 */
export function conditionSeries(node: ScreenNode, ctx: SeriesContext): Uint8Array {
  const n = ctx.bars.length;
  switch (node.op) {
    case 'compare': {
      const a = numberSeries(node.left, ctx);
      const b = numberSeries(node.right, ctx);
      return fill(n, (t) => compare3(node.operator, a[t] ?? Number.NaN, b[t] ?? Number.NaN));
    }
    case 'text-compare': {
      const value = textCompare3(
        node.equal,
        textValue(node.left, ctx.scope),
        textValue(node.right, ctx.scope),
      );
      return new Uint8Array(n).fill(value);
    }
    case 'not':
      return conditionSeries(node.operand, ctx).map(not3);
    case 'logical': {
      const b = conditionSeries(node.right, ctx);
      const combine = node.operator === 'and' ? and3 : or3;
      return conditionSeries(node.left, ctx).map((a, t) => combine(a, b[t] ?? UNKNOWN));
    }
    case 'cross': {
      const a = numberSeries(node.left, ctx);
      const b = numberSeries(node.right, ctx);
      const at = (s: Float64Array, t: number) => s[t] ?? Number.NaN;
      return fill(n, (t) => cross3(node.above, at(a, t), at(b, t), at(a, t - 1), at(b, t - 1)));
    }
    case 'in-index':
      return new Uint8Array(n).fill(ctx.scope.indices().includes(node.index) ? TRUE : FALSE);
    case 'offset':
      return shift(conditionSeries(node.target, ctx), node.bars, UNKNOWN) as Uint8Array;
    case 'timeframe':
      return mapTimeframe(node, ctx, valueSeries) as Uint8Array;
    default:
      throw new TypeError(`"${node.key}" is not a condition`);
  }
}

/** The value of a text node for one symbol (`undefined` when the universe does not know it). */
export function textValue(node: ScreenNode, scope: SymbolScope): string | undefined {
  if (node.op === 'text') return node.value;
  if (node.op === 'text-field') return node.field === 'symbol' ? scope.symbol : scope.text(node.field);
  if (node.op === 'timeframe') return textValue(node.inner, scope);
  throw new TypeError(`"${node.key}" is not text`);
}

/** A number node as `Float64Array` or a condition node as `Uint8Array`, over every bar of `ctx.bars`. */
export function valueSeries(node: ScreenNode, ctx: SeriesContext): Float64Array | Uint8Array {
  return node.type === 'boolean' ? conditionSeries(node, ctx) : numberSeries(node, ctx);
}

function indicatorSeries(node: ScreenNodeOf<'indicator'>, ctx: SeriesContext): Float64Array {
  const compute = INDICATOR_FUNCTIONS[node.name];
  if (!compute) throw new TypeError(`No implementation for indicator "${node.name}"`);
  return compute(
    ctx.bars,
    node.series.map((arg) => numberSeries(arg, ctx)),
    node.numbers,
  );
}

function priceSeries(field: string, ctx: SeriesContext): Float64Array {
  const bars = ctx.bars;
  switch (field) {
    case 'open':
      return bars.open;
    case 'high':
      return bars.high;
    case 'low':
      return bars.low;
    case 'close':
      return bars.close;
    case 'volume':
      return bars.volume;
    default:
      return ctx.cache.seriesOf(bars, 'change_pct', () => {
        const close = bars.close;
        return close.map((c, t) => (t === 0 ? Number.NaN : (c / (close[t - 1] ?? Number.NaN) - 1) * 100));
      });
  }
}

function fill(n: number, value: (t: number) => number): Uint8Array {
  const out = new Uint8Array(n);
  for (let t = 0; t < n; t++) out[t] = value(t);
  return out;
}

/** `values` moved `bars` positions later (value at t is the input at t − bars), `missing` before. */
function shift(values: Float64Array | Uint8Array, bars: number, missing: number): Float64Array | Uint8Array {
  const out = values.slice();
  out.fill(missing, 0, Math.min(bars, out.length));
  if (bars < values.length) out.set(values.subarray(0, values.length - bars), bars);
  return out;
}

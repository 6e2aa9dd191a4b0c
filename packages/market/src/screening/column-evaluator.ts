import type { ScreenTimeframe } from './catalogue';
import type { PriceBars } from './price-bars';
import type { ScreenCache } from './screen-cache';
import type { ScreenNode } from './screen-node';
import type { ScreenUniverse } from './screen-universe';
import { numberSeries, textValue, valueSeries } from './series-evaluator';
import type { SymbolScope } from './symbol-scope';
import { weeklyValueAt } from './timeframe-mapping';
import * as logic from './tri-state';
import { UniverseRowScope } from './universe-row-scope';

/**
 * Evaluates nodes column by column over a whole universe at one bar position per symbol: the
 * latest bar minus `offset` on a timeframe. Numbers give a `Float64Array(count)`, conditions a
 * tri-state `Uint8Array(count)`. Whole series are computed (and cached) only for indicators.
 */
export class ColumnEvaluator {
  readonly count: number;
  private readonly bars = new Map<ScreenTimeframe, (PriceBars | undefined)[]>();
  private readonly scopes: SymbolScope[] = [];
  /** Number columns already computed in this run, by timeframe, offset and key (result columns reuse them). */
  private readonly memo = new Map<string, Float64Array>();

  constructor(
    private readonly universe: ScreenUniverse,
    private readonly cache: ScreenCache,
  ) {
    this.count = universe.count;
  }

  /** A number node at `offset` bars before the latest bar of `timeframe`, for every symbol. */
  numbers(node: ScreenNode, offset: number, timeframe: ScreenTimeframe): Float64Array {
    const memoKey = `${timeframe}|${offset}|${node.key}`;
    let column = this.memo.get(memoKey);
    if (!column) {
      column = this.computeNumbers(node, offset, timeframe);
      this.memo.set(memoKey, column);
    }
    return column;
  }

  private computeNumbers(node: ScreenNode, offset: number, timeframe: ScreenTimeframe): Float64Array {
    const out = new Float64Array(this.count);
    switch (node.op) {
      case 'constant':
        return out.fill(node.value);
      case 'fundamental':
        for (let i = 0; i < this.count; i++) out[i] = this.universe.number(i, node.field);
        return out;
      case 'math': {
        const a = this.numbers(node.args[0] ?? node, offset, timeframe);
        const b = node.args[1] ? this.numbers(node.args[1], offset, timeframe) : a;
        return a.map((value, i) => logic.mathFunction(node.name, value, b[i] ?? Number.NaN));
      }
      case 'negate':
        return this.numbers(node.operand, offset, timeframe).map((value) => -value);
      case 'arithmetic': {
        const b = this.numbers(node.right, offset, timeframe);
        return this.numbers(node.left, offset, timeframe).map((a, i) =>
          logic.arithmetic(node.operator, a, b[i] ?? Number.NaN),
        );
      }
      case 'offset':
        return this.numbers(node.target, offset + node.bars, timeframe);
      case 'timeframe':
        if (offset === 0) return this.numbers(node.inner, 0, node.timeframe);
        return this.fromSeries(node, offset, timeframe, Number.NaN) as Float64Array;
      case 'price':
        if (node.field !== 'change_pct') return this.latest(node.field, offset, timeframe);
        return this.fromSeries(node, offset, timeframe, Number.NaN) as Float64Array;
      default:
        return this.fromSeries(node, offset, timeframe, Number.NaN) as Float64Array;
    }
  }

  /** A condition node at `offset` bars before the latest bar of `timeframe`: TRUE, FALSE or UNKNOWN per symbol. */
  conditions(node: ScreenNode, offset: number, timeframe: ScreenTimeframe): Uint8Array {
    const n = this.count;
    const out = new Uint8Array(n);
    switch (node.op) {
      case 'compare': {
        const a = this.numbers(node.left, offset, timeframe);
        const b = this.numbers(node.right, offset, timeframe);
        for (let i = 0; i < n; i++)
          out[i] = logic.compare3(node.operator, a[i] ?? Number.NaN, b[i] ?? Number.NaN);
        return out;
      }
      case 'text-compare': {
        const a = this.texts(node.left);
        const b = this.texts(node.right);
        for (let i = 0; i < n; i++) out[i] = logic.textCompare3(node.equal, a[i], b[i]);
        return out;
      }
      case 'not':
        return this.conditions(node.operand, offset, timeframe).map(logic.not3);
      case 'logical': {
        const b = this.conditions(node.right, offset, timeframe);
        const combine = node.operator === 'and' ? logic.and3 : logic.or3;
        return this.conditions(node.left, offset, timeframe).map((a, i) => combine(a, b[i] ?? logic.UNKNOWN));
      }
      case 'cross': {
        const [a, b] = [
          this.numbers(node.left, offset, timeframe),
          this.numbers(node.right, offset, timeframe),
        ];
        const [pa, pb] = [
          this.numbers(node.left, offset + 1, timeframe),
          this.numbers(node.right, offset + 1, timeframe),
        ];
        const at = (s: Float64Array, i: number) => s[i] ?? Number.NaN;
        for (let i = 0; i < n; i++)
          out[i] = logic.cross3(node.above, at(a, i), at(b, i), at(pa, i), at(pb, i));
        return out;
      }
      case 'in-index':
        for (let i = 0; i < n; i++)
          out[i] = this.universe.indices(i).includes(node.index) ? logic.TRUE : logic.FALSE;
        return out;
      case 'offset':
        return this.conditions(node.target, offset + node.bars, timeframe);
      case 'timeframe':
        if (offset === 0) return this.conditions(node.inner, 0, node.timeframe);
        return this.fromSeries(node, offset, timeframe, logic.UNKNOWN) as Uint8Array;
      default:
        throw new TypeError(`"${node.key}" is not a condition`);
    }
  }

  /** A text node for every symbol. */
  texts(node: ScreenNode): (string | undefined)[] {
    const out: (string | undefined)[] = new Array(this.count);
    for (let i = 0; i < this.count; i++) out[i] = textValue(node, this.scope(i));
    return out;
  }

  /** A field read straight from the bars at the latest bar − offset. */
  private latest(field: string, offset: number, timeframe: ScreenTimeframe): Float64Array {
    const out = new Float64Array(this.count);
    const all = this.pricesOn(timeframe);
    for (let i = 0; i < this.count; i++) {
      const bars = all[i];
      const t = bars ? bars.length - 1 - offset : -1;
      out[i] = bars && t >= 0 ? (bars[field as 'close'][t] ?? Number.NaN) : Number.NaN;
    }
    return out;
  }

  /** Reads the whole-series value of `node` (cached for indicators) at the latest bar − offset. */
  private fromSeries(
    node: ScreenNode,
    offset: number,
    timeframe: ScreenTimeframe,
    missing: number,
  ): Float64Array | Uint8Array {
    const out = node.type === 'boolean' ? new Uint8Array(this.count) : new Float64Array(this.count);
    const all = this.pricesOn(timeframe);
    for (let i = 0; i < this.count; i++) {
      const bars = all[i];
      const t = bars ? bars.length - 1 - offset : -1;
      if (!bars || t < 0) {
        out[i] = missing;
        continue;
      }
      const ctx = { bars, scope: this.scope(i), cache: this.cache };
      if (node.op === 'timeframe' && node.timeframe === 'weekly') {
        // One day of a weekly term: evaluate just that day's week so far, not the whole mapped series.
        out[i] = weeklyValueAt(node, ctx, t, valueSeries) ?? missing;
        continue;
      }
      const series = node.type === 'boolean' ? valueSeries(node, ctx) : numberSeries(node, ctx);
      out[i] = series[t] ?? missing;
    }
    return out;
  }

  private pricesOn(timeframe: ScreenTimeframe): (PriceBars | undefined)[] {
    let all = this.bars.get(timeframe);
    if (!all) {
      all = [];
      for (let i = 0; i < this.count; i++) all.push(this.pricesOf(i, timeframe));
      this.bars.set(timeframe, all);
    }
    return all;
  }

  private scope(i: number): SymbolScope {
    let scope = this.scopes[i];
    if (!scope) {
      scope = new UniverseRowScope(this.universe, i, this);
      this.scopes[i] = scope;
    }
    return scope;
  }

  /** Adjusted (or weekly) prices of row `i` on `timeframe`, `undefined` without bars. */
  pricesOf(i: number, timeframe: ScreenTimeframe): PriceBars | undefined {
    if (timeframe === 'weekly') {
      const daily = this.pricesOf(i, 'daily');
      return daily && this.cache.weeklyOf(daily);
    }
    const bars = this.universe.bars(i, timeframe);
    return bars && this.cache.pricesOf(bars);
  }
}

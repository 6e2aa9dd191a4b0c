import type { ScreenBars } from './screen-universe';

/** Bars as the evaluators read them: adjusted prices in rupees, volume in shares, one date per bar. */
export interface PriceBars {
  readonly length: number;
  readonly open: Float64Array;
  readonly high: Float64Array;
  readonly low: Float64Array;
  readonly close: Float64Array;
  readonly volume: Float64Array;
  readonly dates: readonly string[];
}

/** Adjusted rupee prices of `ScreenBars`, each column computed on first use (printed paise × adjFactor / 100). */
export class AdjustedPriceBars implements PriceBars {
  readonly length: number;
  private readonly columns = new Map<'open' | 'high' | 'low' | 'close', Float64Array>();

  constructor(private readonly bars: ScreenBars) {
    this.length = bars.close.length;
  }

  get open(): Float64Array {
    return this.column('open');
  }
  get high(): Float64Array {
    return this.column('high');
  }
  get low(): Float64Array {
    return this.column('low');
  }
  get close(): Float64Array {
    return this.column('close');
  }
  get volume(): Float64Array {
    return this.bars.volume;
  }
  get dates(): readonly string[] {
    return this.bars.dates;
  }

  private column(name: 'open' | 'high' | 'low' | 'close'): Float64Array {
    const cached = this.columns.get(name);
    if (cached) return cached;
    const printed = this.bars[name];
    const factor = this.bars.adjFactor;
    const out = new Float64Array(this.length);
    for (let i = 0; i < out.length; i++) out[i] = ((printed[i] ?? 0) * (factor[i] ?? 1)) / 100;
    this.columns.set(name, out);
    return out;
  }
}

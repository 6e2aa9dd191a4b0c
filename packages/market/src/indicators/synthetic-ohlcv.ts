/** Columnar OHLCV bars. */
export interface OhlcvColumns {
  open: Float64Array;
  high: Float64Array;
  low: Float64Array;
  close: Float64Array;
  volume: Float64Array;
}

/** mulberry32: a tiny deterministic PRNG returning floats in [0, 1) (tests and benchmarks only). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Seeded geometric random walk of daily OHLCV bars, for side-by-side tests and the benchmark. */
export function randomWalkOhlcv(length: number, seed: number, startPrice = 100): OhlcvColumns {
  const random = mulberry32(seed);
  const open = new Float64Array(length);
  const high = new Float64Array(length);
  const low = new Float64Array(length);
  const close = new Float64Array(length);
  const volume = new Float64Array(length);
  let prev = startPrice;
  for (let i = 0; i < length; i++) {
    const o = prev * (1 + (random() - 0.5) * 0.01);
    const c = o * (1 + (random() - 0.5) * 0.04);
    high[i] = Math.max(o, c) * (1 + random() * 0.01);
    low[i] = Math.min(o, c) * (1 - random() * 0.01);
    open[i] = o;
    close[i] = c;
    volume[i] = Math.floor(1e5 + random() * 9e5);
    prev = c;
  }
  return { open, high, low, close, volume };
}

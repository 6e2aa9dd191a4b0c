/**
 * Seeded pseudo-random numbers for the simulator (ARCHITECTURE §5.1: no Math.random in `market`).
 *
 * Generator: sfc32 (Chris Doty-Humphrey's Small Fast Counting generator, PractRand-clean, 128-bit
 * state, 32-bit integer ops only so it is fast in V8). Each stream is seeded from `seed` + a stream
 * key through a cyrb128-style string hash expanded by splitmix32, so every symbol gets its own
 * independent stream and adding a symbol never shifts another symbol's numbers.
 */

/** 32-bit string hash (cyrb128 mixing) returning four words to seed a 128-bit state. */
function hash128(text: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

/** splitmix32 step: decorrelates the hash words before they become generator state. */
function splitmix32(x: number): number {
  let z = (x + 0x9e3779b9) | 0;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
  return (z ^ (z >>> 16)) >>> 0;
}

const TWO_POW_32 = 4294967296;

/** A seeded random stream: uniform, standard normal and unit-variance Student-t draws. */
export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;
  private spare = 0;
  private hasSpare = false;

  constructor(seed: string, streamKey = '') {
    const [h1, h2, h3, h4] = hash128(`${seed}\u0000${streamKey}`);
    this.a = splitmix32(h1);
    this.b = splitmix32(h2 ^ this.a);
    this.c = splitmix32(h3 ^ this.b);
    this.d = splitmix32(h4 ^ this.c) | 1;
    // Warm-up: sfc32's first outputs still echo the seed words.
    for (let i = 0; i < 16; i++) this.nextUint32();
  }

  /** Next raw 32-bit unsigned integer. */
  nextUint32(): number {
    const a = this.a;
    const b = this.b;
    const c = this.c;
    const d = this.d;
    const t = (((a + b) | 0) + d) | 0;
    this.d = (d + 1) | 0;
    this.a = b ^ (b >>> 9);
    this.b = (c + (c << 3)) | 0;
    const rotated = (c << 21) | (c >>> 11);
    this.c = (rotated + t) | 0;
    return t >>> 0;
  }

  /** Uniform in the open interval (0, 1): never 0, so `Math.log(uniform())` is always finite. */
  uniform(): number {
    return (this.nextUint32() + 0.5) / TWO_POW_32;
  }

  /** Uniform integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.uniform() * n);
  }

  /** Standard normal by Marsaglia's polar method; the second variate is cached for the next call. */
  normal(): number {
    if (this.hasSpare) {
      this.hasSpare = false;
      return this.spare;
    }
    let u = 0;
    let v = 0;
    let s = 0;
    do {
      u = 2 * this.uniform() - 1;
      v = 2 * this.uniform() - 1;
      s = u * u + v * v;
    } while (s >= 1 || s === 0);
    const m = Math.sqrt((-2 * Math.log(s)) / s);
    this.spare = v * m;
    this.hasSpare = true;
    return u * m;
  }

  /** Gamma(shape, 1) by Marsaglia–Tsang (shape < 1 boosted by U^(1/shape)). */
  gamma(shape: number): number {
    if (shape < 1) return this.gamma(shape + 1) * this.uniform() ** (1 / shape);
    const d = shape - 1 / 3;
    const c = 1 / Math.sqrt(9 * d);
    for (;;) {
      let x = 0;
      let v = 0;
      do {
        x = this.normal();
        v = 1 + c * x;
      } while (v <= 0);
      v = v * v * v;
      const u = this.uniform();
      if (u < 1 - 0.0331 * x * x * x * x) return d * v;
      if (Math.log(u) < 0.5 * x * x + d * (1 - v + Math.log(v))) return d * v;
    }
  }

  /** Chi-square with ν degrees of freedom; whole ν takes a fast path (−2·ln of a product of uniforms). */
  chiSquare(nu: number): number {
    if (Number.isInteger(nu) && nu <= 12) {
      let product = 1;
      for (let k = 0; k < nu >> 1; k++) product *= this.uniform();
      let chi = -2 * Math.log(product);
      if (nu & 1) {
        const z = this.normal();
        chi += z * z;
      }
      return chi;
    }
    return 2 * this.gamma(nu / 2);
  }

  /**
   * Student-t with ν > 2 degrees of freedom scaled to unit variance (× √((ν−2)/ν)), so it can replace
   * a standard normal innovation while adding fat tails (excess kurtosis 6/(ν−4) for ν > 4).
   */
  studentT(nu: number): number {
    const z = this.normal();
    const chi = this.chiSquare(nu);
    return z * Math.sqrt((nu - 2) / chi);
  }
}

/** Creates an independent random stream for `streamKey` (e.g. `stock:RELIANCE`) under a run seed. */
export function createRng(seed: string, streamKey = ''): Rng {
  return new Rng(seed, streamKey);
}

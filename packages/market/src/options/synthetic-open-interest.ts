import { createRng } from '../simulator/prng';
import type { IsoDate } from '../units';

/**
 * Synthetic open interest and volume of one expiry: a deterministic model of positions that build
 * and unwind, not a redraw per day or minute.
 *
 * - An expiry's total follows a lifecycle in trading sessions to expiry (`expiryLifecycle`): it
 *   builds after listing, peaks the day before expiry and unwinds on the expiry day.
 * - The spread over strikes is centred on a reference level that moves once a session (the close
 *   before it): option writers sit out of the money (puts below, calls above), round strikes draw
 *   extra interest, each (expiry, strike) keeps a persistent seeded character, and a small seeded
 *   component changes daily.
 * - Writers react to the move that set the reference level: after a rise, puts are written (put OI
 *   up) and near-the-money calls unwound; after a fall, calls are written and near puts unwound.
 * - Intraday the open interest travels from the previous session's close state to today's along a
 *   seeded smooth path s(t): OI(t) = OI(prev close) + (OI(today close) − OI(prev close))·s(t).
 */

/** One session's close state of an expiry: everything that session's positions depend on. */
export interface OiSession {
  /** The session (keys the small daily component). */
  readonly date: IsoDate;
  /** Trading sessions after this one up to and including the expiry day: 0 on the expiry day. */
  readonly sessionsToExpiry: number;
  /** Level (points) the positions at this session's close are centred on: the close of the session before. */
  readonly referenceLevel: number;
  /** ln(referenceLevel ÷ the previous session's reference level): the move writers react to. */
  readonly move: number;
}

/** What stays fixed for an expiry across sessions. */
export interface OiExpiryModel {
  readonly seed: string;
  readonly symbol: string;
  readonly expiry: IsoDate;
  readonly kind: 'weekly' | 'monthly';
  /** Whether the underlying lists weekly expiries (NIFTY): its contracts build over days, not weeks. */
  readonly weeklyCycle: boolean;
  /** Ascending strikes, points. */
  readonly strikes: ArrayLike<number>;
  readonly strikeStep: number;
  /** Call open interest (contracts, all strikes) at the lifecycle's peak; puts follow a seeded PCR. */
  readonly peakCallTotal: number;
  /** Annual volatility (decimal) that sets how wide positions spread and how big a move is. */
  readonly volatility: number;
}

/** Open interest at one session's close, contracts per strike (not rounded). */
export interface OiCloseState {
  readonly call: Float64Array;
  readonly put: Float64Array;
}

/** Inputs of `syntheticOpenInterest`: the previous session's close, today's close and the instant between. */
export interface SyntheticOiInput {
  readonly model: OiExpiryModel;
  readonly previous: OiSession;
  readonly today: OiSession;
  /** Share of today's session elapsed (0–1). */
  readonly sessionFraction: number;
  /** Volume turnover of open interest over a full day at the money. */
  readonly turnover: number;
}

/** Open interest now and at the previous session's close, and volume so far, contracts per strike. */
export interface SyntheticOi {
  readonly callOi: Float64Array;
  readonly putOi: Float64Array;
  readonly previousCallOi: Float64Array;
  readonly previousPutOi: Float64Array;
  readonly callVolume: Float64Array;
  readonly putVolume: Float64Array;
}

/** Share of its peak an expiry keeps at the expiry day's close ("near zero"). */
export const EXPIRY_DAY_RESIDUAL = 0.05;

/** Sessions before expiry a contract is listed: weeklies about five weeks, monthlies three months. */
const LISTING_LEAD = { weekly: 25, monthly: 65 } as const;

/**
 * Share of its peak open interest an expiry carries at the close of a session `d` trading sessions
 * before expiry. 1 at d = 1 (the day before expiry), `EXPIRY_DAY_RESIDUAL` at d = 0, built up from
 * listing (ramp 1 − e^{−(L−d)/4}, L = 25 sessions for weeklies, 65 for monthlies):
 * - weekly cycle (NIFTY): weekly e^{−(d−1)/4}; monthly 0.8·e^{−(d−1)/4} + 0.2·e^{−(d−1)/20}
 *   (a positional tail). Next week's expiry then holds ≈ 0.3 and the month ahead ≈ 0.1 of the
 *   nearest (real NSE snapshots: 0.13–0.19 and 0.08–0.14);
 * - monthly cycle (other underlyings): 0.6·e^{−(d−1)/12} + 0.4·e^{−(d−1)/40}: the near month is
 *   the main contract all month (≈ 0.37 of its peak 20 sessions out).
 */
export function expiryLifecycle(
  sessionsToExpiry: number,
  kind: 'weekly' | 'monthly',
  weeklyCycle: boolean,
): number {
  const d = sessionsToExpiry;
  if (d <= 0) return EXPIRY_DAY_RESIDUAL;
  const lead = LISTING_LEAD[kind];
  if (d >= lead) return 0;
  const ramp = 1 - Math.exp(-(lead - d) / 4);
  const rampAtPeak = 1 - Math.exp(-(lead - 1) / 4);
  const x = d - 1;
  let shape: number;
  if (!weeklyCycle) shape = 0.6 * Math.exp(-x / 12) + 0.4 * Math.exp(-x / 40);
  else if (kind === 'weekly') shape = Math.exp(-x / 4);
  else shape = 0.8 * Math.exp(-x / 4) + 0.2 * Math.exp(-x / 20);
  return (shape * ramp) / rampAtPeak;
}

/** Multiplier for round strikes: positions cluster on 1000s and 500s as on real NIFTY chains. */
function roundness(strike: number, step: number): number {
  const units = Math.round(strike / step);
  if (units % 20 === 0) return 2.4;
  if (units % 10 === 0) return 1.7;
  if (units % 2 === 0) return 1.2;
  return 1;
}

/**
 * Open interest of one side `z` standard deviations from the money: a bump centred `offset`
 * out of the money, damped in the money (writers sell OTM options; the ITM ones are what remains
 * after the market moved). Real NSE nearest expiries hold 5–10× more OTM than ITM open interest
 * on each side (28-Mar-2022 NIFTY, 03-May-2023 BANKNIFTY); this shape gives about 8×.
 */
function profile(z: number, offset: number): number {
  const core = (z - offset) / 1.2;
  const tail = (z - offset) / 3;
  const outOfMoney = offset > 0 ? z : -z;
  return (
    (Math.exp(-0.5 * core * core) + 0.15 * Math.exp(-0.5 * tail * tail)) /
    (1 + Math.exp(-2.5 * outOfMoney - 1))
  );
}

/** Standard deviations of the persistent (per expiry and strike) and daily log-noise of a strike. */
const PERSISTENT_SD = 0.25;
const DAILY_SD = 0.08;
/** E[e^{0.25·N + 0.08·N'}]: the mean of the per-strike open-interest noise. */
const OI_NOISE_MEAN = Math.exp(0.5 * (PERSISTENT_SD * PERSISTENT_SD + DAILY_SD * DAILY_SD));
/** Bump offsets (standard deviations out of the money) of calls and puts. */
const OTM_OFFSET = 0.8;
/** Largest log-change of a side's open interest caused by one session's move (tanh-saturated). */
const FLOW_STRENGTH = 0.25;
/** Trading sessions a year: turns the annual volatility into a daily one. */
const SESSIONS_PER_YEAR = 252;

/** Normalisers already computed: a session's are asked for on every call during that session. */
const profileTotalsMemo = new Map<string, readonly [number, number]>();
const PROFILE_MEMO_SIZE = 512;

/**
 * Σ roundness·profile over a fixed grid of strikes around the reference level, for calls and
 * puts: the normaliser of a side's total. The grid spans ±40 % of the level, cut 12 spreads beyond
 * the bumps (the tail left out is < 2e-5 of the total): it ignores which strikes the caller shows,
 * so a chain window that follows the spot does not change any strike's open interest. Memoised
 * (a pure function of its three numbers, asked for on every call during a session).
 */
function profileTotals(referenceLevel: number, step: number, spread: number): readonly [number, number] {
  const key = `${referenceLevel}:${step}:${spread}`;
  const known = profileTotalsMemo.get(key);
  if (known) return known;
  let calls = 0;
  let puts = 0;
  const reach = Math.min(Math.exp((OTM_OFFSET + 12) * spread), 1.4);
  const first = Math.max(1, Math.ceil(Math.max(referenceLevel / reach, referenceLevel * 0.6) / step));
  const last = Math.floor((referenceLevel * reach) / step);
  for (let k = first; k <= last; k++) {
    const strike = k * step;
    const round = roundness(strike, step);
    const z = Math.log(strike / referenceLevel) / spread;
    calls += round * profile(z, OTM_OFFSET);
    puts += round * profile(z, -OTM_OFFSET);
  }
  const totals = [calls * OI_NOISE_MEAN, puts * OI_NOISE_MEAN] as const;
  if (profileTotalsMemo.size >= PROFILE_MEMO_SIZE) profileTotalsMemo.clear();
  profileTotalsMemo.set(key, totals);
  return totals;
}

/** murmur3's 32-bit finaliser: a well-mixed word from any word. */
function fmix32(word: number): number {
  let h = word;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A 32-bit key for a stream: the first word of the project's seeded generator for it. */
function streamWord(seed: string, key: string): number {
  return createRng(seed, key).nextUint32();
}

/**
 * The pair of independent standard normals number `index` of a keyed stream (Box–Muller on two
 * hashed words), written to `out[0]` (calls) and `out[1]` (puts). Random access, so a strike's
 * numbers do not depend on which other strikes are shown, and far cheaper than a generator per
 * strike.
 */
function hashedNormalPair(key: number, index: number, out: Float64Array): void {
  const a = fmix32(key ^ Math.imul(index + 1, 0x9e3779b1));
  const b = fmix32(a ^ 0x68e31da4);
  const radius = Math.sqrt(-2 * Math.log((a + 0.5) / 4294967296));
  const angle = (2 * Math.PI * (b + 0.5)) / 4294967296;
  out[0] = radius * Math.cos(angle);
  out[1] = radius * Math.sin(angle);
}

/** Scratch pair for `hashedNormalPair` (single-threaded; read right after each call). */
const pair = new Float64Array(2);

/** One standard normal of a keyed stream. */
function hashedNormal(key: number, index: number): number {
  hashedNormalPair(key, index, pair);
  return pair[0] ?? 0;
}

/** Slots of a strike's numbers within a stream (index = strike units · 8 + slot): call and put pairs. */
const SLOT = { oi: 0, volume: 1 } as const;
/** Slots of an expiry's own numbers (strike units 0 is never listed). */
const EXPIRY_SLOT = { pcr: 4, callPath: 5, putPath: 6 } as const;

function slotIndex(units: number, slot: number): number {
  return units * 8 + slot;
}

/** Persistent stream of an expiry: the same on every session. */
function persistentKey(model: OiExpiryModel): number {
  return streamWord(model.seed, `oi:${model.symbol}:${model.expiry}`);
}

/** Daily stream of an expiry on one session. */
function dailyKey(model: OiExpiryModel, date: IsoDate): number {
  return streamWord(model.seed, `oi:${model.symbol}:${model.expiry}:${date}`);
}

/** How wide positions spread: σ·√(sessions left / 252), at least 2 % (OI was built over the contract's life). */
function spreadOf(model: OiExpiryModel, session: OiSession): number {
  return Math.max(
    model.volatility * Math.sqrt(Math.max(session.sessionsToExpiry, 0) / SESSIONS_PER_YEAR),
    0.02,
  );
}

/** The persistent log-noise of every strike (σ 0.25), the same on every session: [calls, puts]. */
function persistentNoise(model: OiExpiryModel, persistent: number): OiCloseState {
  const n = model.strikes.length;
  const call = new Float64Array(n);
  const put = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    hashedNormalPair(
      persistent,
      slotIndex(Math.round((model.strikes[i] ?? 0) / model.strikeStep), SLOT.oi),
      pair,
    );
    call[i] = PERSISTENT_SD * (pair[0] ?? 0);
    put[i] = PERSISTENT_SD * (pair[1] ?? 0);
  }
  return { call, put };
}

/**
 * Open interest per strike at a session's close (contracts, not rounded). Deterministic in the
 * model and the session: the previous session's state is this same function on that session.
 */
export function openInterestAtClose(model: OiExpiryModel, session: OiSession): OiCloseState {
  const persistent = persistentKey(model);
  return closeState(
    model,
    session,
    persistent,
    persistentNoise(model, persistent),
    dailyKey(model, session.date),
  );
}

function closeState(
  model: OiExpiryModel,
  session: OiSession,
  persistent: number,
  character: OiCloseState,
  daily: number,
): OiCloseState {
  const { strikes, strikeStep } = model;
  const n = strikes.length;
  const call = new Float64Array(n);
  const put = new Float64Array(n);
  const level = expiryLifecycle(session.sessionsToExpiry, model.kind, model.weeklyCycle);
  if (level === 0 || n === 0) return { call, put };
  const centre = session.referenceLevel;
  const spread = spreadOf(model, session);
  // PCR(OI) lognormal around 0.95: a persistent tilt per expiry and a small daily one.
  const pcr =
    0.95 *
    Math.exp(
      0.1 * hashedNormal(persistent, slotIndex(0, EXPIRY_SLOT.pcr)) +
        0.05 * hashedNormal(daily, slotIndex(0, EXPIRY_SLOT.pcr)),
    );
  const [callProfile, putProfile] = profileTotals(centre, strikeStep, spread);
  const callTotal = model.peakCallTotal * level;
  const callScale = callTotal / callProfile;
  const putScale = (callTotal * pcr) / putProfile;
  // Flow: the move in daily standard deviations, saturated; > 0 writes puts and unwinds near calls.
  const dailyVol = model.volatility / Math.sqrt(SESSIONS_PER_YEAR);
  const flow = FLOW_STRENGTH * Math.tanh(session.move / dailyVol / 2);
  for (let i = 0; i < n; i++) {
    const strike = strikes[i] ?? centre;
    const units = Math.round(strike / strikeStep);
    const z = Math.log(strike / centre) / spread;
    const round = roundness(strike, strikeStep);
    const nearMoney = Math.exp(-0.5 * z * z);
    const callFlow = flow > 0 ? -flow * nearMoney : -flow;
    const putFlow = flow > 0 ? flow : flow * nearMoney;
    hashedNormalPair(daily, slotIndex(units, SLOT.oi), pair);
    const callNoise = (character.call[i] ?? 0) + DAILY_SD * (pair[0] ?? 0);
    const putNoise = (character.put[i] ?? 0) + DAILY_SD * (pair[1] ?? 0);
    call[i] = callScale * round * profile(z, OTM_OFFSET) * Math.exp(callNoise + callFlow);
    put[i] = putScale * round * profile(z, -OTM_OFFSET) * Math.exp(putNoise + putFlow);
  }
  return { call, put };
}

/**
 * The seeded smooth path s(f) from 0 at the open (f = 0) to 1 at the close (f = 1) along which
 * open interest moves through a session: s(f) = f + Σ_{k=1..3} a_k·sin(2πkf)/(2πk), so
 * s'(f) = 1 + Σ a_k·cos(2πkf) with a_1 = 0.2 ± 0.08 (more change near the open and the close),
 * |a_2| ≤ 0.06, |a_3| ≤ 0.04: always rising, never faster than 1.38× the average pace, so one
 * minute moves a strike by at most 1.38/375 = 0.37 % of its day's change. On the expiry day the
 * path is s(f)⁴, so most of the unwinding comes in the last hour.
 */
function sessionPath(key: number, slot: number, fraction: number, expiryDay: boolean): number {
  const f = Math.min(Math.max(fraction, 0), 1);
  const uniform = (k: number) => fmix32(key ^ Math.imul(slotIndex(k, slot) + 1, 0x9e3779b1)) / 4294967296;
  const a1 = 0.2 + 0.08 * (2 * uniform(1) - 1);
  const a2 = 0.06 * (2 * uniform(2) - 1);
  const a3 = 0.04 * (2 * uniform(3) - 1);
  const w = 2 * Math.PI * f;
  const s =
    f +
    (a1 * Math.sin(w)) / (2 * Math.PI) +
    (a2 * Math.sin(2 * w)) / (4 * Math.PI) +
    (a3 * Math.sin(3 * w)) / (6 * Math.PI);
  const clamped = Math.min(Math.max(s, 0), 1);
  return expiryDay ? clamped ** 4 : clamped;
}

/**
 * Open interest of one expiry at an instant of today's session, at the previous session's close,
 * and volume so far (all contracts, whole numbers). Volume = the day's average open interest ×
 * turnover × ATM concentration (0.3 + 2.5·e^{−z²/2}) × seeded noise × share of the session elapsed.
 */
export function syntheticOpenInterest(input: SyntheticOiInput): SyntheticOi {
  const { model, previous, today } = input;
  const persistent = persistentKey(model);
  const character = persistentNoise(model, persistent);
  const todayKey = dailyKey(model, today.date);
  const before = closeState(model, previous, persistent, character, dailyKey(model, previous.date));
  const after = closeState(model, today, persistent, character, todayKey);
  const fraction = Math.min(Math.max(input.sessionFraction, 0), 1);
  const expiryDay = today.sessionsToExpiry <= 0;
  const callPath = sessionPath(todayKey, EXPIRY_SLOT.callPath, fraction, expiryDay);
  const putPath = sessionPath(todayKey, EXPIRY_SLOT.putPath, fraction, expiryDay);
  const activity = input.turnover * fraction;
  const spread = spreadOf(model, today);
  const n = model.strikes.length;
  const out: SyntheticOi = {
    callOi: new Float64Array(n),
    putOi: new Float64Array(n),
    previousCallOi: new Float64Array(n),
    previousPutOi: new Float64Array(n),
    callVolume: new Float64Array(n),
    putVolume: new Float64Array(n),
  };
  for (let i = 0; i < n; i++) {
    const strike = model.strikes[i] ?? today.referenceLevel;
    const units = Math.round(strike / model.strikeStep);
    const callBefore = before.call[i] ?? 0;
    const putBefore = before.put[i] ?? 0;
    const callAfter = after.call[i] ?? 0;
    const putAfter = after.put[i] ?? 0;
    out.previousCallOi[i] = Math.round(callBefore);
    out.previousPutOi[i] = Math.round(putBefore);
    out.callOi[i] = Math.round(callBefore + (callAfter - callBefore) * callPath);
    out.putOi[i] = Math.round(putBefore + (putAfter - putBefore) * putPath);
    const z = Math.log(strike / today.referenceLevel) / spread;
    const atTheMoney = activity * (0.3 + 2.5 * Math.exp(-0.5 * z * z));
    hashedNormalPair(todayKey, slotIndex(units, SLOT.volume), pair);
    out.callVolume[i] = Math.round(
      0.5 * (callBefore + callAfter) * atTheMoney * Math.exp(0.3 * (pair[0] ?? 0)),
    );
    out.putVolume[i] = Math.round(0.5 * (putBefore + putAfter) * atTheMoney * Math.exp(0.3 * (pair[1] ?? 0)));
  }
  return out;
}

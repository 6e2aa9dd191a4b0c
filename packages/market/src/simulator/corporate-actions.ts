/**
 * Corporate actions: the simulator's deterministic schedule, and backward price adjustment that
 * works for any unadjusted daily series (simulated or imported real bhavcopy data).
 *
 * Adjustment follows the usual backward (CRSP/Yahoo-style) convention: the latest bar keeps its
 * printed price and every bar before an ex-date is multiplied by that action's price factor, so the
 * adjusted series has no jump on the ex-date while the unadjusted one shows what NSE printed.
 */
import type { IsoDate, Paise } from '../units';
import type { Rng } from './prng';

/** A cash dividend: the price drops by about `amountPaise` at the ex-date open. */
export interface DividendAction {
  readonly kind: 'dividend';
  readonly exDate: IsoDate;
  readonly amountPaise: Paise;
}

/** A stock split of the face value, e.g. ₹10 → ₹2 (1 share becomes 5). */
export interface SplitAction {
  readonly kind: 'split';
  readonly exDate: IsoDate;
  readonly fromFaceValue: number;
  readonly toFaceValue: number;
}

/** A bonus issue of `bonusShares` new shares for every `heldShares` held (NSE writes it "1:2"). */
export interface BonusAction {
  readonly kind: 'bonus';
  readonly exDate: IsoDate;
  readonly bonusShares: number;
  readonly heldShares: number;
}

/** Any corporate action that changes the printed price at its ex-date. */
export type CorporateAction = DividendAction | SplitAction | BonusAction;

/** Price factor of an action: the ex-date reference price is previous close × factor (in (0, 1]). */
export function priceFactorOf(action: CorporateAction, previousClosePaise: number): number {
  switch (action.kind) {
    case 'dividend':
      // (P − D) / P: the standard dividend adjustment; guarded so a bad record cannot flip the sign.
      return previousClosePaise > 0
        ? Math.max(1e-6, (previousClosePaise - action.amountPaise) / previousClosePaise)
        : 1;
    case 'split':
      return action.toFaceValue / action.fromFaceValue;
    case 'bonus':
      return action.heldShares / (action.heldShares + action.bonusShares);
  }
}

/** Share-count multiplier of an action (1 for dividends); volumes and share counts scale by it. */
export function shareMultiplierOf(action: CorporateAction): number {
  switch (action.kind) {
    case 'dividend':
      return 1;
    case 'split':
      return action.fromFaceValue / action.toFaceValue;
    case 'bonus':
      return (action.heldShares + action.bonusShares) / action.heldShares;
  }
}

/** Backward adjustment of one daily series. */
export interface AdjustedSeries {
  /** Multiply a printed price of bar t by `priceFactor[t]` to get its adjusted price (dividends included). */
  readonly priceFactor: Float64Array;
  /** Splits and bonuses only: divide a printed volume of bar t by `splitFactor[t]` to adjust it. */
  readonly splitFactor: Float64Array;
  /** Adjusted close in (fractional) paise: `close[t] × priceFactor[t]`. */
  readonly adjustedClose: Float64Array;
}

/**
 * Backward-adjusts an unadjusted close series for `actions` (pure; usable for imported real data).
 * An action applies to every bar strictly before its ex-date; an ex-date missing from `dates`
 * (e.g. a holiday in a vendor file) takes effect at the next listed date.
 */
export function adjustSeries(
  unadjusted: { readonly dates: readonly IsoDate[]; readonly close: ArrayLike<number> },
  actions: readonly CorporateAction[],
): AdjustedSeries {
  const { dates, close } = unadjusted;
  const n = dates.length;
  const priceFactor = new Float64Array(n);
  const splitFactor = new Float64Array(n);
  const adjustedClose = new Float64Array(n);
  const sorted = [...actions].sort((x, y) => (x.exDate < y.exDate ? 1 : x.exDate > y.exDate ? -1 : 0));
  let next = 0;
  let price = 1;
  let split = 1;
  for (let t = n - 1; t >= 0; t--) {
    const date = dates[t] ?? '';
    // Actions after the last bar are in the future: they must not change any printed bar yet.
    if (t === n - 1) while (next < sorted.length && (sorted[next]?.exDate ?? '') > date) next++;
    priceFactor[t] = price;
    splitFactor[t] = split;
    adjustedClose[t] = (close[t] ?? 0) * price;
    const previousDate = t > 0 ? (dates[t - 1] ?? '') : '';
    // Apply every action with previousDate < exDate ≤ date before stepping to bar t − 1.
    for (let action = sorted[next]; action && action.exDate > previousDate; action = sorted[++next]) {
      if (t === 0) continue;
      const f = priceFactorOf(action, close[t - 1] ?? 0);
      price *= f;
      if (action.kind !== 'dividend') split *= f;
    }
  }
  return { priceFactor, splitFactor, adjustedClose };
}

/** Per-stock corporate-action habits, drawn once from the stock's own random stream. */
export interface CorporateActionProfile {
  /** Whether the company pays an annual dividend at all (its habit's payer share decides). */
  readonly paysDividend: boolean;
  /** Dividend as a fraction of the price when declared (drawn in the stock's `DividendHabit` band). */
  readonly dividendYield: number;
  /** Calendar month (1–12) of the ex-date; Indian final dividends cluster after AGMs in Jun–Sep. */
  readonly dividendMonth: number;
  /** Face value in rupees before any split (₹10 is the most common on NSE). */
  readonly faceValue: number;
  /** Printed close above which the board splits or issues bonus shares to keep the share "affordable". */
  readonly splitThresholdPaise: number;
}

/** How often a kind of company pays a dividend, and how much (a fraction of the price when declared). */
export interface DividendHabit {
  /** Share of such companies that pay an annual dividend at all. */
  readonly payerShare: number;
  /** Dividend as a fraction of the price when declared: drawn uniformly in [low, high]. */
  readonly yieldBand: readonly [number, number];
}

/** The default habit: three in four listed companies pay, 0.4-3 % of the price. */
export const DEFAULT_DIVIDEND_HABIT: DividendHabit = { payerShare: 0.75, yieldBand: [0.004, 0.03] };

/** Draws a stock's corporate-action habits; the threshold is relative to its listing price. */
export function drawCorporateActionProfile(
  rng: Rng,
  basePricePaise: number,
  faceValue = 10,
  habit: DividendHabit = DEFAULT_DIVIDEND_HABIT,
): CorporateActionProfile {
  const [low, high] = habit.yieldBand;
  return {
    paysDividend: rng.uniform() < habit.payerShare,
    dividendYield: low + (high - low) * rng.uniform(),
    dividendMonth: 6 + rng.int(4),
    faceValue,
    // A stock that trebles (and is above ₹2,000) becomes a split candidate.
    splitThresholdPaise: Math.max(3 * basePricePaise, 200_000),
  };
}

/** Trading days between announcing a split/bonus and its ex-date (board meeting → record date). */
const SPLIT_NOTICE_BARS = 15;
/** Trading days between declaring a dividend and its ex-date. */
const DIVIDEND_NOTICE_BARS = 5;
/** No second split/bonus within about two years of the previous one. */
const SPLIT_COOLDOWN_BARS = 500;

/**
 * Decides corporate actions bar by bar from the printed closes, so splits follow the price
 * (a share gets split when it becomes expensive) and dividends follow the calendar.
 */
export class CorporateActionPlanner {
  private readonly pending: Array<{ readonly index: number; readonly action: CorporateAction }> = [];
  private faceValue: number;
  private lastSplitIndex = -SPLIT_COOLDOWN_BARS;
  private lastDividendYear = '';

  constructor(
    private readonly profile: CorporateActionProfile,
    private readonly rng: Rng,
    private readonly dates: readonly IsoDate[],
  ) {
    this.faceValue = profile.faceValue;
  }

  /** Removes and returns the actions whose ex-date is bar `t`. */
  takeDue(t: number): CorporateAction[] {
    const due: CorporateAction[] = [];
    for (let i = this.pending.length - 1; i >= 0; i--) {
      const item = this.pending[i];
      if (item && item.index === t) {
        due.push(item.action);
        this.pending.splice(i, 1);
      }
    }
    return due;
  }

  /** Called after bar `t` closes at `closePaise`; may schedule actions with later ex-dates. */
  afterClose(t: number, closePaise: number): void {
    const date = this.dates[t] ?? '';
    const year = date.slice(0, 4);
    const month = Number(date.slice(5, 7));
    const { profile } = this;
    if (profile.paysDividend && month === profile.dividendMonth && year !== this.lastDividendYear) {
      this.lastDividendYear = year;
      // Declared in whole 5 paise; capped so the ex-date drop stays a small fraction of the price.
      const amount = Math.min(Math.round((profile.dividendYield * closePaise) / 5) * 5, closePaise * 0.1);
      if (amount >= 5)
        this.schedule(t + DIVIDEND_NOTICE_BARS, {
          kind: 'dividend',
          exDate: '' as IsoDate,
          amountPaise: amount as Paise,
        });
    }
    if (closePaise > profile.splitThresholdPaise && t - this.lastSplitIndex >= SPLIT_COOLDOWN_BARS) {
      this.lastSplitIndex = t;
      this.schedule(t + SPLIT_NOTICE_BARS, this.chooseSplitOrBonus(closePaise));
    }
  }

  private chooseSplitOrBonus(closePaise: number): CorporateAction {
    const from = this.faceValue;
    const splitTargets = [5, 2, 1].filter((fv) => fv < from && from % fv === 0);
    if (splitTargets.length > 0 && this.rng.uniform() < 0.6) {
      // Pick the new face value whose post-split price lands nearest a third of the threshold.
      const goal = Math.log(this.profile.splitThresholdPaise / 3);
      let best = splitTargets[0] ?? 1;
      for (const fv of splitTargets) {
        if (
          Math.abs(Math.log((closePaise * fv) / from) - goal) <
          Math.abs(Math.log((closePaise * best) / from) - goal)
        )
          best = fv;
      }
      this.faceValue = best;
      return { kind: 'split', exDate: '' as IsoDate, fromFaceValue: from, toFaceValue: best };
    }
    const oneForOne = this.rng.uniform() < 0.7;
    return { kind: 'bonus', exDate: '' as IsoDate, bonusShares: 1, heldShares: oneForOne ? 1 : 2 };
  }

  private schedule(index: number, action: CorporateAction): void {
    // Keep one action per ex-date so the dividend factor always uses a clean previous close.
    let at = index;
    while (this.pending.some((p) => p.index === at)) at++;
    const exDate = this.dates[at];
    if (exDate === undefined) return; // ex-date beyond the history: not printed yet
    this.pending.push({ index: at, action: { ...action, exDate } });
  }
}

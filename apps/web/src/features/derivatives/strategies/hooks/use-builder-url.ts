import type { StrategyLeg } from '@nivesh/contracts';
import { useMemo } from 'react';
import { usePageParams } from '@/lib/use-page-params';
import { decodeLegs, encodeLegs, isCalendarDate } from '../lib/leg-url';

const KEYS = ['symbol', 'expiry', 'legs', 'date', 'iv'] as const;
const SYMBOL = /^[A-Z0-9&-]{1,20}$/;

/** The contract's bounds on the IV shift, vol points. */
export const IV_SHIFT_MIN = -50;
export const IV_SHIFT_MAX = 100;

export interface BuilderUrl {
  readonly symbol: string;
  /** The expiry the page places new legs on (undefined: the nearest). */
  readonly expiry: string | undefined;
  /** The legs in the URL; undefined when it has none that could be read. */
  readonly legs: readonly StrategyLeg[] | undefined;
  /** The T+n valuation date; undefined: today. */
  readonly date: string | undefined;
  readonly ivShift: number;
  /** What the URL held that could not be read (left out, with a notice). */
  readonly rejected: {
    readonly legs: readonly string[];
    readonly date: string | undefined;
    readonly iv: string | undefined;
  };
  readonly setSymbol: (symbol: string) => void;
  readonly setExpiry: (expiry: string | undefined, keepLegs: boolean) => void;
  readonly setLegs: (legs: readonly StrategyLeg[] | undefined) => void;
  readonly setDate: (date: string | undefined) => void;
  readonly setIvShift: (points: number) => void;
  readonly resetScenario: () => void;
  /** Back to the catalogue's placement: no legs, no scenario. */
  readonly resetAll: () => void;
}

/**
 * The builder's state in the URL (`?symbol=NIFTY&expiry=&legs=<leg-url.ts>&date=&iv=`), so a link
 * re-creates the position; what cannot be read is ignored and reported, never thrown.
 */
export function useBuilderUrl(): BuilderUrl {
  const { values, set } = usePageParams(KEYS);
  const upper = values.symbol?.trim().toUpperCase();
  const symbol = upper && SYMBOL.test(upper) ? upper : 'NIFTY';
  const decoded = useMemo(() => decodeLegs(values.legs), [values.legs]);
  const dateOk = values.date !== undefined && isCalendarDate(values.date);
  const iv = values.iv === undefined ? 0 : Number(values.iv);
  const ivOk = Number.isFinite(iv) && iv >= IV_SHIFT_MIN && iv <= IV_SHIFT_MAX;
  return {
    symbol,
    expiry: values.expiry && isCalendarDate(values.expiry) ? values.expiry : undefined,
    legs: decoded.legs.length > 0 ? decoded.legs : undefined,
    date: dateOk ? values.date : undefined,
    ivShift: ivOk ? iv : 0,
    rejected: {
      legs: decoded.rejected,
      date: values.date !== undefined && !dateOk ? values.date : undefined,
      iv: values.iv !== undefined && !ivOk ? values.iv : undefined,
    },
    // Strikes belong to an underlying: a new one starts the position again.
    setSymbol: (next) =>
      set({ symbol: next, expiry: undefined, legs: undefined, date: undefined, iv: undefined }),
    setExpiry: (next, keepLegs) =>
      set(keepLegs ? { expiry: next } : { expiry: next, legs: undefined, date: undefined }),
    setLegs: (legs) => set({ legs: legs && legs.length > 0 ? encodeLegs(legs) : undefined }),
    setDate: (date) => set({ date }),
    setIvShift: (points) => set({ iv: points === 0 ? undefined : String(points) }),
    resetScenario: () => set({ date: undefined, iv: undefined }),
    resetAll: () => set({ legs: undefined, date: undefined, iv: undefined }),
  };
}

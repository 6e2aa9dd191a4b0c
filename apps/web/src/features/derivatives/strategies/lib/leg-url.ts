// The strategy builder's URL: `?symbol=NIFTY&legs=<encoded>&date=&iv=` re-creates a position exactly.
// Other pages (the option chain, the OI pages) link into the builder with this encoding, so it is
// fixed: comma-separated legs `{B|S}{lots}{CE|PE|FUT|EQ}{strike for CE/PE}@{expiry, not for EQ}[:{entry}]`,
// e.g. `B1CE24000@2026-12-01:120.5,S2PE23800@2026-12-01,S1FUT@2026-12-29,B1EQ`.
import { type LegInstrument, MAX_STRATEGY_LEGS, type StrategyLeg } from '@nivesh/contracts';
import { appPath } from '@/config/paths';

const CODE_OF: Readonly<Record<LegInstrument, string>> = {
  call: 'CE',
  put: 'PE',
  future: 'FUT',
  stock: 'EQ',
};
const INSTRUMENT_OF: Readonly<Record<string, LegInstrument>> = {
  CE: 'call',
  PE: 'put',
  FUT: 'future',
  EQ: 'stock',
};

/** The contract's bounds on a leg's lots. */
export const MIN_LOTS = 1;
export const MAX_LOTS = 100;

const NUMBER = String.raw`\d+(?:\.\d+)?`;
const LEG_PATTERN = new RegExp(
  String.raw`^([BS])(\d{1,3})(CE|PE|FUT|EQ)(${NUMBER})?(?:@(\d{4}-\d{2}-\d{2}))?(?::(${NUMBER}))?$`,
);

/** A number as short as it reads exactly (24000, 102.5); prices rounded to the paisa. */
function numberText(value: number, decimals: number): string {
  const factor = 10 ** decimals;
  return String(Math.round(value * factor) / factor);
}

/** Whether `text` (YYYY-MM-DD) is a day of the calendar. */
export function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** One leg in the URL's form: `B1CE24000@2026-12-01:120.5`, `S1FUT@2026-12-29`, `B1EQ`. */
export function encodeLeg(leg: StrategyLeg): string {
  const isOption = leg.instrument === 'call' || leg.instrument === 'put';
  const strike = isOption && leg.strike !== null ? numberText(leg.strike, 2) : '';
  const expiry = leg.instrument !== 'stock' && leg.expiry !== null ? `@${leg.expiry}` : '';
  const entry = leg.entryPrice !== undefined ? `:${numberText(leg.entryPrice, 2)}` : '';
  return `${leg.side === 'buy' ? 'B' : 'S'}${leg.lots}${CODE_OF[leg.instrument]}${strike}${expiry}${entry}`;
}

/** The `legs` parameter of a position (empty text for none). */
export function encodeLegs(legs: readonly StrategyLeg[]): string {
  return legs.map(encodeLeg).join(',');
}

/** One encoded leg read back; null when it is not a valid leg. */
export function decodeLeg(token: string): StrategyLeg | null {
  const match = LEG_PATTERN.exec(token.trim().toUpperCase());
  if (!match) return null;
  const [, sideCode, lotsText, code = '', strikeText, expiry, entryText] = match;
  const instrument = INSTRUMENT_OF[code];
  const lots = Number(lotsText);
  if (!instrument || !Number.isInteger(lots) || lots < MIN_LOTS || lots > MAX_LOTS) return null;
  const isOption = instrument === 'call' || instrument === 'put';
  const strike = strikeText === undefined ? null : Number(strikeText);
  // Options need a positive strike and an expiry; futures an expiry and no strike; stock neither.
  if (isOption ? strike === null || !(strike > 0) : strike !== null) return null;
  if (instrument === 'stock' ? expiry !== undefined : expiry === undefined || !isCalendarDate(expiry))
    return null;
  const entryPrice = entryText === undefined ? undefined : Number(entryText);
  if (entryPrice !== undefined && !(entryPrice > 0)) return null;
  return {
    instrument,
    side: sideCode === 'S' ? 'sell' : 'buy',
    lots,
    strike,
    expiry: expiry ?? null,
    ...(entryPrice !== undefined ? { entryPrice } : {}),
  };
}

export interface DecodedLegs {
  readonly legs: StrategyLeg[];
  /** The parts of the parameter that were not legs (or past the 12-leg limit), as written. */
  readonly rejected: string[];
}

/** The `legs` parameter read back: bad parts are left out and listed, never thrown. */
export function decodeLegs(text: string | null | undefined): DecodedLegs {
  const legs: StrategyLeg[] = [];
  const rejected: string[] = [];
  for (const token of (text ?? '').split(',')) {
    if (token.trim() === '') continue;
    const leg = decodeLeg(token);
    if (leg && legs.length < MAX_STRATEGY_LEGS) legs.push(leg);
    else rejected.push(token.trim());
  }
  return { legs, rejected };
}

const BUILDER = appPath('/option-chain/option-strategy/{strategyId}');

/**
 * The builder's address for a position: `/option-chain/option-strategy/custom?symbol=…&legs=…`.
 * Leg codes are letters, digits and `. @ : , -`, safe in a query as they are, so the link reads
 * as written (`legs=B1CE24000@2026-12-01`).
 */
export function strategyBuilderHref(
  symbol: string,
  legs: readonly StrategyLeg[] = [],
  strategyId = 'custom',
): string {
  const query = `symbol=${encodeURIComponent(symbol)}`;
  const path = BUILDER.getHref({ strategyId });
  return legs.length > 0 ? `${path}?${query}&legs=${encodeLegs(legs)}` : `${path}?${query}`;
}

const TERMINAL = appPath('/option-chain/option-trading-terminal');

/**
 * The option trading terminal with these legs in its basket (entry prices dropped: the terminal
 * trades at the market): `/option-chain/option-trading-terminal?symbol=…&legs=…`.
 */
export function terminalHref(symbol: string, legs: readonly StrategyLeg[] = []): string {
  const query = `symbol=${encodeURIComponent(symbol)}`;
  const atMarket = legs.map(({ entryPrice: _entry, ...leg }) => leg);
  return atMarket.length > 0
    ? `${TERMINAL.getHref()}?${query}&legs=${encodeLegs(atMarket)}`
    : `${TERMINAL.getHref()}?${query}`;
}

// The display colouring rules of spec section 3, as pure functions so tables, cards and tests agree.

export type MarketColour = 'green' | 'red';

/** Numeric fields shown red when negative and green otherwise (spec section 3). */
export const SIGNED_FIELDS = [
  'cp',
  'prftLoss',
  'currPrice',
  'per',
  'today',
  'pcontracts',
  'ltp',
  't1',
  't2',
  't3',
  'close',
  'chg',
  'weekpers',
  'onemonthpers',
  'threemonthpers',
  'sixmonthpers',
  'avvo',
  'chg_in_ol',
  'popen_int',
] as const;

/** Signals shown red; every other signal is green (spec section 3). */
export const RED_SIGNALS = ['IntradaySell', 'JackpotSell', 'DnTrend', 'LongTSell', 'ShortTSell'] as const;

/** Fields that hold a signal name. */
export const SIGNAL_FIELDS = ['signal'] as const;

export type SignedField = (typeof SIGNED_FIELDS)[number];
export type ColouredField = SignedField | 'btintraday' | 'stintraday' | (typeof SIGNAL_FIELDS)[number];

/**
 * How a column is coloured: 'sign' (red below zero, otherwise green), always 'green' or 'red',
 * 'signal' (red for the sell/down-trend signals), or a spec field name whose rule applies.
 */
export type Tone = 'sign' | 'green' | 'red' | 'signal' | ColouredField;

const signedFields: ReadonlySet<string> = new Set(SIGNED_FIELDS);
const redSignals: ReadonlySet<string> = new Set(RED_SIGNALS);
const signalFields: ReadonlySet<string> = new Set(SIGNAL_FIELDS);

function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    // Server columns sometimes carry numbers as text ("-1.25", "1,234.50").
    const parsed = Number(value.replace(/,/g, ''));
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}

/** Red below zero, green otherwise; null when the value is not a number. */
export function colourBySign(value: unknown): MarketColour | null {
  const number = toNumber(value);
  if (number === null) return null;
  return number < 0 ? 'red' : 'green';
}

/** Red for the spec's sell and down-trend signals, green for any other signal, null when empty. */
export function colourForSignal(value: unknown): MarketColour | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  return redSignals.has(value.trim()) ? 'red' : 'green';
}

/** The colour spec section 3 gives `field` holding `value`, or null when no rule covers it. */
export function colourFor(field: string, value: unknown): MarketColour | null {
  if (field === 'btintraday') return 'green';
  if (field === 'stintraday') return 'red';
  if (signedFields.has(field)) return colourBySign(value);
  if (signalFields.has(field)) return colourForSignal(value);
  return null;
}

/** The colour of a value under a column's tone. */
export function colourForTone(tone: Tone, value: unknown): MarketColour | null {
  switch (tone) {
    case 'sign':
      return colourBySign(value);
    case 'green':
    case 'red':
      return tone;
    case 'signal':
      return colourForSignal(value);
    default:
      return colourFor(tone, value);
  }
}

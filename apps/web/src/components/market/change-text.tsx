import { Text, type TextProps } from '@mantine/core';
import { formatChange, formatPercent, formatRupees } from '@/lib/format';
import { colourClass } from './market-colours';

export type ChangeFormat = 'change' | 'percent' | 'rupees';

export interface ChangeTextProps extends Pick<TextProps, 'size' | 'fw'> {
  readonly value: number | null | undefined;
  /** 'change' → "+12.35", 'percent' → "+1.23 %", 'rupees' → "₹12.35"; default 'change'. */
  readonly format?: ChangeFormat;
  readonly decimals?: number;
  /** Also shows a percentage in brackets: "+12.35 (+1.23 %)". */
  readonly percent?: number | null;
  /** Default true. */
  readonly arrow?: boolean;
  /** A unit after the value, in its colour: "+₹1,234.50 Cr". */
  readonly unit?: string;
}

function formatAs(format: ChangeFormat, value: number | null | undefined, decimals: number): string {
  if (format === 'percent') return formatPercent(value, decimals);
  if (format === 'rupees') {
    const text = formatRupees(value, decimals);
    return value !== null && value !== undefined && value > 0 && text !== formatRupees(0, decimals)
      ? `+${text}`
      : text;
  }
  return formatChange(value, decimals);
}

/** Which way a value moved, after rounding to what is shown: a change shown as "0.00" is flat. */
export function direction(value: number | null | undefined, decimals = 2): 'up' | 'down' | 'flat' | null {
  if (value === null || value === undefined || !Number.isFinite(value)) return null;
  const rounded = Number(value.toFixed(decimals));
  if (rounded > 0) return 'up';
  if (rounded < 0) return 'down';
  return 'flat';
}

const ARROWS = { up: '▲', down: '▼' } as const;

/**
 * A change coloured by its sign with ▲/▼: green up, red down. An unchanged value is shown without
 * an arrow in the dimmed colour, since neither arrow would be true.
 */
export function ChangeText({
  value,
  format = 'change',
  decimals = 2,
  percent,
  arrow = true,
  unit,
  size,
  fw,
}: ChangeTextProps) {
  const way = direction(value ?? percent, decimals);
  const colour = way === 'up' ? colourClass('green') : way === 'down' ? colourClass('red') : undefined;
  const main = formatAs(format, value, decimals);
  const bracket = percent === undefined ? '' : ` (${formatPercent(percent, decimals)})`;
  return (
    <Text
      span
      // Without a size it takes the surrounding text's size and weight (a table cell, a heading).
      inherit={size === undefined}
      size={size}
      fw={fw}
      className={colour}
      c={colour ? undefined : 'dimmed'}
      data-direction={way ?? undefined}
    >
      {arrow && (way === 'up' || way === 'down') && <span aria-hidden="true">{ARROWS[way]} </span>}
      {main}
      {unit && ` ${unit}`}
      {bracket}
    </Text>
  );
}

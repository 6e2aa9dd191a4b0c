import { useComputedColorScheme } from '@mantine/core';
import type { StrategyPosition } from '@nivesh/contracts';
import { useMemo } from 'react';
import { useChartPalette } from '@/components/market/chart-support';
import { EChartFrame } from '@/components/market/echart-frame';
import { formatCompactRupees, formatNumber, formatRupees } from '@/lib/format';
import { useStrings } from '@/lib/strings';
import { buildPayoffOption, type PayoffChartColours } from '../lib/payoff-chart-option';
import { strategiesStrings } from '../strings';

/** Colours the shared palette lacks: the T+n line, the shifted spot and the σ bands, per scheme. */
const EXTRA_COLOURS = {
  light: { tPlusN: '#1971c2', shifted: '#e8590c', band: '#1971c2' },
  dark: { tPlusN: '#74c0fc', shifted: '#ffa94d', band: '#74c0fc' },
} as const;

interface PayoffChartProps {
  readonly position: StrategyPosition;
  readonly symbol: string;
  /** The T+n date as shown, and its day count. */
  readonly dateLabel: string;
  readonly days: number;
  readonly shiftedSpot: number | null;
  readonly height: number;
  /** A phone's narrow chart (fewer labels). */
  readonly compact: boolean;
}

/** P&L at the first expiry and on the T+n date against the underlying's price, with its markers. */
export function PayoffChart({
  position,
  symbol,
  dateLabel,
  days,
  shiftedSpot,
  height,
  compact,
}: PayoffChartProps) {
  const t = useStrings(strategiesStrings);
  const palette = useChartPalette();
  const scheme = useComputedColorScheme('light');
  const { payoff, underlying } = position;
  const option = useMemo(() => {
    const extra = EXTRA_COLOURS[scheme];
    const colours: PayoffChartColours = {
      ink: palette.ink,
      grid: palette.grid,
      border: palette.border,
      up: palette.up,
      down: palette.down,
      zero: palette.flat,
      spot: palette.ink,
      ...extra,
    };
    const price = (value: number) => formatNumber(value, underlying.spot >= 1000 ? 0 : 2);
    return buildPayoffOption(
      {
        prices: payoff.prices,
        atExpiry: payoff.atExpiry,
        atDate: payoff.atDate,
        spot: underlying.spot,
        shiftedSpot,
        breakevens: payoff.breakevens,
        strikes: position.legs.flatMap((leg) => (leg.strike === null ? [] : [leg.strike])),
        sigma: payoff.sigmaLevels,
      },
      {
        atExpiry: t('chart.atExpiry'),
        atDate: t('chart.atDate', { date: dateLabel, days }),
        sigma1: t('chart.sigma1'),
        sigma2: t('chart.sigma2'),
        spot: (p) => t('chart.spot', { price: p }),
        shifted: (p) => t('chart.shifted', { price: p }),
        breakeven: (p) => t('chart.breakeven', { price: p }),
        tooltipPrice: (p) => t('chart.tooltipPrice', { symbol, price: p }),
        price,
        pnl: (value) => formatRupees(value, 0),
        axisPnl: (value) => formatCompactRupees(value),
      },
      colours,
      { compact },
    );
  }, [
    payoff,
    position.legs,
    underlying.spot,
    shiftedSpot,
    palette,
    scheme,
    t,
    dateLabel,
    days,
    symbol,
    compact,
  ]);
  const label = t('chart.label', { symbol, date: dateLabel });
  return <EChartFrame option={option} height={height} label={label} />;
}

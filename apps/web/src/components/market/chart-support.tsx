import { Center, Paper, Text, useComputedColorScheme } from '@mantine/core';
import type { ComponentType } from 'react';
import { useStrings } from '@/lib/strings';
import { canRenderCharts } from './canvas-support';
import { marketStrings } from './strings';

interface ChartPlaceholderProps {
  readonly height: number;
  /** The chart's accessible name. */
  readonly label: string;
}

/** Stands where a chart would be when there is no canvas; keeps the page's layout and the label. */
export function ChartPlaceholder({ height, label }: ChartPlaceholderProps) {
  const t = useStrings(marketStrings);
  return (
    <Paper withBorder style={{ height }} role="img" aria-label={label} data-testid="chart-placeholder">
      <Center h="100%">
        <Text size="sm" c="dimmed">
          {t('chart.noCanvas')}
        </Text>
      </Center>
    </Paper>
  );
}

/** Wraps a chart component: it renders where a canvas exists, ChartPlaceholder elsewhere. */
export function canvasOnly<P extends { readonly height?: number; readonly label: string }>(
  Chart: ComponentType<P>,
  defaultHeight: number,
): ComponentType<P> {
  return function CanvasChart(props: P) {
    if (!canRenderCharts())
      return <ChartPlaceholder height={props.height ?? defaultHeight} label={props.label} />;
    return <Chart {...props} />;
  };
}

export type ColourScheme = 'light' | 'dark';

export interface ChartPalette {
  /** Axis labels and other text drawn on the canvas. */
  readonly ink: string;
  readonly grid: string;
  readonly border: string;
  readonly up: string;
  readonly down: string;
  /** A neutral line (a single series, the flat middle of the heat-map scale). */
  readonly line: string;
  readonly flat: string;
}

// Canvas charts cannot read CSS variables: Mantine's palette values, per colour scheme.
const PALETTES: Readonly<Record<ColourScheme, ChartPalette>> = {
  light: {
    ink: '#495057',
    grid: '#f1f3f5',
    border: '#dee2e6',
    up: '#2f9e44',
    down: '#e03131',
    line: '#0b6e5f',
    flat: '#868e96',
  },
  dark: {
    ink: '#c9c9c9',
    grid: '#2e2e2e',
    border: '#424242',
    up: '#40c057',
    down: '#fa5252',
    line: '#35a18c',
    flat: '#696969',
  },
};

export function chartPalette(scheme: ColourScheme): ChartPalette {
  return PALETTES[scheme];
}

/** The palette of Mantine's current colour scheme. */
export function useChartPalette(): ChartPalette {
  return chartPalette(useComputedColorScheme('light'));
}

/** `#rrggbb` with an alpha channel, for translucent volume bars and area fills. */
export function withAlpha(hex: string, alpha: number): string {
  const byte = Math.round(Math.min(1, Math.max(0, alpha)) * 255);
  return `${hex}${byte.toString(16).padStart(2, '0')}`;
}

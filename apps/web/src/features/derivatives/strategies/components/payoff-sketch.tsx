import { useMemo } from 'react';
import { sketchGeometry, type TemplatePayoff } from '../lib/template-payoff';

const WIDTH = 160;
const HEIGHT = 64;

/** A small picture of a strategy's expiry payoff: green where it profits, red where it loses. */
export function PayoffSketch({ payoff, label }: { readonly payoff: TemplatePayoff; readonly label: string }) {
  const shape = useMemo(() => sketchGeometry(payoff.points, WIDTH, HEIGHT), [payoff]);
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      width="100%"
      height={HEIGHT}
      preserveAspectRatio="none"
      role="img"
      aria-label={label}
      style={{ display: 'block' }}
    >
      <path d={shape.profit} fill="var(--mantine-color-green-filled)" fillOpacity={0.28} stroke="none" />
      <path d={shape.loss} fill="var(--mantine-color-red-filled)" fillOpacity={0.28} stroke="none" />
      <line
        x1={0}
        x2={WIDTH}
        y1={shape.zeroY}
        y2={shape.zeroY}
        stroke="var(--mantine-color-dimmed)"
        strokeWidth={1}
        strokeDasharray="3 3"
        vectorEffect="non-scaling-stroke"
      />
      <path
        d={shape.line}
        fill="none"
        stroke="var(--mantine-color-text)"
        strokeWidth={2}
        strokeLinejoin="round"
        strokeDasharray={payoff.approximate ? '5 3' : undefined}
        vectorEffect="non-scaling-stroke"
      />
    </svg>
  );
}

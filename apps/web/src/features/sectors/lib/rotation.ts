// How the rotation quadrants are named, explained and coloured on the analysis pages.
import type { RotationQuadrant } from '@nivesh/contracts';

export interface QuadrantInfo {
  readonly label: string;
  readonly meaning: string;
  /** A Mantine colour name. */
  readonly colour: string;
}

export const QUADRANTS: Readonly<Record<RotationQuadrant, QuadrantInfo>> = {
  leading: { label: 'Leading', meaning: 'ahead of NIFTY 500 over 3 months and 1 month', colour: 'teal' },
  improving: {
    label: 'Improving',
    meaning: 'behind over 3 months, ahead over the last month',
    colour: 'blue',
  },
  weakening: {
    label: 'Weakening',
    meaning: 'ahead over 3 months, behind over the last month',
    colour: 'orange',
  },
  lagging: { label: 'Lagging', meaning: 'behind NIFTY 500 over 3 months and 1 month', colour: 'red' },
};

/** The quadrants in the order a rotation usually runs through them. */
export const QUADRANT_ORDER: readonly RotationQuadrant[] = ['leading', 'weakening', 'lagging', 'improving'];

/** The quadrant's label, or a dash while unknown. */
export function quadrantLabel(quadrant: RotationQuadrant | null): string {
  return quadrant === null ? '—' : QUADRANTS[quadrant].label;
}

// How the rotation quadrants are ordered and coloured on the analysis pages (their names and
// meanings are `quadrants.<quadrant>` of the sectors strings).
import type { RotationQuadrant } from '@nivesh/contracts';
import type { SectorsT } from '../strings';

/** Each quadrant's Mantine colour name. */
export const QUADRANT_COLOURS: Readonly<Record<RotationQuadrant, string>> = {
  leading: 'teal',
  improving: 'blue',
  weakening: 'orange',
  lagging: 'red',
};

/** The quadrants in the order a rotation usually runs through them. */
export const QUADRANT_ORDER: readonly RotationQuadrant[] = ['leading', 'weakening', 'lagging', 'improving'];

/** The quadrant's label, or a dash while unknown. */
export function quadrantLabel(t: SectorsT, quadrant: RotationQuadrant | null): string {
  return quadrant === null ? '—' : t(`quadrants.${quadrant}.label`);
}

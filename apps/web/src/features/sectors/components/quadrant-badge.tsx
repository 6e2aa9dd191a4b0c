import { Badge, Text } from '@mantine/core';
import type { RotationQuadrant } from '@nivesh/contracts';
import { useStrings } from '@/lib/strings';
import { QUADRANT_COLOURS } from '../lib/rotation';
import { sectorsStrings } from '../strings';

/** The rotation quadrant as a coloured badge, or as coloured text (`plain`, for table cells). */
export function QuadrantBadge({
  quadrant,
  plain = false,
}: {
  readonly quadrant: RotationQuadrant | null;
  readonly plain?: boolean;
}) {
  const t = useStrings(sectorsStrings);
  if (quadrant === null) return <>—</>;
  const colour = QUADRANT_COLOURS[quadrant];
  const meaning = t(`quadrants.${quadrant}.meaning`);
  const label = t(`quadrants.${quadrant}.label`);
  return plain ? (
    <Text span inherit fw={600} c={`var(--mantine-color-${colour}-text)`} title={meaning}>
      {label}
    </Text>
  ) : (
    <Badge color={colour} variant="light" title={meaning}>
      {label}
    </Badge>
  );
}

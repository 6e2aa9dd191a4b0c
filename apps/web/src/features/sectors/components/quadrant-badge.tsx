import { Badge, Text } from '@mantine/core';
import type { RotationQuadrant } from '@nivesh/contracts';
import { QUADRANTS } from '../lib/rotation';

/** The rotation quadrant as a coloured badge, or as coloured text (`plain`, for table cells). */
export function QuadrantBadge({
  quadrant,
  plain = false,
}: {
  readonly quadrant: RotationQuadrant | null;
  readonly plain?: boolean;
}) {
  if (quadrant === null) return <>—</>;
  const info = QUADRANTS[quadrant];
  return plain ? (
    <Text span inherit fw={600} c={`var(--mantine-color-${info.colour}-text)`} title={info.meaning}>
      {info.label}
    </Text>
  ) : (
    <Badge color={info.colour} variant="light" title={info.meaning}>
      {info.label}
    </Badge>
  );
}

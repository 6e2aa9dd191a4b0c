import { Badge, type BadgeProps, Tooltip } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useId } from 'react';

export const SIMULATED_LABEL = 'Simulated market data';
export const SIMULATED_EXPLANATION =
  "Prices here come from Nivesh's deterministic simulation of the NSE market, not from live exchange data. " +
  'Orders never reach an exchange.';

interface SimulatedBadgeProps {
  readonly size?: BadgeProps['size'];
}

/** Says "Simulated market data" wherever simulated prices appear; the tooltip explains why. */
export function SimulatedBadge({ size = 'md' }: SimulatedBadgeProps) {
  const descriptionId = useId();
  return (
    <>
      <Tooltip
        label={SIMULATED_EXPLANATION}
        multiline
        w={280}
        withArrow
        events={{ hover: true, focus: true, touch: true }}
      >
        <Badge
          variant="light"
          color="yellow"
          size={size}
          tt="none"
          leftSection={<IconInfoCircle size={14} aria-hidden="true" />}
          // Focusable, so keyboard users reach the tooltip; screen readers get the description.
          tabIndex={0}
          aria-describedby={descriptionId}
        >
          {SIMULATED_LABEL}
        </Badge>
      </Tooltip>
      <span id={descriptionId} hidden>
        {SIMULATED_EXPLANATION}
      </span>
    </>
  );
}

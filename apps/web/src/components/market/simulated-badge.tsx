import { Badge, type BadgeProps, Tooltip } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useId } from 'react';
import { useStrings } from '@/lib/strings';
import { marketStrings } from './strings';

interface SimulatedBadgeProps {
  readonly size?: BadgeProps['size'];
}

/** Says "Simulated market data" wherever simulated prices appear; the tooltip explains why. */
export function SimulatedBadge({ size = 'md' }: SimulatedBadgeProps) {
  const t = useStrings(marketStrings);
  const descriptionId = useId();
  const explanation = t('simulated.explanation');
  return (
    <>
      <Tooltip
        label={explanation}
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
          {t('simulated.label')}
        </Badge>
      </Tooltip>
      <span id={descriptionId} hidden>
        {explanation}
      </span>
    </>
  );
}

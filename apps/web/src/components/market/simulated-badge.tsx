import { Badge, type BadgeProps, Tooltip } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { type ReactNode, useId } from 'react';
import { useStrings } from '@/lib/strings';
import { marketStrings } from './strings';

interface LabelBadgeProps {
  readonly label: string;
  readonly explanation: string;
  readonly color: string;
  readonly icon: ReactNode;
  readonly size: BadgeProps['size'];
  readonly testId?: string;
}

/** A source label with its explanation as a tooltip (focusable) and as the screen readers' description. */
export function LabelBadge({ label, explanation, color, icon, size, testId }: LabelBadgeProps) {
  const descriptionId = useId();
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
          color={color}
          size={size}
          tt="none"
          leftSection={icon}
          // Focusable, so keyboard users reach the tooltip; screen readers get the description.
          tabIndex={0}
          aria-describedby={descriptionId}
          data-testid={testId}
        >
          {label}
        </Badge>
      </Tooltip>
      <span id={descriptionId} hidden>
        {explanation}
      </span>
    </>
  );
}

interface SimulatedBadgeProps {
  readonly size?: BadgeProps['size'];
}

/** Says "Simulated market data" wherever simulated prices appear; the tooltip explains why. */
export function SimulatedBadge({ size = 'md' }: SimulatedBadgeProps) {
  const t = useStrings(marketStrings);
  return (
    <LabelBadge
      label={t('simulated.label')}
      explanation={t('simulated.explanation')}
      color="yellow"
      icon={<IconInfoCircle size={14} aria-hidden="true" />}
      size={size}
    />
  );
}

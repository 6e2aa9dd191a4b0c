import { Text } from '@mantine/core';
import type { OiBuildUp } from '@nivesh/contracts';
import { useStrings } from '@/lib/strings';
import { oiAnalyticsStrings } from '../strings';

/** Bullish readings green, bearish red, the rest grey (Mantine's light colours meet AA in both schemes). */
const BUILD_UP_COLOUR: Readonly<Record<OiBuildUp, string>> = {
  'long-build-up': 'green',
  'short-covering': 'teal',
  'short-build-up': 'red',
  'long-unwinding': 'orange',
  neutral: 'gray',
};

/**
 * A build-up's name on a tinted tag, as Badge draws it but free to wrap onto two lines ("Long /
 * build-up"), so a narrow table column on a phone shows the whole name rather than "Lo…".
 */
export function BuildUpName({
  kind,
  noWrap = false,
}: {
  readonly kind: OiBuildUp;
  readonly noWrap?: boolean;
}) {
  const t = useStrings(oiAnalyticsStrings);
  const colour = BUILD_UP_COLOUR[kind];
  return (
    <Text
      component="span"
      size="xs"
      fw={600}
      lh={1.25}
      px={6}
      py={2}
      style={{
        display: 'inline-block',
        borderRadius: 'var(--mantine-radius-sm)',
        background: `var(--mantine-color-${colour}-light)`,
        color: `var(--mantine-color-${colour}-light-color)`,
        whiteSpace: noWrap ? 'nowrap' : 'normal',
        flexShrink: 0,
      }}
    >
      {t(`buildUp.name.${kind}`)}
    </Text>
  );
}

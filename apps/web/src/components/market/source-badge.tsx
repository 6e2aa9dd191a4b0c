import type { BadgeProps } from '@mantine/core';
import type { MarketSource } from '@nivesh/contracts';
import { IconDatabase } from '@tabler/icons-react';
import { formatDateIst } from '@/lib/format';
import { useMarketSource } from '@/lib/market-queries/market-source';
import { useStrings } from '@/lib/strings';
import { LabelBadge, SimulatedBadge } from './simulated-badge';
import { marketStrings } from './strings';

interface SourceBadgeProps {
  /** The answer's own source; without it, the market's (`useMarketSource`). */
  readonly source?: MarketSource | undefined;
  readonly size?: BadgeProps['size'];
}

/** The session date of a source as a calendar date at noon IST (formatting it never shifts the day). */
const sessionDay = (date: string): Date => new Date(`${date}T12:00:00+05:30`);

/**
 * Where a page's prices come from, from the server's `source`: "Simulated market data" for the
 * simulated market (and until the server has said), "NSE data, {date}" for imported NSE days.
 */
export function SourceBadge({ source, size = 'md' }: SourceBadgeProps) {
  const market = useMarketSource();
  const t = useStrings(marketStrings);
  const shown = source ?? market;
  if (!shown || shown.simulated) return <SimulatedBadge size={size} />;
  return (
    <LabelBadge
      label={t('nse.label', { date: formatDateIst(sessionDay(shown.sessionDate)) })}
      explanation={t('nse.explanation')}
      color="blue"
      icon={<IconDatabase size={14} aria-hidden="true" />}
      size={size}
      testId="nse-data-badge"
    />
  );
}

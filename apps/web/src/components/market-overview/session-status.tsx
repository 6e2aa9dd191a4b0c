import { Group, Text } from '@mantine/core';
import type { SessionStateDto } from '@nivesh/contracts';
import { formatDateIst, formatTimeIst } from '@/lib/format';
import { useStrings } from '@/lib/strings';
import classes from './overview.module.css';
import { marketOverviewStrings } from './strings';

/** "Market open · 10:42:05 IST · 23 Nov 2026", or closed with the session's date. */
export function SessionStatus({ session }: { readonly session: SessionStateDto }) {
  const t = useStrings(marketOverviewStrings);
  return (
    <Group gap={8} wrap="wrap" data-testid="session-status">
      <Group gap={6} wrap="nowrap">
        <span
          className={`${classes.liveDot} ${session.live ? classes.liveDotOpen : classes.liveDotClosed}`}
          aria-hidden="true"
        />
        <Text size="sm" fw={700}>
          {session.live ? t('session.open') : t('session.closed')}
        </Text>
      </Group>
      <Text size="sm" c="dimmed">
        {session.live
          ? t('session.live', {
              time: formatTimeIst(session.marketTime, { seconds: true }),
              date: formatDateIst(session.date),
            })
          : t('session.ended', { date: formatDateIst(session.date), time: formatTimeIst(session.closesAt) })}
      </Text>
    </Group>
  );
}

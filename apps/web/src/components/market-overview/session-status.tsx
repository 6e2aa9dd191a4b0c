import { Group, Text } from '@mantine/core';
import type { SessionStateDto } from '@nivesh/contracts';
import { formatDateIst, formatTimeIst } from '@/lib/format';
import classes from './overview.module.css';

/** "Market open · 10:42:05 IST · 23 Nov 2026", or closed with the session's date. */
export function SessionStatus({ session }: { readonly session: SessionStateDto }) {
  return (
    <Group gap={8} wrap="wrap" data-testid="session-status">
      <Group gap={6} wrap="nowrap">
        <span
          className={`${classes.liveDot} ${session.live ? classes.liveDotOpen : classes.liveDotClosed}`}
          aria-hidden="true"
        />
        <Text size="sm" fw={700}>
          {session.live ? 'Market open' : 'Market closed'}
        </Text>
      </Group>
      <Text size="sm" c="dimmed">
        {session.live
          ? `Market time ${formatTimeIst(session.marketTime, { seconds: true })} IST · ${formatDateIst(session.date)}`
          : `Session of ${formatDateIst(session.date)} · closed ${formatTimeIst(session.closesAt)} IST`}
      </Text>
    </Group>
  );
}

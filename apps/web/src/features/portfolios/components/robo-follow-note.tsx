import { Alert, Anchor, List, Stack, Text } from '@mantine/core';
import type { RoboFollowDto } from '@nivesh/contracts';
import { Link } from 'react-router';
import { appPath } from '@/config/paths';
import { answerOf } from '@/lib/api-client';
import { formatRupees } from '@/lib/format';
import { useRoboFollowStatus } from '@/lib/portfolios/robo-follow-api';
import { useStrings } from '@/lib/strings';
import { roboFollowStrings } from '../robo-follow.strings';

/** Shown at most this many rebalances of each list (newest first). */
const SHOWN = 6;

type Rebalance = RoboFollowDto['applied'][number];

/**
 * On a portfolio that follows a model portfolio: which model, since when, with how much, the
 * model's rebalances since then that the portfolio has made (the server applies them when the
 * portfolio is read) and any still pending. Nothing for any other portfolio.
 */
export function RoboFollowNote({ id }: { readonly id: string }) {
  const t = useStrings(roboFollowStrings);
  const query = useRoboFollowStatus(id, true);
  const follow = answerOf(query.data)?.follow;
  if (!follow) return null;
  const none = t('none');
  const list = (rebalances: readonly Rebalance[], made: boolean) => (
    <List size="sm">
      {rebalances.slice(0, SHOWN).map((r) => (
        <List.Item key={r.date}>
          {t(made ? 'rebalanceMade' : 'rebalance', {
            date: r.date,
            entered: r.entered.join(', ') || none,
            exited: r.exited.join(', ') || none,
            count: r.trades,
          })}
        </List.Item>
      ))}
    </List>
  );
  return (
    <Alert
      color="blue"
      variant="light"
      title={t('title', { name: t(`names.${follow.model}`), date: follow.since })}
      data-testid="robo-follow-note"
    >
      <Stack gap={4}>
        <Text size="sm">
          {t('bought', {
            amount: formatRupees(follow.amount),
            date: follow.since,
            cash: formatRupees(follow.cash),
          })}
        </Text>
        {follow.applied.length === 0 && follow.notApplied.length === 0 ? (
          <Text size="sm">{t('upToDate')}</Text>
        ) : null}
        {follow.applied.length > 0 ? (
          <>
            <Text size="sm">{t('applied', { count: follow.applied.length })}</Text>
            {list(follow.applied, true)}
          </>
        ) : null}
        {follow.notApplied.length > 0 ? (
          <>
            <Text size="sm">{t('notApplied', { count: follow.notApplied.length })}</Text>
            {list(follow.notApplied, false)}
          </>
        ) : null}
        <Anchor component={Link} to={appPath('/portfolio-analysis').getHref()} size="sm">
          {t('models')}
        </Anchor>
      </Stack>
    </Alert>
  );
}

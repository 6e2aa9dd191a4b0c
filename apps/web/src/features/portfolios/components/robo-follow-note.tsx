import { Alert, Anchor, List, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { appPath } from '@/config/paths';
import { answerOf } from '@/lib/api-client';
import { formatRupees } from '@/lib/format';
import { useRoboFollowStatus } from '@/lib/portfolios/robo-follow-api';
import { useStrings } from '@/lib/strings';
import { roboFollowStrings } from '../robo-follow.strings';

/** Shown at most this many rebalances not applied (newest first). */
const SHOWN = 6;

/**
 * On a portfolio that follows a model portfolio: which model, since when, with how much, and the
 * model's rebalances since then, whose trades the portfolio does not make by itself. Nothing for
 * any other portfolio.
 */
export function RoboFollowNote({ id }: { readonly id: string }) {
  const t = useStrings(roboFollowStrings);
  const query = useRoboFollowStatus(id, true);
  const follow = answerOf(query.data)?.follow;
  if (!follow) return null;
  const none = t('none');
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
        {follow.notApplied.length === 0 ? (
          <Text size="sm">{t('upToDate')}</Text>
        ) : (
          <>
            <Text size="sm">{t('notApplied', { count: follow.notApplied.length })}</Text>
            <List size="sm">
              {follow.notApplied.slice(0, SHOWN).map((r) => (
                <List.Item key={r.date}>
                  {t('rebalance', {
                    date: r.date,
                    entered: r.entered.join(', ') || none,
                    exited: r.exited.join(', ') || none,
                  })}
                </List.Item>
              ))}
            </List>
          </>
        )}
        <Anchor component={Link} to={appPath('/portfolio-analysis').getHref()} size="sm">
          {t('models')}
        </Anchor>
      </Stack>
    </Alert>
  );
}

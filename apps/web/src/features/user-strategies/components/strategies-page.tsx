import { Button, SimpleGrid, Text } from '@mantine/core';
import type { UserStrategy } from '@nivesh/contracts';
import { IconChartLine, IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { DeleteDialog } from '@/components/alerts/delete-dialog';
import { QueryEmpty, QueryStates } from '@/components/market/query-states';
import { useStrings } from '@/lib/strings';
import { deleteStrategy, USER_STRATEGIES_KEY, useStrategyList } from '../api/user-strategies-api';
import { userStrategiesStrings } from '../strings';
import { ADD_HREF, PERFORMANCE_HREF, StrategiesFrame, useSignedIn } from './strategies-frame';
import { StrategyCard } from './strategy-card';

/** /stratergy: the user's strategies, each with its stocks, performance, back-test, edit and delete. */
export function StrategiesPage() {
  const t = useStrings(userStrategiesStrings);
  const signedIn = useSignedIn();
  const list = useStrategyList(signedIn);
  const client = useQueryClient();
  const [deleting, setDeleting] = useState<UserStrategy | null>(null);
  const answer = list.data && list.data.status === 1 ? list.data : undefined;
  const full = answer ? answer.strategies.length >= answer.limit : false;
  return (
    <StrategiesFrame
      title={t('common.myStrategies')}
      subtitle={t('list.subtitle')}
      actions={
        <>
          <Button
            component={Link}
            to={ADD_HREF}
            leftSection={<IconPlus size={16} aria-hidden="true" />}
            disabled={full}
          >
            {t('common.addStrategy')}
          </Button>
          <Button
            component={Link}
            to={PERFORMANCE_HREF}
            variant="default"
            leftSection={<IconChartLine size={16} aria-hidden="true" />}
          >
            {t('common.performance')}
          </Button>
        </>
      }
    >
      <QueryStates
        query={list}
        isEmpty={(data) => data.strategies.length === 0}
        empty={
          <QueryEmpty message={t('list.empty')}>
            <Button component={Link} to={ADD_HREF} leftSection={<IconPlus size={16} aria-hidden="true" />}>
              {t('common.addStrategy')}
            </Button>
          </QueryEmpty>
        }
      >
        {(data) => (
          <>
            <Text size="sm" c="dimmed">
              {t(full ? 'list.countFull' : 'list.count', {
                count: data.strategies.length,
                limit: data.limit,
              })}
            </Text>
            <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
              {data.strategies.map((s) => (
                <StrategyCard key={s.id} strategy={s} onDelete={() => setDeleting(s)} />
              ))}
            </SimpleGrid>
          </>
        )}
      </QueryStates>
      <DeleteDialog
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        onDelete={() => deleteStrategy(deleting?.id ?? '')}
        onDeleted={() => {
          setDeleting(null);
          void client.invalidateQueries({ queryKey: USER_STRATEGIES_KEY });
        }}
      />
    </StrategiesFrame>
  );
}

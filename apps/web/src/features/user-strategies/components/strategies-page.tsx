import { Button, SimpleGrid, Text } from '@mantine/core';
import type { UserStrategy } from '@nivesh/contracts';
import { IconChartLine, IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { DeleteDialog } from '@/components/alerts/delete-dialog';
import { QueryEmpty, QueryStates } from '@/components/market/query-states';
import { deleteStrategy, USER_STRATEGIES_KEY, useStrategyList } from '../api/user-strategies-api';
import { ADD_HREF, PERFORMANCE_HREF, StrategiesFrame, useSignedIn } from './strategies-frame';
import { StrategyCard } from './strategy-card';

/** /stratergy: the user's strategies, each with its stocks, performance, back-test, edit and delete. */
export function StrategiesPage() {
  const signedIn = useSignedIn();
  const list = useStrategyList(signedIn);
  const client = useQueryClient();
  const [deleting, setDeleting] = useState<UserStrategy | null>(null);
  const answer = list.data && list.data.status === 1 ? list.data : undefined;
  const full = answer ? answer.strategies.length >= answer.limit : false;
  return (
    <StrategiesFrame
      title="My strategies"
      subtitle="Your own trading strategies: entry and exit conditions in the screening language, the stocks they flag today and how they performed on the history."
      actions={
        <>
          <Button
            component={Link}
            to={ADD_HREF}
            leftSection={<IconPlus size={16} aria-hidden="true" />}
            disabled={full}
          >
            Add strategy
          </Button>
          <Button
            component={Link}
            to={PERFORMANCE_HREF}
            variant="default"
            leftSection={<IconChartLine size={16} aria-hidden="true" />}
          >
            Performance
          </Button>
        </>
      }
    >
      <QueryStates
        query={list}
        isEmpty={(data) => data.strategies.length === 0}
        empty={
          <QueryEmpty message="No strategy yet. Write one, or start from an example.">
            <Button component={Link} to={ADD_HREF} leftSection={<IconPlus size={16} aria-hidden="true" />}>
              Add strategy
            </Button>
          </QueryEmpty>
        }
      >
        {(data) => (
          <>
            <Text size="sm" c="dimmed">
              {data.strategies.length} of {data.limit} strategies
              {full ? ': delete one to add another.' : ''}
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

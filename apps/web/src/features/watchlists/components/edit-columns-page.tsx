import { ActionIcon, Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ColumnDto, ColumnList } from '@nivesh/contracts';
import { IconArrowDown, IconArrowUp, IconDeviceFloppy, IconEye, IconEyeOff } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { QueryStates } from '@/components/market/query-states';
import { isRefusal } from '@/lib/api-client';
import { useStrings } from '@/lib/strings';
import { useColumnList, useSaveColumns } from '@/lib/watchlists/watchlists-api';
import { columnLabel, moveItem } from '../lib/column-labels';
import { watchlistsStrings } from '../strings';
import { LIST_HREF, useSignedIn, useWatchlistsCrumb, WatchlistsFrame } from './watchlists-frame';

/** The chosen columns (ordered, movable, hideable) and the others (showable), with Save. */
function ColumnsEditor({ list }: { readonly list: ColumnList }) {
  const t = useStrings(watchlistsStrings);
  const [chosen, setChosen] = useState<ColumnDto[]>(list.chosen);
  const [said, setSaid] = useState<{ ok: boolean; text: string } | null>(null);
  const save = useSaveColumns();
  const available = list.column.filter((c) => !chosen.some((x) => x.field === c.field));
  const edit = (next: ColumnDto[]) => {
    setSaid(null);
    setChosen(next);
  };
  const submit = () => {
    if (chosen.length === 0) {
      setSaid({ ok: false, text: t('columns.atLeastOne') });
      return;
    }
    save.mutate(
      { table: 'watchlist', fields: chosen.map((c) => c.field) },
      {
        onSuccess: (a) =>
          setSaid(isRefusal(a) ? { ok: false, text: a.message } : { ok: true, text: t('columns.saved') }),
        onError: () => setSaid({ ok: false, text: t('stocks.failed') }),
      },
    );
  };
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Paper withBorder radius="md" p="md">
          <Stack gap="xs">
            <Title order={2} size="h5">
              {t('columns.chosen')}
            </Title>
            <ol style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
              {chosen.map((c, index) => {
                const label = columnLabel(c, t);
                return (
                  <li key={c.field}>
                    <Group justify="space-between" gap="xs" wrap="nowrap">
                      <Text size="sm">{label}</Text>
                      <Group gap={4} wrap="nowrap">
                        <ActionIcon
                          variant="subtle"
                          aria-label={t('columns.up', { label })}
                          disabled={index === 0}
                          onClick={() => edit(moveItem(chosen, index, -1))}
                        >
                          <IconArrowUp size={16} aria-hidden="true" />
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          aria-label={t('columns.down', { label })}
                          disabled={index === chosen.length - 1}
                          onClick={() => edit(moveItem(chosen, index, 1))}
                        >
                          <IconArrowDown size={16} aria-hidden="true" />
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          color="gray"
                          aria-label={t('columns.hide', { label })}
                          onClick={() => edit(chosen.filter((x) => x.field !== c.field))}
                        >
                          <IconEyeOff size={16} aria-hidden="true" />
                        </ActionIcon>
                      </Group>
                    </Group>
                  </li>
                );
              })}
            </ol>
          </Stack>
        </Paper>
        <Paper withBorder radius="md" p="md">
          <Stack gap="xs">
            <Title order={2} size="h5">
              {t('columns.available')}
            </Title>
            {available.length === 0 && (
              <Text size="sm" c="dimmed">
                {t('columns.noneAvailable')}
              </Text>
            )}
            <ul style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
              {available.map((c) => {
                const label = columnLabel(c, t);
                return (
                  <li key={c.field}>
                    <Group justify="space-between" gap="xs" wrap="nowrap">
                      <Text size="sm">{label}</Text>
                      <ActionIcon
                        variant="subtle"
                        aria-label={t('columns.show', { label })}
                        onClick={() => edit([...chosen, c])}
                      >
                        <IconEye size={16} aria-hidden="true" />
                      </ActionIcon>
                    </Group>
                  </li>
                );
              })}
            </ul>
          </Stack>
        </Paper>
      </SimpleGrid>
      {said && (
        <Alert color={said.ok ? 'green' : 'red'} variant="light" role="status">
          {said.text}
        </Alert>
      )}
      <Group gap="sm">
        <Button
          onClick={submit}
          loading={save.isPending}
          leftSection={<IconDeviceFloppy size={16} aria-hidden="true" />}
        >
          {t('common.save')}
        </Button>
        <Button component={Link} to={LIST_HREF} variant="default">
          {t('columns.back')}
        </Button>
      </Group>
    </Stack>
  );
}

/** /edit-column/: choose and order the columns the watchlists show (kept per user on the server). */
export function EditColumnsPage() {
  const t = useStrings(watchlistsStrings);
  const crumb = useWatchlistsCrumb();
  const columns = useColumnList('watchlist', useSignedIn());
  return (
    <WatchlistsFrame title={t('columns.title')} subtitle={t('columns.subtitle')} breadcrumbs={[crumb]}>
      <QueryStates query={columns} errorTitle={t('columns.loadError')}>
        {(data) => <ColumnsEditor list={data} />}
      </QueryStates>
    </WatchlistsFrame>
  );
}

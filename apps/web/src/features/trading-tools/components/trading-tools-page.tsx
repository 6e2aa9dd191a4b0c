import {
  Accordion,
  Alert,
  Anchor,
  Button,
  CloseButton,
  Code,
  Group,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '@/components/market/data-table';
import { MarketPage, RefreshButton } from '@/components/market/market-page';
import { QueryStates } from '@/components/market/query-states';
import { StatTiles } from '@/components/market/stat-tiles';
import { appPath } from '@/config/paths';
import { formatNumber } from '@/lib/format';
import {
  type ToolFamilyDto,
  type ToolWithCount,
  type TradingToolsAnswer,
  useTradingTools,
} from '../api/trading-tools-queries';
import { type ToolFilterState, useToolFilters } from '../hooks/use-tool-filters';
import { ToolFilters } from './tool-filters';
import { TIMEFRAME_LABEL, ToolRule, targetText } from './tool-rule';
import { ToolSignalsTable } from './tool-signals-table';

function toolColumns(open: (id: string) => void): DataTableColumn<ToolWithCount>[] {
  return [
    {
      id: 'name',
      label: 'Tool',
      value: (r) => r.name,
      render: (r) => (
        <Anchor component="button" type="button" onClick={() => open(r.id)} fw={600} ta="left">
          {r.name}
        </Anchor>
      ),
    },
    { id: 'family', label: 'Family', value: (r) => r.family },
    { id: 'timeframe', label: 'Timeframe', value: (r) => TIMEFRAME_LABEL[r.timeframe] },
    { id: 'side', label: 'Side', value: (r) => (r.side === 'long' ? 'Long' : 'Short') },
    {
      id: 'entry',
      label: 'Entry rule',
      value: (r) => r.entry,
      render: (r) => <Code style={{ whiteSpace: 'normal', wordBreak: 'break-word' }}>{r.entry}</Code>,
      sortable: false,
    },
    { id: 'stop', label: 'Stop %', value: (r) => r.stopLossPercent, align: 'right' },
    {
      id: 'target',
      label: 'Target',
      value: (r) => r.targetPercent,
      render: (r) => targetText(r.targetPercent),
      align: 'right',
    },
    {
      id: 'signals',
      label: 'Signals now',
      value: (r) => r.signalsToday,
      render: (r) => (
        <Button
          size="compact-xs"
          variant={r.signalsToday > 0 ? 'light' : 'subtle'}
          onClick={() => open(r.id)}
        >
          {formatNumber(r.signalsToday, 0)} {r.signalsToday === 1 ? 'stock' : 'stocks'}
        </Button>
      ),
      align: 'right',
      sortDescFirst: true,
    },
  ];
}

function Families({ families }: { readonly families: readonly ToolFamilyDto[] }) {
  return (
    <Accordion variant="contained" radius="md">
      <Accordion.Item value="families">
        <Accordion.Control>How the {families.length} families work</Accordion.Control>
        <Accordion.Panel>
          <Stack gap="xs">
            {families.map((f) => (
              <Text key={f.family} size="sm">
                <b>{f.family}</b> ({f.count} {f.count === 1 ? 'tool' : 'tools'},{' '}
                {TIMEFRAME_LABEL[f.timeframe]}, {f.sides.join(' and ')}): {f.summary}
              </Text>
            ))}
          </Stack>
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}

function SelectedTool({
  data,
  filters,
}: {
  readonly data: TradingToolsAnswer;
  readonly filters: ToolFilterState;
}) {
  const selected = data.selected;
  if (!selected) return null;
  return (
    <Paper withBorder radius="md" p="md" aria-label={`Signals of ${selected.tool.name}`} component="section">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={2} size="h3">
            {selected.tool.name}: {formatNumber(selected.signals.length, 0)}{' '}
            {selected.signals.length === 1 ? 'stock' : 'stocks'} flagged now
            {data.sector ? ` in ${data.sector}` : ''}
          </Title>
          <CloseButton aria-label="Close the tool" onClick={() => filters.set({ toolId: undefined })} />
        </Group>
        <ToolRule tool={selected.tool} />
        <ToolSignalsTable signals={selected.signals} terms={selected.columns} toolId={selected.tool.id} />
      </Stack>
    </Paper>
  );
}

/** /trading-tools: the strategy catalogue, each tool's rule and its signals at the latest bar. */
export function TradingToolsPage() {
  const filters = useToolFilters();
  const query = useTradingTools({ ...filters, strategyId: filters.toolId });
  const answer = query.data?.status === 1 ? query.data : undefined;
  const refusedTool = query.data?.status === 0 && filters.toolId !== undefined;
  const open = filters.set;
  const columns = useMemo(() => toolColumns((id) => open({ toolId: id })), [open]);
  return (
    <MarketPage
      title="Trading Tools"
      subtitle="A catalogue of trading strategies: each a named rule in the screening language with its entry, exit, stop-loss, target and timeframe, run over every stock at the latest bar."
      breadcrumbs={[{ label: 'Tools' }]}
      asOf={answer?.source.asOf}
      actions={<RefreshButton onRefresh={query.refetch} refreshing={query.isFetching} />}
    >
      {refusedTool ? (
        <Alert color="red" title="No such trading tool">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{query.data?.message}</Text>
            <Button size="xs" onClick={() => filters.set({ toolId: undefined })}>
              Show all tools
            </Button>
          </Stack>
        </Alert>
      ) : (
        <QueryStates query={query}>
          {(data) => (
            <Stack gap="md">
              <StatTiles
                items={[
                  {
                    label: 'Strategies',
                    value: <span data-testid="strategy-count">{formatNumber(data.catalogueCount, 0)}</span>,
                    hint: 'counted from the catalogue the server runs',
                  },
                  { label: 'Families', value: formatNumber(data.families.length, 0) },
                  {
                    label: 'Signals now',
                    value: formatNumber(
                      data.tools.reduce((a, t) => a + t.signalsToday, 0),
                      0,
                    ),
                    hint: `over the ${data.tools.length} tools shown${data.sector ? `, ${data.sector}` : ''}`,
                  },
                  {
                    label: 'Stocks scanned',
                    value: formatNumber(data.scanned, 0),
                    hint: `last ${data.dailyBars} daily bars and today’s 15-minute bars; ${formatNumber(data.scanMs, 0)} ms`,
                  },
                ]}
              />
              <Text size="sm">
                {formatNumber(data.catalogueCount, 0)} strategies in {data.families.length} families. How each
                tool has done on the simulated market’s history:{' '}
                <Anchor component={Link} to={appPath('/trading-tools/performance').getHref()}>
                  measured performance
                </Anchor>
                ; follow one tool’s stocks live in the{' '}
                <Anchor component={Link} to={appPath('/trading-terminal').getHref()}>
                  trading terminal
                </Anchor>
                .
              </Text>
              <Families families={data.families} />
              <ToolFilters filters={filters} families={data.families} sectors={data.sectors} />
              <SelectedTool data={data} filters={filters} />
              <DataTable
                caption="Trading tools"
                hideCaption
                columns={columns}
                rows={data.tools}
                rowKey={(r) => r.id}
                pageSize={20}
                csvFileName="trading-tools"
                search={{ text: (r) => `${r.name} ${r.family} ${r.id}`, placeholder: 'Search tools' }}
                emptyMessage="No tool matches these filters."
              />
            </Stack>
          )}
        </QueryStates>
      )}
    </MarketPage>
  );
}

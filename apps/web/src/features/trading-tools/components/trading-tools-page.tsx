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
import { Trans } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '@/components/market/data-table';
import { MarketPage, RefreshButton } from '@/components/market/market-page';
import { QueryStates } from '@/components/market/query-states';
import { StatTiles } from '@/components/market/stat-tiles';
import { appPath } from '@/config/paths';
import { formatNumber } from '@/lib/format';
import { useStrings } from '@/lib/strings';
import {
  type ToolFamilyDto,
  type ToolWithCount,
  type TradingToolsAnswer,
  useTradingTools,
} from '../api/trading-tools-queries';
import { type ToolFilterState, useToolFilters } from '../hooks/use-tool-filters';
import { type ToolsT, tradingToolsStrings } from '../strings';
import { ToolFilters } from './tool-filters';
import { ToolRule, targetText } from './tool-rule';
import { ToolSignalsTable } from './tool-signals-table';

function toolColumns(t: ToolsT, open: (id: string) => void): DataTableColumn<ToolWithCount>[] {
  return [
    {
      id: 'name',
      label: t('columns.tool'),
      value: (r) => r.name,
      render: (r) => (
        <Anchor component="button" type="button" onClick={() => open(r.id)} fw={600} ta="left">
          {r.name}
        </Anchor>
      ),
    },
    { id: 'family', label: t('columns.family'), value: (r) => r.family },
    { id: 'timeframe', label: t('columns.timeframe'), value: (r) => t(`timeframes.${r.timeframe}`) },
    { id: 'side', label: t('columns.side'), value: (r) => t(`sides.${r.side}`), priority: 'key' },
    {
      id: 'entry',
      label: t('columns.entryRule'),
      value: (r) => r.entry,
      render: (r) => <Code style={{ whiteSpace: 'normal', wordBreak: 'break-word' }}>{r.entry}</Code>,
      sortable: false,
    },
    { id: 'stop', label: t('columns.stop'), value: (r) => r.stopLossPercent, align: 'right' },
    {
      id: 'target',
      label: t('columns.target'),
      value: (r) => r.targetPercent,
      render: (r) => targetText(t, r.targetPercent),
      align: 'right',
    },
    {
      id: 'signals',
      label: t('columns.signalsNow'),
      value: (r) => r.signalsToday,
      render: (r) => (
        <Button
          size="compact-xs"
          variant={r.signalsToday > 0 ? 'light' : 'subtle'}
          onClick={() => open(r.id)}
        >
          {t('stocks', { count: r.signalsToday, n: formatNumber(r.signalsToday, 0) })}
        </Button>
      ),
      align: 'right',
      sortDescFirst: true,
      priority: 'key',
    },
  ];
}

function Families({ families }: { readonly families: readonly ToolFamilyDto[] }) {
  const t = useStrings(tradingToolsStrings);
  const sidesText = (sides: ToolFamilyDto['sides']) => {
    const [first, second] = sides.map((side) => t(`sidesInText.${side}`));
    return second === undefined ? (first ?? '') : t('sidesInText.both', { first: first ?? '', second });
  };
  return (
    <Accordion variant="contained" radius="md">
      <Accordion.Item value="families">
        <Accordion.Control>{t('tools.familiesTitle', { n: families.length })}</Accordion.Control>
        <Accordion.Panel>
          <Stack gap="xs">
            {families.map((f) => (
              <Text key={f.family} size="sm">
                <Trans
                  ns={tradingToolsStrings.namespace}
                  i18nKey="tools.familyLine"
                  count={f.count}
                  values={{
                    family: f.family,
                    n: f.count,
                    timeframe: t(`timeframes.${f.timeframe}`),
                    sides: sidesText(f.sides),
                    summary: f.summary,
                  }}
                  components={{ b: <b /> }}
                />
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
  const t = useStrings(tradingToolsStrings);
  const selected = data.selected;
  if (!selected) return null;
  const flagged = {
    count: selected.signals.length,
    n: formatNumber(selected.signals.length, 0),
    name: selected.tool.name,
  };
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      aria-label={t('tools.signalsOf', { name: selected.tool.name })}
      component="section"
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={2} size="h3">
            {data.sector
              ? t('tools.flaggedIn', { ...flagged, sector: data.sector })
              : t('tools.flagged', flagged)}
          </Title>
          <CloseButton aria-label={t('tools.closeTool')} onClick={() => filters.set({ toolId: undefined })} />
        </Group>
        <ToolRule tool={selected.tool} />
        <ToolSignalsTable signals={selected.signals} terms={selected.columns} toolId={selected.tool.id} />
      </Stack>
    </Paper>
  );
}

/** /trading-tools: the strategy catalogue, each tool's rule and its signals at the latest bar. */
export function TradingToolsPage() {
  const t = useStrings(tradingToolsStrings);
  const filters = useToolFilters();
  const query = useTradingTools({ ...filters, strategyId: filters.toolId });
  const answer = query.data?.status === 1 ? query.data : undefined;
  const refusedTool = query.data?.status === 0 && filters.toolId !== undefined;
  const open = filters.set;
  const columns = useMemo(() => toolColumns(t, (id) => open({ toolId: id })), [open, t]);
  return (
    <MarketPage
      title={t('tools.title')}
      subtitle={t('tools.subtitle')}
      breadcrumbs={[{ label: t('tools.breadcrumb') }]}
      asOf={answer?.source.asOf}
      actions={<RefreshButton onRefresh={query.refetch} refreshing={query.isFetching} />}
    >
      {refusedTool ? (
        <Alert color="red" title={t('tools.noSuchTool')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{query.data?.message}</Text>
            <Button size="xs" onClick={() => filters.set({ toolId: undefined })}>
              {t('tools.showAll')}
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
                    label: t('tools.strategies'),
                    value: <span data-testid="strategy-count">{formatNumber(data.catalogueCount, 0)}</span>,
                    hint: t('tools.strategiesHint'),
                  },
                  { label: t('tools.families'), value: formatNumber(data.families.length, 0) },
                  {
                    label: t('tools.signalsNow'),
                    value: formatNumber(
                      data.tools.reduce((a, tool) => a + tool.signalsToday, 0),
                      0,
                    ),
                    hint: data.sector
                      ? t('tools.signalsHintSector', { n: data.tools.length, sector: data.sector })
                      : t('tools.signalsHint', { n: data.tools.length }),
                  },
                  {
                    label: t('tools.scanned'),
                    value: formatNumber(data.scanned, 0),
                    hint: t('tools.scannedHint', { bars: data.dailyBars, ms: formatNumber(data.scanMs, 0) }),
                  },
                ]}
              />
              <Text size="sm">
                <Trans
                  ns={tradingToolsStrings.namespace}
                  i18nKey="tools.intro"
                  values={{
                    strategies: formatNumber(data.catalogueCount, 0),
                    families: data.families.length,
                  }}
                  components={{
                    performance: (
                      <Anchor component={Link} to={appPath('/trading-tools/performance').getHref()} />
                    ),
                    terminal: <Anchor component={Link} to={appPath('/trading-terminal').getHref()} />,
                  }}
                />
              </Text>
              <Families families={data.families} />
              <ToolFilters filters={filters} families={data.families} sectors={data.sectors} />
              <SelectedTool data={data} filters={filters} />
              <DataTable
                caption={t('tools.caption')}
                hideCaption
                columns={columns}
                rows={data.tools}
                rowKey={(r) => r.id}
                pageSize={20}
                csvFileName="trading-tools"
                search={{ text: (r) => `${r.name} ${r.family} ${r.id}`, placeholder: t('searchTools') }}
                emptyMessage={t('tools.empty')}
              />
            </Stack>
          )}
        </QueryStates>
      )}
    </MarketPage>
  );
}

import { Badge, Group, Kbd, Paper, Select, Stack, Table, Text } from '@mantine/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Trans } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ChangeText } from '@/components/market/change-text';
import { headerCellProps, TableScroll, tableClassName } from '@/components/market/data-table';
import { MarketPage, RefreshButton } from '@/components/market/market-page';
import { QueryEmpty, QueryError, QueryLoading } from '@/components/market/query-states';
import { appPath, paths } from '@/config/paths';
import { formatNumber, formatRupees, formatVolume } from '@/lib/format';
import { useLiveQuotes, useStreamStatus } from '@/lib/stream/use-live-quotes';
import { useStrings } from '@/lib/strings';
import {
  type ToolSignal,
  type TradingTerminalAnswer,
  useTerminalData,
  useTerminalTools,
} from '../api/trading-tools-queries';
import { useTerminalKeys } from '../hooks/use-terminal-keys';
import { useToolFilters } from '../hooks/use-tool-filters';
import { type ToolsT, tradingToolsStrings } from '../strings';
import { ToolRule } from './tool-rule';

/** Picker options: every tool grouped by family, with its signal count now. */
function pickerData(t: ToolsT, data: TradingTerminalAnswer | undefined) {
  const groups = new Map<string, { value: string; label: string }[]>();
  for (const tool of data?.tools ?? []) {
    const items = groups.get(tool.family) ?? [];
    items.push({ value: tool.id, label: t('terminal.option', { name: tool.name, n: tool.signalsToday }) });
    groups.set(tool.family, items);
  }
  return [...groups].map(([group, items]) => ({ group, items }));
}

const SHORTCUTS = ['terminal.keyPick', 'terminal.keyMove', 'terminal.keyOpen', 'terminal.keyLeave'] as const;

function Shortcuts() {
  const t = useStrings(tradingToolsStrings);
  return (
    <Paper withBorder radius="md" p="xs">
      <Group gap="md" wrap="wrap">
        <Text size="sm" fw={600}>
          {t('terminal.keyboard')}
        </Text>
        {SHORTCUTS.map((key) => (
          <Text key={key} size="sm">
            <Trans ns={tradingToolsStrings.namespace} i18nKey={key} components={{ k: <Kbd /> }} />
          </Text>
        ))}
      </Group>
    </Paper>
  );
}

/**
 * The tool's stocks with live quotes; the selected row follows the keyboard. On a phone the row
 * number, symbol, LTP and change are in view (key columns); entry, stop, target and volume scroll.
 */
function SignalsGrid({
  signals,
  selected,
  onSelect,
  onOpen,
}: {
  readonly signals: readonly ToolSignal[];
  readonly selected: number;
  readonly onSelect: (i: number) => void;
  readonly onOpen: (symbol: string) => void;
}) {
  const t = useStrings(tradingToolsStrings);
  const { quotes } = useLiveQuotes(signals.map((s) => s.symbol));
  const rowRefs = useRef<(HTMLTableRowElement | null)[]>([]);
  useEffect(() => {
    rowRefs.current[selected]?.scrollIntoView?.({ block: 'nearest' });
  }, [selected]);
  return (
    <TableScroll label={t('terminal.gridLabel')}>
      <Table
        className={tableClassName}
        highlightOnHover
        striped
        aria-label={t('terminal.gridLabel')}
        aria-rowcount={signals.length}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th data-key-column="">#</Table.Th>
            <Table.Th {...headerCellProps('key')}>{t('columns.symbol')}</Table.Th>
            <Table.Th ta="right" {...headerCellProps('key')}>
              {t('columns.ltp')}
            </Table.Th>
            <Table.Th ta="right" {...headerCellProps('key')}>
              {t('columns.change')}
            </Table.Th>
            <Table.Th ta="right">{t('columns.entry')}</Table.Th>
            <Table.Th ta="right">{t('columns.stopLoss')}</Table.Th>
            <Table.Th ta="right">{t('columns.targetRupees')}</Table.Th>
            <Table.Th ta="right">{t('columns.volume')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {signals.map((s, i) => {
            const live = quotes.get(s.symbol);
            const isSelected = i === selected;
            return (
              <Table.Tr
                key={s.symbol}
                ref={(el) => {
                  rowRefs.current[i] = el;
                }}
                aria-selected={isSelected}
                data-selected={isSelected || undefined}
                onClick={() => onSelect(i)}
                onDoubleClick={() => onOpen(s.symbol)}
                style={{
                  cursor: 'pointer',
                  outline: isSelected ? '2px solid var(--mantine-primary-color-filled)' : undefined,
                  outlineOffset: -2,
                }}
              >
                <Table.Td>{i + 1}</Table.Td>
                <Table.Td>
                  <Text fw={600} size="sm">
                    {s.symbol}
                  </Text>
                  <Text size="xs" c="dimmed" truncate maw="8rem" title={s.name}>
                    {s.name}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">{formatRupees(live?.ltp ?? s.ltp)}</Table.Td>
                <Table.Td ta="right">
                  <ChangeText value={live?.changePct ?? s.changePct} format="percent" />
                </Table.Td>
                <Table.Td ta="right">{formatRupees(s.entryPrice)}</Table.Td>
                <Table.Td ta="right">{formatRupees(s.stopLoss)}</Table.Td>
                <Table.Td ta="right">{formatRupees(s.target)}</Table.Td>
                <Table.Td ta="right">{formatVolume(live?.volume ?? s.volume)}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}

/** /trading-terminal: a keyboard-friendly live table of one trading tool's signals. */
export function TradingTerminalPage() {
  const t = useStrings(tradingToolsStrings);
  const filters = useToolFilters();
  const tools = useTerminalTools();
  const data = useTerminalData(filters.toolId, filters.sectorId);
  const status = useStreamStatus();
  const navigate = useNavigate();
  const picker = useRef<HTMLInputElement>(null);
  const [selected, setSelected] = useState(0);
  const toolsAnswer = tools.data?.status === 1 ? tools.data : undefined;
  const answer = data.data?.status === 1 ? data.data : undefined;
  const signals = answer?.signals ?? [];
  const options = useMemo(() => pickerData(t, toolsAnswer), [t, toolsAnswer]);

  // A new tool starts at the top row.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the tool changes
  useEffect(() => setSelected(0), [filters.toolId]);

  const openStock = (symbol: string) => navigate(paths.stock.getHref({ symbol }));
  const actions = useMemo(
    () => ({
      focusPicker: () => picker.current?.focus(),
      move: (by: number) =>
        setSelected((i) => Math.min(Math.max(0, i + by), Math.max(0, signals.length - 1))),
      open: () => {
        const row = signals[selected];
        if (row) navigate(paths.stock.getHref({ symbol: row.symbol }));
      },
    }),
    [signals, selected, navigate],
  );
  useTerminalKeys(actions, picker);

  return (
    <MarketPage
      title={t('terminal.title')}
      subtitle={t('terminal.subtitle')}
      breadcrumbs={[{ label: t('breadcrumb'), href: appPath('/trading-tools').getHref() }]}
      asOf={answer?.source.asOf}
      actions={<RefreshButton onRefresh={data.refetch} refreshing={data.isFetching} />}
    >
      <Stack gap="md">
        <Shortcuts />
        {tools.isError ? (
          <QueryError error={tools.error} onRetry={tools.refetch} />
        ) : (
          <Select
            ref={picker}
            label={t('terminal.picker', {
              n: toolsAnswer ? formatNumber(toolsAnswer.catalogueCount, 0) : '…',
            })}
            placeholder={t('terminal.pickerPlaceholder')}
            searchable
            data={options}
            value={filters.toolId ?? null}
            onChange={(id) => {
              filters.set({ toolId: id ?? undefined });
              picker.current?.blur();
            }}
            nothingFoundMessage={t('terminal.noToolByName')}
            maxDropdownHeight={360}
            w={{ base: '100%', sm: 520 }}
            disabled={!toolsAnswer}
          />
        )}
        {filters.toolId === undefined ? (
          <QueryEmpty message={t('terminal.chooseTool')} />
        ) : data.isPending ? (
          <QueryLoading />
        ) : data.data?.status === 0 ? (
          <QueryError
            error={data.data}
            onRetry={() => filters.set({ toolId: undefined })}
            title={t('terminal.noSuchTool')}
          />
        ) : data.isError ? (
          <QueryError error={data.error} onRetry={data.refetch} />
        ) : answer ? (
          <Stack gap="sm">
            <Group justify="space-between">
              <Text fw={700}>
                {t('terminal.stocksNow', {
                  count: signals.length,
                  n: formatNumber(signals.length, 0),
                  name: answer.tool.name,
                })}
              </Text>
              <Badge variant="dot" color={status === 'open' ? 'teal' : 'gray'}>
                {status === 'open' ? t('terminal.liveQuotes') : t('terminal.connecting')}
              </Badge>
            </Group>
            <ToolRule tool={answer.tool} />
            {signals.length === 0 ? (
              <QueryEmpty message={t('terminal.empty')} />
            ) : (
              <SignalsGrid signals={signals} selected={selected} onSelect={setSelected} onOpen={openStock} />
            )}
          </Stack>
        ) : null}
      </Stack>
    </MarketPage>
  );
}

import { Group, List, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import type { SupportRow } from '@nivesh/contracts';
import { useMemo, useState } from 'react';
import { DataTable, type DataTableColumn } from '@/components/market/data-table';
import { MarketPage } from '@/components/market/market-page';
import { QueryStates } from '@/components/market/query-states';
import { SymbolPicker } from '@/components/market/symbol-autocomplete';
import { paths } from '@/config/paths';
import { isRefusal } from '@/lib/api-client';
import { formatNumber, formatPercent } from '@/lib/format';
import { useStockSupport } from '../api/get-stock-support';
import { usePageTitle } from '../hooks/use-page-title';
import { useQuerySymbol } from '../hooks/use-query-symbol';
import { PivotLevelsTable } from './pivot-levels-table';
import { SectionCard } from './section-card';
import { UnknownStock } from './unknown-stock';

type Method = 'classic' | 'fibonacci' | 'camarilla';

const METHODS: readonly { value: Method; label: string }[] = [
  { value: 'classic', label: 'Classic' },
  { value: 'fibonacci', label: 'Fibonacci' },
  { value: 'camarilla', label: 'Camarilla' },
];

type Level = { readonly id: string; readonly label: string; readonly pick: (row: SupportRow) => number };

const PIVOT_LEVELS = (method: 'classic' | 'fibonacci'): Level[] =>
  (['s3', 's2', 's1', 'pivot', 'r1', 'r2', 'r3'] as const).map((key) => ({
    id: key,
    label: key === 'pivot' ? 'Pivot' : key.toUpperCase(),
    pick: (row) => row[method][key],
  }));

const CAMARILLA_LEVELS: Level[] = (['l4', 'l3', 'l2', 'l1', 'h1', 'h2', 'h3', 'h4'] as const).map((key) => ({
  id: key,
  label: key.toUpperCase(),
  pick: (row) => row.camarilla[key],
}));

const BASE_COLUMNS: readonly DataTableColumn<SupportRow>[] = [
  { id: 'symbol', label: 'Symbol', value: (r) => r.symbol },
  { id: 'ltp', label: 'LTP (₹)', value: (r) => r.ltp, render: (r) => formatNumber(r.ltp), align: 'right' },
  {
    id: 'changePct',
    label: 'Change %',
    value: (r) => r.changePct,
    render: (r) => formatPercent(r.changePct),
    tone: 'sign',
    align: 'right',
    sortDescFirst: true,
  },
];

function columnsFor(method: Method): DataTableColumn<SupportRow>[] {
  const levels = method === 'camarilla' ? CAMARILLA_LEVELS : PIVOT_LEVELS(method);
  return [
    ...BASE_COLUMNS,
    ...levels.map(
      (level): DataTableColumn<SupportRow> => ({
        id: level.id,
        label: level.label,
        value: level.pick,
        render: (r) => formatNumber(level.pick(r)),
        align: 'right',
      }),
    ),
  ];
}

function ChosenStock({ symbol }: { readonly symbol: string }) {
  const query = useStockSupport(symbol);
  const unknown = query.data !== undefined && isRefusal(query.data);
  if (unknown) return <UnknownStock symbol={symbol} />;
  return (
    <QueryStates query={query}>
      {(data) =>
        data.rows[0] ? (
          <Stack gap="xs">
            <Text size="sm">
              <b>{data.rows[0].name}</b> · LTP {formatNumber(data.rows[0].ltp)}
            </Text>
            <PivotLevelsTable row={data.rows[0]} />
          </Stack>
        ) : null
      }
    </QueryStates>
  );
}

function Formulas() {
  return (
    <List size="sm" spacing={4}>
      <List.Item>
        Classic: P = (H + L + C) ÷ 3; R1 = 2P − L, S1 = 2P − H; R2 = P + (H − L), S2 = P − (H − L); R3 = H +
        2(P − L), S3 = L − 2(H − P).
      </List.Item>
      <List.Item>Fibonacci: P as classic; R/S 1, 2, 3 = P ± 0.382, 0.618 and 1.000 × (H − L).</List.Item>
      <List.Item>Camarilla: H/L 1, 2, 3, 4 = C ± (H − L) × 1.1 ÷ 12, 6, 4 and 2.</List.Item>
      <List.Item>H, L and C are the previous session’s high, low and close.</List.Item>
    </List>
  );
}

/** /support-and-target: pivot, Camarilla and Fibonacci levels for one stock and for the whole universe. */
export function SupportAndTargetPage() {
  const [symbol, choose] = useQuerySymbol('RELIANCE');
  const [method, setMethod] = useState<Method>('classic');
  usePageTitle(
    'Support and target levels: pivot, Camarilla and Fibonacci | Nivesh',
    'Classic, Fibonacci and Camarilla pivot levels (support S1–S3, resistance R1–R3, H1–H4, L1–L4) for every NSE stock, from the previous session.',
  );
  const all = useStockSupport();
  const columns = useMemo(() => columnsFor(method), [method]);
  const basis = all.data && !isRefusal(all.data) ? all.data.rows[0]?.basisDate : undefined;
  return (
    <MarketPage
      title="Support and target levels"
      subtitle={`Pivot points for today from the previous session${basis ? ` (${basis})` : ''}: classic, Fibonacci and Camarilla.`}
      breadcrumbs={[{ label: 'Market' }]}
      asOf={all.data && !isRefusal(all.data) ? all.data.source.asOf : undefined}
    >
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <SectionCard title="Levels of one stock">
          <SymbolPicker symbol={symbol} onPick={choose} />
          <ChosenStock symbol={symbol} />
        </SectionCard>
        <SectionCard title="How the levels are computed">
          <Formulas />
        </SectionCard>
      </SimpleGrid>
      <SectionCard
        title="All stocks"
        aside={
          <Group gap="xs">
            <SegmentedControl
              size="xs"
              value={method}
              onChange={(value) => setMethod(METHODS.find((m) => m.value === value)?.value ?? 'classic')}
              data={METHODS.map((m) => ({ value: m.value, label: m.label }))}
              aria-label="Pivot method"
            />
          </Group>
        }
      >
        <QueryStates query={all}>
          {(data) => (
            <DataTable<SupportRow>
              caption={`${METHODS.find((m) => m.value === method)?.label} pivot levels of every stock`}
              hideCaption
              rows={data.rows}
              columns={columns}
              rowKey={(r) => r.symbol}
              rowHref={(r) => paths.stock.getHref({ symbol: r.symbol })}
              csvFileName={`support-and-target-${method}`}
              search={{ text: (r) => `${r.symbol} ${r.name}`, placeholder: 'Search symbol or company' }}
              pageSize={20}
            />
          )}
        </QueryStates>
      </SectionCard>
    </MarketPage>
  );
}

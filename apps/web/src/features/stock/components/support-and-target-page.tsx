import { Group, List, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import type { SupportRow } from '@nivesh/contracts';
import { useMemo, useState } from 'react';
import { DataTable, type DataTableColumn } from '@/components/market/data-table';
import { MarketPage } from '@/components/market/market-page';
import { QueryStates } from '@/components/market/query-states';
import { SymbolPicker } from '@/components/market/symbol-autocomplete';
import { paths } from '@/config/paths';
import { isRefusal } from '@/lib/api-client';
import { formatDateIst, formatNumber, formatPercent } from '@/lib/format';
import { useStrings } from '@/lib/strings';
import { usePageTitle } from '@/lib/use-page-title';
import { useStockSupport } from '../api/get-stock-support';
import { useQuerySymbol } from '../hooks/use-query-symbol';
import { stockStrings } from '../strings';
import { PivotLevelsTable } from './pivot-levels-table';
import { SectionCard } from './section-card';
import { UnknownStock } from './unknown-stock';

type Method = 'classic' | 'fibonacci' | 'camarilla';

const METHODS: readonly Method[] = ['classic', 'fibonacci', 'camarilla'];

type StockT = typeof stockStrings.t;

type Level = { readonly id: string; readonly label: string; readonly pick: (row: SupportRow) => number };

const PIVOT_LEVELS = (method: 'classic' | 'fibonacci', t: StockT): Level[] =>
  (['s3', 's2', 's1', 'pivot', 'r1', 'r2', 'r3'] as const).map((key) => ({
    id: key,
    label: key === 'pivot' ? t('pivots.pivot') : key.toUpperCase(),
    pick: (row) => row[method][key],
  }));

const CAMARILLA_LEVELS: Level[] = (['l4', 'l3', 'l2', 'l1', 'h1', 'h2', 'h3', 'h4'] as const).map((key) => ({
  id: key,
  label: key.toUpperCase(),
  pick: (row) => row.camarilla[key],
}));

function columnsFor(method: Method, t: StockT): DataTableColumn<SupportRow>[] {
  const levels = method === 'camarilla' ? CAMARILLA_LEVELS : PIVOT_LEVELS(method, t);
  return [
    { id: 'symbol', label: t('columns.symbol'), value: (r) => r.symbol },
    {
      id: 'ltp',
      label: t('columns.ltpRupees'),
      value: (r) => r.ltp,
      render: (r) => formatNumber(r.ltp),
      align: 'right',
      priority: 'key',
    },
    {
      id: 'changePct',
      label: t('columns.changePct'),
      value: (r) => r.changePct,
      render: (r) => formatPercent(r.changePct),
      tone: 'sign',
      align: 'right',
      sortDescFirst: true,
      priority: 'key',
    },
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
  const t = useStrings(stockStrings);
  if (unknown) return <UnknownStock symbol={symbol} />;
  return (
    <QueryStates query={query}>
      {(data) =>
        data.rows[0] ? (
          <Stack gap="xs">
            <Text size="sm">
              <b>{data.rows[0].name}</b> · {t('support.ltp', { value: formatNumber(data.rows[0].ltp) })}
            </Text>
            <PivotLevelsTable row={data.rows[0]} />
          </Stack>
        ) : null
      }
    </QueryStates>
  );
}

function Formulas() {
  const t = useStrings(stockStrings);
  return (
    <List size="sm" spacing={4}>
      <List.Item>{t('support.formulaClassic')}</List.Item>
      <List.Item>{t('support.formulaFibonacci')}</List.Item>
      <List.Item>{t('support.formulaCamarilla')}</List.Item>
      <List.Item>{t('support.formulaInputs')}</List.Item>
    </List>
  );
}

/** /support-and-target: pivot, Camarilla and Fibonacci levels for one stock and for the whole universe. */
export function SupportAndTargetPage() {
  const [symbol, choose] = useQuerySymbol('RELIANCE');
  const [method, setMethod] = useState<Method>('classic');
  const t = useStrings(stockStrings);
  usePageTitle(t('support.metaTitle'), t('support.metaDescription'));
  const all = useStockSupport();
  const columns = useMemo(() => columnsFor(method, t), [method, t]);
  const basis = all.data && !isRefusal(all.data) ? all.data.rows[0]?.basisDate : undefined;
  return (
    <MarketPage
      title={t('support.title')}
      subtitle={basis ? t('support.subtitleOn', { date: formatDateIst(basis) }) : t('support.subtitle')}
      breadcrumbs={[{ label: t('crumbs.market') }]}
      asOf={all.data && !isRefusal(all.data) ? all.data.source.asOf : undefined}
    >
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <SectionCard title={t('support.oneStock')}>
          <SymbolPicker symbol={symbol} onPick={choose} />
          <ChosenStock symbol={symbol} />
        </SectionCard>
        <SectionCard title={t('support.howComputed')}>
          <Formulas />
        </SectionCard>
      </SimpleGrid>
      <SectionCard
        title={t('support.allStocks')}
        aside={
          <Group gap="xs">
            <SegmentedControl
              size="xs"
              value={method}
              onChange={(value) => setMethod(METHODS.find((m) => m === value) ?? 'classic')}
              data={METHODS.map((m) => ({ value: m, label: t(`pivots.${m}`) }))}
              aria-label={t('support.method')}
            />
          </Group>
        }
      >
        <QueryStates query={all}>
          {(data) => (
            <DataTable<SupportRow>
              caption={t('support.caption', { method: t(`pivots.${method}`) })}
              hideCaption
              rows={data.rows}
              columns={columns}
              rowKey={(r) => r.symbol}
              rowHref={(r) => paths.stock.getHref({ symbol: r.symbol })}
              csvFileName={`support-and-target-${method}`}
              search={{ text: (r) => `${r.symbol} ${r.name}`, placeholder: t('searchPlaceholder') }}
              pageSize={20}
            />
          )}
        </QueryStates>
      </SectionCard>
    </MarketPage>
  );
}

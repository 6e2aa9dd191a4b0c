import { Badge, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import type { PiotroskiRow } from '@nivesh/contracts';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { BarChart } from '@/components/market/bar-chart';
import { DataTable, type DataTableColumn } from '@/components/market/data-table';
import { Choice, type ChoiceOption, SectorFilter } from '@/components/market/list-controls';
import { MarketPage, RefreshButton } from '@/components/market/market-page';
import { QueryStates } from '@/components/market/query-states';
import { quoteColumns } from '@/components/market/quote-columns';
import { appPath, paths } from '@/config/paths';
import { formatNumber } from '@/lib/format';
import { type PiotroskiAnswer, usePiotroskiScan } from '../api/get-piotroski-scan';

/** Short headers of the nine signals, in the paper's order (the full text is the header's tooltip). */
const SHORT_LABELS = ['ROA', 'CFO', 'ΔROA', 'Accrual', 'ΔLever', 'ΔLiquid', 'No issue', 'ΔMargin', 'ΔTurn'];

const BAND_COLOUR = { strong: 'teal', average: 'gray', weak: 'red' } as const;

const MIN_SCORES: readonly ChoiceOption<number>[] = [
  { label: 'All', value: 0 },
  { label: '5+', value: 5 },
  { label: '7+', value: 7 },
  { label: '8–9 strong', value: 8 },
  { label: '9', value: 9 },
];

const LEAD_COLUMNS: readonly DataTableColumn<PiotroskiRow>[] = [
  { id: 'symbol', label: 'Symbol', value: (r) => r.symbol },
  {
    id: 'score',
    label: 'F-score',
    value: (r) => r.score,
    render: (r) => (
      <Badge variant="light" color={BAND_COLOUR[r.band]} aria-label={`F-score ${r.score} (${r.band})`}>
        {r.score} / 9
      </Badge>
    ),
    align: 'center',
    sortDescFirst: true,
  },
];

const TAIL_COLUMNS: readonly DataTableColumn<PiotroskiRow>[] = [
  ...quoteColumns<PiotroskiRow>(),
  {
    id: 'marketCapCr',
    label: 'Market cap (₹ Cr)',
    value: (r) => r.marketCapCr,
    render: (r) => (r.marketCapCr === null ? '—' : formatNumber(r.marketCapCr, 0)),
    align: 'right',
    sortDescFirst: true,
  },
  { id: 'name', label: 'Company', value: (r) => r.name },
  { id: 'sector', label: 'Sector', value: (r) => r.sector },
  { id: 'fiscalYear', label: 'Year scored', value: (r) => r.fiscalYear },
];

function Mark({ passed, label }: { readonly passed: boolean; readonly label: string }) {
  const text = `${label}: ${passed ? 'pass' : 'fail'}`;
  return passed ? (
    <IconCheck size={16} color="var(--mantine-color-teal-6)" aria-label={text} role="img" />
  ) : (
    <IconX size={16} color="var(--mantine-color-red-6)" aria-label={text} role="img" />
  );
}

function columnsFor(signals: PiotroskiAnswer['signals']): DataTableColumn<PiotroskiRow>[] {
  const marks = signals.map(
    (signal, i): DataTableColumn<PiotroskiRow> => ({
      id: `mark-${signal.key}`,
      label: SHORT_LABELS[i] ?? signal.key,
      value: (r) => (r.marks[i] ? 1 : 0),
      render: (r) => <Mark passed={r.marks[i] === true} label={signal.label} />,
      csv: (r) => (r.marks[i] ? 'pass' : 'fail'),
      align: 'center',
      sortDescFirst: true,
    }),
  );
  return [...LEAD_COLUMNS, ...marks, ...TAIL_COLUMNS];
}

function SignalLegend({ signals }: { readonly signals: PiotroskiAnswer['signals'] }) {
  return (
    <Group gap="xs">
      {signals.map((s, i) => (
        <Tooltip key={s.key} label={`${s.group}: ${s.label}`} withArrow>
          <Badge variant="outline" color="gray" tt="none">
            {i + 1}. {SHORT_LABELS[i]} — {s.label}
          </Badge>
        </Tooltip>
      ))}
    </Group>
  );
}

function ScanResults({
  data,
  onSector,
}: {
  readonly data: PiotroskiAnswer;
  readonly onSector: (s?: string) => void;
}) {
  const scores = data.histogram.map((_, score) => String(score));
  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md">
        <Stack gap="xs">
          <Group justify="space-between">
            <Text fw={600}>How the score is computed</Text>
            {data.simulatedStatements && (
              <Badge color="orange" variant="light">
                Simulated financial statements
              </Badge>
            )}
          </Group>
          <Text size="sm">{data.method}</Text>
          <SignalLegend signals={data.signals} />
        </Stack>
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Text fw={600} mb="xs">
          Stocks by F-score{data.sector ? ` — ${data.sector}` : ''}
        </Text>
        <BarChart
          label="Number of stocks at each F-score from 0 to 9"
          categories={scores}
          series={[{ name: 'Stocks', values: data.histogram }]}
          height={220}
          formatValue={(v) => formatNumber(v, 0)}
        />
      </Paper>
      <DataTable
        caption={`Piotroski F-scores${data.sector ? ` in ${data.sector}` : ''}`}
        columns={columnsFor(data.signals)}
        rows={data.rows}
        rowKey={(r) => r.symbol}
        rowHref={(r) => paths.stock.getHref({ symbol: r.symbol })}
        csvFileName={`piotroski-scan${data.sector ? `-${data.sector.toLowerCase().replace(/\W+/g, '-')}` : ''}`}
        search={{ text: (r) => `${r.symbol} ${r.name}`, placeholder: 'Search symbol or company' }}
        emptyMessage="No stock in this sector reaches that score."
        toolbar={
          <SectorFilter
            sectors={data.sectors}
            value={data.sector === null ? undefined : data.sectors.find((s) => s.name === data.sector)?.slug}
            onChange={onSector}
          />
        }
      />
    </Stack>
  );
}

/** /piotroski-scan: every stock's Piotroski F-score with its nine pass/fail marks. */
export function PiotroskiScanPage() {
  const [sectorId, setSectorId] = useState<string | undefined>();
  const [minScore, setMinScore] = useState(0);
  const query = usePiotroskiScan({ sectorId, minScore });
  const answer = query.data?.status === 1 ? query.data : undefined;
  return (
    <MarketPage
      title="Piotroski F-Score Scan"
      subtitle="Nine accounting tests of profitability, balance-sheet strength and efficiency, per stock."
      breadcrumbs={[{ label: 'Screeners', href: appPath('/fundamental-analysis').getHref() }]}
      asOf={answer?.source.asOf}
      actions={
        <Group gap="xs">
          <Choice label="Minimum F-score" value={minScore} options={MIN_SCORES} onChange={setMinScore} />
          <RefreshButton onRefresh={query.refetch} refreshing={query.isFetching} />
        </Group>
      }
    >
      <QueryStates query={query}>{(data) => <ScanResults data={data} onSector={setSectorId} />}</QueryStates>
    </MarketPage>
  );
}

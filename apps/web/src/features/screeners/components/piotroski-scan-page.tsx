import { Badge, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import type { PiotroskiRow } from '@nivesh/contracts';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { BarChart } from '@/components/market/bar-chart';
import { DataTable, type DataTableColumn } from '@/components/market/data-table';
import { Choice, type ChoiceOption, SectorFilter } from '@/components/market/list-controls';
import { MarketPage, RefreshButton } from '@/components/market/market-page';
import { QueryStates } from '@/components/market/query-states';
import { quoteColumns } from '@/components/market/quote-columns';
import { appPath, paths } from '@/config/paths';
import { formatNumber } from '@/lib/format';
import { useStrings } from '@/lib/strings';
import { type PiotroskiAnswer, usePiotroskiScan } from '../api/get-piotroski-scan';
import { screenersStrings } from '../strings';

type ScreenersT = typeof screenersStrings.t;
type ShortKey = keyof (typeof screenersStrings.en)['piotroski']['short'];

/** Short headers of the nine signals, in the paper's order (the full text is the header's tooltip). */
const SHORT_KEYS: readonly ShortKey[] = [
  'roa',
  'cfo',
  'deltaRoa',
  'accrual',
  'deltaLever',
  'deltaLiquid',
  'noIssue',
  'deltaMargin',
  'deltaTurn',
];

const shortLabel = (i: number, fallback: string, t: ScreenersT): string => {
  const key = SHORT_KEYS[i];
  return key === undefined ? fallback : t(`piotroski.short.${key}`);
};

const BAND_COLOUR = { strong: 'teal', average: 'gray', weak: 'red' } as const;

type MinScoreKey = keyof (typeof screenersStrings.en)['piotroski']['minScores'];

const MIN_SCORES: readonly { readonly key: MinScoreKey; readonly value: number }[] = [
  { key: 'all', value: 0 },
  { key: 'five', value: 5 },
  { key: 'seven', value: 7 },
  { key: 'strong', value: 8 },
  { key: 'nine', value: 9 },
];

function Mark({ passed, label }: { readonly passed: boolean; readonly label: string }) {
  const t = useStrings(screenersStrings);
  const text = t(passed ? 'piotroski.markPass' : 'piotroski.markFail', { label });
  return passed ? (
    <IconCheck size={16} color="var(--mantine-color-teal-6)" aria-label={text} role="img" />
  ) : (
    <IconX size={16} color="var(--mantine-color-red-6)" aria-label={text} role="img" />
  );
}

function columnsFor(signals: PiotroskiAnswer['signals'], t: ScreenersT): DataTableColumn<PiotroskiRow>[] {
  const lead: DataTableColumn<PiotroskiRow>[] = [
    { id: 'symbol', label: t('piotroski.columns.symbol'), value: (r) => r.symbol },
    {
      id: 'score',
      label: t('piotroski.columns.score'),
      value: (r) => r.score,
      render: (r) => (
        <Badge
          variant="light"
          color={BAND_COLOUR[r.band]}
          aria-label={t('piotroski.scoreLabel', { score: r.score, band: t(`piotroski.bands.${r.band}`) })}
        >
          {r.score} / 9
        </Badge>
      ),
      align: 'center',
      sortDescFirst: true,
      priority: 'key',
    },
  ];
  const marks = signals.map(
    (signal, i): DataTableColumn<PiotroskiRow> => ({
      id: `mark-${signal.key}`,
      label: shortLabel(i, signal.key, t),
      value: (r) => (r.marks[i] ? 1 : 0),
      render: (r) => <Mark passed={r.marks[i] === true} label={signal.label} />,
      csv: (r) => (r.marks[i] ? t('piotroski.pass') : t('piotroski.fail')),
      align: 'center',
      sortDescFirst: true,
    }),
  );
  const tail: DataTableColumn<PiotroskiRow>[] = [
    ...quoteColumns<PiotroskiRow>({ key: false }),
    {
      id: 'marketCapCr',
      label: t('piotroski.columns.marketCapCr'),
      value: (r) => r.marketCapCr,
      render: (r) => (r.marketCapCr === null ? '—' : formatNumber(r.marketCapCr, 0)),
      align: 'right',
      sortDescFirst: true,
    },
    { id: 'name', label: t('piotroski.columns.company'), value: (r) => r.name },
    { id: 'sector', label: t('piotroski.columns.sector'), value: (r) => r.sector },
    { id: 'fiscalYear', label: t('piotroski.columns.fiscalYear'), value: (r) => r.fiscalYear },
  ];
  return [...lead, ...marks, ...tail];
}

function SignalLegend({ signals }: { readonly signals: PiotroskiAnswer['signals'] }) {
  const t = useStrings(screenersStrings);
  return (
    <Group gap="xs">
      {signals.map((s, i) => (
        <Tooltip key={s.key} label={`${s.group}: ${s.label}`} withArrow>
          <Badge variant="outline" color="gray" tt="none">
            {i + 1}. {shortLabel(i, s.key, t)} — {s.label}
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
  const t = useStrings(screenersStrings);
  const columns = useMemo(() => columnsFor(data.signals, t), [data.signals, t]);
  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md">
        <Stack gap="xs">
          <Group justify="space-between">
            <Text fw={600}>{t('piotroski.howComputed')}</Text>
            {data.simulatedStatements && (
              <Badge color="orange" variant="light">
                {t('piotroski.simulatedStatements')}
              </Badge>
            )}
          </Group>
          <Text size="sm">{data.method}</Text>
          <SignalLegend signals={data.signals} />
        </Stack>
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Text fw={600} mb="xs">
          {data.sector ? t('piotroski.byScoreIn', { sector: data.sector }) : t('piotroski.byScore')}
        </Text>
        <BarChart
          label={t('piotroski.chartLabel')}
          categories={scores}
          series={[{ name: t('piotroski.stocks'), values: data.histogram }]}
          height={220}
          formatValue={(v) => formatNumber(v, 0)}
        />
      </Paper>
      <DataTable
        caption={data.sector ? t('piotroski.captionIn', { sector: data.sector }) : t('piotroski.caption')}
        columns={columns}
        rows={data.rows}
        rowKey={(r) => r.symbol}
        rowHref={(r) => paths.stock.getHref({ symbol: r.symbol })}
        csvFileName={`piotroski-scan${data.sector ? `-${data.sector.toLowerCase().replace(/\W+/g, '-')}` : ''}`}
        search={{ text: (r) => `${r.symbol} ${r.name}`, placeholder: t('piotroski.searchPlaceholder') }}
        emptyMessage={t('piotroski.empty')}
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
  const t = useStrings(screenersStrings);
  const minScores = useMemo(
    (): ChoiceOption<number>[] =>
      MIN_SCORES.map((m) => ({ label: t(`piotroski.minScores.${m.key}`), value: m.value })),
    [t],
  );
  return (
    <MarketPage
      title={t('piotroski.title')}
      subtitle={t('piotroski.subtitle')}
      breadcrumbs={[{ label: t('piotroski.crumb'), href: appPath('/fundamental-analysis').getHref() }]}
      asOf={answer?.source.asOf}
      actions={
        <Group gap="xs">
          <Choice
            label={t('piotroski.minScore')}
            value={minScore}
            options={minScores}
            onChange={setMinScore}
          />
          <RefreshButton onRefresh={query.refetch} refreshing={query.isFetching} />
        </Group>
      }
    >
      <QueryStates query={query}>{(data) => <ScanResults data={data} onSector={setSectorId} />}</QueryStates>
    </MarketPage>
  );
}

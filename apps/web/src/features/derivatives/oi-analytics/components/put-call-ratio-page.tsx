import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { OiHistoryAnswer, PcrDay } from '@nivesh/contracts';
import { useMemo } from 'react';
import { DataTable, type DataTableColumn, keyColumn } from '@/components/market/data-table';
import { numberColumn } from '@/components/market/overview-columns';
import { PlotChart } from '@/components/market/plot-chart';
import { Section } from '@/components/market/section';
import { StatTiles } from '@/components/market/stat-tiles';
import { formatChange, formatDateIst, formatNumber } from '@/lib/format';
import { useStrings } from '@/lib/strings';
import { pcrDailySpec, pcrIntradaySpec, rangeOf } from '../lib/history-charts';
import { formatRatio, formatSessionTime, ratioDecimals } from '../lib/oi-format';
import { type OiAnalyticsT, oiAnalyticsStrings } from '../strings';
import { dateColumn, strikeColumn } from './history-columns';
import { OiHistoryFrame } from './page-frames';

const columns = (t: OiAnalyticsT): readonly DataTableColumn<PcrDay>[] => [
  dateColumn(t),
  keyColumn(numberColumn('pcrOi', t('common.pcrOi'), (r) => r.pcrOi, { largestFirst: true })),
  keyColumn(numberColumn('close', t('common.close'), (r) => r.close)),
  numberColumn('pcrVolume', t('common.pcrVolume'), (r) => r.pcrVolume, { largestFirst: true }),
  numberColumn('nearPcrOi', t('pcr.chart.near'), (r) => r.nearPcrOi, { largestFirst: true }),
  strikeColumn('maxPain', t('common.maxPain'), (r) => r.maxPain),
  strikeColumn('maxCallOiStrike', t('pcr.table.maxCallOiStrike'), (r) => r.maxCallOiStrike),
  strikeColumn('maxPutOiStrike', t('pcr.table.maxPutOiStrike'), (r) => r.maxPutOiStrike),
];

function Tiles({ days }: { readonly days: readonly PcrDay[] }) {
  const t = useStrings(oiAnalyticsStrings);
  const last = days.at(-1);
  const previous = days.at(-2);
  const now = last?.pcrOi ?? null;
  const before = previous?.pcrOi ?? null;
  const change = now !== null && before !== null ? now - before : null;
  const range = rangeOf(days.map((d) => d.pcrOi));
  return (
    <StatTiles
      items={[
        {
          label: t('pcr.latest'),
          value: formatRatio(last?.pcrOi),
          hint: change === null ? undefined : t('pcr.latestHint', { change: formatChange(change) }),
        },
        { label: t('pcr.near'), value: formatRatio(last?.nearPcrOi) },
        { label: t('pcr.volume'), value: formatRatio(last?.pcrVolume) },
        {
          label: t('pcr.range'),
          value: range ? `${formatRatio(range.min)} – ${formatRatio(range.max)}` : formatRatio(null),
          hint: t('pcr.rangeHint', { count: days.length }),
        },
      ]}
    />
  );
}

function DailyChart({ answer }: { readonly answer: OiHistoryAnswer }) {
  const t = useStrings(oiAnalyticsStrings);
  const { days, underlying } = answer;
  const spec = useMemo(
    () =>
      pcrDailySpec(days, { all: t('pcr.chart.all'), near: t('pcr.chart.near'), close: t('common.close') }),
    [days, t],
  );
  const first = days[0];
  const last = days.at(-1);
  return (
    <Section
      title={t('pcr.chart.title', { symbol: underlying.symbol })}
      note={t('pcr.chart.note')}
      summary={
        first && last
          ? t('pcr.chart.summary', {
              first: formatRatio(first.pcrOi),
              firstDate: formatDateIst(first.date),
              last: formatRatio(last.pcrOi),
              lastDate: formatDateIst(last.date),
              firstClose: formatNumber(first.close),
              lastClose: formatNumber(last.close),
            })
          : undefined
      }
    >
      <PlotChart
        spec={spec}
        label={t('pcr.chart.label', { symbol: underlying.symbol, count: days.length })}
        height={340}
      />
    </Section>
  );
}

function IntradayChart({ answer }: { readonly answer: OiHistoryAnswer }) {
  const t = useStrings(oiAnalyticsStrings);
  const { intraday, underlying } = answer;
  const spec = useMemo(
    () => pcrIntradaySpec(intraday, { pcr: t('pcr.intraday.series'), spot: t('common.spot') }),
    [intraday, t],
  );
  const first = intraday[0];
  const last = intraday.at(-1);
  const values = intraday.map((p) => p.pcrOi);
  const range = rangeOf(values);
  const decimals = ratioDecimals(values);
  return (
    <Section
      title={t('pcr.intraday.title')}
      note={t('pcr.intraday.note')}
      summary={
        first && last
          ? t('pcr.intraday.summary', {
              first: formatRatio(first.pcrOi, decimals),
              firstTime: formatSessionTime(first.time),
              last: formatRatio(last.pcrOi, decimals),
              lastTime: formatSessionTime(last.time),
              low: formatRatio(range?.min, decimals),
              high: formatRatio(range?.max, decimals),
            })
          : undefined
      }
    >
      {intraday.length > 0 ? (
        <PlotChart spec={spec} label={t('pcr.intraday.label', { symbol: underlying.symbol })} height={280} />
      ) : (
        <Text size="sm" c="dimmed">
          {t('common.noSession')}
        </Text>
      )}
    </Section>
  );
}

function HowToRead() {
  const t = useStrings(oiAnalyticsStrings);
  return (
    <Section title={t('pcr.howTo.title')}>
      <Stack gap="xs">
        <Text size="sm">{t('pcr.howTo.formula')}</Text>
        <Text size="sm">{t('pcr.howTo.contrarian')}</Text>
        <Text size="sm">{t('pcr.howTo.writers')}</Text>
        <Text size="sm" fw={600}>
          {t('pcr.howTo.caution')}
        </Text>
      </Stack>
    </Section>
  );
}

function DaysTable({ answer }: { readonly answer: OiHistoryAnswer }) {
  const t = useStrings(oiAnalyticsStrings);
  const tableColumns = useMemo(() => columns(t), [t]);
  return (
    <Section title={t('pcr.table.title')} note={t('pcr.table.note')}>
      <DataTable
        caption={t('pcr.table.caption', { symbol: answer.underlying.symbol })}
        hideCaption
        columns={tableColumns}
        rows={answer.days}
        rowKey={(r) => r.date}
        initialSort={{ columnId: 'date', direction: 'desc' }}
        pageSize={10}
        csvFileName={`pcr-${answer.underlying.symbol}`}
      />
    </Section>
  );
}

/** /put-call-ratio: PCR by day against the close, today's PCR, the days, and how PCR is read. */
export function PutCallRatioPage() {
  const t = useStrings(oiAnalyticsStrings);
  return (
    <OiHistoryFrame title={t('pcr.title')} subtitle={t('pcr.subtitle')}>
      {(answer) => (
        <Stack gap="md">
          <Tiles days={answer.days} />
          <DailyChart answer={answer} />
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
            <IntradayChart answer={answer} />
            <HowToRead />
          </SimpleGrid>
          <DaysTable answer={answer} />
        </Stack>
      )}
    </OiHistoryFrame>
  );
}

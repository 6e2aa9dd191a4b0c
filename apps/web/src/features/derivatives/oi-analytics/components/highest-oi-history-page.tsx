import { Stack, Text } from '@mantine/core';
import type { OiHistoryAnswer, PcrDay } from '@nivesh/contracts';
import { useMemo } from 'react';
import { DataTable, type DataTableColumn, keyColumn } from '@/components/market/data-table';
import { changeColumn, numberColumn } from '@/components/market/overview-columns';
import { PlotChart } from '@/components/market/plot-chart';
import { Section } from '@/components/market/section';
import { StatTiles } from '@/components/market/stat-tiles';
import { formatDateIst, formatPercent, formatPoints } from '@/lib/format';
import { useStrings } from '@/lib/strings';
import { formatStrike } from '../../shared/format';
import { countMoves, levelsDailySpec, levelsIntradaySpec } from '../lib/history-charts';
import { formatSessionTime } from '../lib/oi-format';
import { distancePct } from '../lib/strikes';
import { type OiAnalyticsT, oiAnalyticsStrings } from '../strings';
import { dateColumn, strikeColumn } from './history-columns';
import { OiHistoryFrame } from './page-frames';

/** A day with how far its levels moved from the day before. */
interface LevelDay extends PcrDay {
  readonly width: number | null;
  readonly resistanceMove: number | null;
  readonly supportMove: number | null;
}

const difference = (now: number | null, before: number | null | undefined) =>
  now === null || before === null || before === undefined ? null : now - before;

function levelDays(days: readonly PcrDay[]): LevelDay[] {
  return days.map((day, i) => {
    const before = days[i - 1];
    return {
      ...day,
      width: difference(day.maxCallOiStrike, day.maxPutOiStrike),
      resistanceMove: difference(day.maxCallOiStrike, before?.maxCallOiStrike),
      supportMove: difference(day.maxPutOiStrike, before?.maxPutOiStrike),
    };
  });
}

const columns = (t: OiAnalyticsT): readonly DataTableColumn<LevelDay>[] => [
  dateColumn(t),
  keyColumn(strikeColumn('resistance', t('levels.resistance'), (r) => r.maxCallOiStrike)),
  keyColumn(strikeColumn('support', t('levels.support'), (r) => r.maxPutOiStrike)),
  numberColumn('close', t('common.close'), (r) => r.close),
  numberColumn('width', t('history.table.width'), (r) => r.width, { decimals: 0, largestFirst: true }),
  changeColumn('resistanceMove', t('history.table.resistanceChange'), (r) => r.resistanceMove, {
    decimals: 0,
  }),
  changeColumn('supportMove', t('history.table.supportChange'), (r) => r.supportMove, { decimals: 0 }),
  strikeColumn('maxPain', t('common.maxPain'), (r) => r.maxPain),
];

/** Where resistance and support stand now: the session's latest point, else the last close. */
function Tiles({ answer }: { readonly answer: OiHistoryAnswer }) {
  const t = useStrings(oiAnalyticsStrings);
  const live = answer.intraday.at(-1);
  const day = answer.days.at(-1);
  const resistance = live?.maxCallOiStrike ?? day?.maxCallOiStrike ?? null;
  const support = live?.maxPutOiStrike ?? day?.maxPutOiStrike ?? null;
  const spot = answer.underlying.spot;
  const width = difference(resistance, support);
  return (
    <StatTiles
      items={[
        { label: t('common.spot'), value: formatPoints(spot) },
        {
          label: t('history.resistance'),
          value: formatStrike(resistance),
          hint: t('history.rangeHint', { distance: formatPercent(distancePct(resistance, spot)) }),
        },
        {
          label: t('history.support'),
          value: formatStrike(support),
          hint: t('history.rangeHint', { distance: formatPercent(distancePct(support, spot)) }),
        },
        { label: t('history.width'), value: formatStrike(width), hint: t('history.widthHint') },
      ]}
    />
  );
}

function useLevelNames(price: string) {
  const t = useStrings(oiAnalyticsStrings);
  return useMemo(
    () => ({ resistance: t('history.chart.resistance'), support: t('history.chart.support'), price }),
    [t, price],
  );
}

function DailyChart({ answer }: { readonly answer: OiHistoryAnswer }) {
  const t = useStrings(oiAnalyticsStrings);
  const names = useLevelNames(t('common.close'));
  const { days, underlying } = answer;
  const spec = useMemo(() => levelsDailySpec(days, names), [days, names]);
  const first = days[0];
  const last = days.at(-1);
  return (
    <Section
      title={t('history.chart.title')}
      note={t('history.chart.note')}
      summary={
        first && last
          ? t('history.chart.summary', {
              firstDate: formatDateIst(first.date),
              firstSupport: formatStrike(first.maxPutOiStrike),
              firstResistance: formatStrike(first.maxCallOiStrike),
              lastDate: formatDateIst(last.date),
              lastSupport: formatStrike(last.maxPutOiStrike),
              lastResistance: formatStrike(last.maxCallOiStrike),
              resistanceMoves: countMoves(days.map((d) => d.maxCallOiStrike)),
              supportMoves: countMoves(days.map((d) => d.maxPutOiStrike)),
            })
          : undefined
      }
    >
      <PlotChart
        spec={spec}
        label={t('history.chart.label', { symbol: underlying.symbol, count: days.length })}
        height={360}
      />
    </Section>
  );
}

function IntradayChart({ answer }: { readonly answer: OiHistoryAnswer }) {
  const t = useStrings(oiAnalyticsStrings);
  const names = useLevelNames(t('common.spot'));
  const { intraday, underlying } = answer;
  const spec = useMemo(() => levelsIntradaySpec(intraday, names), [intraday, names]);
  const last = intraday.at(-1);
  return (
    <Section
      title={t('history.intraday.title')}
      note={t('history.intraday.note')}
      summary={
        last
          ? t('history.intraday.summary', {
              time: formatSessionTime(last.time),
              support: formatStrike(last.maxPutOiStrike),
              resistance: formatStrike(last.maxCallOiStrike),
              spot: formatPoints(last.spot),
            })
          : undefined
      }
    >
      {intraday.length > 0 ? (
        <PlotChart
          spec={spec}
          label={t('history.intraday.label', { symbol: underlying.symbol })}
          height={300}
        />
      ) : (
        <Text size="sm" c="dimmed">
          {t('common.noSession')}
        </Text>
      )}
    </Section>
  );
}

function DaysTable({ answer }: { readonly answer: OiHistoryAnswer }) {
  const t = useStrings(oiAnalyticsStrings);
  const tableColumns = useMemo(() => columns(t), [t]);
  const rows = useMemo(() => levelDays(answer.days), [answer.days]);
  return (
    <Section title={t('history.table.title')}>
      <DataTable
        caption={t('history.table.caption', { symbol: answer.underlying.symbol })}
        hideCaption
        columns={tableColumns}
        rows={rows}
        rowKey={(r) => r.date}
        initialSort={{ columnId: 'date', direction: 'desc' }}
        pageSize={10}
        csvFileName={`highest-oi-${answer.underlying.symbol}`}
      />
    </Section>
  );
}

/** /option-chain/highest-oi-history: how the highest call-OI and put-OI strikes moved, by day and today. */
export function HighestOiHistoryPage() {
  const t = useStrings(oiAnalyticsStrings);
  return (
    <OiHistoryFrame title={t('history.title')} subtitle={t('history.subtitle')}>
      {(answer) => (
        <Stack gap="md">
          <Tiles answer={answer} />
          <DailyChart answer={answer} />
          <IntradayChart answer={answer} />
          <DaysTable answer={answer} />
        </Stack>
      )}
    </OiHistoryFrame>
  );
}

import { Text, useComputedColorScheme } from '@mantine/core';
import { DEAL_HORIZONS, type DealGroup } from '@nivesh/contracts';
import { useMemo } from 'react';
import { EChartFrame } from '@/components/market/echart-frame';
import { Section } from '@/components/market/section';
import { useChartOption } from '@/components/market/use-echarts';
import { formatNumber, formatPercent } from '@/lib/format';
import { horizonOf, type PerformanceT, signed } from '../lib/groups';
import { buildIntervalOption, GROUP_COLOURS, type IntervalSeries } from '../lib/interval-chart';

/** Groups drawn beside all deals: the page's largest (the server sends the most deals first). */
const CHART_GROUPS = 4;
const HEIGHT = 320;

/** Mean abnormal return by horizon with its 95 % interval: all of the range and the page's largest groups. */
export function IntervalChart({
  overall,
  groups,
  name,
  t,
}: {
  readonly overall: DealGroup;
  readonly groups: readonly DealGroup[];
  /** A group's name in the page's language. */
  readonly name: (key: string) => string;
  readonly t: PerformanceT;
}) {
  const scheme = useComputedColorScheme('light');
  const shown = Math.min(groups.length, CHART_GROUPS);
  const series: IntervalSeries[] = useMemo(
    () => [
      { name: t('chart.overall'), points: DEAL_HORIZONS.map((days) => horizonOf(overall, days)) },
      ...groups.slice(0, CHART_GROUPS).map((g) => ({
        name: name(g.key),
        points: DEAL_HORIZONS.map((days) => horizonOf(g, days)),
      })),
    ],
    [overall, groups, name, t],
  );
  const option = useChartOption(
    (palette) =>
      buildIntervalOption(series, palette, GROUP_COLOURS[scheme], {
        formatValue: (v) => `${formatNumber(v, 1)} %`,
        describe: (s, h) => {
          const name = series[s]?.name ?? '';
          const p = series[s]?.points[h];
          return t('chart.point', {
            name,
            days: DEAL_HORIZONS[h] ?? 0,
            mean: formatPercent(p?.abnormalMeanPct),
            low: signed(p?.abnormalCiLowPct),
            high: signed(p?.abnormalCiHighPct),
            n: formatNumber(p?.n ?? 0, 0),
          });
        },
      }),
    [series, scheme, t],
  );
  const label = shown === 0 ? t('chart.labelOverall') : t('chart.label', { count: shown });
  const summary = series.map((s, index) => {
    const at20 = s.points[DEAL_HORIZONS.indexOf(20)];
    const line =
      at20 && at20.abnormalMeanPct !== null
        ? t('chart.summary', {
            name: s.name,
            mean: formatPercent(at20.abnormalMeanPct),
            low: signed(at20.abnormalCiLowPct),
            high: signed(at20.abnormalCiHighPct),
            n: formatNumber(at20.n, 0),
          })
        : t('chart.summaryNone', { name: s.name });
    return { key: `${index}-${s.name}`, line };
  });
  return (
    <Section
      title={t('chart.title')}
      note={t('chart.note')}
      summary={summary.map(({ key, line }) => (
        <Text key={key} size="sm">
          {line}
        </Text>
      ))}
    >
      <EChartFrame option={option} height={HEIGHT} label={label} />
    </Section>
  );
}

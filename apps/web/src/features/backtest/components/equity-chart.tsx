import { Group, Text } from '@mantine/core';
import { type IChartApi, type ISeriesApi, LineSeries } from 'lightweight-charts';
import { useEffect } from 'react';
import { canvasOnly } from '@/components/market/chart-support';
import { PRICE_FORMAT, toLineData, useLightweightChart } from '@/components/market/lightweight-chart-base';
import { useStrings } from '@/lib/strings';
import { chartTimeOf } from '../lib/bar-labels';
import { backtestStrings } from '../strings';

/** A neutral second line that reads in both colour schemes (Mantine orange 6). */
const BENCHMARK_COLOUR = '#fd7e14';

export interface EquityChartProps {
  /** Bar labels: `YYYY-MM-DD`, or `YYYY-MM-DD HH:MM` for 15-minute bars. */
  readonly dates: readonly string[];
  readonly strategy: readonly number[];
  readonly benchmark: readonly number[];
  readonly benchmarkName: string;
  readonly label: string;
  readonly height?: number;
}

interface Lines {
  readonly strategy: ISeriesApi<'Line'>;
  readonly benchmark: ISeriesApi<'Line'>;
}

function addLines(chart: IChartApi): Lines {
  return { strategy: chart.addSeries(LineSeries), benchmark: chart.addSeries(LineSeries) };
}

function EquityChartCanvas({ dates, strategy, benchmark, label, height = 320 }: EquityChartProps) {
  const t = useStrings(backtestStrings);
  const { container, chart, palette } = useLightweightChart({
    sampleTime: dates[0] === undefined ? undefined : chartTimeOf(dates[0]),
    setup: addLines,
  });

  useEffect(() => {
    if (!chart) return;
    chart.parts.strategy.applyOptions({
      color: palette.line,
      lineWidth: 2,
      priceFormat: PRICE_FORMAT,
      title: t('chart.strategy'),
    });
    chart.parts.benchmark.applyOptions({ color: BENCHMARK_COLOUR, lineWidth: 2, priceFormat: PRICE_FORMAT });
  }, [chart, palette, t]);

  useEffect(() => {
    if (!chart) return;
    const points = (values: readonly number[]) =>
      dates.map((label, i) => ({ time: chartTimeOf(label), value: values[i] ?? null }));
    chart.parts.strategy.setData(toLineData(points(strategy)));
    chart.parts.benchmark.setData(toLineData(points(benchmark)));
    chart.api.timeScale().fitContent();
  }, [chart, dates, strategy, benchmark]);

  return <div ref={container} role="img" aria-label={label} style={{ width: '100%', height }} />;
}

const EquityLines = canvasOnly(EquityChartCanvas, 320);

/** The strategy's equity and the benchmark bought and held with the same capital, with a legend. */
export function EquityChart(props: EquityChartProps) {
  const t = useStrings(backtestStrings);
  return (
    <>
      <Group gap="md" aria-hidden="true">
        <Text size="xs" c="teal.7" fw={600}>
          {t('chart.strategyEquity')}
        </Text>
        <Text size="xs" fw={600} style={{ color: BENCHMARK_COLOUR }}>
          {t('chart.benchmark', { name: props.benchmarkName })}
        </Text>
      </Group>
      <EquityLines {...props} />
    </>
  );
}

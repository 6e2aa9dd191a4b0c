import { EChartFrame } from './echart-frame';
import { buildPlotOption, LEGEND_LINE, legendLines, type PlotSpec } from './plot-option';
import { useChartOption } from './use-echarts';
import { usePhone } from './use-phone';

interface PlotChartProps {
  /** Memoise it: a new spec redraws the chart. */
  readonly spec: PlotSpec;
  /** The accessible name: what the chart shows. */
  readonly label: string;
  readonly height: number;
}

/** Bars and lines over strikes, expiries, days or the session, drawn by the kit's EChartFrame. */
export function PlotChart({ spec, label, height }: PlotChartProps) {
  const phone = usePhone();
  const option = useChartOption((palette) => buildPlotOption(spec, palette, phone), [spec, phone]);
  // A legend stacked line by line on a phone takes its room from below, not from the plot.
  const extra = Math.max(0, legendLines(spec, phone) - 1) * LEGEND_LINE;
  return <EChartFrame option={option} height={height + extra} label={label} />;
}

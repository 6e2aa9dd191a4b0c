// Loaded on demand by useECharts: only the charts and components Nivesh draws are registered, so the
// bundle carries a fraction of ECharts, and only pages that show such a chart download it.
import { BarChart, LineChart, TreemapChart } from 'echarts/charts';
import {
  GridComponent,
  LegendComponent,
  MarkAreaComponent,
  MarkLineComponent,
  TooltipComponent,
  VisualMapPiecewiseComponent,
} from 'echarts/components';
import { init, PRIORITY, registerLayout, use } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { rememberTileRoom, type TileRoom } from './treemap-labels';

// Lines with marked levels and bands (spot, zero gamma, breakevens, σ bands) and the piecewise visual
// map that colours a payoff green above zero and red below: the derivatives pages' charts.
use([
  TreemapChart,
  BarChart,
  LineChart,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  MarkLineComponent,
  MarkAreaComponent,
  VisualMapPiecewiseComponent,
  CanvasRenderer,
]);

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** The inside of a laid-out tile ({ x, y, width, height, borderWidth, … }), its border taken off. */
function roomOf(layout: unknown): TileRoom | undefined {
  if (typeof layout !== 'object' || layout === null || !('width' in layout) || !('height' in layout))
    return undefined;
  const { width, height } = layout;
  const border = 'borderWidth' in layout && isNumber(layout.borderWidth) ? layout.borderWidth : 0;
  return isNumber(width) && isNumber(height)
    ? { width: Math.max(0, width - 2 * border), height: Math.max(0, height - 2 * border) }
    : undefined;
}

// Right after ECharts lays a treemap's tiles out (and before it draws them and formats their labels),
// remember the inside of each tile, so a label shows only the lines that fit (treemap-labels.ts).
registerLayout(PRIORITY.VISUAL.LAYOUT + 1, {
  seriesType: 'treemap',
  reset: (seriesModel) => {
    const data = seriesModel.getData();
    for (let index = 0; index < data.count(); index++) {
      const item: unknown = data.getRawDataItem(index);
      const room = roomOf(data.getItemLayout(index));
      if (typeof item === 'object' && item !== null && room) rememberTileRoom(item, room);
    }
  },
});

export { init };

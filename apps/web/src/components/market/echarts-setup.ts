// Loaded on demand by useECharts: only the charts and components Nivesh draws are registered, so the
// bundle carries a fraction of ECharts, and only pages that show such a chart download it.
import { BarChart, TreemapChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { init, use } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

use([TreemapChart, BarChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

export { init };

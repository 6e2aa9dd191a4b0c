import { use } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { describe, expect, it } from 'vitest';
import { chartPalette } from './chart-support';
import { init } from './echarts-setup';
import { buildTreemapOption, type TreemapItem } from './treemap-chart';

// Issue 14: a small heat-map tile showed "T +" (the letters ECharts kept of "TCS" and "+1.50 %").
// Drawn here by the real ECharts with the app's setup (server-side, as SVG, so no canvas is needed):
// the step that remembers each tile's room runs before the labels are formatted, and every label is
// whole lines or nothing. (Without a canvas, text is measured at 0.7 em a character.)
use([SVGRenderer]);

/** The texts ECharts drew for a heat map of `items` in a chart of width × height pixels. */
function drawnTexts(items: readonly TreemapItem[], width: number, height: number): string[] {
  const chart = init(null, undefined, { renderer: 'svg', ssr: true, width, height });
  chart.setOption({ animation: false, ...buildTreemapOption(items, chartPalette('light')) });
  const svg = chart.renderToSVGString();
  chart.dispose();
  return [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((match) => match[1] ?? '');
}

const RELIANCE = { name: 'RELIANCE', value: 1000, change: 1.25 };

describe('heat-map tiles drawn by ECharts', () => {
  it('show symbol and change on a big tile, and nothing on a narrow one (not "TA" and "-0.")', () => {
    for (const value of [40, 60]) {
      const texts = drawnTexts([RELIANCE, { name: 'TATAMOTORS', value, change: -0.5 }], 600, 300);
      expect(texts).toEqual(['RELIANCE', '+1.25 %']);
    }
  });

  it('show only the symbol where the change does not fit beside it', () => {
    // INFY's tile is about 54 px wide: room for "INFY", not for "+12.34 %".
    const texts = drawnTexts([RELIANCE, { name: 'INFY', value: 100, change: 12.34 }], 600, 300);
    expect(texts).toEqual(['RELIANCE', '+1.25 %', 'INFY']);
  });

  it('name a group in its strip only when enough of the name fits', () => {
    const texts = drawnTexts(
      [
        { ...RELIANCE, group: 'Oil Gas & Consumable Fuels' },
        { name: 'TCS', value: 60, change: 2, group: 'Information Technology' },
      ],
      600,
      300,
    );
    expect(texts).toContain('Oil Gas &amp; Consumable Fuels');
    // The narrow group shows neither "In..." nor "T" and "+".
    expect(texts).toEqual(['Oil Gas &amp; Consumable Fuels', 'RELIANCE', '+1.25 %']);
  });
});

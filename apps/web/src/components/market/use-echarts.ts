import { useComputedColorScheme } from '@mantine/core';
import type { BarSeriesOption, TreemapSeriesOption } from 'echarts/charts';
import type { GridComponentOption, LegendComponentOption, TooltipComponentOption } from 'echarts/components';
import type { ComposeOption, ECElementEvent, EChartsType } from 'echarts/core';
import { type RefObject, useEffect, useMemo, useRef, useState } from 'react';
import { type ChartPalette, useChartPalette } from './chart-support';

/** The options of the charts echarts-setup registers (type-only: nothing of ECharts is bundled here). */
export type ChartOption = ComposeOption<
  TreemapSeriesOption | BarSeriesOption | GridComponentOption | LegendComponentOption | TooltipComponentOption
>;

export type ChartStatus = 'loading' | 'ready' | 'failed';

export type ChartClick = (event: ECElementEvent) => void;

/**
 * Draws `option` into `container` with ECharts, loading ECharts on first use. Follows Mantine's colour
 * scheme (ECharts' dark theme), resizes with the container, and disposes of the chart on unmount.
 * Returns 'loading' until ECharts has loaded, then 'ready', or 'failed' when it could not load.
 */
export function useECharts(
  container: RefObject<HTMLDivElement | null>,
  option: ChartOption,
  onClick?: ChartClick,
): ChartStatus {
  const scheme = useComputedColorScheme('light');
  const [chart, setChart] = useState<EChartsType | null>(null);
  const [failed, setFailed] = useState(false);
  const clickRef = useRef(onClick);
  clickRef.current = onClick;

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let disposed = false;
    let created: EChartsType | null = null;
    let observer: ResizeObserver | null = null;
    import('./echarts-setup').then(
      ({ init }) => {
        if (disposed) return;
        const instance = init(element, scheme === 'dark' ? 'dark' : undefined, { renderer: 'canvas' });
        instance.on('click', (event: ECElementEvent) => clickRef.current?.(event));
        observer = new ResizeObserver(() => instance.resize());
        observer.observe(element);
        created = instance;
        setChart(instance);
      },
      // A chunk that fails to load (offline, a deploy replaced it) must not break the page.
      () => setFailed(true),
    );
    return () => {
      disposed = true;
      observer?.disconnect();
      created?.dispose();
      setChart(null);
    };
  }, [container, scheme]);

  useEffect(() => {
    // notMerge: the option is complete each time, so removed series and categories go away.
    chart?.setOption({ backgroundColor: 'transparent', ...option }, { notMerge: true });
  }, [chart, option]);

  if (failed) return 'failed';
  return chart ? 'ready' : 'loading';
}

/**
 * A chart option built for the current colour scheme's palette, built again only when the palette
 * or one of `deps` (what `build` reads, as with useMemo) changes, so a re-render does not redraw.
 */
export function useChartOption(
  build: (palette: ChartPalette) => ChartOption,
  deps: readonly unknown[],
): ChartOption {
  const palette = useChartPalette();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `deps` lists what `build` reads.
  return useMemo(() => build(palette), [palette, ...deps]);
}

import { useComputedColorScheme } from '@mantine/core';
import type { BarSeriesOption, LineSeriesOption, TreemapSeriesOption } from 'echarts/charts';
import type {
  GridComponentOption,
  LegendComponentOption,
  MarkAreaComponentOption,
  MarkLineComponentOption,
  TooltipComponentOption,
  VisualMapComponentOption,
} from 'echarts/components';
import type { ComposeOption, ECElementEvent, EChartsType } from 'echarts/core';
import { type RefObject, useEffect, useMemo, useRef, useState } from 'react';
import { type ChartPalette, useChartPalette } from './chart-support';

/** The options of the charts echarts-setup registers (type-only: nothing of ECharts is bundled here). */
export type ChartOption = ComposeOption<
  | TreemapSeriesOption
  | BarSeriesOption
  | LineSeriesOption
  | GridComponentOption
  | LegendComponentOption
  | TooltipComponentOption
  | MarkLineComponentOption
  | MarkAreaComponentOption
  | VisualMapComponentOption
>;

/** 'waiting' until the chart's box is near the screen: ECharts is not even downloaded before. */
export type ChartStatus = 'waiting' | 'loading' | 'ready' | 'failed';

export type ChartClick = (event: ECElementEvent) => void;

/** How far below the screen a chart's box starts loading ECharts (so it is drawn by the time it shows). */
const NEAR_SCREEN = '200px';

/**
 * Whether `container` has come within NEAR_SCREEN of the screen (it stays true once it has). True at
 * once where IntersectionObserver does not exist.
 */
function useNearScreen(container: RefObject<HTMLDivElement | null>): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = container.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR_SCREEN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [container, near]);
  return near;
}

/**
 * Draws `option` into `container` with ECharts, loading ECharts when the container first comes near
 * the screen (a chart below the fold costs nothing until the user scrolls to it). Follows Mantine's
 * colour scheme (ECharts' dark theme), resizes with the container, and disposes of the chart on
 * unmount. Returns 'waiting' until then, 'loading' until ECharts has loaded, then 'ready', or
 * 'failed' when it could not load.
 */
export function useECharts(
  container: RefObject<HTMLDivElement | null>,
  option: ChartOption,
  onClick?: ChartClick,
): ChartStatus {
  const scheme = useComputedColorScheme('light');
  const near = useNearScreen(container);
  const [chart, setChart] = useState<EChartsType | null>(null);
  const [failed, setFailed] = useState(false);
  const clickRef = useRef(onClick);
  clickRef.current = onClick;

  useEffect(() => {
    const element = container.current;
    if (!near || !element) return;
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
  }, [container, scheme, near]);

  useEffect(() => {
    // notMerge: the option is complete each time, so removed series and categories go away.
    chart?.setOption({ backgroundColor: 'transparent', ...option }, { notMerge: true });
  }, [chart, option]);

  if (failed) return 'failed';
  if (chart) return 'ready';
  return near ? 'loading' : 'waiting';
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

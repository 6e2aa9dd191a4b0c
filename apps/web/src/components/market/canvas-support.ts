/**
 * Whether this environment can draw on a canvas. False in happy-dom (tests) and on the server, where
 * the chart components render ChartPlaceholder instead of crashing. Tests that check a chart's
 * wiring mock this module: `vi.mock('@/components/market/canvas-support', () => ({ canRenderCharts: () => true }))`.
 */
export function canRenderCharts(): boolean {
  // Asked once per page load: every chart renders this check, and a canvas context is not free.
  canvasSupported ??= probeCanvas();
  return canvasSupported;
}

let canvasSupported: boolean | undefined;

function probeCanvas(): boolean {
  if (typeof document === 'undefined') return false;
  try {
    return document.createElement('canvas').getContext('2d') !== null;
  } catch {
    return false;
  }
}

import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestIntersectionObserver } from '@/test/intersection-observer';
import { withProviders } from '@/test/render';
import { TreemapChart } from './treemap-chart';

const recorded = vi.hoisted(() => ({ imported: 0, drawn: 0 }));

// The lazily loaded ECharts module: the factory runs when (and only when) the chart imports it.
vi.mock('./echarts-setup', () => {
  recorded.imported++;
  return {
    init: () => {
      recorded.drawn++;
      return { on: () => {}, setOption: () => {}, resize: () => {}, dispose: () => {} };
    },
  };
});
vi.mock('./canvas-support', () => ({ canRenderCharts: () => true }));

/** Observers that report nothing until the test scrolls the chart into reach. */
const held: TestIntersectionObserver[] = [];
class HeldObserver extends TestIntersectionObserver {
  constructor(callback: IntersectionObserverCallback) {
    super(callback);
    held.push(this);
  }
}

describe('a chart below the screen', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('does not download ECharts until its box comes near the screen, then draws', async () => {
    vi.stubGlobal('IntersectionObserver', HeldObserver);
    render(withProviders(<TreemapChart label="Heat map" items={[{ name: 'INFY', value: 10, change: 1 }]} />));
    expect(screen.getByRole('img', { name: 'Heat map' })).toBeInTheDocument();
    // Give a lazy import every chance to start: it must not.
    await new Promise((r) => setTimeout(r, 50));
    expect(recorded.imported).toBe(0);
    expect(screen.queryByLabelText('Loading chart')).not.toBeInTheDocument();

    act(() => {
      for (const observer of held) observer.report();
    });
    await vi.waitFor(() => expect(recorded.drawn).toBe(1));
    expect(recorded.imported).toBe(1);
  });
});

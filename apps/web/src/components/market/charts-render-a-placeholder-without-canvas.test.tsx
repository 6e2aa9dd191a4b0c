import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { withProviders } from '@/test/render';
import { BarChart } from './bar-chart';
import { LineChart } from './line-chart';
import { PriceChart } from './price-chart';
import { TreemapChart } from './treemap-chart';

// happy-dom has no canvas (getContext returns null): pages with charts must still render in tests.
describe('charts without a canvas', () => {
  it('render labelled placeholders of the chart height instead of crashing', () => {
    render(
      withProviders(
        <>
          <PriceChart
            label="RELIANCE daily"
            height={420}
            candles={[{ time: '2026-03-12', open: 1, high: 2, low: 0.5, close: 1.5, volume: 10 }]}
          />
          <LineChart label="India VIX" points={[{ time: '2026-03-12', value: 13.2 }]} />
          <TreemapChart label="NIFTY 50 heat map" items={[{ name: 'INFY', value: 10, change: 1 }]} />
          <BarChart
            label="Advances and declines"
            categories={['IT']}
            series={[{ name: 'Advances', values: [5] }]}
          />
        </>,
      ),
    );
    const placeholders = screen.getAllByTestId('chart-placeholder');
    expect(placeholders).toHaveLength(4);
    expect(screen.getByRole('img', { name: 'RELIANCE daily' })).toHaveStyle({ height: '420px' });
    expect(screen.getByRole('img', { name: 'India VIX' })).toHaveStyle({ height: '300px' });
    expect(screen.getByRole('img', { name: 'NIFTY 50 heat map' })).toHaveStyle({ height: '480px' });
    expect(screen.getByRole('img', { name: 'Advances and declines' })).toHaveStyle({ height: '320px' });
  });
});

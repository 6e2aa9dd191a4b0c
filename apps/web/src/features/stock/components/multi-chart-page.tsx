import { Group, SegmentedControl, SimpleGrid, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { MarketPage } from '@/components/market/market-page';
import { useStrings } from '@/lib/strings';
import { usePageTitle } from '@/lib/use-page-title';
import {
  type ChartSlot,
  MAX_CHARTS,
  MIN_CHARTS,
  parseSlots,
  resizeSlots,
  serializeSlots,
} from '../lib/multi-chart-state';
import { stockStrings } from '../strings';
import { ChartPanel } from './chart-panel';

const COUNTS = Array.from({ length: MAX_CHARTS - MIN_CHARTS + 1 }, (_, i) => String(MIN_CHARTS + i));

/** /multi-chart: two to four charts side by side, the layout kept in the URL so it can be shared. */
export function MultiChartPage() {
  const [params, setParams] = useSearchParams();
  const slots = parseSlots(params.get('charts'));
  const t = useStrings(stockStrings);
  usePageTitle(
    t('multiChart.metaTitle', { symbols: slots.map((s) => s.symbol).join(', ') }),
    t('multiChart.metaDescription'),
  );
  const save = (next: readonly ChartSlot[]) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('charts', serializeSlots(next));
        return updated;
      },
      { replace: true },
    );
  return (
    <MarketPage
      title={t('multiChart.title')}
      subtitle={t('multiChart.subtitle')}
      breadcrumbs={[{ label: t('crumbs.market') }]}
      actions={
        <Group gap="xs">
          <Text size="sm" id="multi-chart-count">
            {t('multiChart.charts')}
          </Text>
          <SegmentedControl
            size="xs"
            data={COUNTS}
            value={String(slots.length)}
            onChange={(value) => save(resizeSlots(slots, Number(value)))}
            aria-labelledby="multi-chart-count"
          />
        </Group>
      }
    >
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {slots.map((slot, i) => (
          <ChartPanel
            // biome-ignore lint/suspicious/noArrayIndexKey: a panel is its position in the grid.
            key={i}
            label={t('multiChart.panel', { number: i + 1 })}
            symbol={slot.symbol}
            timeframe={slot.timeframe}
            onChange={(symbol, timeframe) => save(slots.map((s, k) => (k === i ? { symbol, timeframe } : s)))}
          />
        ))}
      </SimpleGrid>
    </MarketPage>
  );
}

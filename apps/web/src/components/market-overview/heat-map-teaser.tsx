import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import type { HeatTile } from '@nivesh/contracts';
import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import { TreemapChart, type TreemapItem } from '@/components/market/treemap-chart';
import { appPath, paths } from '@/config/paths';
import { formatCompactRupees } from '@/lib/format';
import { useStrings } from '@/lib/strings';
import { marketOverviewStrings } from './strings';

/** Tiles as treemap items: size by the weight, colour by the change, grouped by sector when asked. */
export function treemapItems(
  tiles: readonly HeatTile[],
  bySector: boolean,
  measure: 'marketCap' | 'turnover',
): TreemapItem[] {
  return tiles.map((tile) => ({
    id: tile.symbol,
    name: tile.symbol,
    value: measure === 'marketCap' ? tile.marketCap : tile.turnover,
    change: tile.changePct,
    ...(bySector ? { group: tile.sector } : {}),
  }));
}

/** ₹ crore figures in the tooltip. */
export const formatCrore = (crore: number): string => formatCompactRupees(crore * 1e7);

/** A small NIFTY 50 heat map by market cap, each tile opening its stock, with a link to the full map. */
export function HeatMapTeaser({
  tiles,
  height = 300,
}: {
  readonly tiles: readonly HeatTile[];
  readonly height?: number;
}) {
  const t = useStrings(marketOverviewStrings);
  const navigate = useNavigate();
  const items = useMemo(() => treemapItems(tiles, false, 'marketCap'), [tiles]);
  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Text fw={700}>{t('heatMap.title')}</Text>
          <Anchor component={Link} to={appPath('/nifty-heatmap').getHref()} size="sm">
            {t('heatMap.full')}
          </Anchor>
        </Group>
        <TreemapChart
          items={items}
          label={t('heatMap.label')}
          height={height}
          valueLabel={t('heatMap.marketCap')}
          formatValue={formatCrore}
          onItemClick={(item) => navigate(paths.stock.getHref({ symbol: item.name }))}
        />
      </Stack>
    </Paper>
  );
}

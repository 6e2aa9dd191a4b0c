import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import type { SectorMove } from '@nivesh/contracts';
import { Link } from 'react-router';
import { ChangeText } from '@/components/market/change-text';
import { appPath } from '@/config/paths';
import { useStrings } from '@/lib/strings';
import classes from './overview.module.css';
import { marketOverviewStrings } from './strings';

interface SectorMovesProps {
  readonly sectors: readonly SectorMove[];
  /** Rows shown (best and worst kept when cut); default all. */
  readonly limit?: number;
  readonly title?: string;
}

/** Keeps the best and the worst sectors when there are more than `limit`. */
function bestAndWorst(sectors: readonly SectorMove[], limit: number): readonly SectorMove[] {
  if (sectors.length <= limit) return sectors;
  const top = Math.ceil(limit / 2);
  return [...sectors.slice(0, top), ...sectors.slice(sectors.length - (limit - top))];
}

/** Sectors by their market-cap-weighted move: a bar either side of zero, linked to the sector page. */
export function SectorMoves({ sectors, limit, title }: SectorMovesProps) {
  const t = useStrings(marketOverviewStrings);
  const shown = limit === undefined ? sectors : bestAndWorst(sectors, limit);
  const widest = Math.max(0.01, ...shown.map((s) => Math.abs(s.weightedChangePct)));
  return (
    <Paper withBorder radius="md" p="sm" h="100%">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Text fw={700}>{title ?? t('sectors.title')}</Text>
          <Anchor component={Link} to={appPath('/nse-sectors-list/').getHref()} size="sm">
            {t('sectors.all')}
          </Anchor>
        </Group>
        {shown.map((s) => {
          const width = `${(Math.abs(s.weightedChangePct) / widest) * 50}%`;
          return (
            <div key={s.sector} className={classes.sectorRow} data-testid="sector-row">
              <Anchor
                component={Link}
                to={appPath('/nse-sectors-list/{sector_id}/').getHref({ sector_id: s.slug })}
                size="sm"
                className={classes.truncate}
                title={t('sectors.row', {
                  sector: s.sector,
                  advances: s.advances,
                  declines: s.declines,
                  count: s.count,
                })}
              >
                {s.sector}
              </Anchor>
              <div className={classes.sectorTrack} aria-hidden="true">
                <div
                  className={s.weightedChangePct >= 0 ? classes.sectorUp : classes.sectorDown}
                  style={{ width }}
                />
              </div>
              <Text size="sm" ta="right" fw={600}>
                <ChangeText value={s.weightedChangePct} format="percent" arrow={false} />
              </Text>
            </div>
          );
        })}
      </Stack>
    </Paper>
  );
}

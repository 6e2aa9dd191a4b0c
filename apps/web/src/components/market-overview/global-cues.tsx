import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import type { GlobalIndexRow } from '@nivesh/contracts';
import { Link } from 'react-router';
import { appPath } from '@/config/paths';
import { formatPoints } from '@/lib/format';
import { useStrings } from '@/lib/strings';
import { CueRow } from './cue-row';
import classes from './overview.module.css';
import { marketOverviewStrings } from './strings';

/** Names short enough for a phone row. */
export const GLOBAL_SHORT_NAMES: Readonly<Record<string, string>> = {
  GIFTNIFTY: 'GIFT Nifty',
  DJI: 'Dow Jones',
  SPX: 'S&P 500',
  IXIC: 'Nasdaq',
  FTSE: 'FTSE 100',
  DAX: 'DAX',
  CAC: 'CAC 40',
  N225: 'Nikkei 225',
  HSI: 'Hang Seng',
  SSEC: 'Shanghai',
  KS11: 'KOSPI',
  STI: 'Straits Times',
};

/** Open (green dot) or closed (grey), in words for screen readers. */
export function OpenDot({ open }: { readonly open: boolean }) {
  const t = useStrings(marketOverviewStrings);
  const words = open ? t('global.openNow') : t('global.closedNow');
  return (
    <span
      className={`${classes.liveDot} ${open ? classes.liveDotOpen : classes.liveDotClosed}`}
      role="img"
      aria-label={words}
      title={words}
    />
  );
}

interface GlobalCuesProps {
  readonly rows: readonly GlobalIndexRow[];
  readonly symbols?: readonly string[];
}

/** GIFT Nifty and the world's main indices: level, change, and whether their market is open now. */
export function GlobalCues({
  rows,
  symbols = ['GIFTNIFTY', 'DJI', 'IXIC', 'SPX', 'N225', 'HSI', 'FTSE', 'DAX'],
}: GlobalCuesProps) {
  const t = useStrings(marketOverviewStrings);
  const shown = symbols.flatMap((symbol) => rows.filter((r) => r.symbol === symbol));
  return (
    <Paper withBorder radius="md" p="sm" h="100%">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Text fw={700}>{t('global.title')}</Text>
          <Anchor component={Link} to={appPath('/global-market/').getHref()} size="sm">
            {t('global.all')}
          </Anchor>
        </Group>
        {shown.map((row) => (
          <CueRow
            key={row.symbol}
            testId="global-cue"
            label={
              <Group gap={8} wrap="nowrap">
                <OpenDot open={row.openNow} />
                <Text size="sm" className={classes.truncate} title={row.name}>
                  {GLOBAL_SHORT_NAMES[row.symbol] ?? row.name}
                </Text>
              </Group>
            }
            value={formatPoints(row.ltp)}
            changePct={row.changePct}
          />
        ))}
      </Stack>
    </Paper>
  );
}

import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import type { CommodityRow } from '@nivesh/contracts';
import { Link } from 'react-router';
import { appPath } from '@/config/paths';
import { formatRupees } from '@/lib/format';
import { useStrings } from '@/lib/strings';
import { CueRow } from './cue-row';
import { marketOverviewStrings } from './strings';

/** The dashboard's MCX contracts: price per quotation unit and change. */
export function CommodityCues({ rows }: { readonly rows: readonly CommodityRow[] }) {
  const t = useStrings(marketOverviewStrings);
  return (
    <Paper withBorder radius="md" p="sm" h="100%">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Text fw={700}>{t('commodities.title')}</Text>
          <Anchor component={Link} to={appPath('/commodity').getHref()} size="sm">
            {t('commodities.all')}
          </Anchor>
        </Group>
        {rows.map((row) => (
          <CueRow
            key={row.symbol}
            testId="commodity-cue"
            label={
              <>
                <Text size="sm">{row.name}</Text>
                <Text size="xs" c="dimmed">
                  {row.unit}
                </Text>
              </>
            }
            value={formatRupees(row.ltp, row.tick < 1 ? 2 : 0)}
            changePct={row.changePct}
          />
        ))}
      </Stack>
    </Paper>
  );
}

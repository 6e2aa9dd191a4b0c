import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import type { MoverRow } from '@nivesh/contracts';
import { Link } from 'react-router';
import { ChangeText } from '@/components/market/change-text';
import classes from '@/components/market-overview/overview.module.css';
import { paths } from '@/config/paths';
import { formatRupees } from '@/lib/format';
import { useStrings } from '@/lib/strings';
import { marketOverviewStrings } from '../strings';

/** A short list of movers from the overview answer: symbol, company, price and change. */
export function MoversList({ title, rows }: { readonly title: string; readonly rows: readonly MoverRow[] }) {
  const t = useStrings(marketOverviewStrings);
  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap={6}>
        <Text fw={700}>{title}</Text>
        {rows.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('movers.none')}
          </Text>
        )}
        {rows.map((row) => (
          <Group key={row.symbol} justify="space-between" wrap="nowrap" gap="xs">
            <div className={classes.truncate}>
              <Anchor component={Link} to={paths.stock.getHref({ symbol: row.symbol })} fw={600} size="sm">
                {row.symbol}
              </Anchor>
              <Text size="xs" c="dimmed" className={classes.truncate}>
                {row.name}
              </Text>
            </div>
            <div style={{ textAlign: 'right' }}>
              <Text size="sm" fw={600}>
                {formatRupees(row.ltp)}
              </Text>
              <Text size="xs">
                <ChangeText value={row.changePct} format="percent" />
              </Text>
            </div>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}

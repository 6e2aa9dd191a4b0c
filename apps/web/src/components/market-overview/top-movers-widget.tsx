import { Anchor, Group, Paper, Skeleton, Stack, Table, Text } from '@mantine/core';
import type { ListIndexFilter } from '@nivesh/contracts';
import { Link } from 'react-router';
import { colourForTone } from '@/components/market/colour-rules';
import { headerCellProps } from '@/components/market/data-table';
import { colourClass } from '@/components/market/market-colours';
import { QueryError } from '@/components/market/query-states';
import { SourceBadge } from '@/components/market/source-badge';
import { appPath, paths } from '@/config/paths';
import { answerOf } from '@/lib/api-client';
import { formatNumber, formatPercent } from '@/lib/format';
import { type MoverDirection, useTopMovers } from '@/lib/market-queries/get-top-movers';
import { useStrings } from '@/lib/strings';
import { marketOverviewStrings } from './strings';

export interface TopMoversWidgetProps {
  readonly direction: MoverDirection;
  /** Rows shown; default 5. */
  readonly limit?: number;
  readonly index?: ListIndexFilter;
  /** Default "Top gainers" / "Top losers". */
  readonly title?: string;
}

const FULL_LIST = {
  gainers: appPath('/top-gainers-nse'),
  losers: appPath('/top-losers-nse'),
} as const;

/**
 * A small live card of the day's top gainers or losers (symbol, LTP, change %) linking to the full
 * list: for the home page and the market overview pages. Refreshes every 5 s while the session trades.
 */
export function TopMoversWidget({ direction, limit = 5, index = 'all', title }: TopMoversWidgetProps) {
  const t = useStrings(marketOverviewStrings);
  const query = useTopMovers({ direction, index, limit });
  const answer = answerOf(query.data);
  const heading = title ?? t(`movers.${direction}`);
  const full = FULL_LIST[direction].getHref();
  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={700}>{heading}</Text>
          <SourceBadge source={answer?.source} size="xs" />
        </Group>
        {query.isError || (query.data && !answer) ? (
          <QueryError error={query.error ?? query.data} onRetry={query.refetch} />
        ) : (
          <Table verticalSpacing={4} fz="sm" tabularNums aria-label={heading}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th {...headerCellProps('first')}>{t('movers.symbol')}</Table.Th>
                <Table.Th ta="right" {...headerCellProps('key')}>
                  {t('movers.ltp')}
                </Table.Th>
                <Table.Th ta="right" {...headerCellProps('key')}>
                  {t('movers.change')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {answer
                ? answer.rows.map((row) => (
                    <Table.Tr key={row.symbol}>
                      <Table.Td>
                        <Anchor
                          component={Link}
                          to={paths.stock.getHref({ symbol: row.symbol })}
                          fw={600}
                          size="sm"
                        >
                          {row.symbol}
                        </Anchor>
                      </Table.Td>
                      <Table.Td ta="right">{formatNumber(row.ltp, 2)}</Table.Td>
                      <Table.Td ta="right" className={colourClass(colourForTone('per', row.changePct))}>
                        {formatPercent(row.changePct)}
                      </Table.Td>
                    </Table.Tr>
                  ))
                : Array.from({ length: limit }, (_, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity.
                    <Table.Tr key={i}>
                      <Table.Td colSpan={3}>
                        <Skeleton height={14} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
              {answer && answer.rows.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={3}>
                    <Text size="sm" c="dimmed" ta="center">
                      {direction === 'gainers' ? t('movers.noneUp') : t('movers.noneDown')}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              )}
            </Table.Tbody>
          </Table>
        )}
        <Anchor component={Link} to={full} size="sm">
          {answer
            ? t(direction === 'gainers' ? 'movers.viewAllGainersTotal' : 'movers.viewAllLosersTotal', {
                total: formatNumber(answer.total, 0),
              })
            : t(direction === 'gainers' ? 'movers.viewAllGainers' : 'movers.viewAllLosers')}
        </Anchor>
      </Stack>
    </Paper>
  );
}

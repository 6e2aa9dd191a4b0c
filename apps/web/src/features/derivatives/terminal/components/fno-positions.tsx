import {
  Alert,
  Anchor,
  Button,
  Group,
  Modal,
  Paper,
  ScrollArea,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import type { FnoOrder, FnoPosition, FnoPositionsAnswer } from '@nivesh/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { QueryStates } from '@/components/market/query-states';
import { appPath } from '@/config/paths';
import { formatNumber, formatRupees } from '@/lib/format';
import { useStrings } from '@/lib/strings';
import { useFnoPositions, usePlaceContractOrders } from '../api';
import { exitLeg } from '../lib/basket';
import { terminalStrings } from '../strings';
import classes from './terminal.module.css';

const pnlColour = (value: number) => (value > 0 ? 'teal.8' : value < 0 ? 'red.8' : undefined);

/** The account's F&O positions with live P&L and greeks, an exit for each, and today's F&O orders. */
export function FnoPositions({ symbol, phone }: { readonly symbol: string; readonly phone: boolean }) {
  const t = useStrings(terminalStrings);
  const query = useFnoPositions();
  return (
    <Paper withBorder p={phone ? 'xs' : 'md'} radius="md">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4">
          {t('positions.title')}
        </Title>
        <Anchor component={Link} to={appPath('/simple-order-dashboard').getHref()} size="sm">
          {t('positions.dashboard')}
        </Anchor>
      </Group>
      <QueryStates query={query} errorTitle={t('positions.loadError')}>
        {(answer) => <PositionsBody answer={answer} symbol={symbol} phone={phone} />}
      </QueryStates>
    </Paper>
  );
}

function PositionsBody({
  answer,
  symbol,
  phone,
}: {
  readonly answer: FnoPositionsAnswer;
  readonly symbol: string;
  readonly phone: boolean;
}) {
  const t = useStrings(terminalStrings);
  const [exiting, setExiting] = useState<FnoPosition | null>(null);
  const place = usePlaceContractOrders();
  const open = answer.positions;
  // This underlying's positions first, the others after.
  const sorted = [...open].sort((a, b) => Number(b.underlying === symbol) - Number(a.underlying === symbol));
  const { totals } = answer;
  return (
    <Stack gap="md">
      {sorted.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('positions.empty')}
        </Text>
      ) : (
        <ScrollArea type="auto">
          <Table className={classes.numbers} verticalSpacing={4} horizontalSpacing={phone ? 4 : 'xs'} fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('positions.contract')}</Table.Th>
                <Table.Th visibleFrom="sm">{t('positions.product')}</Table.Th>
                <Table.Th ta="right">{t('positions.lots')}</Table.Th>
                <Table.Th ta="right" visibleFrom="sm">
                  {t('positions.avg')}
                </Table.Th>
                <Table.Th ta="right">{t('positions.ltp')}</Table.Th>
                <Table.Th ta="right">{t('positions.pnl')}</Table.Th>
                <Table.Th ta="right" visibleFrom="md">
                  {t('positions.delta')}
                </Table.Th>
                <Table.Th ta="right" visibleFrom="md">
                  {t('positions.theta')}
                </Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {sorted.map((p) => (
                <Table.Tr key={`${p.symbol}-${p.product}`}>
                  <Table.Td className={classes.wrap}>
                    <Text size="sm" fw={600}>
                      {p.label}
                    </Text>
                  </Table.Td>
                  <Table.Td visibleFrom="sm">{p.product}</Table.Td>
                  <Table.Td ta="right">{formatNumber(p.lots, 0)}</Table.Td>
                  <Table.Td ta="right" visibleFrom="sm">
                    {formatNumber(p.avgPrice)}
                  </Table.Td>
                  <Table.Td ta="right">{formatNumber(p.ltp)}</Table.Td>
                  <Table.Td ta="right">
                    <Text span size="sm" fw={600} c={pnlColour(p.pnl)}>
                      {formatNumber(p.pnl)}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right" visibleFrom="md">
                    {formatNumber(p.delta)}
                  </Table.Td>
                  <Table.Td ta="right" visibleFrom="md">
                    {formatNumber(p.theta)}
                  </Table.Td>
                  <Table.Td>
                    {p.units !== 0 && (
                      <Button
                        size="compact-xs"
                        variant="light"
                        color="gray"
                        aria-label={t('positions.exitLabel', { contract: p.label })}
                        onClick={() => setExiting(p)}
                      >
                        {t('positions.exit')}
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th>{t('positions.total')}</Table.Th>
                <Table.Th visibleFrom="sm" />
                <Table.Th />
                <Table.Th visibleFrom="sm" />
                <Table.Th />
                <Table.Th ta="right">
                  <Text span size="sm" fw={700} c={pnlColour(totals.pnl)}>
                    {formatNumber(totals.pnl)}
                  </Text>
                </Table.Th>
                <Table.Th ta="right" visibleFrom="md">
                  {formatNumber(totals.delta)}
                </Table.Th>
                <Table.Th ta="right" visibleFrom="md">
                  {formatNumber(totals.theta)}
                </Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </ScrollArea>
      )}
      {sorted.length > 0 && (
        <Group gap="lg">
          <Text size="sm">
            {t('positions.netPnl')}:{' '}
            <Text span fw={700} c={pnlColour(totals.netPnl)}>
              {formatRupees(totals.netPnl)}
            </Text>
          </Text>
          <Text size="sm">
            {t('positions.margin')}:{' '}
            <Text span fw={700}>
              {formatRupees(totals.margin)}
            </Text>
          </Text>
          <Text size="sm">
            {t('margin.available')}:{' '}
            <Text span fw={700}>
              {formatRupees(answer.funds.available)}
            </Text>
          </Text>
        </Group>
      )}
      {sorted.length > 0 && (
        <Text size="xs" c="dimmed">
          {t('positions.greeks')}
        </Text>
      )}
      {place.data && 'message' in place.data && place.data.status === 0 && (
        <Alert color="red" variant="light">
          {place.data.message}
        </Alert>
      )}
      <TodaysOrders orders={answer.orders} phone={phone} />
      <Modal
        opened={exiting !== null}
        onClose={() => setExiting(null)}
        title={exiting ? t('positions.exitLabel', { contract: exiting.label }) : ''}
      >
        {exiting && (
          <Stack gap="sm">
            <Text size="sm">
              {t(exiting.units > 0 ? 'basket.sell' : 'basket.buy')} {Math.abs(exiting.lots)} × {exiting.label}{' '}
              · {t('confirm.legs', { count: 1 })}
            </Text>
            <Text size="xs" c="dimmed">
              {t('confirm.note')}
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setExiting(null)}>
                {t('confirm.cancel')}
              </Button>
              <Button
                loading={place.isPending}
                onClick={async () => {
                  await place.mutateAsync({ legs: [exitLeg(exiting)] });
                  setExiting(null);
                }}
              >
                {t('positions.exit')}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}

function TodaysOrders({ orders, phone }: { readonly orders: readonly FnoOrder[]; readonly phone: boolean }) {
  const t = useStrings(terminalStrings);
  return (
    <Stack gap={4}>
      <Text fw={700} size="sm">
        {t('orders.title')}
      </Text>
      {orders.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('orders.empty')}
        </Text>
      ) : (
        <ScrollArea type="auto">
          <Table className={classes.numbers} verticalSpacing={2} horizontalSpacing={phone ? 4 : 'xs'} fz="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('orders.time')}</Table.Th>
                <Table.Th>{t('positions.contract')}</Table.Th>
                <Table.Th>{t('orders.side')}</Table.Th>
                <Table.Th ta="right">{t('positions.lots')}</Table.Th>
                <Table.Th ta="right">{t('orders.fill')}</Table.Th>
                <Table.Th ta="right" visibleFrom="sm">
                  {t('orders.charges')}
                </Table.Th>
                <Table.Th visibleFrom="sm">{t('orders.status')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {orders.map((o) => (
                <Table.Tr key={o.orderId} title={o.message ?? undefined}>
                  <Table.Td>{o.time.slice(11, 16)}</Table.Td>
                  <Table.Td>{o.label}</Table.Td>
                  <Table.Td c={o.side === 'buy' ? 'teal.8' : 'red.8'}>{t(`orders.${o.side}`)}</Table.Td>
                  <Table.Td ta="right">{formatNumber(o.lots, 0)}</Table.Td>
                  <Table.Td ta="right">{formatNumber(o.fillPrice)}</Table.Td>
                  <Table.Td ta="right" visibleFrom="sm">
                    {formatNumber(o.charges)}
                  </Table.Td>
                  <Table.Td visibleFrom="sm">{statusLabel(t, o.status)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
    </Stack>
  );
}

const STATUSES = ['open', 'complete', 'cancelled', 'expired', 'rejected'] as const;
function statusLabel(t: ReturnType<typeof useStrings<typeof terminalStrings.en>>, status: string): string {
  const known = STATUSES.find((s) => s === status);
  return known ? t(`orders.statuses.${known}`) : status;
}

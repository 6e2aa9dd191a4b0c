import { ActionIcon, Button, Group, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import type { DashboardRow, OrderDetailAnswer } from '@nivesh/contracts';
import { IconArrowLeft } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { QueryAlert } from '@/components/alerts/dashboard-alert';
import { DeleteDialog, RowDeleteButton } from '@/components/alerts/delete-dialog';
import { DataTable } from '@/components/market/data-table';
import { RefreshButton } from '@/components/market/market-page';
import { QueryEmpty, QueryLoading } from '@/components/market/query-states';
import { paths } from '@/config/paths';
import { answerOf } from '@/lib/api-client';
import { formatRupees, NO_VALUE } from '@/lib/format';
import { orderCommands, runCommand, useOrderDetail } from '../api/order-dashboard-api';
import { actionColumn } from '../lib/action-column';
import { serverColumns } from '../lib/server-columns';
import { DashboardFrame } from './dashboard-frame';
import classes from './order-dashboard.module.css';
import { isProcessed, SymbolCell } from './symbol-cell';
import { useCommandAlert } from './use-command-alert';

type Detail = OrderDetailAnswer['data'];

/** Spec 2.1's fields of the order detail, in its order. */
const FIELDS: readonly { readonly label: string; readonly value: (d: Detail) => string }[] = [
  { label: 'Order ID', value: (d) => d.orderId },
  { label: 'Sector', value: (d) => d.sectorName || NO_VALUE },
  { label: 'Strategy type', value: (d) => d.strategyType || NO_VALUE },
  { label: 'Strategy', value: (d) => d.strategyName || NO_VALUE },
  { label: 'Quantity', value: (d) => String(d.quantity) },
  { label: 'Number of stocks', value: (d) => String(d.noOfStock) },
  { label: 'Product', value: (d) => d.product },
  { label: 'Type', value: (d) => d.signaltype },
  { label: 'Profit target', value: (d) => `${d.profitTarget} %` },
  { label: 'Stop loss', value: (d) => `${d.stoploss} %` },
  { label: 'Date (IST)', value: (d) => d.date },
];

const legKey = (row: DashboardRow) => String(row.symbol);

/** /order-dashboard/{order_id}: the order's fields, its totals, and its symbols. */
export function OrderDetailPage() {
  const orderId = useParams().order_id ?? '';
  const detail = useOrderDetail(orderId);
  const answer = answerOf(detail.data);
  const { run, notice } = useCommandAlert();
  const [removing, setRemoving] = useState<string | null>(null);
  const refetch = detail.refetch;
  const columns = useMemo(() => {
    if (!answer) return [];
    const enter = async (row: DashboardRow) => {
      const ok = await run(() =>
        runCommand(orderCommands.updateOrderSymbolRecord, { order_id: orderId, symbol: String(row.symbol) }),
      );
      if (ok) await refetch();
    };
    return serverColumns(
      answer.column,
      { symbol: (row) => <SymbolCell row={row} onProcess={enter} /> },
      [
        actionColumn('Actions', (row) =>
          isProcessed(row) ? (
            NO_VALUE
          ) : (
            <RowDeleteButton label="Remove" onClick={() => setRemoving(String(row.symbol))} />
          ),
        ),
      ],
      answer.symbolList[0],
    );
  }, [answer, orderId, run, refetch]);

  return (
    <DashboardFrame
      title={`Order ${orderId}`}
      tab="/order-dashboard"
      nested
      actions={
        <>
          <Tooltip label="Back to the strategy orders">
            <ActionIcon
              component={Link}
              to={paths.orderDashboard.getHref()}
              variant="default"
              size="lg"
              aria-label="Back"
            >
              <IconArrowLeft size={18} aria-hidden="true" />
            </ActionIcon>
          </Tooltip>
          <RefreshButton onRefresh={refetch} refreshing={detail.isFetching} />
        </>
      }
    >
      <QueryAlert query={detail} />
      {notice}
      {detail.isPending && <QueryLoading lines={6} label="Loading the order…" />}
      {answer && (
        <Stack gap="md">
          <Paper withBorder radius="md" p="md">
            <dl className={classes.fields}>
              {FIELDS.map((field) => (
                <div key={field.label}>
                  <dt>{field.label}</dt>
                  <dd>{field.value(answer.data)}</dd>
                </div>
              ))}
            </dl>
          </Paper>
          {(answer.totalProfit !== null || answer.totalLoss !== null) && (
            <Group gap="sm">
              {answer.totalProfit !== null && (
                <Button color="green" variant="light" component="div" data-testid="total-profit">
                  Total profit {formatRupees(answer.totalProfit)}
                </Button>
              )}
              {answer.totalLoss !== null && (
                <Button color="red" variant="light" component="div" data-testid="total-loss">
                  Total loss {formatRupees(answer.totalLoss)}
                </Button>
              )}
            </Group>
          )}
          <Title order={2} size="h4">
            Symbols
          </Title>
          <Text size="sm" c="dimmed">
            A stock waiting for its signal can be entered now: hover its symbol for {answer.data.signaltype}.
          </Text>
          {answer.symbolList.length === 0 ? (
            <QueryEmpty message="The strategy flags no stock in this sector now." />
          ) : (
            <DataTable<DashboardRow>
              caption="Symbols of the order"
              hideCaption
              columns={columns}
              rows={answer.symbolList}
              rowKey={legKey}
            />
          )}
        </Stack>
      )}
      <DeleteDialog
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        onDelete={() =>
          runCommand(orderCommands.deleteOrderStock, { order_id: orderId, stock: removing ?? '' })
        }
        onDeleted={() => window.location.reload()}
      />
    </DashboardFrame>
  );
}

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
import { useStrings } from '@/lib/strings';
import { orderCommands, runCommand, useOrderDetail } from '../api/order-dashboard-api';
import { actionColumn } from '../lib/action-column';
import { formatServerDate, KEY_FIELDS, serverColumns } from '../lib/server-columns';
import { isChoice, orderDashboardStrings } from '../strings';
import { DashboardFrame } from './dashboard-frame';
import classes from './order-dashboard.module.css';
import { isProcessed, SymbolCell } from './symbol-cell';
import { useCommandAlert } from './use-command-alert';

type Detail = OrderDetailAnswer['data'];

type FieldName = keyof typeof orderDashboardStrings.en.detail.fields;

/** Spec 2.1's fields of the order detail, in its order; each labelled `detail.fields.<name>`. */
const FIELDS: readonly { readonly name: FieldName; readonly value: (d: Detail) => string }[] = [
  { name: 'orderId', value: (d) => d.orderId },
  { name: 'sector', value: (d) => d.sectorName || NO_VALUE },
  { name: 'strategyType', value: (d) => d.strategyType || NO_VALUE },
  { name: 'strategy', value: (d) => d.strategyName || NO_VALUE },
  { name: 'quantity', value: (d) => String(d.quantity) },
  { name: 'noOfStock', value: (d) => String(d.noOfStock) },
  { name: 'product', value: (d) => d.product },
  { name: 'type', value: (d) => d.signaltype },
  { name: 'profitTarget', value: (d) => `${d.profitTarget} %` },
  { name: 'stoploss', value: (d) => `${d.stoploss} %` },
  { name: 'date', value: (d) => formatServerDate(d.date) },
];

const legKey = (row: DashboardRow) => String(row.symbol);

/** /order-dashboard/{order_id}: the order's fields, its totals, and its symbols. */
export function OrderDetailPage() {
  const t = useStrings(orderDashboardStrings);
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
        actionColumn(t('actions'), (row) =>
          isProcessed(row) ? (
            NO_VALUE
          ) : (
            <RowDeleteButton label={t('detail.remove')} onClick={() => setRemoving(String(row.symbol))} />
          ),
        ),
      ],
      answer.symbolList[0],
      KEY_FIELDS.leg,
    );
  }, [answer, orderId, run, refetch, t]);
  const side = answer?.data.signaltype ?? '';

  return (
    <DashboardFrame
      title={t('detail.title', { orderId })}
      tab="/order-dashboard"
      nested
      actions={
        <>
          <Tooltip label={t('detail.backTooltip')}>
            <ActionIcon
              component={Link}
              to={paths.orderDashboard.getHref()}
              variant="default"
              size="lg"
              aria-label={t('detail.back')}
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
      {detail.isPending && <QueryLoading lines={6} label={t('loadingOrder')} />}
      {answer && (
        <Stack gap="md">
          <Paper withBorder radius="md" p="md">
            <dl className={classes.fields}>
              {FIELDS.map((field) => (
                <div key={field.name}>
                  <dt>{t(`detail.fields.${field.name}`)}</dt>
                  <dd>{field.value(answer.data)}</dd>
                </div>
              ))}
            </dl>
          </Paper>
          {(answer.totalProfit !== null || answer.totalLoss !== null) && (
            <Group gap="sm">
              {answer.totalProfit !== null && (
                <Button color="green" variant="light" component="div" data-testid="total-profit">
                  {t('detail.totalProfit', { amount: formatRupees(answer.totalProfit) })}
                </Button>
              )}
              {answer.totalLoss !== null && (
                <Button color="red" variant="light" component="div" data-testid="total-loss">
                  {t('detail.totalLoss', { amount: formatRupees(answer.totalLoss) })}
                </Button>
              )}
            </Group>
          )}
          <Title order={2} size="h4">
            {t('detail.symbols')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('detail.hoverHint', { side: isChoice(side) ? t(`choices.${side}`) : side })}
          </Text>
          {answer.symbolList.length === 0 ? (
            <QueryEmpty message={t('detail.noSymbols')} />
          ) : (
            <DataTable<DashboardRow>
              caption={t('detail.symbolsCaption')}
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

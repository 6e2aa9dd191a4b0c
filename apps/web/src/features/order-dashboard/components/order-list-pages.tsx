import { Button, Group } from '@mantine/core';
import type { DashboardRow } from '@nivesh/contracts';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { DeleteDialog, RowDeleteButton } from '@/components/alerts/delete-dialog';
import { appPath } from '@/config/paths';
import { NO_VALUE } from '@/lib/format';
import { useStrings } from '@/lib/strings';
import { orderCommands, runCommand } from '../api/order-dashboard-api';
import { actionColumn } from '../lib/action-column';
import { KEY_FIELDS } from '../lib/server-columns';
import { orderDashboardStrings } from '../strings';
import { DashboardList } from './dashboard-list';
import { FundsPanel } from './funds-panel';
import { HoldingsSummary, PositionsSummary } from './summary-tiles';
import { isProcessed } from './symbol-cell';
import { useCommandAlert } from './use-command-alert';

const addSimpleHref = (query = '') => `${appPath('/order-dashboard/add-simple-strategy').getHref()}${query}`;
const editSimpleHref = (orderId: string) =>
  appPath('/order-dashboard/edit-simple-strategy/{order_id}').getHref({ order_id: orderId });

function PlaceOrderButton() {
  const t = useStrings(orderDashboardStrings);
  return (
    <Button component={Link} to={addSimpleHref()} leftSection={<IconPlus size={16} aria-hidden="true" />}>
      {t('lists.placeOrder')}
    </Button>
  );
}

interface Cancelling {
  readonly orderId: string;
  readonly symbol: string;
}

/** /simple-order-dashboard: today's simple orders and every open one; open orders can be modified or cancelled. */
export function SimpleOrdersPage() {
  const t = useStrings(orderDashboardStrings);
  const [cancelling, setCancelling] = useState<Cancelling | null>(null);
  const extra = useMemo(
    () => [
      actionColumn(t('actions'), (row: DashboardRow) =>
        isProcessed(row) ? (
          NO_VALUE
        ) : (
          <Group gap={6} wrap="nowrap">
            <Button
              component={Link}
              to={editSimpleHref(String(row.orderId))}
              size="compact-xs"
              variant="light"
            >
              {t('lists.modify')}
            </Button>
            <RowDeleteButton
              label={t('lists.cancel')}
              onClick={() => setCancelling({ orderId: String(row.orderId), symbol: String(row.symbol) })}
            />
          </Group>
        ),
      ),
    ],
    [t],
  );
  return (
    <>
      <DashboardList
        tab="/simple-order-dashboard"
        call={{ action: 'getSimpleOrderData', pageName: 'simple' }}
        subtitle={t('lists.simpleSubtitle')}
        buttons={<PlaceOrderButton />}
        notices={<FundsPanel />}
        extra={extra}
        emptyMessage={t('lists.simpleEmpty')}
        keyFields={KEY_FIELDS.simple}
      />
      <DeleteDialog
        opened={cancelling !== null}
        onClose={() => setCancelling(null)}
        onDelete={() =>
          runCommand(orderCommands.deleteSimpleOrderStock, {
            order_id: cancelling?.orderId ?? '',
            stock: cancelling?.symbol ?? '',
          })
        }
        onDeleted={() => window.location.reload()}
      />
    </>
  );
}

/** /trade-order-dashboard: today's executed orders with their charges. */
export function TradedOrdersPage() {
  const t = useStrings(orderDashboardStrings);
  return (
    <DashboardList
      tab="/trade-order-dashboard"
      call={{ action: 'getSimpleOrderData', pageName: 'trade' }}
      subtitle={t('lists.tradedSubtitle')}
      emptyMessage={t('lists.tradedEmpty')}
      keyFields={KEY_FIELDS.trade}
    />
  );
}

/** The re-order form for a position row, opened in a new tab (spec 4). */
const reOrderHref = (symbol: string, side: 'Buy' | 'Sell') =>
  addSimpleHref(`?${new URLSearchParams({ symbol, type: side }).toString()}`);

/** /position-order-dashboard: net positions with gross and net P&L; Buy and Sell re-order a row. */
export function PositionsPage() {
  const t = useStrings(orderDashboardStrings);
  const { run, notice } = useCommandAlert();
  const extra = useMemo(() => {
    const reOrder = async (row: DashboardRow, side: 'Buy' | 'Sell') => {
      const ok = await run(() =>
        runCommand(orderCommands.updateReOrder, { orderId: String(row.orderId), signalType: side }),
      );
      if (ok) window.open(reOrderHref(String(row.symbol), side), '_blank', 'noopener');
    };
    return [
      actionColumn(t('actions'), (row: DashboardRow) =>
        isProcessed(row) ? (
          NO_VALUE
        ) : (
          <Group gap={6} wrap="nowrap">
            <Button size="compact-xs" color="green" onClick={() => reOrder(row, 'Buy')}>
              {t('lists.buy')}
            </Button>
            <Button size="compact-xs" color="red" onClick={() => reOrder(row, 'Sell')}>
              {t('lists.sell')}
            </Button>
          </Group>
        ),
      ),
    ];
  }, [run, t]);
  return (
    <DashboardList
      tab="/position-order-dashboard"
      call={{ action: 'getSimpleOrderData', pageName: 'position' }}
      subtitle={t('lists.positionSubtitle')}
      extra={extra}
      notices={
        <>
          <FundsPanel />
          {notice}
        </>
      }
      summary={(answer) => <PositionsSummary answer={answer} />}
      emptyMessage={t('lists.positionEmpty')}
      keyFields={KEY_FIELDS.position}
    />
  );
}

/** /portfolio-order-dashboard: Delivery holdings at average cost. */
export function PortfolioPage() {
  const t = useStrings(orderDashboardStrings);
  return (
    <DashboardList
      tab="/portfolio-order-dashboard"
      call={{ action: 'getPortFolioOrderRecord' }}
      subtitle={t('lists.portfolioSubtitle')}
      notices={<FundsPanel />}
      summary={(answer) => <HoldingsSummary answer={answer} />}
      emptyMessage={t('lists.portfolioEmpty')}
      keyFields={KEY_FIELDS.holding}
    />
  );
}

/** /simple-order-history: every simple order, newest first. */
export function SimpleHistoryPage() {
  const t = useStrings(orderDashboardStrings);
  return (
    <DashboardList
      tab="/simple-order-history"
      call={{ action: 'simpleOrderHistory' }}
      subtitle={t('lists.simpleHistorySubtitle')}
      emptyMessage={t('lists.simpleHistoryEmpty')}
      keyFields={KEY_FIELDS.simple}
    />
  );
}

/** /trade-order-history: every executed order, newest first. */
export function TradeHistoryPage() {
  const t = useStrings(orderDashboardStrings);
  return (
    <DashboardList
      tab="/trade-order-history"
      call={{ action: 'tradeOrderHistory' }}
      subtitle={t('lists.tradeHistorySubtitle')}
      emptyMessage={t('lists.tradeHistoryEmpty')}
      keyFields={KEY_FIELDS.trade}
    />
  );
}

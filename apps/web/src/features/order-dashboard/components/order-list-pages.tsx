import { Button, Group } from '@mantine/core';
import type { DashboardRow } from '@nivesh/contracts';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { DeleteDialog, RowDeleteButton } from '@/components/alerts/delete-dialog';
import { appPath } from '@/config/paths';
import { NO_VALUE } from '@/lib/format';
import { orderCommands, runCommand } from '../api/order-dashboard-api';
import { actionColumn } from '../lib/action-column';
import { DashboardList } from './dashboard-list';
import { FundsPanel } from './funds-panel';
import { HoldingsSummary, PositionsSummary } from './summary-tiles';
import { isProcessed } from './symbol-cell';
import { useCommandAlert } from './use-command-alert';

const addSimpleHref = (query = '') => `${appPath('/order-dashboard/add-simple-strategy').getHref()}${query}`;
const editSimpleHref = (orderId: string) =>
  appPath('/order-dashboard/edit-simple-strategy/{order_id}').getHref({ order_id: orderId });

const PlaceOrderButton = () => (
  <Button component={Link} to={addSimpleHref()} leftSection={<IconPlus size={16} aria-hidden="true" />}>
    Place order
  </Button>
);

interface Cancelling {
  readonly orderId: string;
  readonly symbol: string;
}

/** /simple-order-dashboard: today's simple orders and every open one; open orders can be modified or cancelled. */
export function SimpleOrdersPage() {
  const [cancelling, setCancelling] = useState<Cancelling | null>(null);
  const extra = useMemo(
    () => [
      actionColumn('Actions', (row: DashboardRow) =>
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
              Modify
            </Button>
            <RowDeleteButton
              label="Cancel"
              onClick={() => setCancelling({ orderId: String(row.orderId), symbol: String(row.symbol) })}
            />
          </Group>
        ),
      ),
    ],
    [],
  );
  return (
    <>
      <DashboardList
        tab="/simple-order-dashboard"
        call={{ action: 'getSimpleOrderData', pageName: 'simple' }}
        subtitle="Today's Market, Limit and SL orders, and every order still open. Validity is always Day: an open order expires at the close."
        buttons={<PlaceOrderButton />}
        notices={<FundsPanel />}
        extra={extra}
        emptyMessage="No orders today. Place one with the button above."
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
  return (
    <DashboardList
      tab="/trade-order-dashboard"
      call={{ action: 'getSimpleOrderData', pageName: 'trade' }}
      subtitle="Today's executed orders, each with the charges of its contract note."
      emptyMessage="No order has executed today."
    />
  );
}

/** The re-order form for a position row, opened in a new tab (spec 4). */
const reOrderHref = (symbol: string, side: 'Buy' | 'Sell') =>
  addSimpleHref(`?${new URLSearchParams({ symbol, type: side }).toString()}`);

/** /position-order-dashboard: net positions with gross and net P&L; Buy and Sell re-order a row. */
export function PositionsPage() {
  const { run, notice } = useCommandAlert();
  const extra = useMemo(() => {
    const reOrder = async (row: DashboardRow, side: 'Buy' | 'Sell') => {
      const ok = await run(() =>
        runCommand(orderCommands.updateReOrder, { orderId: String(row.orderId), signalType: side }),
      );
      if (ok) window.open(reOrderHref(String(row.symbol), side), '_blank', 'noopener');
    };
    return [
      actionColumn('Actions', (row: DashboardRow) =>
        isProcessed(row) ? (
          NO_VALUE
        ) : (
          <Group gap={6} wrap="nowrap">
            <Button size="compact-xs" color="green" onClick={() => reOrder(row, 'Buy')}>
              Buy
            </Button>
            <Button size="compact-xs" color="red" onClick={() => reOrder(row, 'Sell')}>
              Sell
            </Button>
          </Group>
        ),
      ),
    ];
  }, [run]);
  return (
    <DashboardList
      tab="/position-order-dashboard"
      call={{ action: 'getSimpleOrderData', pageName: 'position' }}
      subtitle="Net positions per stock and product. Intraday positions are squared off at 15:20 IST; Delivery buys become holdings."
      extra={extra}
      notices={
        <>
          <FundsPanel />
          {notice}
        </>
      }
      summary={(answer) => <PositionsSummary answer={answer} />}
      emptyMessage="No positions. An executed order opens one."
    />
  );
}

/** /portfolio-order-dashboard: Delivery holdings at average cost. */
export function PortfolioPage() {
  return (
    <DashboardList
      tab="/portfolio-order-dashboard"
      call={{ action: 'getPortFolioOrderRecord' }}
      subtitle="Delivery holdings (settled at the end of each session) at their average cost, valued at the last traded prices."
      notices={<FundsPanel />}
      summary={(answer) => <HoldingsSummary answer={answer} />}
      emptyMessage="No holdings yet. Delivery buys settle into holdings at the end of their session; until then they are positions."
    />
  );
}

/** /simple-order-history: every simple order, newest first. */
export function SimpleHistoryPage() {
  return (
    <DashboardList
      tab="/simple-order-history"
      call={{ action: 'simpleOrderHistory' }}
      subtitle="Every simple order you have placed, newest first."
      emptyMessage="No orders yet."
    />
  );
}

/** /trade-order-history: every executed order, newest first. */
export function TradeHistoryPage() {
  return (
    <DashboardList
      tab="/trade-order-history"
      call={{ action: 'tradeOrderHistory' }}
      subtitle="Every executed order, newest first, with its charges."
      emptyMessage="No trades yet."
    />
  );
}

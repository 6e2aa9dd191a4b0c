import { Anchor, Button, Group } from '@mantine/core';
import type { DashboardRow } from '@nivesh/contracts';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { DeleteDialog, RowDeleteButton } from '@/components/alerts/delete-dialog';
import { appPath, paths } from '@/config/paths';
import { NO_VALUE } from '@/lib/format';
import { useStrings } from '@/lib/strings';
import { orderCommands, runCommand } from '../api/order-dashboard-api';
import { actionColumn } from '../lib/action-column';
import { KEY_FIELDS } from '../lib/server-columns';
import { orderDashboardStrings } from '../strings';
import { DashboardList } from './dashboard-list';

const orderDetailHref = (orderId: string) =>
  appPath('/order-dashboard/{order_id}').getHref({ order_id: orderId });
const editHref = (orderId: string) =>
  appPath('/order-dashboard/edit-strategy/{order_id}').getHref({ order_id: orderId });

const RENDERERS = {
  orderId: (row: DashboardRow) => (
    <Anchor component={Link} to={orderDetailHref(String(row.orderId))} fw={600} size="sm">
      {String(row.orderId)}
    </Anchor>
  ),
};

/** /order-dashboard: the strategy (basket) orders; add strategy, search, refresh; view, edit, delete. */
export function StrategyOrdersPage() {
  const t = useStrings(orderDashboardStrings);
  const navigate = useNavigate();
  const client = useQueryClient();
  const [deleting, setDeleting] = useState<string | null>(null);
  const extra = useMemo(
    () => [
      actionColumn(t('actions'), (row) =>
        row.orderId ? (
          <Group gap={6} wrap="nowrap">
            <Button component={Link} to={editHref(String(row.orderId))} size="compact-xs" variant="light">
              {t('lists.edit')}
            </Button>
            <RowDeleteButton label={t('lists.delete')} onClick={() => setDeleting(String(row.orderId))} />
          </Group>
        ) : (
          NO_VALUE
        ),
      ),
    ],
    [t],
  );
  return (
    <>
      <DashboardList
        tab="/order-dashboard"
        call={{ action: 'getOrderData' }}
        subtitle={t('lists.strategySubtitle')}
        buttons={
          <>
            <Button
              component={Link}
              to={appPath('/order-dashboard/add-strategy').getHref()}
              leftSection={<IconPlus size={16} aria-hidden="true" />}
            >
              {t('lists.addStrategy')}
            </Button>
            <Button
              component={Link}
              to={appPath('/order-dashboard/search').getHref()}
              variant="default"
              leftSection={<IconSearch size={16} aria-hidden="true" />}
            >
              {t('search')}
            </Button>
          </>
        }
        renderers={RENDERERS}
        extra={extra}
        emptyMessage={t('lists.strategyEmpty')}
        keyFields={KEY_FIELDS.basket}
      />
      <DeleteDialog
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        onDelete={() => runCommand(orderCommands.deleteOrderRecord, { order_id: deleting ?? '' })}
        onDeleted={() => {
          setDeleting(null);
          void client.invalidateQueries({ queryKey: ['order-dashboard'] });
          navigate(paths.orderDashboard.getHref());
        }}
      />
    </>
  );
}

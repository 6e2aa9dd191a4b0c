import { Alert, Badge, Button, Table, Text } from '@mantine/core';
import type { PaymentHistoryRow } from '@nivesh/contracts';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { headerCellProps, placeClassName, TableScroll, tableClassName } from '@/components/market/data-table';
import { formatDateTimeIst, formatRupees, NO_VALUE } from '@/lib/format';
import { useStrings } from '@/lib/strings';
import { downloadInvoice } from '../api/download-invoice';
import { subscriptionsStrings } from '../strings';

/** Each status's colour; its wording is `payments.statuses.<status>`. */
const STATUS_COLOUR = {
  captured: 'teal',
  pending: 'yellow',
  failed: 'red',
  duplicate: 'orange',
  refunded: 'gray',
} as const;

/**
 * Every payment of the user with its status and, for paid ones, the GST invoice to download. On a
 * phone the date, plan and amount are in view (key columns); GST, status and invoice scroll sideways.
 */
export function PaymentHistory({ payments }: { readonly payments: readonly PaymentHistoryRow[] }) {
  const t = useStrings(subscriptionsStrings);
  const [error, setError] = useState<string | null>(null);
  if (payments.length === 0) return <Text c="dimmed">{t('payments.none')}</Text>;
  return (
    <>
      {error && (
        <Alert color="red" withCloseButton onClose={() => setError(null)} mb="sm">
          {error}
        </Alert>
      )}
      <TableScroll label={t('account.paymentHistory')}>
        <Table
          className={tableClassName}
          withTableBorder
          striped
          verticalSpacing="xs"
          data-testid="payment-history"
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th {...headerCellProps('first')}>{t('payments.date')}</Table.Th>
              <Table.Th {...headerCellProps('key')}>{t('payments.plan')}</Table.Th>
              <Table.Th ta="right" {...headerCellProps('key')}>
                {t('payments.amount')}
              </Table.Th>
              <Table.Th ta="right">{t('payments.gst')}</Table.Th>
              <Table.Th>{t('payments.status')}</Table.Th>
              <Table.Th>{t('payments.invoice')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {payments.map((p) => (
              <Table.Tr key={p.paymentId}>
                <Table.Td className={placeClassName('first')}>{formatDateTimeIst(p.createdAt)}</Table.Td>
                <Table.Td className={placeClassName('key')}>
                  {p.packageName}, {p.durationLabel}
                </Table.Td>
                <Table.Td ta="right" className={placeClassName('key')} data-align="right">
                  {formatRupees(p.amount)}
                </Table.Td>
                <Table.Td ta="right">
                  {p.invoice ? formatRupees(p.invoice.gstPaise / 100) : NO_VALUE}
                </Table.Td>
                <Table.Td>
                  <Badge color={STATUS_COLOUR[p.status]} variant="light" title={p.detail}>
                    {t(`payments.statuses.${p.status}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  {p.invoice ? (
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      leftSection={<IconDownload size={14} aria-hidden="true" />}
                      onClick={async () => {
                        const invoice = p.invoice;
                        if (invoice) setError(await downloadInvoice(p.paymentId, invoice.number));
                      }}
                    >
                      {p.invoice.number}
                    </Button>
                  ) : (
                    NO_VALUE
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScroll>
    </>
  );
}

import { Button, Group, Modal, Stack, Table } from '@mantine/core';
import { useStrings } from '@/lib/strings';
import { orderDashboardStrings } from '../strings';

export interface ConfirmLine {
  readonly label: string;
  readonly value: string;
}

interface OrderConfirmDialogProps {
  readonly opened: boolean;
  readonly lines: readonly ConfirmLine[];
  readonly busy: boolean;
  readonly onCancel: () => void;
  readonly onConfirm: () => void;
}

/** Spec 4's "Order Confirmation" dialog: the order in full, then Cancel Order or Confirm Order. */
export function OrderConfirmDialog({ opened, lines, busy, onCancel, onConfirm }: OrderConfirmDialogProps) {
  const t = useStrings(orderDashboardStrings);
  return (
    <Modal opened={opened} onClose={busy ? () => {} : onCancel} title={t('confirm.title')} centered>
      <Stack gap="md">
        <Table withRowBorders={false} verticalSpacing={4}>
          <Table.Tbody>
            {lines.map((line) => (
              <Table.Tr key={line.label}>
                <Table.Th scope="row" fw={500} c="dimmed" w="45%">
                  {line.label}
                </Table.Th>
                <Table.Td fw={600}>{line.value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            {t('confirm.cancel')}
          </Button>
          <Button onClick={onConfirm} loading={busy}>
            {t('confirm.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

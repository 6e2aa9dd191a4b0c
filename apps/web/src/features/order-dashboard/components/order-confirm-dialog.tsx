import { Button, Group, Modal, Stack, Table } from '@mantine/core';

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
  return (
    <Modal opened={opened} onClose={busy ? () => {} : onCancel} title="Order Confirmation" centered>
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
            Cancel Order
          </Button>
          <Button onClick={onConfirm} loading={busy}>
            Confirm Order
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

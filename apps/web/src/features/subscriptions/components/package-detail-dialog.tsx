import { Button, Group, List, Modal, Stack, Table, Text, ThemeIcon } from '@mantine/core';
import type { DurationColumn, SubscriptionPlan } from '@nivesh/contracts';
import { IconCheck } from '@tabler/icons-react';
import { payable, pricesOf, rupeesText } from '../lib/plan-prices';
import { ComingFeatures, PolicyLinks } from './coming-features';
import { DurationChoice } from './duration-choice';

interface PackageDetailDialogProps {
  readonly plan: SubscriptionPlan | null;
  readonly duration: DurationColumn;
  readonly onDuration: (value: DurationColumn) => void;
  readonly onPay: () => void;
  readonly onClose: () => void;
  readonly busy: boolean;
}

/** One package in full: what it includes, its four prices and Pay Now. */
export function PackageDetailDialog({
  plan,
  duration,
  onDuration,
  onPay,
  onClose,
  busy,
}: PackageDetailDialogProps) {
  return (
    <Modal
      opened={plan !== null}
      onClose={onClose}
      title={plan ? `${plan.name} plan` : ''}
      centered
      size="lg"
    >
      {plan && (
        <Stack gap="md">
          <Text size="sm">{plan.description}</Text>
          <Text fw={600} size="sm">
            Included
          </Text>
          <List
            spacing={4}
            size="sm"
            icon={
              <ThemeIcon color="teal" size={18} radius="xl">
                <IconCheck size={12} aria-hidden="true" />
              </ThemeIcon>
            }
          >
            {plan.features.map((f) => (
              <List.Item key={f}>{f}</List.Item>
            ))}
          </List>
          <ComingFeatures names={plan.coming} />
          <Table withTableBorder fz="sm">
            <Table.Thead>
              <Table.Tr>
                {pricesOf(plan).map((p) => (
                  <Table.Th key={p.column}>{p.label}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              <Table.Tr>
                {pricesOf(plan).map((p) => (
                  <Table.Td key={p.column}>{rupeesText(p.price)}</Table.Td>
                ))}
              </Table.Tr>
            </Table.Tbody>
          </Table>
          <Text size="xs" c="dimmed">
            Prices include 18 % GST. A renewal before the end of a plan starts when the running one ends.
          </Text>
          {plan.onSale && plan.onemonth + plan.oneyear > 0 && (
            <>
              <DurationChoice pkg={plan} value={duration} onChange={onDuration} />
              <Group justify="flex-end">
                <Button variant="default" onClick={onClose}>
                  Close
                </Button>
                <Button onClick={onPay} loading={busy} disabled={!payable(plan[duration])}>
                  Pay Now
                </Button>
              </Group>
              <PolicyLinks />
            </>
          )}
        </Stack>
      )}
    </Modal>
  );
}

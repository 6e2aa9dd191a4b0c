import { Button, Group, List, Modal, Stack, Table, Text, ThemeIcon } from '@mantine/core';
import type { DurationColumn, SubscriptionPlan } from '@nivesh/contracts';
import { IconCheck } from '@tabler/icons-react';
import { useStrings } from '@/lib/strings';
import { payable, pricesOf, rupeesText } from '../lib/plan-prices';
import { subscriptionsStrings } from '../strings';
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
  const t = useStrings(subscriptionsStrings);
  return (
    <Modal
      opened={plan !== null}
      onClose={onClose}
      title={plan ? t('packages.planTitle', { name: plan.name }) : ''}
      centered
      size="lg"
    >
      {plan && (
        <Stack gap="md">
          <Text size="sm">{plan.description}</Text>
          <Text fw={600} size="sm">
            {t('packages.included')}
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
                  <Table.Th key={p.column}>{t(`duration.${p.column}`)}</Table.Th>
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
            {t('packages.gstNote')}
          </Text>
          {plan.onSale && plan.onemonth + plan.oneyear > 0 && (
            <>
              <DurationChoice pkg={plan} value={duration} onChange={onDuration} />
              <Group justify="flex-end">
                <Button variant="default" onClick={onClose}>
                  {t('packages.close')}
                </Button>
                <Button onClick={onPay} loading={busy} disabled={!payable(plan[duration])}>
                  {t('packages.payNow')}
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

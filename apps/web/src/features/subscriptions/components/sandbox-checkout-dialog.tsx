import { Alert, Button, Group, Modal, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core';
import { type OrderDetailsAnswer, SANDBOX_CARDS } from '@nivesh/contracts';
import { IconTestPipe } from '@tabler/icons-react';
import { useState } from 'react';
import { useStrings } from '@/lib/strings';
import type { SandboxCard } from '../api/payments';
import { rupeesText } from '../lib/plan-prices';
import { subscriptionsStrings } from '../strings';
import { PolicyLinks } from './coming-features';

/** The test cards by outcome; each outcome is worded by `sandbox.outcomes.<outcome>`. */
const TEST_CARDS = (['success', 'decline', 'pending'] as const).map((outcome) => ({
  number: SANDBOX_CARDS[outcome],
  outcome,
}));

const grouped = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

interface SandboxCheckoutDialogProps {
  readonly checkout: OrderDetailsAnswer | null;
  readonly paying: boolean;
  readonly error: string | null;
  readonly onPay: (card: SandboxCard) => void;
  readonly onClose: () => void;
}

/** The built-in test checkout (PAYMENT_PROVIDER=sandbox): no real money moves. */
export function SandboxCheckoutDialog({
  checkout,
  paying,
  error,
  onPay,
  onClose,
}: SandboxCheckoutDialogProps) {
  const t = useStrings(subscriptionsStrings);
  const [card, setCard] = useState<string>(grouped(SANDBOX_CARDS.success));
  const [expiry, setExpiry] = useState('12/30');
  const [cvv, setCvv] = useState('123');
  const amount = checkout ? checkout.order.amount / 100 : 0;
  return (
    <Modal opened={checkout !== null} onClose={onClose} title={t('sandbox.title')} centered size="lg">
      {checkout && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            onPay({ card_number: card, expiry, cvv });
          }}
        >
          <Stack gap="md">
            <Alert color="grape" variant="light" icon={<IconTestPipe size={18} aria-hidden="true" />}>
              {t('sandbox.testOnly')}
            </Alert>
            <Group justify="space-between">
              <Text fw={600}>{checkout.checkout.description}</Text>
              <Text fw={700} data-testid="checkout-amount">
                {rupeesText(amount)}
              </Text>
            </Group>
            <Table withTableBorder fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('sandbox.testCard')}</Table.Th>
                  <Table.Th>{t('sandbox.outcome')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {TEST_CARDS.map((c) => (
                  <Table.Tr key={c.number}>
                    <Table.Td>
                      <Button variant="subtle" size="compact-sm" onClick={() => setCard(grouped(c.number))}>
                        {grouped(c.number)}
                      </Button>
                    </Table.Td>
                    <Table.Td>{t(`sandbox.outcomes.${c.outcome}`)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <TextInput
              label={t('sandbox.cardNumber')}
              value={card}
              onChange={(e) => setCard(e.currentTarget.value)}
              inputMode="numeric"
              autoComplete="off"
              required
            />
            <SimpleGrid cols={2}>
              <TextInput
                label={t('sandbox.expiry')}
                value={expiry}
                onChange={(e) => setExpiry(e.currentTarget.value)}
                required
              />
              <TextInput
                label={t('sandbox.cvv')}
                value={cvv}
                onChange={(e) => setCvv(e.currentTarget.value)}
                inputMode="numeric"
                required
              />
            </SimpleGrid>
            {error && (
              <Alert color="red" variant="light" role="alert">
                {error}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose} disabled={paying}>
                {t('sandbox.cancel')}
              </Button>
              <Button type="submit" loading={paying}>
                {t('sandbox.pay', { amount: rupeesText(amount) })}
              </Button>
            </Group>
            <PolicyLinks />
          </Stack>
        </form>
      )}
    </Modal>
  );
}

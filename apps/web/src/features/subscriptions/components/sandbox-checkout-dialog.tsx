import { Alert, Button, Group, Modal, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core';
import { type OrderDetailsAnswer, SANDBOX_CARDS } from '@nivesh/contracts';
import { IconTestPipe } from '@tabler/icons-react';
import { useState } from 'react';
import type { SandboxCard } from '../api/payments';
import { rupeesText } from '../lib/plan-prices';
import { PolicyLinks } from './coming-features';

const TEST_CARDS = [
  { number: SANDBOX_CARDS.success, outcome: 'Payment succeeds' },
  { number: SANDBOX_CARDS.decline, outcome: 'Bank declines the card' },
  { number: SANDBOX_CARDS.pending, outcome: 'Payment stays pending' },
] as const;

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
  const [card, setCard] = useState<string>(grouped(SANDBOX_CARDS.success));
  const [expiry, setExpiry] = useState('12/30');
  const [cvv, setCvv] = useState('123');
  const amount = checkout ? checkout.order.amount / 100 : 0;
  return (
    <Modal opened={checkout !== null} onClose={onClose} title="Sandbox checkout" centered size="lg">
      {checkout && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            onPay({ card_number: card, expiry, cvv });
          }}
        >
          <Stack gap="md">
            <Alert color="grape" variant="light" icon={<IconTestPipe size={18} aria-hidden="true" />}>
              Test payments only: this checkout charges no card. Use a test card below.
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
                  <Table.Th>Test card</Table.Th>
                  <Table.Th>Outcome</Table.Th>
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
                    <Table.Td>{c.outcome}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <TextInput
              label="Card number"
              value={card}
              onChange={(e) => setCard(e.currentTarget.value)}
              inputMode="numeric"
              autoComplete="off"
              required
            />
            <SimpleGrid cols={2}>
              <TextInput
                label="Expiry (MM/YY)"
                value={expiry}
                onChange={(e) => setExpiry(e.currentTarget.value)}
                required
              />
              <TextInput
                label="CVV"
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
                Cancel
              </Button>
              <Button type="submit" loading={paying}>
                Pay {rupeesText(amount)}
              </Button>
            </Group>
            <PolicyLinks />
          </Stack>
        </form>
      )}
    </Modal>
  );
}

import { List, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { BacktestRunAnswer } from '@nivesh/contracts';
import { formatRupees } from '@/lib/format';

const COMPONENTS: readonly [keyof BacktestRunAnswer['charges'], string][] = [
  ['brokerage', 'Brokerage'],
  ['stt', 'STT'],
  ['exchange', 'Exchange (NSE)'],
  ['sebi', 'SEBI fee'],
  ['stampDuty', 'Stamp duty'],
  ['dp', 'DP charge'],
  ['gst', 'GST'],
];

/** What the trades paid, by charge, the rates behind it, and every assumption of the run. */
export function ChargesAndAssumptions({ answer }: { readonly answer: BacktestRunAnswer }) {
  const { charges, rates, settings } = answer;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <Paper withBorder radius="md" p="md">
        <Stack gap="xs">
          <Title order={3} size="h4">
            Charges paid
          </Title>
          <Table striped>
            <Table.Tbody>
              {COMPONENTS.map(([key, label]) => (
                <Table.Tr key={key}>
                  <Table.Td>{label}</Table.Td>
                  <Table.Td ta="right">{formatRupees(charges[key])}</Table.Td>
                </Table.Tr>
              ))}
              <Table.Tr fw={700}>
                <Table.Td>Total</Table.Td>
                <Table.Td ta="right">{formatRupees(charges.total)}</Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
          <Text size="xs" c="dimmed">
            Broker plan: {settings.planLabel} — {settings.planDescription}.
          </Text>
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p="md">
        <Stack gap="xs">
          <Title order={3} size="h4">
            Rates (NSE cash equity)
          </Title>
          <Table.ScrollContainer minWidth={360}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Charge</Table.Th>
                  <Table.Th>Intraday</Table.Th>
                  <Table.Th>Delivery</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rates.map((r) => (
                  <Table.Tr key={r.component}>
                    <Table.Td>{r.component}</Table.Td>
                    <Table.Td>{r.intraday}</Table.Td>
                    <Table.Td>{r.delivery}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p="md" style={{ gridColumn: '1 / -1' }}>
        <Stack gap="xs">
          <Title order={3} size="h4">
            Assumptions
          </Title>
          <List size="sm" spacing={4}>
            {answer.assumptions.map((a) => (
              <List.Item key={a}>{a}</List.Item>
            ))}
          </List>
        </Stack>
      </Paper>
    </SimpleGrid>
  );
}

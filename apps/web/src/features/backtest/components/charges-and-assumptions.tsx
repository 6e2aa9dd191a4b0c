import { List, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { BacktestRunAnswer } from '@nivesh/contracts';
import { formatRupees } from '@/lib/format';
import { useStrings } from '@/lib/strings';
import { backtestStrings } from '../strings';

const COMPONENTS = [
  'brokerage',
  'stt',
  'exchange',
  'sebi',
  'stampDuty',
  'dp',
  'gst',
] as const satisfies readonly (keyof BacktestRunAnswer['charges'])[];

/** What the trades paid, by charge, the rates behind it, and every assumption of the run. */
export function ChargesAndAssumptions({ answer }: { readonly answer: BacktestRunAnswer }) {
  const t = useStrings(backtestStrings);
  const { charges, rates, settings } = answer;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <Paper withBorder radius="md" p="md">
        <Stack gap="xs">
          <Title order={3} size="h4">
            {t('charges.title')}
          </Title>
          <Table striped>
            <Table.Tbody>
              {COMPONENTS.map((key) => (
                <Table.Tr key={key}>
                  <Table.Td>{t(`charges.components.${key}`)}</Table.Td>
                  <Table.Td ta="right">{formatRupees(charges[key])}</Table.Td>
                </Table.Tr>
              ))}
              <Table.Tr fw={700}>
                <Table.Td>{t('charges.total')}</Table.Td>
                <Table.Td ta="right">{formatRupees(charges.total)}</Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
          <Text size="xs" c="dimmed">
            {t('charges.brokerPlan', { label: settings.planLabel, description: settings.planDescription })}
          </Text>
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p="md">
        <Stack gap="xs">
          <Title order={3} size="h4">
            {t('charges.rates')}
          </Title>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('charges.charge')}</Table.Th>
                <Table.Th>{t('charges.intraday')}</Table.Th>
                <Table.Th>{t('charges.delivery')}</Table.Th>
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
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p="md" style={{ gridColumn: '1 / -1' }}>
        <Stack gap="xs">
          <Title order={3} size="h4">
            {t('charges.assumptions')}
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

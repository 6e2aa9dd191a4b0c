import {
  Group,
  NumberInput,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { MarketPage } from '@/components/market/market-page';
import { QueryStates } from '@/components/market/query-states';
import { formatRupees } from '@/lib/format';
import { type ChargeLines, type ChargesParams, useCharges } from '../api/get-charges';

const LINES: readonly { key: keyof ChargeLines; label: string }[] = [
  { key: 'turnover', label: 'Turnover' },
  { key: 'brokerage', label: 'Brokerage' },
  { key: 'stt', label: 'STT' },
  { key: 'exchange', label: 'Exchange transaction charge' },
  { key: 'sebi', label: 'SEBI turnover fee' },
  { key: 'stampDuty', label: 'Stamp duty' },
  { key: 'dp', label: 'DP charge' },
  { key: 'gst', label: 'GST' },
  { key: 'total', label: 'Total charges' },
];

const asNumber = (v: string | number) => (typeof v === 'number' ? v : Number.NaN);

/** /Calculator: brokerage and statutory charges of a buy and a sell on NSE, computed by the server. */
export function ChargesCalculatorPage() {
  const [product, setProduct] = useState<'intraday' | 'delivery'>('intraday');
  const [quantity, setQuantity] = useState<string | number>(100);
  const [buy, setBuy] = useState<string | number>(2500);
  const [sell, setSell] = useState<string | number>(2550);
  const params = useMemo<ChargesParams | null>(() => {
    const [q, b, s] = [asNumber(quantity), asNumber(buy), asNumber(sell)];
    return Number.isFinite(q) && Number.isFinite(b) && Number.isFinite(s)
      ? { product, quantity: q, buy_price: b, sell_price: s }
      : null;
  }, [product, quantity, buy, sell]);
  const [debounced] = useDebouncedValue(params, 250);
  const query = useCharges(debounced);
  return (
    <MarketPage
      title="Brokerage calculator"
      subtitle="NSE equity charges of a buy and a sell: brokerage, STT, exchange charge, SEBI fee, stamp duty, DP charge and GST."
      simulated={false}
    >
      <Stack gap="lg">
        <Paper withBorder p="md" radius="md">
          <Stack gap="sm">
            <SegmentedControl
              value={product}
              onChange={(v) => setProduct(v === 'delivery' ? 'delivery' : 'intraday')}
              data={[
                { value: 'intraday', label: 'Intraday' },
                { value: 'delivery', label: 'Delivery' },
              ]}
              aria-label="Product"
            />
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <NumberInput
                label="Quantity"
                value={quantity}
                onChange={setQuantity}
                min={1}
                allowDecimal={false}
                thousandSeparator=","
              />
              {[
                { label: 'Buy price (₹)', value: buy, set: setBuy },
                { label: 'Sell price (₹)', value: sell, set: setSell },
              ].map((f) => (
                <NumberInput
                  key={f.label}
                  label={f.label}
                  value={f.value}
                  onChange={f.set}
                  min={0.05}
                  decimalScale={2}
                  step={0.05}
                />
              ))}
            </SimpleGrid>
            {params === null && (
              <Text size="sm" c="red">
                Enter a quantity, a buy price and a sell price.
              </Text>
            )}
          </Stack>
        </Paper>
        <QueryStates
          query={query}
          errorTitle="Check the inputs"
          loading={<Text role="status">Calculating…</Text>}
        >
          {(answer) => (
            <Stack gap="md">
              <SimpleGrid cols={{ base: 2, sm: 4 }}>
                {[
                  { label: 'Gross P&L', value: answer.grossPnl, tone: true },
                  { label: 'Total charges', value: answer.total.total, tone: false },
                  { label: 'Net P&L', value: answer.netPnl, tone: true },
                  { label: 'Points to break even', value: answer.breakevenPerShare, tone: false },
                ].map((tile) => (
                  <Paper key={tile.label} withBorder p="sm" radius="md">
                    <Text size="xs" c="dimmed">
                      {tile.label}
                    </Text>
                    <Text
                      fw={700}
                      c={tile.tone ? (tile.value < 0 ? 'red' : 'teal') : undefined}
                      data-testid={`calc-${tile.label}`}
                    >
                      {formatRupees(tile.value)}
                    </Text>
                  </Paper>
                ))}
              </SimpleGrid>
              <Table.ScrollContainer minWidth={420}>
                <Table withTableBorder striped>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Charge</Table.Th>
                      <Table.Th ta="right">Buy</Table.Th>
                      <Table.Th ta="right">Sell</Table.Th>
                      <Table.Th ta="right">Total</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {LINES.map((l) => (
                      <Table.Tr key={l.key} fw={l.key === 'total' ? 700 : undefined}>
                        <Table.Td>{l.label}</Table.Td>
                        <Table.Td ta="right">{formatRupees(answer.buy[l.key])}</Table.Td>
                        <Table.Td ta="right">{formatRupees(answer.sell[l.key])}</Table.Td>
                        <Table.Td ta="right">{formatRupees(answer.total[l.key])}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
              <Stack gap={4}>
                <Title order={2} fz="md">
                  Rates used
                </Title>
                {answer.rates.map((r) => (
                  <Group key={r.name} gap="xs" wrap="nowrap" align="flex-start">
                    <Text size="sm" fw={600} miw={200}>
                      {r.name}
                    </Text>
                    <Text size="sm">{r.rate}</Text>
                  </Group>
                ))}
                <Text size="xs" c="dimmed">
                  Brokerage follows a discount broker’s published plan; statutory rates as in force for NSE
                  equity. Each order is rounded as a contract note rounds it (STT to the rupee).
                </Text>
              </Stack>
            </Stack>
          )}
        </QueryStates>
      </Stack>
    </MarketPage>
  );
}

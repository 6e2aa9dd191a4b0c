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
import type { ChargeRate } from '@nivesh/contracts';
import { useMemo, useState } from 'react';
import { headerCellProps, placeClassName, TableScroll, tableClassName } from '@/components/market/data-table';
import { MarketPage } from '@/components/market/market-page';
import { QueryStates } from '@/components/market/query-states';
import { formatRupees } from '@/lib/format';
import { type StringKey, type StringVars, useStrings } from '@/lib/strings';
import { type ChargeLines, type ChargesParams, useCharges } from '../api/get-charges';
import { subscriptionsStrings } from '../strings';

/** The charge lines in the table's order; each is worded by `calculator.lines.<key>`. */
const LINES: readonly (keyof ChargeLines & keyof typeof subscriptionsStrings.en.calculator.lines)[] = [
  'turnover',
  'brokerage',
  'stt',
  'exchange',
  'sebi',
  'stampDuty',
  'dp',
  'gst',
  'total',
];

type Tile = keyof typeof subscriptionsStrings.en.calculator.tiles;

const asNumber = (v: string | number) => (typeof v === 'number' ? v : Number.NaN);

/** A rate's number with Indian grouping and only the decimals it has: 0.00297, 13.5, 20. */
const rateNumberFormat = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 5 });
const rateNumber = (value: number) => rateNumberFormat.format(value);

type SubscriptionsT = (key: StringKey<typeof subscriptionsStrings.en>, vars?: StringVars) => string;

/** A rate the server used, worded in the page's language (`calculator.rates.*`). */
function rateText(rate: ChargeRate, t: SubscriptionsT): string {
  switch (rate.key) {
    case 'brokerage':
      return rate.applies
        ? t('calculator.rates.brokerage', {
            cap: rateNumber(rate.capRupees),
            percent: rateNumber(rate.percent),
          })
        : t('calculator.rates.brokerageZero');
    case 'stt':
      return rate.buyPercent > 0
        ? t('calculator.rates.sttBuyAndSell', {
            buy: rateNumber(rate.buyPercent),
            sell: rateNumber(rate.sellPercent),
          })
        : t('calculator.rates.sttSell', { sell: rateNumber(rate.sellPercent) });
    case 'exchange':
      return t('calculator.rates.exchange', { percent: rateNumber(rate.percent) });
    case 'sebi':
      return t('calculator.rates.sebi', { rupees: rateNumber(rate.rupeesPerCrore) });
    case 'stampDuty':
      return t('calculator.rates.stampDuty', { percent: rateNumber(rate.buyPercent) });
    case 'dp':
      return rate.applies
        ? t('calculator.rates.dp', { rupees: rateNumber(rate.rupeesPerScripSold) })
        : t('calculator.rates.dpNone');
    case 'gst':
      return t('calculator.rates.gst', { percent: rateNumber(rate.percent) });
  }
}

/** /Calculator: brokerage and statutory charges of a buy and a sell on NSE, computed by the server. */
export function ChargesCalculatorPage() {
  const t = useStrings(subscriptionsStrings);
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
    <MarketPage title={t('calculator.title')} subtitle={t('calculator.subtitle')} simulated={false}>
      <Stack gap="lg">
        <Paper withBorder p="md" radius="md">
          <Stack gap="sm">
            <SegmentedControl
              value={product}
              onChange={(v) => setProduct(v === 'delivery' ? 'delivery' : 'intraday')}
              data={[
                { value: 'intraday', label: t('calculator.intraday') },
                { value: 'delivery', label: t('calculator.delivery') },
              ]}
              aria-label={t('calculator.product')}
            />
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <NumberInput
                label={t('calculator.quantity')}
                value={quantity}
                onChange={setQuantity}
                min={1}
                allowDecimal={false}
                thousandSeparator=","
              />
              {[
                { id: 'buy', label: t('calculator.buyPrice'), value: buy, set: setBuy },
                { id: 'sell', label: t('calculator.sellPrice'), value: sell, set: setSell },
              ].map((f) => (
                <NumberInput
                  key={f.id}
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
                {t('calculator.enterAll')}
              </Text>
            )}
          </Stack>
        </Paper>
        <QueryStates
          query={query}
          errorTitle={t('calculator.checkInputs')}
          loading={<Text role="status">{t('calculator.calculating')}</Text>}
        >
          {(answer) => (
            <Stack gap="md">
              <SimpleGrid cols={{ base: 2, sm: 4 }}>
                {(
                  [
                    { id: 'grossPnl', value: answer.grossPnl, tone: true },
                    { id: 'totalCharges', value: answer.total.total, tone: false },
                    { id: 'netPnl', value: answer.netPnl, tone: true },
                    { id: 'breakeven', value: answer.breakevenPerShare, tone: false },
                  ] satisfies { id: Tile; value: number; tone: boolean }[]
                ).map((tile) => (
                  <Paper key={tile.id} withBorder p="sm" radius="md">
                    <Text size="xs" c="dimmed">
                      {t(`calculator.tiles.${tile.id}`)}
                    </Text>
                    <Text
                      fw={700}
                      c={tile.tone ? (tile.value < 0 ? 'red' : 'teal') : undefined}
                      data-testid={`calc-${subscriptionsStrings.en.calculator.tiles[tile.id]}`}
                    >
                      {formatRupees(tile.value)}
                    </Text>
                  </Paper>
                ))}
              </SimpleGrid>
              <TableScroll label={t('calculator.tiles.totalCharges')}>
                <Table className={tableClassName} withTableBorder striped fz={{ base: 'xs', xs: 'sm' }}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th {...headerCellProps('first')}>{t('calculator.charge')}</Table.Th>
                      <Table.Th ta="right" {...headerCellProps('key')}>
                        {t('calculator.buy')}
                      </Table.Th>
                      <Table.Th ta="right" {...headerCellProps('key')}>
                        {t('calculator.sell')}
                      </Table.Th>
                      <Table.Th ta="right" {...headerCellProps('key')}>
                        {t('calculator.total')}
                      </Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {LINES.map((line) => (
                      <Table.Tr key={line} fw={line === 'total' ? 700 : undefined}>
                        <Table.Td className={placeClassName('first')}>
                          {t(`calculator.lines.${line}`)}
                        </Table.Td>
                        <Table.Td ta="right">{formatRupees(answer.buy[line])}</Table.Td>
                        <Table.Td ta="right">{formatRupees(answer.sell[line])}</Table.Td>
                        <Table.Td ta="right">{formatRupees(answer.total[line])}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </TableScroll>
              <Stack gap={4}>
                <Title order={2} fz="md">
                  {t('calculator.ratesUsed')}
                </Title>
                {answer.rates.map((r) => (
                  <Group key={r.key} gap="xs" wrap="nowrap" align="flex-start">
                    <Text size="sm" fw={600} miw={200}>
                      {t(`calculator.rates.names.${r.key}`)}
                    </Text>
                    <Text size="sm">{rateText(r, t)}</Text>
                  </Group>
                ))}
                <Text size="xs" c="dimmed">
                  {t('calculator.ratesNote')}
                </Text>
              </Stack>
            </Stack>
          )}
        </QueryStates>
      </Stack>
    </MarketPage>
  );
}

import { Group, Stack, Text } from '@mantine/core';
import type { MarketDetails } from '@nivesh/contracts';
import { colourClass } from '@/components/market/market-colours';
import { SimulatedBadge } from '@/components/market/simulated-badge';
import { formatNumber } from '@/lib/format';
import { useStrings } from '@/lib/strings';
import { stockStrings } from '../strings';
import { MiniTable } from './mini-table';

const qty = (value: number | undefined) => (value === undefined ? '' : formatNumber(value, 0));
const px = (value: number | undefined) => (value === undefined ? '' : formatNumber(value));

/** Five bid and ask levels side by side, as a broker's market-depth window shows them. */
export function MarketDepthTable({ depth }: { readonly depth: MarketDetails['depth'] }) {
  const t = useStrings(stockStrings);
  if (depth.bids.length === 0 && depth.asks.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('depth.noBook')}
      </Text>
    );
  }
  const levels = Math.max(depth.bids.length, depth.asks.length);
  const green = colourClass('green');
  const red = colourClass('red');
  const rows = Array.from({ length: levels }, (_, i) => {
    const bid = depth.bids[i];
    const ask = depth.asks[i];
    return {
      key: String(i),
      cells: [
        String(i + 1),
        qty(bid?.quantity),
        qty(bid?.orders),
        <span key="b" className={green}>
          {px(bid?.price)}
        </span>,
        <span key="a" className={red}>
          {px(ask?.price)}
        </span>,
        qty(ask?.orders),
        qty(ask?.quantity),
      ],
    };
  });
  rows.push({
    key: 'total',
    cells: [t('depth.total'), qty(depth.totalBidQuantity), '', '', '', '', qty(depth.totalAskQuantity)],
  });
  return (
    <Stack gap="xs">
      <MiniTable
        keyColumns={4}
        caption={t('depth.title')}
        head={[
          t('depth.number'),
          t('depth.bidQty'),
          t('depth.orders'),
          t('depth.bid'),
          t('depth.ask'),
          t('depth.orders'),
          t('depth.askQty'),
        ]}
        rows={rows}
      />
      <Group gap="xs" wrap="wrap">
        {depth.simulated && <SimulatedBadge size="sm" />}
        <Text size="xs" c="dimmed">
          {t('depth.note')}
        </Text>
      </Group>
    </Stack>
  );
}

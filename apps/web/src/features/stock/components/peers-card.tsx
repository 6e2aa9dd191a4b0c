import { Badge, Group, Text } from '@mantine/core';
import type { PeerRow } from '@nivesh/contracts';
import { DataTable } from '@/components/market/data-table';
import { QueryStates } from '@/components/market/query-states';
import { paths } from '@/config/paths';
import { formatNumber, formatPercent } from '@/lib/format';
import { useStockBoard } from '../api/get-stock-board';
import { SectionCard } from './section-card';

/** Peers of the same industry (or sector) with price, size and valuation, each linking to its page. */
export function PeersCard({ symbol }: { readonly symbol: string }) {
  const query = useStockBoard(symbol);
  const data = query.data && query.data.status === 1 ? query.data : null;
  return (
    <SectionCard title={data ? `Peers: ${data.groupName}` : 'Peers'}>
      <QueryStates query={query}>
        {(board) => (
          <DataTable<PeerRow>
            caption={`Peers of ${symbol} in ${board.groupName}`}
            hideCaption
            rows={board.peers}
            rowKey={(p) => p.symbol}
            rowHref={(p) => (p.isSelf ? null : paths.stock.getHref({ symbol: p.symbol }))}
            csvFileName={`${symbol}-peers`}
            columns={[
              {
                id: 'symbol',
                label: 'Symbol',
                value: (p) => p.symbol,
                render: (p) =>
                  p.isSelf ? (
                    <Group gap={4} wrap="nowrap">
                      <Text span fw={700} size="sm">
                        {p.symbol}
                      </Text>
                      <Badge size="xs" variant="light">
                        This stock
                      </Badge>
                    </Group>
                  ) : (
                    p.symbol
                  ),
              },
              { id: 'name', label: 'Company', value: (p) => p.name },
              {
                id: 'ltp',
                label: 'LTP (₹)',
                value: (p) => p.ltp,
                render: (p) => formatNumber(p.ltp),
                align: 'right',
              },
              {
                id: 'changePct',
                label: 'Change %',
                value: (p) => p.changePct,
                render: (p) => formatPercent(p.changePct),
                tone: 'sign',
                align: 'right',
                sortDescFirst: true,
              },
              {
                id: 'marketCapCr',
                label: 'Market cap (₹ Cr)',
                value: (p) => p.marketCapCr,
                render: (p) => formatNumber(p.marketCapCr, 0),
                align: 'right',
                sortDescFirst: true,
              },
              {
                id: 'pe',
                label: 'P/E',
                value: (p) => p.pe,
                render: (p) => formatNumber(p.pe, 1),
                align: 'right',
              },
              {
                id: 'roe',
                label: 'ROE %',
                value: (p) => p.roe,
                render: (p) => formatNumber(p.roe, 1),
                align: 'right',
              },
            ]}
          />
        )}
      </QueryStates>
    </SectionCard>
  );
}

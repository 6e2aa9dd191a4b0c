import { Badge, Group, Text } from '@mantine/core';
import type { PeerRow } from '@nivesh/contracts';
import { DataTable } from '@/components/market/data-table';
import { QueryStates } from '@/components/market/query-states';
import { paths } from '@/config/paths';
import { formatNumber, formatPercent } from '@/lib/format';
import { useStrings } from '@/lib/strings';
import { useStockBoard } from '../api/get-stock-board';
import { stockStrings } from '../strings';
import { SectionCard } from './section-card';

/** Peers of the same industry (or sector) with price, size and valuation, each linking to its page. */
export function PeersCard({ symbol }: { readonly symbol: string }) {
  const query = useStockBoard(symbol);
  const t = useStrings(stockStrings);
  const data = query.data && query.data.status === 1 ? query.data : null;
  return (
    <SectionCard title={data ? t('peers.titleOf', { group: data.groupName }) : t('peers.title')}>
      <QueryStates query={query}>
        {(board) => (
          <DataTable<PeerRow>
            caption={t('peers.caption', { symbol, group: board.groupName })}
            hideCaption
            rows={board.peers}
            rowKey={(p) => p.symbol}
            rowHref={(p) => (p.isSelf ? null : paths.stock.getHref({ symbol: p.symbol }))}
            csvFileName={`${symbol}-peers`}
            stateKey="peers"
            columns={[
              {
                id: 'symbol',
                label: t('columns.symbol'),
                value: (p) => p.symbol,
                render: (p) =>
                  p.isSelf ? (
                    <Group gap={4} wrap="nowrap">
                      <Text span fw={700} size="sm">
                        {p.symbol}
                      </Text>
                      <Badge size="xs" variant="light">
                        {t('peers.thisStock')}
                      </Badge>
                    </Group>
                  ) : (
                    p.symbol
                  ),
              },
              { id: 'name', label: t('columns.company'), value: (p) => p.name },
              {
                id: 'ltp',
                label: t('columns.ltpRupees'),
                value: (p) => p.ltp,
                render: (p) => formatNumber(p.ltp),
                align: 'right',
                priority: 'key',
              },
              {
                id: 'changePct',
                label: t('columns.changePct'),
                value: (p) => p.changePct,
                render: (p) => formatPercent(p.changePct),
                tone: 'sign',
                align: 'right',
                sortDescFirst: true,
                priority: 'key',
              },
              {
                id: 'marketCapCr',
                label: t('columns.marketCapCr'),
                value: (p) => p.marketCapCr,
                render: (p) => formatNumber(p.marketCapCr, 0),
                align: 'right',
                sortDescFirst: true,
              },
              {
                id: 'pe',
                label: t('columns.pe'),
                value: (p) => p.pe,
                render: (p) => formatNumber(p.pe, 1),
                align: 'right',
              },
              {
                id: 'roe',
                label: t('columns.roePct'),
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

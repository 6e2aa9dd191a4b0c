import { Badge, Group, Stack, Text } from '@mantine/core';
import type { StockScan, TechnicalSignal } from '@nivesh/contracts';
import { QueryStates } from '@/components/market/query-states';
import { formatNumber } from '@/lib/format';
import { useStockScan } from '../api/get-stock-scan';
import { MiniTable } from './mini-table';
import { SectionCard } from './section-card';
import { StatGrid } from './stat-grid';

const VERDICT: Readonly<Record<TechnicalSignal, { label: string; colour: string }>> = {
  bullish: { label: 'Bullish', colour: 'green' },
  bearish: { label: 'Bearish', colour: 'red' },
  neutral: { label: 'Neutral', colour: 'gray' },
};

function rsiText(scan: StockScan): string {
  if (scan.rsi14 === null) return '—';
  const zone =
    scan.rsiZone === 'overbought' ? ' (overbought)' : scan.rsiZone === 'oversold' ? ' (oversold)' : '';
  return `${formatNumber(scan.rsi14)}${zone}`;
}

function TechnicalsBody({ scan }: { readonly scan: StockScan }) {
  const verdict = VERDICT[scan.summary.verdict];
  return (
    <Stack gap="sm">
      <Group gap="xs">
        <Badge color={verdict.colour} variant="light" size="lg">
          {verdict.label}
        </Badge>
        <Text size="sm" c="dimmed">
          {scan.summary.bullish} bullish · {scan.summary.bearish} bearish readings
        </Text>
      </Group>
      <StatGrid
        cols={{ base: 2, sm: 3 }}
        stats={[
          { label: 'RSI (14)', value: rsiText(scan) },
          {
            label: 'MACD (12, 26, 9)',
            value: formatNumber(scan.macd.macd),
            hint: `Signal ${formatNumber(scan.macd.signal)}`,
          },
          { label: 'MACD histogram', value: formatNumber(scan.macd.histogram) },
          {
            label: 'Supertrend (10, 3)',
            value: formatNumber(scan.supertrend.value),
            hint:
              scan.supertrend.direction === null
                ? undefined
                : scan.supertrend.direction === 'up'
                  ? 'Up-trend'
                  : 'Down-trend',
          },
          { label: 'ATR (14)', value: formatNumber(scan.atr14) },
          {
            label: 'Bollinger (20, 2)',
            value: `${formatNumber(scan.bollinger.lower)} – ${formatNumber(scan.bollinger.upper)}`,
          },
        ]}
      />
      <MiniTable
        caption="Moving averages"
        head={['Average', 'Value', 'LTP is']}
        rows={scan.movingAverages.map((m) => ({
          key: m.id,
          cells: [
            m.label,
            formatNumber(m.value),
            m.position === null ? (
              '—'
            ) : (
              <Badge key="p" size="sm" variant="light" color={m.position === 'above' ? 'green' : 'red'}>
                {m.position === 'above' ? 'Above' : 'Below'}
              </Badge>
            ),
          ],
        }))}
      />
    </Stack>
  );
}

/** RSI, MACD, moving averages, Bollinger and Supertrend on daily bars with today's live bar. */
export function TechnicalsCard({ symbol }: { readonly symbol: string }) {
  const query = useStockScan(symbol);
  return (
    <SectionCard title="Technicals (daily)">
      <QueryStates query={query}>{(scan) => <TechnicalsBody scan={scan} />}</QueryStates>
    </SectionCard>
  );
}

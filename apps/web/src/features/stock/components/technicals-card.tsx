import { Badge, Group, Stack, Text } from '@mantine/core';
import type { StockScan, TechnicalSignal } from '@nivesh/contracts';
import { QueryStates } from '@/components/market/query-states';
import { formatNumber } from '@/lib/format';
import { useStrings } from '@/lib/strings';
import { useStockScan } from '../api/get-stock-scan';
import { stockStrings } from '../strings';
import { MiniTable } from './mini-table';
import { SectionCard } from './section-card';
import { StatGrid } from './stat-grid';

const VERDICT_COLOUR: Readonly<Record<TechnicalSignal, string>> = {
  bullish: 'green',
  bearish: 'red',
  neutral: 'gray',
};

function rsiText(scan: StockScan, t: typeof stockStrings.t): string {
  if (scan.rsi14 === null) return '—';
  const value = formatNumber(scan.rsi14);
  if (scan.rsiZone === 'overbought') return t('technicals.overbought', { value });
  if (scan.rsiZone === 'oversold') return t('technicals.oversold', { value });
  return value;
}

function TechnicalsBody({ scan }: { readonly scan: StockScan }) {
  const t = useStrings(stockStrings);
  const verdict = scan.summary.verdict;
  return (
    <Stack gap="sm">
      <Group gap="xs">
        <Badge color={VERDICT_COLOUR[verdict]} variant="light" size="lg">
          {t(`technicals.${verdict}`)}
        </Badge>
        <Text size="sm" c="dimmed">
          {t('technicals.readings', { bullish: scan.summary.bullish, bearish: scan.summary.bearish })}
        </Text>
      </Group>
      <StatGrid
        cols={{ base: 2, sm: 3 }}
        stats={[
          { label: t('technicals.rsi'), value: rsiText(scan, t) },
          {
            label: t('technicals.macd'),
            value: formatNumber(scan.macd.macd),
            hint: t('technicals.signal', { value: formatNumber(scan.macd.signal) }),
          },
          { label: t('technicals.macdHistogram'), value: formatNumber(scan.macd.histogram) },
          {
            label: t('technicals.supertrend'),
            value: formatNumber(scan.supertrend.value),
            hint:
              scan.supertrend.direction === null
                ? undefined
                : scan.supertrend.direction === 'up'
                  ? t('technicals.upTrend')
                  : t('technicals.downTrend'),
          },
          { label: t('technicals.atr'), value: formatNumber(scan.atr14) },
          {
            label: t('technicals.bollinger'),
            value: `${formatNumber(scan.bollinger.lower)} – ${formatNumber(scan.bollinger.upper)}`,
          },
        ]}
      />
      <MiniTable
        keyColumns={2}
        caption={t('technicals.movingAverages')}
        head={[t('technicals.average'), t('technicals.value'), t('technicals.ltpIs')]}
        rows={scan.movingAverages.map((m) => ({
          key: m.id,
          cells: [
            m.label,
            formatNumber(m.value),
            m.position === null ? (
              '—'
            ) : (
              <Badge key="p" size="sm" variant="light" color={m.position === 'above' ? 'green' : 'red'}>
                {m.position === 'above' ? t('technicals.above') : t('technicals.below')}
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
  const t = useStrings(stockStrings);
  return (
    <SectionCard title={t('technicals.title')}>
      <QueryStates query={query}>{(scan) => <TechnicalsBody scan={scan} />}</QueryStates>
    </SectionCard>
  );
}

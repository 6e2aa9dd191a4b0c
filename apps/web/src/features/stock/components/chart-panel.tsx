import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import type { ChartTimeframe } from '@nivesh/contracts';
import { Link } from 'react-router';
import { ChangeText } from '@/components/market/change-text';
import { SymbolAutocomplete } from '@/components/market/symbol-autocomplete';
import { paths } from '@/config/paths';
import { isRefusal } from '@/lib/api-client';
import { formatNumber } from '@/lib/format';
import { useStrings } from '@/lib/strings';
import { useStockDetails } from '../api/get-stock-details';
import { stockStrings } from '../strings';
import { StockChart } from './stock-chart';

interface ChartPanelProps {
  readonly symbol: string;
  readonly timeframe: ChartTimeframe;
  readonly onChange: (symbol: string, timeframe: ChartTimeframe) => void;
  readonly height?: number;
  /** Names the panel for assistive technology ("Chart 2"). */
  readonly label: string;
}

/** One chart of the multi-chart grid: a symbol picker, the live price and a chart. */
export function ChartPanel({ symbol, timeframe, onChange, height = 300, label }: ChartPanelProps) {
  const t = useStrings(stockStrings);
  const query = useStockDetails(symbol);
  const details = query.data && !isRefusal(query.data) ? query.data : null;
  const unknown = query.data !== undefined && isRefusal(query.data);
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-label={label} style={{ minWidth: 0 }}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="wrap" align="flex-start">
          <SymbolAutocomplete
            key={symbol}
            keepValue
            initialValue={symbol}
            size="xs"
            w={{ base: '100%', xs: 200 }}
            ariaLabel={t('multiChart.panelSymbol', { label })}
            onPick={(picked) => onChange(picked, timeframe)}
          />
          {details && (
            <Group gap="xs" wrap="nowrap">
              <Anchor
                component={Link}
                to={paths.stock.getHref({ symbol: details.profile.symbol })}
                fw={700}
                size="sm"
              >
                {details.profile.symbol}
              </Anchor>
              <Text size="sm" fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
                {formatNumber(details.quote.ltp)}
              </Text>
              <ChangeText value={details.quote.changePct} format="percent" size="sm" />
            </Group>
          )}
        </Group>
        {unknown ? (
          <Text size="sm" c="red">
            {t('unknown.title', { symbol })}
          </Text>
        ) : (
          <StockChart
            symbol={symbol}
            quote={details?.quote ?? null}
            timeframe={timeframe}
            onTimeframeChange={(next) => onChange(symbol, next)}
            height={height}
            withIndicators={false}
            showVolume={details?.profile.kind !== 'index'}
          />
        )}
      </Stack>
    </Paper>
  );
}

import { Box, Group } from '@mantine/core';
import { INSIDER_MODE_GROUPS, type InsiderTradesAnswer } from '@nivesh/contracts';
import { Choice, SessionStepper } from '@/components/market/list-controls';
import { useStrings } from '@/lib/strings';
import { SymbolFilter } from '../../day-list';
import { INSIDER_SIDE_FILTERS, type InsiderParams, type InsiderSideFilter } from '../lib/insider-params';
import { insiderStrings } from '../strings';

export interface InsiderControlsProps {
  readonly params: InsiderParams;
  /** The day's answer (or the last one while another day loads). */
  readonly answer: InsiderTradesAnswer | undefined;
  readonly bounds: { readonly earliest: string; readonly latest: string } | undefined;
  /** True while another day than the one shown loads (its neighbours are not known yet). */
  readonly stepping: boolean;
}

/** The broadcast day (typed day first or picked, the days either side), the kind of trade, the side and the stock. */
export function InsiderControls({ params, answer, bounds, stepping }: InsiderControlsProps) {
  const t = useStrings(insiderStrings);
  const groups = INSIDER_MODE_GROUPS.map((value) => ({
    value,
    label: t(`group.${value}`, { count: answer ? String(answer.groupCounts[value]) : '…' }),
  }));
  const sides = INSIDER_SIDE_FILTERS.map((value) => ({
    value,
    label: value === 'all' ? t('controls.allSides') : t(`side.${value}`),
  }));
  return (
    <Group gap="md" align="flex-end" wrap="wrap">
      <SessionStepper
        label={t('controls.session')}
        value={params.date ?? answer?.date ?? ''}
        min={bounds?.earliest}
        max={bounds?.latest}
        previous={stepping ? null : answer?.previousDate}
        next={stepping ? null : answer?.nextDate}
        onChange={params.setDate}
        onLatest={params.date ? () => params.setDate(undefined) : undefined}
        labels={{ previous: t('controls.previous'), next: t('controls.next'), latest: t('controls.latest') }}
      />
      {/* Five kinds with their counts: scrolls sideways on a phone rather than overflow the page. */}
      <Box maw="100%" style={{ overflowX: 'auto' }}>
        <Choice
          label={t('controls.group')}
          value={params.group}
          options={groups}
          onChange={params.setGroup}
        />
      </Box>
      <Choice<InsiderSideFilter>
        label={t('controls.side')}
        value={params.side}
        options={sides}
        onChange={params.setSide}
      />
      <SymbolFilter
        symbol={params.symbol}
        onChange={params.setSymbol}
        labels={{
          symbol: t('controls.symbol'),
          placeholder: t('controls.symbolPlaceholder'),
          allStocks: t('controls.allStocks'),
        }}
      />
    </Group>
  );
}

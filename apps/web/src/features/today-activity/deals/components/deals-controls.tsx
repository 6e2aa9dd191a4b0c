import { Group } from '@mantine/core';
import type { DealsAnswer } from '@nivesh/contracts';
import { Choice } from '@/components/market/list-controls';
import { useStrings } from '@/lib/strings';
import { DayStepper, SymbolFilter } from '../../day-list';
import { DEAL_SIDE_FILTERS, type DealSideFilter, type DealsParams } from '../lib/deals-params';
import { dealsStrings } from '../strings';

export interface DealsControlsProps {
  readonly params: DealsParams;
  /** The day's answer (or the last one while another day loads): its date and the sessions around it. */
  readonly answer: DealsAnswer | undefined;
  /** The earliest and latest sessions with deals, as last known (they stay while a refused day shows). */
  readonly bounds: { readonly earliest: string; readonly latest: string } | undefined;
  /** True while another day than the one shown loads (its neighbours are not known yet). */
  readonly stepping: boolean;
}

/** The session (a day-first date within the sessions with deals, the one before and after, the latest), the side and the stock. */
export function DealsControls({ params, answer, bounds, stepping }: DealsControlsProps) {
  const t = useStrings(dealsStrings);
  const previous = stepping ? null : answer?.previousDate;
  const next = stepping ? null : answer?.nextDate;
  const sides = DEAL_SIDE_FILTERS.map((value) => ({
    value,
    label: value === 'all' ? t('controls.allSides') : t(`side.${value === 'buy' ? 'BUY' : 'SELL'}`),
  }));
  return (
    <Group gap="md" align="flex-end" wrap="wrap">
      <DayStepper
        date={params.date}
        shown={answer?.date}
        min={bounds?.earliest}
        max={bounds?.latest}
        previous={previous}
        next={next}
        setDate={params.setDate}
        labels={{
          session: t('controls.session'),
          previous: t('controls.previous'),
          next: t('controls.next'),
          latest: t('controls.latest'),
        }}
      />
      <Choice<DealSideFilter>
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

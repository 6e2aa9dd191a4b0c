import { Button, Group } from '@mantine/core';
import type { DealsAnswer } from '@nivesh/contracts';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { DateField } from '@/components/forms/date-field';
import { Choice } from '@/components/market/list-controls';
import { useStrings } from '@/lib/strings';
import { SymbolFilter } from '../../day-list';
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

/** A step to the session before or after (disabled when there is none, or none is known yet); the events page steps with it too. */
export function StepButton({
  way,
  to,
  label,
  onStep,
}: {
  readonly way: 'previous' | 'next';
  readonly to: string | null | undefined;
  readonly label: string;
  readonly onStep: (date: string) => void;
}) {
  const Chevron = way === 'previous' ? IconChevronLeft : IconChevronRight;
  const chevron = <Chevron size={14} aria-hidden="true" />;
  return (
    <Button
      variant="default"
      size="xs"
      {...(way === 'previous' ? { leftSection: chevron } : { rightSection: chevron })}
      disabled={!to}
      onClick={() => to && onStep(to)}
    >
      {label}
    </Button>
  );
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
      <Group gap={6} align="flex-end" wrap="wrap">
        <DateField
          label={t('controls.session')}
          size="xs"
          inputWidth={140}
          value={params.date ?? answer?.date ?? ''}
          min={bounds?.earliest}
          max={bounds?.latest}
          onChange={(date) => params.setDate(date)}
        />
        <StepButton way="previous" to={previous} label={t('controls.previous')} onStep={params.setDate} />
        <StepButton way="next" to={next} label={t('controls.next')} onStep={params.setDate} />
        {params.date && (
          <Button variant="light" size="xs" onClick={() => params.setDate(undefined)}>
            {t('controls.latest')}
          </Button>
        )}
      </Group>
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

import { Button, Group, Paper, SimpleGrid, Slider, Stack, Text, Title } from '@mantine/core';
import type { StrategyPosition } from '@nivesh/contracts';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { formatDateIst, formatNumber, formatPercent, formatRupees } from '@/lib/format';
import { useStrings } from '@/lib/strings';
import { addDays, valueAt } from '../lib/payoff-math';
import { strategiesStrings } from '../strings';
import { levelText } from './position-figures';

/** The spot shift's range, % of spot (display only: the chart's marker and the P&L read there). */
export const SPOT_SHIFT_MAX_PCT = 10;
/** The IV shift slider's range, vol points (the contract allows −50…+100; typed links may use more). */
const IV_SLIDER = 30;

interface ScenarioSlidersProps {
  readonly position: StrategyPosition;
  readonly spotShiftPct: number;
  readonly onSpotShift: (pct: number) => void;
  /** The display-only shifted spot (kept within the chart's prices). */
  readonly shiftedSpot: number;
  readonly ivShift: number;
  readonly onIvShift: (points: number) => void;
  /** Days from today to the T+n date, and the most the position allows (null: no expiry). */
  readonly days: number;
  readonly maxDays: number | null;
  readonly onDays: (days: number) => void;
  /** The session's date (day 0 of the slider). */
  readonly today: string;
  /** The date the T+n curve is valued at, as shown. */
  readonly curveDate: string;
  readonly onReset: () => void;
}

/**
 * A slider's value kept locally while it moves (so quick key presses build on each other) and
 * written to `commit` (the URL) as it changes; a change from outside (a reset, Back) is taken over.
 */
function useDraft(value: number, commit: (next: number) => void) {
  const [draft, setDraft] = useState(value);
  const committed = useRef(value);
  useEffect(() => {
    if (value !== committed.current) {
      committed.current = value;
      setDraft(value);
    }
  }, [value]);
  const change = (next: number) => {
    setDraft(next);
    committed.current = next;
    commit(next);
  };
  return [draft, change] as const;
}

interface SliderFieldProps {
  readonly label: string;
  /** The value as shown beside the label (and read out by the thumb). */
  readonly value: string;
  readonly min: number;
  readonly max: number;
  readonly step: number;
  readonly at: number;
  readonly onChange: (value: number) => void;
  /** Fill the track from this value (0 for shifts) rather than from the start. */
  readonly from?: number;
  /** Shown under the slider (its effect), or instead of it when `disabledText` says why it is off. */
  readonly children?: ReactNode;
  readonly disabledText?: string;
}

/** A labelled slider: its name and value above it (the thumb carries both for screen readers). */
function SliderField({
  label,
  value,
  min,
  max,
  step,
  at,
  onChange,
  from,
  children,
  disabledText,
}: SliderFieldProps) {
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="sm" fw={500} component="span" aria-hidden="true">
          {label}
        </Text>
        <Text size="sm" c="dimmed" component="span" aria-hidden="true">
          {value}
        </Text>
      </Group>
      {disabledText === undefined ? (
        <Slider
          min={min}
          max={max}
          step={step}
          value={at}
          onChange={onChange}
          startPointValue={from}
          label={null}
          thumbLabel={label}
          thumbValueText={value}
        />
      ) : (
        <Text size="xs" c="dimmed">
          {disabledText}
        </Text>
      )}
      {children}
    </Stack>
  );
}

/** What if: spot shift (display only), IV shift and days forward, each a labelled slider. */
export function ScenarioSliders({
  position,
  spotShiftPct,
  onSpotShift,
  shiftedSpot,
  ivShift,
  onIvShift,
  days,
  maxDays,
  onDays,
  today,
  curveDate,
  onReset,
}: ScenarioSlidersProps) {
  const t = useStrings(strategiesStrings);
  const { payoff } = position;
  const [ivDraft, changeIv] = useDraft(ivShift, onIvShift);
  const [daysDraft, changeDays] = useDraft(days, onDays);
  const spotValue = t('sliders.spotValue', {
    pct: formatPercent(spotShiftPct, 1),
    price: levelText(shiftedSpot),
  });
  const atExpiry = valueAt(payoff.prices, payoff.atExpiry, shiftedSpot);
  const atDate = valueAt(payoff.prices, payoff.atDate, shiftedSpot);
  const ivValue = t('sliders.ivValue', { points: formatNumber(ivDraft, 0) });
  const daysValue = t('sliders.daysValue', {
    days: daysDraft,
    date: formatDateIst(addDays(today, daysDraft)),
  });
  const ivLimit = Math.max(IV_SLIDER, Math.abs(ivDraft));
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-labelledby="strategy-what-if">
      <Group justify="space-between" mb="xs" wrap="wrap" gap="xs">
        <Title order={2} size="h4" id="strategy-what-if">
          {t('sliders.title')}
        </Title>
        <Button size="compact-sm" variant="subtle" onClick={onReset}>
          {t('sliders.reset')}
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3, md: 1 }} spacing="lg">
        <SliderField
          label={t('sliders.spot')}
          value={spotValue}
          min={-SPOT_SHIFT_MAX_PCT}
          max={SPOT_SHIFT_MAX_PCT}
          step={0.5}
          at={spotShiftPct}
          onChange={onSpotShift}
          from={0}
        >
          <Text size="xs" c="dimmed" aria-live="polite">
            {t('sliders.spotPnl', {
              price: levelText(shiftedSpot),
              expiry: formatRupees(atExpiry, 0),
              date: formatRupees(atDate, 0),
              dateLabel: curveDate,
            })}
          </Text>
        </SliderField>
        <SliderField
          label={t('sliders.iv')}
          value={ivValue}
          min={-ivLimit}
          max={ivLimit}
          step={1}
          at={ivDraft}
          onChange={changeIv}
          from={0}
        />
        <SliderField
          label={t('sliders.days')}
          value={maxDays === null ? formatDateIst(payoff.evaluationDate) : daysValue}
          min={0}
          max={Math.max(1, maxDays ?? 0)}
          step={1}
          at={Math.min(daysDraft, maxDays ?? 0)}
          onChange={changeDays}
          disabledText={
            maxDays === null ? t('sliders.noDays') : maxDays <= 0 ? t('sliders.expiryToday') : undefined
          }
        />
      </SimpleGrid>
    </Paper>
  );
}

import {
  ActionIcon,
  Box,
  Button,
  Group,
  NativeSelect,
  NumberInput,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import {
  type LegInstrument,
  MAX_STRATEGY_LEGS,
  type OptionExpiryDto,
  type PricedLeg,
  type StrategyLeg,
} from '@nivesh/contracts';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { headerCellProps, TableScroll, tableClassName } from '@/components/market/data-table';
import { usePhone } from '@/components/market/use-phone';
import { formatDateIst, formatNumber, NO_VALUE } from '@/lib/format';
import { useStrings } from '@/lib/strings';
import { formatStrike } from '../../shared/format';
import { derivativesSharedStrings } from '../../shared/strings';
import {
  addFutureLeg,
  addOptionLeg,
  changeLeg,
  isOptionLeg,
  type LegChange,
  type LegPlacement,
  removeLeg,
} from '../lib/builder-legs';
import { MAX_LOTS, MIN_LOTS } from '../lib/leg-url';
import { strategiesStrings } from '../strings';
import { FigureList } from './figure-list';

/** What the legs can be placed on: the page's chain. */
export interface LegChoices extends LegPlacement {
  readonly strikes: readonly number[];
  readonly expiries: readonly OptionExpiryDto[];
  /** A stock underlying can also have a stock leg. */
  readonly stockUnderlying: boolean;
}

interface LegsEditorProps {
  readonly legs: readonly StrategyLeg[];
  /** The position's priced legs (figures show for a leg only when it is the same contract). */
  readonly priced: readonly PricedLeg[] | undefined;
  /** Undefined while the chain loads: the legs show, adding waits. */
  readonly choices: LegChoices | undefined;
  readonly onChange: (legs: StrategyLeg[]) => void;
  /** False keeps the last leg (a catalogue strategy resets instead of emptying). */
  readonly canRemoveLast: boolean;
}

/** Buy and sell fills that keep white text above 4.5:1 (the market colours' light shades). */
const BUY_COLOUR = '#1e7b34';
const SELL_COLOUR = '#c92a2a';
const INSTRUMENTS: readonly LegInstrument[] = ['call', 'put', 'future', 'stock'];

/** The priced leg that belongs to `leg` (same place, contract, side and lots), else undefined. */
function pricedFor(leg: StrategyLeg, priced: PricedLeg | undefined): PricedLeg | undefined {
  return priced &&
    priced.instrument === leg.instrument &&
    priced.strike === leg.strike &&
    priced.expiry === leg.expiry &&
    priced.side === leg.side &&
    priced.lots === leg.lots
    ? priced
    : undefined;
}

/** The position's legs, each editable: a table on wide screens, stacked cards on phones. */
export function LegsEditor({ legs, priced, choices, onChange, canRemoveLast }: LegsEditorProps) {
  const t = useStrings(strategiesStrings);
  const phone = usePhone();
  const full = legs.length >= MAX_STRATEGY_LEGS;
  const rows: LegRow[] = legs.map((leg, index) => ({
    n: index + 1,
    leg,
    figures: pricedFor(leg, priced?.[index]),
    onEdit: (change: LegChange) => {
      if (choices) onChange(changeLeg(legs, index, change, choices));
    },
    onRemove: () => onChange(removeLeg(legs, index)),
    canRemove: canRemoveLast || legs.length > 1,
  }));
  return (
    <Stack gap="sm" component="section" aria-labelledby="strategy-legs">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={2} size="h4" id="strategy-legs">
          {t('legs.title')}
        </Title>
        <Group gap="xs" wrap="wrap">
          {ADDS.map(({ key, add }) => (
            <Button
              key={key}
              size="compact-sm"
              variant="light"
              leftSection={<IconPlus size={16} aria-hidden="true" />}
              disabled={!choices || full}
              onClick={() => choices && onChange(add(legs, choices))}
            >
              {t(`legs.${key}`)}
            </Button>
          ))}
        </Group>
      </Group>
      {full && (
        <Text size="sm" c="dimmed">
          {t('builder.maxLegs', { max: MAX_STRATEGY_LEGS })}
        </Text>
      )}
      {legs.length === 0 ? null : phone ? (
        <Stack gap="sm">
          {rows.map((row) => (
            <LegCard key={row.n} row={row} choices={choices} />
          ))}
        </Stack>
      ) : (
        <LegsTable rows={rows} choices={choices} />
      )}
    </Stack>
  );
}

interface LegRow {
  readonly n: number;
  readonly leg: StrategyLeg;
  readonly figures: PricedLeg | undefined;
  readonly onEdit: (change: LegChange) => void;
  readonly onRemove: () => void;
  readonly canRemove: boolean;
}

function figureTexts(leg: PricedLeg | undefined) {
  return {
    entry: leg ? formatNumber(leg.entryPrice) : NO_VALUE,
    current: leg ? formatNumber(leg.currentPrice) : NO_VALUE,
    iv: leg?.iv == null ? NO_VALUE : `${formatNumber(leg.iv, 1)} %`,
    delta: leg ? formatNumber(leg.delta, 2) : NO_VALUE,
    lotSize: leg ? formatNumber(leg.lotSize, 0) : NO_VALUE,
  };
}

/** The add buttons: an option leg (a call at the money) and a futures leg. */
const ADDS = [
  { key: 'addOption', add: (legs: readonly StrategyLeg[], at: LegPlacement) => addOptionLeg(legs, at) },
  { key: 'addFuture', add: addFutureLeg },
] as const;

const CONTROLS = ['side', 'instrument', 'strike', 'expiry', 'lots'] as const;
const FIGURES = ['entry', 'current', 'iv', 'delta', 'lotSize'] as const;

/** Wide screens: one row per leg, controls then figures. */
function LegsTable({
  rows,
  choices,
}: {
  readonly rows: readonly LegRow[];
  readonly choices: LegChoices | undefined;
}) {
  const t = useStrings(strategiesStrings);
  return (
    <TableScroll label={t('legs.caption')}>
      <Table className={tableClassName} verticalSpacing={6} horizontalSpacing="xs">
        <VisuallyHidden component="caption">{t('legs.caption')}</VisuallyHidden>
        <Table.Thead>
          <Table.Tr>
            <Table.Th {...headerCellProps('first')}>{t('legs.title')}</Table.Th>
            {CONTROLS.map((head) => (
              <Table.Th key={head} {...headerCellProps(head === 'strike' ? 'key' : 'other')}>
                {t(`legs.${head}`)}
              </Table.Th>
            ))}
            {FIGURES.map((figure) => (
              <Table.Th key={figure} ta="right">
                {t(`legs.${figure}`)}
              </Table.Th>
            ))}
            <Table.Th>
              <VisuallyHidden>{t('legs.removeHead')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const texts = figureTexts(row.figures);
            const controls = legControls(row, choices, false);
            return (
              <Table.Tr key={row.n}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{t('legs.leg', { n: row.n })}</Table.Td>
                {CONTROLS.map((control) => (
                  <Table.Td key={control}>{controls[control]}</Table.Td>
                ))}
                {FIGURES.map((figure) => (
                  <Table.Td key={figure} ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {texts[figure]}
                  </Table.Td>
                ))}
                <Table.Td>
                  <RemoveButton row={row} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}

/** Phones: one card per leg, its controls in two columns and its figures below. */
function LegCard({ row, choices }: { readonly row: LegRow; readonly choices: LegChoices | undefined }) {
  const t = useStrings(strategiesStrings);
  const texts = figureTexts(row.figures);
  const controls = legControls(row, choices, true);
  return (
    <Paper withBorder radius="md" p="sm" component="article" aria-label={t('legs.leg', { n: row.n })}>
      <Group justify="space-between" mb={6} wrap="nowrap">
        <Text fw={700} size="sm">
          {t('legs.leg', { n: row.n })}
        </Text>
        <RemoveButton row={row} />
      </Group>
      <SimpleGrid cols={2} spacing="xs" verticalSpacing="xs">
        {CONTROLS.map((control) => (
          <div key={control}>{controls[control]}</div>
        ))}
      </SimpleGrid>
      <Box mt={8}>
        <FigureList
          pairsPerRow={2}
          strong
          items={FIGURES.map((figure) => ({ term: t(`legs.${figure}`), value: texts[figure] }))}
        />
      </Box>
    </Paper>
  );
}

function RemoveButton({ row }: { readonly row: LegRow }) {
  const t = useStrings(strategiesStrings);
  return (
    <ActionIcon
      variant="subtle"
      color="red"
      aria-label={t('legs.remove', { n: row.n })}
      title={row.canRemove ? t('legs.remove', { n: row.n }) : t('legs.keepOne')}
      disabled={!row.canRemove}
      onClick={row.onRemove}
    >
      <IconTrash size={18} aria-hidden="true" />
    </ActionIcon>
  );
}

/**
 * A leg's controls (side, type, strike, expiry, lots), each named with its leg. In the table the
 * column heads show the names; on a card (`labelled`) each control shows its own label.
 */
function legControls(
  row: LegRow,
  choices: LegChoices | undefined,
  labelled: boolean,
): Record<(typeof CONTROLS)[number], ReactNode> {
  return {
    side: <SideControl row={row} disabled={!choices} labelled={labelled} />,
    instrument: <InstrumentControl row={row} choices={choices} labelled={labelled} />,
    strike: <StrikeControl row={row} choices={choices} labelled={labelled} />,
    expiry: <ExpiryControl row={row} choices={choices} labelled={labelled} />,
    lots: <LotsControl row={row} disabled={!choices} labelled={labelled} />,
  };
}

interface ControlProps {
  readonly row: LegRow;
  readonly choices: LegChoices | undefined;
  readonly labelled: boolean;
}

/** The accessible name of a leg's control ("Strike, leg 2") and its visible label on a card. */
function useControlNames(row: LegRow, labelled: boolean, key: (typeof CONTROLS)[number]) {
  const t = useStrings(strategiesStrings);
  const text = t(`legs.${key}`);
  return { label: labelled ? text : undefined, name: t('legs.control', { control: text, n: row.n }) };
}

function SideControl({
  row,
  disabled,
  labelled,
}: Omit<ControlProps, 'choices'> & { readonly disabled: boolean }) {
  const t = useStrings(strategiesStrings);
  const { label, name } = useControlNames(row, labelled, 'side');
  return (
    <Stack gap={2}>
      {label && (
        <Text size="sm" fw={500} component="span" aria-hidden="true">
          {label}
        </Text>
      )}
      <SegmentedControl
        size="xs"
        aria-label={name}
        value={row.leg.side}
        color={row.leg.side === 'buy' ? BUY_COLOUR : SELL_COLOUR}
        disabled={disabled}
        onChange={(value) => row.onEdit({ side: value === 'sell' ? 'sell' : 'buy' })}
        data={[
          { value: 'buy', label: t('words.buy') },
          { value: 'sell', label: t('words.sell') },
        ]}
      />
    </Stack>
  );
}

function InstrumentControl({ row, choices, labelled }: ControlProps) {
  const t = useStrings(strategiesStrings);
  const { label, name } = useControlNames(row, labelled, 'instrument');
  const instruments = INSTRUMENTS.filter(
    (i) => i !== 'stock' || row.leg.instrument === 'stock' || choices?.stockUnderlying === true,
  );
  return (
    <NativeSelect
      size="xs"
      label={label}
      aria-label={name}
      value={row.leg.instrument}
      disabled={!choices}
      onChange={(event) => {
        const next = INSTRUMENTS.find((i) => i === event.currentTarget.value);
        if (next) row.onEdit({ instrument: next });
      }}
      data={instruments.map((i) => ({ value: i, label: t(`words.code.${i}`) }))}
      miw={72}
    />
  );
}

function StrikeControl({ row, choices, labelled }: ControlProps) {
  const t = useStrings(strategiesStrings);
  const { label, name } = useControlNames(row, labelled, 'strike');
  const { leg } = row;
  if (!isOptionLeg(leg)) return <NotApplicable label={label} />;
  const strikes = [...(choices?.strikes ?? [])];
  if (leg.strike !== null && !strikes.includes(leg.strike)) strikes.push(leg.strike);
  strikes.sort((a, b) => a - b);
  return (
    <NativeSelect
      size="xs"
      label={label}
      aria-label={name}
      value={String(leg.strike ?? '')}
      disabled={!choices}
      onChange={(event) => row.onEdit({ strike: Number(event.currentTarget.value) })}
      data={strikes.map((s) => ({
        value: String(s),
        label: s === choices?.atmStrike ? t('legs.atmStrike', { strike: formatStrike(s) }) : formatStrike(s),
      }))}
      miw={110}
    />
  );
}

function ExpiryControl({ row, choices, labelled }: ControlProps) {
  const t = useStrings(strategiesStrings);
  const shared = useStrings(derivativesSharedStrings);
  const { label, name } = useControlNames(row, labelled, 'expiry');
  const { leg } = row;
  if (leg.instrument === 'stock') return <NotApplicable label={label} />;
  const listed = (choices?.expiries ?? []).filter((e) => leg.instrument !== 'future' || e.kind === 'monthly');
  const options = listed.map((e) => ({
    value: e.date,
    label: shared('expiryOption', {
      date: formatDateIst(e.date),
      kind: shared(`kind.${e.kind}`),
      days: e.daysToExpiry,
    }),
  }));
  if (leg.expiry !== null && !listed.some((e) => e.date === leg.expiry))
    options.unshift({ value: leg.expiry, label: t('legs.unlisted', { date: formatDateIst(leg.expiry) }) });
  return (
    <NativeSelect
      size="xs"
      label={label}
      aria-label={name}
      value={leg.expiry ?? ''}
      disabled={!choices}
      onChange={(event) => row.onEdit({ expiry: event.currentTarget.value })}
      data={options}
      miw={150}
    />
  );
}

function LotsControl({
  row,
  disabled,
  labelled,
}: Omit<ControlProps, 'choices'> & { readonly disabled: boolean }) {
  const { label, name } = useControlNames(row, labelled, 'lots');
  return (
    <NumberInput
      size="xs"
      label={label}
      aria-label={name}
      value={row.leg.lots}
      min={MIN_LOTS}
      max={MAX_LOTS}
      step={1}
      allowDecimal={false}
      allowNegative={false}
      clampBehavior="strict"
      disabled={disabled}
      onChange={(value) => {
        if (typeof value === 'number' && value >= MIN_LOTS) row.onEdit({ lots: value });
      }}
      w={labelled ? undefined : 76}
    />
  );
}

/** Where a leg has no such field (a future's strike, the stock's expiry). */
function NotApplicable({ label }: { readonly label: string | undefined }) {
  return (
    <Stack gap={2}>
      {label && (
        <Text size="sm" fw={500} component="span">
          {label}
        </Text>
      )}
      <Text size="sm" c="dimmed" component="span">
        {NO_VALUE}
      </Text>
    </Stack>
  );
}

import {
  Button,
  Group,
  NativeSelect,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import type { BacktestScopeKind } from '@nivesh/contracts';
import { IconPlayerPlay } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { DateField } from '@/components/forms/date-field';
import { SymbolAutocomplete } from '@/components/market/symbol-autocomplete';
import { RuleEditor, type RuleProblem } from '@/components/screen-language/rule-editor';
import type { BacktestForm, FormField } from '@/lib/backtest-params';
import type { Completion } from '@/lib/screen-language/completion';
import { useStrings } from '@/lib/strings';
import { backtestStrings } from '../strings';
import { StrategyPicker } from './strategy-picker';

export type FormErrors = Partial<Record<FormField, string>>;

interface BacktestFormProps {
  readonly form: BacktestForm;
  readonly onChange: (form: BacktestForm) => void;
  readonly onSubmit: () => void;
  readonly running: boolean;
  readonly errors: FormErrors;
  /** A custom rule's mistake, marked under that rule. */
  readonly ruleProblem?: { readonly field: 'entry' | 'exit'; readonly problem: RuleProblem };
  readonly sectors: readonly { readonly slug: string; readonly name: string }[];
  readonly names: readonly Completion[];
}

const DEFAULT_IDS = { tradingTool: 'sma-cross-20-50', autosignal: 'UpTrend' } as const;

const TYPES = ['tradingTool', 'autosignal', 'custom'] as const;
const RULES = ['entry', 'exit'] as const;

const WRAPPING_LABELS = { label: { whiteSpace: 'normal', lineHeight: 1.25 } } as const;
const SCOPES = ['symbol', 'sector', 'universe'] as const;

type DateKey = 'from' | 'to';

function withKey(keys: ReadonlySet<DateKey>, key: DateKey, present: boolean): ReadonlySet<DateKey> {
  if (keys.has(key) === present) return keys;
  const next = new Set(keys);
  if (present) next.add(key);
  else next.delete(key);
  return next;
}

/** A full-width choice whose labels wrap on phones instead of being cut off. */
function Segments(props: {
  readonly label: string;
  readonly data: { value: string; label: string }[];
  readonly value: string;
  readonly onChange: (value: string) => void;
}) {
  const { label, ...rest } = props;
  return <SegmentedControl aria-label={label} styles={WRAPPING_LABELS} fullWidth {...rest} />;
}

function Section({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  return (
    <Stack gap="xs">
      <Text size="sm" fw={700}>
        {title}
      </Text>
      {children}
    </Stack>
  );
}

/** The back-test's parameters: strategy, scope, period, money and costs; errors beside their fields. */
export function BacktestFormPanel({
  form,
  onChange,
  onSubmit,
  running,
  errors,
  ruleProblem,
  sectors,
  names,
}: BacktestFormProps) {
  const t = useStrings(backtestStrings);
  // The date fields whose text is not a date now (the form keeps their last good date meanwhile).
  const [mistyped, setMistyped] = useState<ReadonlySet<DateKey>>(new Set());
  const set = <K extends keyof BacktestForm>(key: K, value: BacktestForm[K]) =>
    onChange({ ...form, [key]: value });
  const number = (
    key: keyof BacktestForm,
    field: FormField,
    label: string,
    props: { description?: string; placeholder?: string } = {},
  ) => (
    <TextInput
      label={label}
      inputMode="decimal"
      value={String(form[key])}
      onChange={(event) => set(key, event.currentTarget.value as never)}
      error={errors[field]}
      {...props}
    />
  );
  const date = (key: DateKey, label: string, description: string) => (
    <DateField
      label={label}
      clearable
      value={form[key]}
      onChange={(iso) => set(key, iso)}
      onValidChange={(valid) => setMistyped((keys) => withKey(keys, key, !valid))}
      error={errors[key]}
      description={description}
    />
  );
  const choice = (
    key: 'product' | 'plan',
    field: FormField,
    label: string,
    data: { value: string; label: string }[],
  ) => (
    <NativeSelect
      label={label}
      value={form[key]}
      onChange={(event) => set(key, event.currentTarget.value as never)}
      data={data}
      error={errors[field]}
    />
  );
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        // A date that is not one (its message is under it) holds the run: focus goes to it.
        if (mistyped.size > 0)
          event.currentTarget.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
        else onSubmit();
      }}
    >
      <Stack gap="md">
        <Section title={t('form.strategy')}>
          <Segments
            label={t('form.strategyType')}
            data={TYPES.map((value) => ({ value, label: t(`form.types.${value}`) }))}
            value={form.strategyType}
            onChange={(value) => {
              const type = value === 'autosignal' || value === 'custom' ? value : 'tradingTool';
              onChange({
                ...form,
                strategyType: type,
                strategyId: type === 'custom' ? form.strategyId : DEFAULT_IDS[type],
              });
            }}
          />
          {form.strategyType === 'custom' ? (
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              {RULES.map((field) => (
                <RuleEditor
                  key={field}
                  label={t(`form.rules.${field}.label`)}
                  description={t(`form.rules.${field}.description`)}
                  value={form[field]}
                  onChange={(v) => set(field, v)}
                  names={names}
                  problem={ruleProblem?.field === field ? ruleProblem.problem : undefined}
                  onSubmit={onSubmit}
                />
              ))}
            </SimpleGrid>
          ) : (
            <StrategyPicker
              type={form.strategyType}
              value={form.strategyId}
              onChange={(id) => set('strategyId', id)}
              error={errors.strategy}
            />
          )}
          {form.strategyType === 'custom' && errors.strategy && (
            <Text size="sm" c="red">
              {errors.strategy}
            </Text>
          )}
        </Section>
        <Section title={t('form.stocksAndPeriod')}>
          <Segments
            label={t('form.scope')}
            data={SCOPES.map((value) => ({ value, label: t(`form.scopes.${value}`) }))}
            value={form.scope}
            onChange={(value) => set('scope', value as BacktestScopeKind)}
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {form.scope === 'symbol' && (
              <SymbolAutocomplete
                key={form.symbol}
                label={t('form.stock')}
                keepValue
                initialValue={form.symbol}
                onPick={(symbol) => set('symbol', symbol)}
              />
            )}
            {form.scope === 'sector' && (
              <NativeSelect
                label={t('form.sector')}
                value={form.sectorId}
                onChange={(event) => set('sectorId', event.currentTarget.value)}
                data={[
                  { value: '', label: t('form.chooseSector') },
                  ...sectors.map((s) => ({ value: s.slug, label: s.name })),
                ]}
                error={errors.sector}
              />
            )}
            {form.scope === 'universe' && (
              <Text size="sm" c="dimmed" pt="lg">
                {t('form.universeNote')}
              </Text>
            )}
            {date('from', t('form.from'), t('form.fromHint'))}
            {date('to', t('form.to'), t('form.toHint'))}
          </SimpleGrid>
          {errors.symbol && (
            <Text size="sm" c="red" role="alert">
              {errors.symbol}
            </Text>
          )}
          {errors.scope && (
            <Text size="sm" c="red" role="alert">
              {errors.scope}
            </Text>
          )}
        </Section>
        <Section title={t('form.money')}>
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            {number('capital', 'capital', t('form.capital'))}
            {form.scope === 'symbol'
              ? number('positionPct', 'positionPct', t('form.positionPct'))
              : number('maxPositions', 'maxPositions', t('form.maxPositions'), {
                  description: t('form.maxPositionsHint'),
                })}
            {number('stopPct', 'stopPct', t('form.stopPct'), { placeholder: t('form.strategysOwn') })}
            {number('targetPct', 'targetPct', t('form.targetPct'), { placeholder: t('form.strategysOwn') })}
            {choice('product', 'product', t('form.product'), [
              { value: '', label: t('form.strategysOwn') },
              { value: 'delivery', label: t('form.delivery') },
              { value: 'intraday', label: t('form.intraday') },
            ])}
            {number('slippageBps', 'slippageBps', t('form.slippage'), {
              description: t('form.slippageHint'),
            })}
            {choice('plan', 'plan', t('form.plan'), [
              { value: 'discount', label: t('form.plans.discount') },
              { value: 'fullService', label: t('form.plans.fullService') },
              { value: 'statutoryOnly', label: t('form.plans.statutoryOnly') },
            ])}
          </SimpleGrid>
        </Section>
        <Group justify="flex-end">
          <Button type="submit" leftSection={<IconPlayerPlay size={16} />} loading={running}>
            {t('form.run')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

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
import type { ReactNode } from 'react';
import { SymbolAutocomplete } from '@/components/market/symbol-autocomplete';
import { RuleEditor, type RuleProblem } from '@/components/screen-language/rule-editor';
import type { BacktestForm, FormField } from '@/lib/backtest-params';
import type { Completion } from '@/lib/screen-language/completion';
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

const TYPES = [
  { value: 'tradingTool', label: 'Trading Tools' },
  { value: 'autosignal', label: 'Autosignal' },
  { value: 'custom', label: 'Custom screen' },
];
const RULES = [
  {
    field: 'entry',
    label: 'Entry condition',
    description: 'Buy at the next open when this is true (screening language)',
  },
  { field: 'exit', label: 'Exit condition', description: 'Sell at the next open when this is true' },
] as const;

const WRAPPING_LABELS = { label: { whiteSpace: 'normal', lineHeight: 1.25 } } as const;
const SCOPES = [
  { value: 'symbol', label: 'One stock' },
  { value: 'sector', label: 'A sector' },
  { value: 'universe', label: 'All stocks' },
];

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
  const date = (key: 'from' | 'to', label: string, description: string) => (
    <TextInput
      label={label}
      type="date"
      value={form[key]}
      onChange={(event) => set(key, event.currentTarget.value)}
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
        onSubmit();
      }}
    >
      <Stack gap="md">
        <Section title="Strategy">
          <Segments
            label="Strategy type"
            data={TYPES}
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
              {RULES.map(({ field, label, description }) => (
                <RuleEditor
                  key={field}
                  label={label}
                  description={description}
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
        <Section title="Stocks and period">
          <Segments
            label="Scope"
            data={SCOPES}
            value={form.scope}
            onChange={(value) => set('scope', value as BacktestScopeKind)}
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {form.scope === 'symbol' && (
              <SymbolAutocomplete
                key={form.symbol}
                label="Stock"
                keepValue
                initialValue={form.symbol}
                onPick={(symbol) => set('symbol', symbol)}
              />
            )}
            {form.scope === 'sector' && (
              <NativeSelect
                label="Sector"
                value={form.sectorId}
                onChange={(event) => set('sectorId', event.currentTarget.value)}
                data={[
                  { value: '', label: 'Choose a sector' },
                  ...sectors.map((s) => ({ value: s.slug, label: s.name })),
                ]}
                error={errors.sector}
              />
            )}
            {form.scope === 'universe' && (
              <Text size="sm" c="dimmed" pt="lg">
                Every equity of the universe, as one portfolio.
              </Text>
            )}
            {date('from', 'From', 'Blank: the first session')}
            {date('to', 'To', 'Blank: the last completed session')}
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
        <Section title="Money, risk and costs">
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            {number('capital', 'capital', 'Capital (₹)')}
            {form.scope === 'symbol'
              ? number('positionPct', 'positionPct', 'Position size (% of equity)')
              : number('maxPositions', 'maxPositions', 'Max open positions', {
                  description: 'Equal capital each',
                })}
            {number('stopPct', 'stopPct', 'Stop-loss %', { placeholder: 'Strategy’s own' })}
            {number('targetPct', 'targetPct', 'Target %', { placeholder: 'Strategy’s own' })}
            {choice('product', 'product', 'Product', [
              { value: '', label: 'Strategy’s own' },
              { value: 'delivery', label: 'Delivery' },
              { value: 'intraday', label: 'Intraday' },
            ])}
            {number('slippageBps', 'slippageBps', 'Slippage (bps)', { description: '5 bps = 0.05 %' })}
            {choice('plan', 'plan', 'Broker plan', [
              { value: 'discount', label: 'Discount broker' },
              { value: 'fullService', label: 'Full-service (0.30 % / 0.03 %)' },
              { value: 'statutoryOnly', label: 'Statutory charges only' },
            ])}
          </SimpleGrid>
        </Section>
        <Group justify="flex-end">
          <Button type="submit" leftSection={<IconPlayerPlay size={16} />} loading={running}>
            Run back-test
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

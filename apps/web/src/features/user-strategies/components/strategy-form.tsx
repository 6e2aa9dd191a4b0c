import { Button, Group, NativeSelect, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import {
  hasErrors,
  USER_STRATEGY_PRODUCTS,
  USER_STRATEGY_SIDES,
  USER_STRATEGY_TIMEFRAMES,
  type UserStrategyFields,
  type UserStrategyTimeframe,
  userStrategyErrors,
} from '@nivesh/contracts';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ChoiceField, OrderFormCard } from '@/components/forms/form-parts';
import { useFieldMessages } from '@/components/forms/use-field-messages';
import { isRefusal } from '@/lib/api-client';
import { alertFor } from '@/lib/dashboard-alert';
import { completionsOf } from '@/lib/screen-language/completion';
import { useScreenLanguage } from '@/lib/screen-language/screen-language';
import { useStrings } from '@/lib/strings';
import { useSaveStrategy } from '../api/user-strategies-api';
import { STRATEGY_PRESETS } from '../lib/strategy-form';
import { userStrategiesStrings } from '../strings';
import { RuleField } from './rule-field';
import { LIST_HREF } from './strategies-frame';

type Field = keyof UserStrategyFields;

const timeframeOf = (value: string): UserStrategyTimeframe => (value === '15-minute' ? '15-minute' : 'Daily');

/** The strategy form: every message under its field, rules checked as typed; success → /stratergy. */
export function StrategyForm({
  initial,
  id,
}: {
  readonly initial: UserStrategyFields;
  readonly id?: string;
}) {
  const t = useStrings(userStrategiesStrings);
  const navigate = useNavigate();
  const [fields, setFields] = useState<UserStrategyFields>(initial);
  const save = useSaveStrategy();
  const language = useScreenLanguage();
  const lang = language.data && !isRefusal(language.data) ? language.data : undefined;
  const names = useMemo(() => completionsOf(lang), [lang]);
  const errors = userStrategyErrors(fields);
  const { messageOf, touch, attempt, refused } = useFieldMessages<Field>(errors, fields);
  const set = (changes: Partial<UserStrategyFields>) => setFields((f) => ({ ...f, ...changes }));
  // A 15-minute or Sell strategy trades intraday only: switching to one picks Intraday.
  const setShape = (changes: Partial<UserStrategyFields>) => {
    const next = { ...fields, ...changes };
    set(
      next.timeframe === '15-minute' || next.side === 'Sell' ? { ...changes, product: 'Intraday' } : changes,
    );
  };

  const onSubmit = () => {
    attempt();
    if (hasErrors(errors) || save.isPending) return;
    save.mutate(
      { ...fields, ...(id === undefined ? {} : { strategies_id: id }) },
      {
        onSuccess: (answer) => {
          if (isRefusal(answer)) refused(answer.errors, fields);
          else navigate(LIST_HREF);
        },
      },
    );
  };
  const alert = alertFor(save.error, save.data);
  const timeframe = timeframeOf(fields.timeframe);
  const ruleHint = timeframe === '15-minute' ? t('form.ruleHintIntraday') : t('form.ruleHintDaily');

  return (
    <OrderFormCard
      label={id === undefined ? t('form.addLabel') : t('form.editLabel')}
      maxWidth={880}
      alert={alert}
      alertStamp={save.submittedAt}
      onSubmit={onSubmit}
    >
      <Group gap={6}>
        <Text size="xs" c="dimmed">
          {t('form.startFrom')}
        </Text>
        {STRATEGY_PRESETS.map((p) => (
          <Button key={p.id} size="compact-xs" variant="light" onClick={() => set(p.fields)}>
            {t(`form.presets.${p.id}`)}
          </Button>
        ))}
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label={t('form.name')}
          placeholder={t('form.namePlaceholder')}
          value={fields.name}
          onChange={(e) => set({ name: e.currentTarget.value })}
          onBlur={() => touch('name')}
          error={messageOf('name')}
          maxLength={80}
          withAsterisk
        />
        <NativeSelect
          label={t('common.stocks')}
          description={t('form.stocksHint')}
          value={fields.sector_id}
          onChange={(e) => set({ sector_id: e.currentTarget.value })}
          error={messageOf('sector_id')}
          data={[
            { value: '', label: t('common.allStocks') },
            ...(lang?.sectors ?? []).map((s) => ({ value: s.slug, label: s.name })),
          ]}
        />
      </SimpleGrid>
      <Textarea
        label={t('form.description')}
        placeholder={t('form.descriptionPlaceholder')}
        value={fields.description}
        onChange={(e) => set({ description: e.currentTarget.value })}
        onBlur={() => touch('description')}
        error={messageOf('description')}
        rows={2}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <ChoiceField
          label={t('form.timeframe')}
          data={USER_STRATEGY_TIMEFRAMES.map((v) => ({ value: v, label: t(`values.${v}`) }))}
          value={fields.timeframe}
          onChange={(v) => setShape({ timeframe: v })}
        />
        <ChoiceField
          label={t('form.side')}
          data={USER_STRATEGY_SIDES.map((v) => ({ value: v, label: t(`values.${v}`) }))}
          value={fields.side}
          onChange={(v) => setShape({ side: v })}
          color={fields.side === 'Sell' ? 'red' : 'teal'}
        />
        <Stack gap={2}>
          <ChoiceField
            label={t('form.product')}
            data={USER_STRATEGY_PRODUCTS.map((v) => ({ value: v, label: t(`values.${v}`) }))}
            value={fields.product}
            onChange={(v) => set({ product: v })}
          />
          {messageOf('product') && (
            <Text size="xs" c="red" role="alert">
              {messageOf('product')}
            </Text>
          )}
        </Stack>
      </SimpleGrid>
      <RuleField
        label={t('form.entry')}
        description={ruleHint}
        value={fields.entry}
        timeframe={timeframe}
        onChange={(entry) => set({ entry })}
        names={names}
        formError={messageOf('entry')}
        onSubmit={onSubmit}
      />
      <RuleField
        label={t('form.exit')}
        description={t('form.exitHint')}
        value={fields.exit}
        timeframe={timeframe}
        onChange={(exit) => set({ exit })}
        names={names}
        formError={messageOf('exit')}
        onSubmit={onSubmit}
      />
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
        <TextInput
          label={t('form.stoploss')}
          description={t('form.zeroIsNone')}
          inputMode="decimal"
          value={fields.stoploss}
          onChange={(e) => set({ stoploss: e.currentTarget.value })}
          onBlur={() => touch('stoploss')}
          error={messageOf('stoploss')}
        />
        <TextInput
          label={t('form.target')}
          description={t('form.zeroIsNone')}
          inputMode="decimal"
          value={fields.profitTarget}
          onChange={(e) => set({ profitTarget: e.currentTarget.value })}
          onBlur={() => touch('profitTarget')}
          error={messageOf('profitTarget')}
        />
      </SimpleGrid>
      <Group gap="sm">
        <Button
          type="submit"
          loading={save.isPending}
          leftSection={<IconDeviceFloppy size={16} aria-hidden="true" />}
        >
          {t('form.save')}
        </Button>
        <Button component={Link} to={LIST_HREF} variant="default">
          {t('form.cancel')}
        </Button>
      </Group>
    </OrderFormCard>
  );
}

import { Button, Group, Select, SimpleGrid, TextInput } from '@mantine/core';
import {
  hasErrors,
  ORDER_PRODUCTS,
  ORDER_SIDES,
  type StrategyOrderFields,
  strategyOrderErrors,
} from '@nivesh/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ChoiceField, OrderFormCard } from '@/components/forms/form-parts';
import { useFieldMessages } from '@/components/forms/use-field-messages';
import { answerOf, isRefusal } from '@/lib/api-client';
import { alertFor } from '@/lib/dashboard-alert';
import { sectorListEndpoint } from '@/lib/market-queries/get-sector-list';
import { useStrings } from '@/lib/strings';
import { newRequestId, useStrategyChoices, useSubmitStrategyOrder } from '../api/order-dashboard-api';
import { STRATEGY_TYPE_CHOICES, withStrategyType } from '../lib/strategy-order-state';
import { orderDashboardStrings } from '../strings';

type Field = keyof StrategyOrderFields;

interface StrategyOrderFormProps {
  readonly initial: StrategyOrderFields;
  /** Set in edit mode. */
  readonly orderId?: string;
}

const useSectorChoices = () => {
  const query = useQuery({ ...sectorListEndpoint.options({}), refetchInterval: false });
  const sectors = answerOf(query.data)?.sectors ?? [];
  return {
    pending: query.isPending,
    choices: sectors
      .map((s) => ({ value: s.slug, label: s.name }))
      .sort((a, b) => a.label.localeCompare(b.label)),
  };
};

/** The strategy (basket) order form (spec 3, 5): every message under its field; success → /order-dashboard. */
export function StrategyOrderForm({ initial, orderId }: StrategyOrderFormProps) {
  const t = useStrings(orderDashboardStrings);
  const navigate = useNavigate();
  const sectors = useSectorChoices();
  const [fields, setFields] = useState<StrategyOrderFields>(initial);
  const strategies = useStrategyChoices(fields.type);
  const submit = useSubmitStrategyOrder();
  const errors = strategyOrderErrors(fields);
  const { messageOf, touch, attempt, refused } = useFieldMessages<Field>(errors, fields);
  const set = (field: Field, value: string) => setFields((f) => ({ ...f, [field]: value }));
  const strategyChoices = answerOf(strategies.data)?.result ?? [];

  const onSubmit = () => {
    attempt();
    if (hasErrors(errors) || submit.isPending) return;
    submit.mutate(
      { fields, requestId: newRequestId(), orderId },
      {
        onSuccess: (answer) => {
          if (isRefusal(answer)) refused(answer.errors, fields);
          else navigate('/order-dashboard');
        },
      },
    );
  };
  const digits = (field: Field, label: string, description?: string) => (
    <TextInput
      label={label}
      description={description}
      inputMode="numeric"
      value={fields[field]}
      onChange={(e) => set(field, e.currentTarget.value)}
      onBlur={() => touch(field)}
      error={messageOf(field)}
    />
  );

  return (
    <OrderFormCard
      label={orderId ? t('strategy.editForm') : t('strategy.addForm')}
      maxWidth={760}
      alert={alertFor(submit.error, submit.data)}
      alertStamp={submit.submittedAt}
      onSubmit={onSubmit}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select
          label={t('strategy.sector')}
          placeholder={sectors.pending ? t('strategy.loadingSectors') : t('strategy.chooseSector')}
          searchable
          data={sectors.choices}
          value={fields.getsectorid || null}
          onChange={(value) => set('getsectorid', value ?? '')}
          onBlur={() => touch('getsectorid')}
          error={messageOf('getsectorid')}
        />
        <Select
          label={t('strategy.strategyType')}
          placeholder={t('strategy.chooseType')}
          data={STRATEGY_TYPE_CHOICES.map((c) => ({ value: c.value, label: t(`strategyTypes.${c.value}`) }))}
          value={fields.type || null}
          onChange={(value) => setFields((f) => withStrategyType(f, value ?? ''))}
          onBlur={() => touch('type')}
          error={messageOf('type')}
        />
        <Select
          label={t('strategy.strategy')}
          placeholder={fields.type ? t('strategy.chooseStrategy') : t('strategy.chooseTypeFirst')}
          searchable
          data={strategyChoices.map((c) => ({ value: c.value, label: c.label }))}
          value={fields.getOptionId || null}
          onChange={(value) => set('getOptionId', value ?? '')}
          onBlur={() => touch('getOptionId')}
          error={messageOf('getOptionId')}
          disabled={!fields.type}
        />
        {digits('noOfStock', t('strategy.noOfStock'), t('strategy.noOfStockHint'))}
        {digits('quantity', t('strategy.quantity'), t('strategy.quantityHint'))}
        {digits('profitTarget', t('strategy.profitTarget'), t('strategy.profitTargetHint'))}
        {digits('stoploss', t('strategy.stoploss'), t('strategy.stoplossHint'))}
      </SimpleGrid>
      <Group gap="lg" wrap="wrap">
        <ChoiceField
          label={t('strategy.side')}
          data={ORDER_SIDES.map((v) => ({ value: v, label: t(`choices.${v}`) }))}
          value={fields.signaltype}
          onChange={(side) => set('signaltype', side)}
        />
        <ChoiceField
          label={t('strategy.product')}
          data={ORDER_PRODUCTS.map((v) => ({ value: v, label: t(`choices.${v}`) }))}
          value={fields.product}
          onChange={(product) => set('product', product)}
        />
      </Group>
      <Group justify="flex-end">
        <Button type="submit" loading={submit.isPending}>
          {orderId ? t('strategy.save') : t('strategy.place')}
        </Button>
      </Group>
    </OrderFormCard>
  );
}

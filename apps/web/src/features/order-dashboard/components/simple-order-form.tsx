import { Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import {
  hasErrors,
  ORDER_PRODUCTS,
  ORDER_SIDES,
  ORDER_TYPES,
  type SimpleOrderFields,
  simpleOrderErrors,
} from '@nivesh/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ChoiceField, OrderFormCard } from '@/components/forms/form-parts';
import { useFieldMessages } from '@/components/forms/use-field-messages';
import { answerOf, isRefusal } from '@/lib/api-client';
import { alertFor } from '@/lib/dashboard-alert';
import { formatRupees } from '@/lib/format';
import { useStrings } from '@/lib/strings';
import { newRequestId, useStockList, useSubmitSimpleOrder } from '../api/order-dashboard-api';
import { effectiveFields, enabledInputs, withType } from '../lib/simple-order-state';
import { isChoice, orderDashboardStrings } from '../strings';
import { type ConfirmLine, OrderConfirmDialog } from './order-confirm-dialog';

interface SimpleOrderFormProps {
  readonly initial: SimpleOrderFields;
  /** Set when modifying an order: the stock cannot change. */
  readonly orderId?: string;
  /** False when the order can no longer be changed. */
  readonly editable?: boolean;
}

type Field = keyof SimpleOrderFields;

/** The simple order form (spec 2.1, 4, 5): the shared rules' messages under each field, then confirmation. */
export function SimpleOrderForm({ initial, orderId, editable = true }: SimpleOrderFormProps) {
  const t = useStrings(orderDashboardStrings);
  const choice = (value: string) => (isChoice(value) ? t(`choices.${value}`) : value);
  const navigate = useNavigate();
  const stocks = useStockList();
  const submit = useSubmitSimpleOrder();
  const [fields, setFields] = useState<SimpleOrderFields>(initial);
  const [confirming, setConfirming] = useState<string | null>(null);
  const list = answerOf(stocks.data)?.result ?? [];
  const stock = list.find((s) => s.value === fields.symbol);
  const ltp = stock?.ltp ?? null;
  const shown = effectiveFields(fields, ltp);
  const errors = simpleOrderErrors(shown, ltp);
  const enabled = enabledInputs(fields.type);
  const { messageOf, touch, attempt, refused } = useFieldMessages<Field>(errors, fields);
  const set = (field: Field, value: string) => setFields((f) => ({ ...f, [field]: value }));

  const onSubmit = () => {
    attempt();
    if (hasErrors(errors) || !editable) return;
    setConfirming(newRequestId());
  };
  const confirm = () => {
    if (!confirming) return;
    submit.mutate(
      { fields: shown, requestId: confirming, orderId },
      {
        onSuccess: (answer) => {
          if (isRefusal(answer)) refused(answer.errors, fields);
          else navigate('/simple-order-dashboard');
        },
        onSettled: () => setConfirming(null),
      },
    );
  };
  const lines: ConfirmLine[] = [
    { label: t('simple.stock'), value: shown.symbol },
    { label: t('simple.side'), value: choice(shown.signalType) },
    { label: t('simple.type'), value: choice(shown.type) },
    { label: t('simple.product'), value: choice(shown.product) },
    { label: t('simple.quantity'), value: shown.quantity },
    {
      label: t('simple.price'),
      value:
        shown.type === 'Market'
          ? t('simple.marketPrice', { price: formatRupees(ltp) })
          : formatRupees(Number(shown.price)),
    },
    ...(shown.type === 'SL'
      ? [{ label: t('simple.triggerPrice'), value: formatRupees(Number(shown.triggerPrice)) }]
      : []),
    { label: t('simple.validity'), value: t('simple.day') },
  ];

  return (
    <>
      <OrderFormCard
        label={orderId ? t('simple.modifyOrder') : t('simple.placeOrder')}
        maxWidth={640}
        alert={alertFor(submit.error, submit.data)}
        alertStamp={submit.submittedAt}
        onSubmit={onSubmit}
      >
        <Select
          label={t('simple.stock')}
          placeholder={stocks.isPending ? t('simple.loadingStocks') : t('simple.searchStock')}
          searchable
          limit={50}
          nothingFoundMessage={t('simple.noSuchStock')}
          data={list.map((s) => ({ value: s.value, label: s.label }))}
          value={fields.symbol || null}
          onChange={(value) => set('symbol', value ?? '')}
          onBlur={() => touch('symbol')}
          disabled={orderId !== undefined}
          error={messageOf('symbol')}
          description={stock ? t('simple.ltp', { price: formatRupees(stock.ltp) }) : t('simple.ltpHint')}
        />
        <TextInput
          label={t('simple.quantity')}
          inputMode="numeric"
          value={fields.quantity}
          onChange={(e) => set('quantity', e.currentTarget.value)}
          onBlur={() => touch('quantity')}
          error={messageOf('quantity')}
        />
        <ChoiceField
          label={t('simple.orderType')}
          data={ORDER_TYPES.map((v) => ({ value: v, label: t(`choices.${v}`) }))}
          value={fields.type}
          onChange={(type) => setFields((f) => withType(f, type, ltp))}
        />
        <Group grow align="flex-start" gap="sm">
          <TextInput
            label={t('simple.price')}
            inputMode="decimal"
            value={shown.price}
            disabled={!enabled.price}
            onChange={(e) => set('price', e.currentTarget.value)}
            onBlur={() => touch('price')}
            error={messageOf('price')}
          />
          <TextInput
            label={t('simple.triggerPrice')}
            inputMode="decimal"
            value={shown.triggerPrice}
            disabled={!enabled.triggerPrice}
            onChange={(e) => set('triggerPrice', e.currentTarget.value)}
            onBlur={() => touch('triggerPrice')}
            error={messageOf('triggerPrice')}
          />
        </Group>
        <Group gap="lg" wrap="wrap">
          <ChoiceField
            label={t('simple.side')}
            data={ORDER_SIDES.map((v) => ({ value: v, label: t(`choices.${v}`) }))}
            value={fields.signalType}
            color={fields.signalType === 'Buy' ? 'green' : 'red'}
            onChange={(side) => set('signalType', side)}
          />
          <ChoiceField
            label={t('simple.product')}
            data={ORDER_PRODUCTS.map((v) => ({ value: v, label: t(`choices.${v}`) }))}
            value={fields.product}
            onChange={(product) => set('product', product)}
          />
          <Stack gap={4}>
            <Text component="span" size="sm" fw={500}>
              {t('simple.validity')}
            </Text>
            <Text size="sm" py={6}>
              {t('simple.day')}
            </Text>
          </Stack>
        </Group>
        <Group justify="flex-end">
          <Button type="submit" disabled={!editable} color={fields.signalType === 'Buy' ? 'green' : 'red'}>
            {orderId
              ? t('simple.modifyOrder')
              : t(fields.signalType === 'Sell' ? 'simple.submitSell' : 'simple.submitBuy', {
                  symbol: fields.symbol || t('simple.aStock'),
                })}
          </Button>
        </Group>
      </OrderFormCard>
      <OrderConfirmDialog
        opened={confirming !== null}
        lines={lines}
        busy={submit.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={confirm}
      />
    </>
  );
}

import { Alert, Button, Group, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  PORTFOLIO_TRANSACTION_KINDS,
  type PortfolioTransactionKind,
  TRANSACTION_MESSAGES,
  type TransactionInput,
  transactionInputError,
} from '@nivesh/contracts';
import { IconPlus } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { isRefusal } from '@/lib/api-client';
import { useAddTransaction } from '@/lib/portfolios/portfolios-api';
import { useStrings } from '@/lib/strings';
import { type PortfoliosText, portfoliosStrings } from '../strings';

type Field = keyof TransactionInput;
const MESSAGE_KEYS = {
  [TRANSACTION_MESSAGES.symbol]: 'form.symbol',
  [TRANSACTION_MESSAGES.date]: 'form.date',
  [TRANSACTION_MESSAGES.future]: 'form.future',
  [TRANSACTION_MESSAGES.quantity]: 'form.quantity',
  [TRANSACTION_MESSAGES.price]: 'form.price',
  [TRANSACTION_MESSAGES.charges]: 'form.charges',
  [TRANSACTION_MESSAGES.ratio]: 'form.ratio',
  [TRANSACTION_MESSAGES.splitSame]: 'form.splitSame',
  [TRANSACTION_MESSAGES.acquiredOn]: 'form.acquiredOn',
} as const;

const translate = (t: PortfoliosText, message: string): string =>
  message in MESSAGE_KEYS ? t(MESSAGE_KEYS[message as keyof typeof MESSAGE_KEYS]) : message;

/** A number typed in a box (empty: undefined; not a number: NaN, which the shared rule refuses). */
const numberOf = (text: string): number | undefined => {
  const trimmed = text.trim().replace(/,/g, '');
  return trimmed === '' ? undefined : Number(trimmed);
};

/** Today in India (the date a transaction may not be after). */
const todayIst = (): string => new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10);

/** Adds one transaction; the shared rule checks the boxes here, the server's FIFO check the rest. */
export function TransactionForm({ portfolioId }: { readonly portfolioId: string }) {
  const t = useStrings(portfoliosStrings);
  const add = useAddTransaction();
  const [kind, setKind] = useState<PortfolioTransactionKind>('buy');
  const [values, setValues] = useState<Record<string, string>>({ charges: '0' });
  const [error, setError] = useState<{ field: Field | null; message: string } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const value = (name: string) => values[name] ?? '';
  const set = (name: string) => (e: { currentTarget: { value: string } }) => {
    const next = e.currentTarget.value;
    setValues((v) => ({ ...v, [name]: next }));
  };
  const trade = kind === 'buy' || kind === 'sell' || kind === 'transfer-in';
  const ratio = kind === 'bonus' || kind === 'split';
  const input = (): TransactionInput => ({
    kind,
    symbol: value('symbol').trim().toUpperCase(),
    date: value('date').trim(),
    quantity: trade ? numberOf(value('quantity')) : undefined,
    price: trade || kind === 'dividend' ? numberOf(value('price')) : undefined,
    charges: ratio ? undefined : numberOf(value('charges')),
    ratioNew: ratio ? numberOf(value('ratioNew')) : undefined,
    ratioOld: ratio ? numberOf(value('ratioOld')) : undefined,
    acquiredOn: kind === 'transfer-in' ? value('acquiredOn').trim() : undefined,
  });
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setDone(null);
    const tx = input();
    const problem = transactionInputError(tx, todayIst());
    if (problem) {
      setError({ field: problem.field, message: translate(t, problem.message) });
      return;
    }
    const answer = await add.mutateAsync({
      portfolio_id: portfolioId,
      kind: tx.kind,
      symbol: tx.symbol,
      date: tx.date,
      quantity: tx.quantity,
      price: tx.price,
      charges: tx.charges,
      ratio_new: tx.ratioNew,
      ratio_old: tx.ratioOld,
      acquired_on: tx.acquiredOn,
    });
    if (isRefusal(answer)) setError({ field: null, message: answer.message });
    else {
      setError(null);
      setDone(answer.message);
      setValues((v) => ({ charges: '0', date: v.date ?? '' }));
    }
  };
  const errorOf = (...fields: Field[]) =>
    error && error.field !== null && fields.includes(error.field) ? error.message : null;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Title order={3} size="h5">
          {t('tx.add')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('tx.addHint')}
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
          <Select
            label={t('tx.kind')}
            data={PORTFOLIO_TRANSACTION_KINDS.map((k) => ({ value: k, label: t(`tx.kind_${k}`) }))}
            value={kind}
            onChange={(v) => setKind((v as PortfolioTransactionKind | null) ?? 'buy')}
            allowDeselect={false}
          />
          <TextInput
            label={t('tx.symbol')}
            description={t('tx.symbolHint')}
            value={value('symbol')}
            onChange={set('symbol')}
            error={errorOf('symbol')}
            autoComplete="off"
          />
          <TextInput
            label={t('tx.date')}
            type="date"
            value={value('date')}
            onChange={set('date')}
            error={errorOf('date')}
          />
          {trade && (
            <TextInput
              label={t('tx.quantity')}
              inputMode="numeric"
              value={value('quantity')}
              onChange={set('quantity')}
              error={errorOf('quantity')}
            />
          )}
          {(trade || kind === 'dividend') && (
            <TextInput
              label={kind === 'dividend' ? t('tx.perShare') : t('tx.price')}
              inputMode="decimal"
              value={value('price')}
              onChange={set('price')}
              error={errorOf('price')}
            />
          )}
          {!ratio && (
            <TextInput
              label={t('tx.charges')}
              inputMode="decimal"
              value={value('charges')}
              onChange={set('charges')}
              error={errorOf('charges')}
            />
          )}
          {ratio && (
            <>
              <TextInput
                label={t('tx.ratioNew')}
                inputMode="numeric"
                value={value('ratioNew')}
                onChange={set('ratioNew')}
                error={errorOf('ratioNew', 'ratioOld')}
              />
              <TextInput
                label={t('tx.ratioOld')}
                inputMode="numeric"
                value={value('ratioOld')}
                onChange={set('ratioOld')}
              />
            </>
          )}
          {kind === 'transfer-in' && (
            <TextInput
              label={t('tx.acquiredOn')}
              type="date"
              value={value('acquiredOn')}
              onChange={set('acquiredOn')}
              error={errorOf('acquiredOn')}
            />
          )}
        </SimpleGrid>
        <Group>
          <Button
            type="submit"
            loading={add.isPending}
            leftSection={<IconPlus size={16} aria-hidden="true" />}
          >
            {t('tx.submit')}
          </Button>
        </Group>
        {error && error.field === null && (
          <Alert color="red" variant="light" role="alert">
            {error.message}
          </Alert>
        )}
        {done && (
          <Text size="sm" role="status">
            {done}
          </Text>
        )}
      </Stack>
    </form>
  );
}

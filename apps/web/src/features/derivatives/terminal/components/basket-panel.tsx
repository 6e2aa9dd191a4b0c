import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Group,
  List,
  Modal,
  NumberInput,
  Paper,
  SegmentedControl,
  Stack,
  Table,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import type {
  ContractOrderBody,
  FnoProduct,
  OrderMarginAnswer,
  PlaceContractAnswer,
  StrategyLeg,
} from '@nivesh/contracts';
import { IconLogin, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { type ApiRefusal, answerOf, isRefusal } from '@/lib/api-client';
import { formatDateIst, formatNumber, formatRupees } from '@/lib/format';
import { loginHref } from '@/lib/session/auth-session';
import { useStrings } from '@/lib/strings';
import { formatStrike } from '../../shared/format';
import { MAX_LOTS, MIN_LOTS, strategyBuilderHref } from '../../strategies/lib/leg-url';
import { useOrderMargin, usePlaceContractOrders } from '../api';
import { contractSymbolOf, orderBody, withLegChange, withoutLeg } from '../lib/basket';
import { terminalStrings } from '../strings';
import classes from './terminal.module.css';

interface BasketPanelProps {
  readonly symbol: string;
  readonly legs: readonly StrategyLeg[];
  /**
   * Changes the basket from its latest legs (inputs may call back with a render's old closure, so a
   * change never rebuilds the basket from the legs it was rendered with).
   */
  readonly onLegs: (update: (legs: readonly StrategyLeg[]) => readonly StrategyLeg[]) => void;
  readonly signedIn: boolean;
}

/** A leg as traders write it: `24000 CE 01 Dec 2026`, `FUT 29 Dec 2026`. */
export function legName(leg: StrategyLeg): string {
  const expiry = leg.expiry ? formatDateIst(leg.expiry) : '';
  if (leg.instrument === 'future') return `FUT ${expiry}`;
  if (leg.instrument === 'stock') return 'EQ';
  return `${formatStrike(leg.strike)} ${leg.instrument === 'call' ? 'CE' : 'PE'} ${expiry}`;
}

const newRequestId = () => `t-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

/** The basket: legs with side and lots, product, the margin before placing, and the order itself. */
export function BasketPanel({ symbol, legs, onLegs, signedIn }: BasketPanelProps) {
  const t = useStrings(terminalStrings);
  const location = useLocation();
  const [product, setProduct] = useState<FnoProduct>('NRML');
  const [confirming, setConfirming] = useState<ContractOrderBody | null>(null);
  const place = usePlaceContractOrders();
  const tradable = legs.filter((leg) => contractSymbolOf(symbol, leg) !== null);
  const body = orderBody(symbol, tradable, product);
  const margin = useOrderMargin(body, signedIn && tradable.length > 0);
  const preview = answerOf(margin.data);
  const refusal = isRefusal(margin.data) ? margin.data.message : null;
  const ltpOf = (leg: StrategyLeg) =>
    preview?.legs.find((l) => l.symbol === contractSymbolOf(symbol, leg))?.ltp;
  const placed = place.data;

  const submit = async (order: ContractOrderBody) => {
    const answer = await place.mutateAsync(order);
    setConfirming(null);
    if (!isRefusal(answer) && answer.orders.every((o) => o.ok)) onLegs(() => []);
  };

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {t('basket.title')}
          </Title>
          {legs.length > 0 && (
            <Group gap="xs">
              <Anchor component={Link} to={strategyBuilderHref(symbol, legs)} size="sm">
                {t('basket.openBuilder')}
              </Anchor>
              <Button size="compact-sm" variant="subtle" onClick={() => onLegs(() => [])}>
                {t('basket.clear')}
              </Button>
            </Group>
          )}
        </Group>
        {legs.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('basket.empty')}
          </Text>
        ) : (
          <Stack gap={6}>
            {legs.map((leg, i) => {
              const name = `${symbol} ${legName(leg)}`;
              const other = leg.side === 'buy' ? 'sell' : 'buy';
              const ltp = ltpOf(leg);
              return (
                <Group key={`${name}-${leg.side}`} gap="xs" wrap="nowrap" className={classes.legRow}>
                  <UnstyledButton
                    aria-label={t('basket.turn', { contract: name, side: t(`basket.${other}`) })}
                    onClick={() => onLegs((latest) => withLegChange(latest, i, { side: other }))}
                  >
                    <Text
                      span
                      fw={700}
                      c={leg.side === 'buy' ? 'teal.8' : 'red.8'}
                      w={22}
                      display="inline-block"
                    >
                      {leg.side === 'buy' ? t('chain.buy') : t('chain.sell')}
                    </Text>
                  </UnstyledButton>
                  <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                    <Text size="sm" fw={600} truncate>
                      {legName(leg)}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {ltp === undefined ? '' : `${t('chain.ltp')} ${formatNumber(ltp)}`}
                    </Text>
                  </Stack>
                  <NumberInput
                    aria-label={t('basket.lotsOf', { contract: name })}
                    value={leg.lots}
                    min={MIN_LOTS}
                    max={MAX_LOTS}
                    allowDecimal={false}
                    clampBehavior="strict"
                    w={72}
                    size="xs"
                    onChange={(value) => {
                      const lots = typeof value === 'number' ? value : Number(value);
                      if (Number.isInteger(lots) && lots >= MIN_LOTS && lots <= MAX_LOTS)
                        onLegs((latest) => withLegChange(latest, i, { lots }));
                    }}
                  />
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={t('basket.remove', { contract: name })}
                    onClick={() => onLegs((latest) => withoutLeg(latest, i))}
                  >
                    <IconTrash size={16} aria-hidden="true" />
                  </ActionIcon>
                </Group>
              );
            })}
            {tradable.length < legs.length && (
              <Text size="xs" c="dimmed">
                {t('basket.stockLegs')}
              </Text>
            )}
          </Stack>
        )}
        <SegmentedControl
          aria-label={t('basket.product')}
          value={product}
          onChange={(value) => setProduct(value === 'MIS' ? 'MIS' : 'NRML')}
          data={[
            { value: 'NRML', label: t('basket.nrmlShort') },
            { value: 'MIS', label: t('basket.misShort') },
          ]}
          size="xs"
          fullWidth
        />
        <Text size="xs" c="dimmed" mt={-6}>
          {t(product === 'NRML' ? 'basket.nrml' : 'basket.mis')}
        </Text>
        {signedIn && tradable.length > 0 && (
          <MarginSummary
            preview={preview}
            refusal={refusal}
            loading={margin.isPending}
            failed={margin.isError}
          />
        )}
        {signedIn ? (
          <Button
            disabled={tradable.length === 0 || refusal !== null}
            onClick={() => setConfirming(orderBody(symbol, tradable, product, newRequestId()))}
          >
            {t('basket.place')}
          </Button>
        ) : (
          <Button
            component={Link}
            to={loginHref(`${location.pathname}${location.search}`)}
            leftSection={<IconLogin size={16} aria-hidden="true" />}
            variant="light"
          >
            {t('basket.signIn')}
          </Button>
        )}
        {placed && <PlaceResult answer={placed} />}
        {place.isError && (
          <Alert color="red" variant="light" title={t('result.failed')}>
            {place.error.message}
          </Alert>
        )}
      </Stack>
      <Modal opened={confirming !== null} onClose={() => setConfirming(null)} title={t('confirm.title')}>
        {confirming && (
          <Stack gap="sm">
            <Text size="sm">{t('confirm.legs', { count: confirming.legs.length })}</Text>
            <List size="sm" spacing={2}>
              {tradable.map((leg) => (
                <List.Item key={`${legName(leg)}-${leg.side}`}>
                  {t(leg.side === 'buy' ? 'basket.buy' : 'basket.sell')} {leg.lots} × {symbol} {legName(leg)}
                </List.Item>
              ))}
            </List>
            {preview && (
              <Text size="sm" fw={600}>
                {t('margin.required')}: {formatRupees(preview.required)} · {t('margin.charges')}:{' '}
                {formatRupees(preview.legs.reduce((sum, l) => sum + l.charges, 0))}
              </Text>
            )}
            <Text size="xs" c="dimmed">
              {t('confirm.note')}
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setConfirming(null)}>
                {t('confirm.cancel')}
              </Button>
              <Button loading={place.isPending} onClick={() => void submit(confirming)}>
                {t('confirm.place')}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Paper>
  );
}

function MarginSummary({
  preview,
  refusal,
  loading,
  failed,
}: {
  readonly preview: OrderMarginAnswer | undefined;
  readonly refusal: string | null;
  readonly loading: boolean;
  readonly failed: boolean;
}) {
  const t = useStrings(terminalStrings);
  if (refusal)
    return (
      <Alert color="yellow" variant="light">
        {refusal}
      </Alert>
    );
  if (failed)
    return (
      <Alert color="red" variant="light">
        {t('margin.error')}
      </Alert>
    );
  if (!preview)
    return (
      <Text size="sm" c="dimmed">
        {loading ? t('margin.loading') : ''}
      </Text>
    );
  const charges = preview.legs.reduce((sum, l) => sum + l.charges, 0);
  const margin = preview.legs.reduce((sum, l) => sum + l.margin, 0);
  const short = preview.required - preview.available;
  const rows: [string, string][] = [
    [
      t('margin.netPremium'),
      `${formatRupees(Math.abs(preview.netPremium))} ${preview.netPremium >= 0 ? t('margin.paid') : t('margin.received')}`,
    ],
    [t('margin.margin'), formatRupees(margin)],
    [t('margin.charges'), formatRupees(charges)],
    [t('margin.hedge'), formatRupees(preview.hedgeBenefit)],
    [t('margin.required'), formatRupees(preview.required)],
    [t('margin.available'), formatRupees(preview.available)],
  ];
  return (
    <Stack gap={4}>
      <Text size="sm" fw={700}>
        {t('margin.title')}
      </Text>
      <Table className={classes.numbers} verticalSpacing={2} fz="sm">
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Td>{label}</Table.Td>
              <Table.Td ta="right" fw={label === t('margin.required') ? 700 : 400}>
                {value}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {short > 0 && (
        <Alert color="red" variant="light">
          {t('margin.short', { amount: formatRupees(short) })}
        </Alert>
      )}
      <Text size="xs" c="dimmed">
        {t('margin.fixed')}
      </Text>
      <details>
        <summary>
          <Text span size="xs">
            {t('margin.method')}
          </Text>
        </summary>
        <Text size="xs" c="dimmed">
          {preview.method}
        </Text>
      </details>
    </Stack>
  );
}

function PlaceResult({ answer }: { readonly answer: PlaceContractAnswer | ApiRefusal }) {
  const t = useStrings(terminalStrings);
  if (isRefusal(answer))
    return (
      <Alert color="red" variant="light" title={t('result.failed')}>
        {answer.message}
      </Alert>
    );
  const failed = answer.orders.filter((o) => !o.ok);
  return (
    <Alert color={failed.length ? 'yellow' : 'teal'} variant="light" title={t('result.title')}>
      <Text size="sm">{answer.message}</Text>
      {answer.orders.map((o) => (
        <Text key={o.orderId} size="xs">
          {o.orderId}: {o.message}
        </Text>
      ))}
    </Alert>
  );
}

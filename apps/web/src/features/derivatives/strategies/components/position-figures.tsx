import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { StrategyPosition } from '@nivesh/contracts';
import type { ReactNode } from 'react';
import { ChangeText } from '@/components/market/change-text';
import { colourClass } from '@/components/market/market-colours';
import { type StatTile, StatTiles } from '@/components/market/stat-tiles';
import { formatNumber, formatRupees, NO_VALUE } from '@/lib/format';
import { useStrings } from '@/lib/strings';
import { strategiesStrings } from '../strings';

/** A price level as traders read it: whole points on an index, paise on a stock below ₹1,000. */
export const levelText = (value: number) => formatNumber(value, Math.abs(value) >= 1000 ? 0 : 2);

/** A titled section of figure tiles (two a row on phones). */
function TitledTiles({
  id,
  title,
  columns,
  items,
}: {
  readonly id: string;
  readonly title: string;
  readonly columns: number;
  readonly items: readonly StatTile[];
}) {
  return (
    <Stack gap="xs" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id}>
        {title}
      </Title>
      <StatTiles columns={columns} items={items} />
    </Stack>
  );
}

function MaxValue({ value }: { readonly value: number | 'unlimited' }) {
  const t = useStrings(strategiesStrings);
  return value === 'unlimited' ? t('figures.unlimited') : formatRupees(value, 0);
}

/** The position's outcome figures: limits, breakevens, premium, POP and current P&L. */
export function PositionFigures({ position }: { readonly position: StrategyPosition }) {
  const t = useStrings(strategiesStrings);
  const { payoff, conventions } = position;
  const premium = payoff.netPremium;
  return (
    <TitledTiles
      id="strategy-figures"
      title={t('figures.title')}
      columns={2}
      items={[
        {
          label: t('figures.maxProfit'),
          value: (
            <Text span inherit className={colourClass('green')}>
              <MaxValue value={payoff.maxProfit} />
            </Text>
          ),
        },
        {
          label: t('figures.maxLoss'),
          value: (
            <Text span inherit className={colourClass('red')}>
              <MaxValue value={payoff.maxLoss} />
            </Text>
          ),
        },
        {
          label: t('figures.breakevens'),
          value:
            payoff.breakevens.length === 0 ? t('figures.none') : payoff.breakevens.map(levelText).join(' · '),
        },
        {
          label: t('figures.netPremium'),
          value: formatRupees(Math.abs(premium), 0),
          hint: premium === 0 ? undefined : t(premium < 0 ? 'figures.paid' : 'figures.received'),
        },
        {
          label: t('figures.pop'),
          value:
            payoff.probabilityOfProfit === null
              ? NO_VALUE
              : `${formatNumber(payoff.probabilityOfProfit, 1)} %`,
          hint:
            conventions.modelIv === null
              ? t('figures.popModelNoIv')
              : t('figures.popModel', { iv: `${formatNumber(conventions.modelIv, 1)} %` }),
        },
        {
          label: t('figures.currentPnl'),
          value: <ChangeText value={payoff.currentPnl} format="rupees" decimals={0} arrow={false} />,
          hint: t('figures.currentHint'),
        },
      ]}
    />
  );
}

/** Net greeks of the whole position, each with its unit. */
export function PositionGreeks({ position }: { readonly position: StrategyPosition }) {
  const t = useStrings(strategiesStrings);
  const { greeks } = position.payoff;
  return (
    <TitledTiles
      id="strategy-greeks"
      title={t('figures.greeks')}
      columns={4}
      items={[
        { label: t('figures.delta'), value: formatNumber(greeks.delta, 2), hint: t('figures.deltaHint') },
        { label: t('figures.gamma'), value: formatNumber(greeks.gamma, 4), hint: t('figures.gammaHint') },
        { label: t('figures.theta'), value: formatRupees(greeks.theta, 0), hint: t('figures.thetaHint') },
        { label: t('figures.vega'), value: formatRupees(greeks.vega, 0), hint: t('figures.vegaHint') },
      ]}
    />
  );
}

function MarginRow({
  label,
  value,
  strong,
}: {
  readonly label: string;
  readonly value: ReactNode;
  readonly strong?: boolean;
}) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Text size="sm" fw={strong ? 700 : undefined} component="dt">
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 500} component="dd" m={0} style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </Group>
  );
}

/** The margin estimate with its parts and the server's statement of its method. */
export function MarginEstimate({ position }: { readonly position: StrategyPosition }) {
  const t = useStrings(strategiesStrings);
  const { margin } = position;
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-labelledby="strategy-margin">
      <Title order={2} size="h4" id="strategy-margin" mb="xs">
        {t('margin.title')}
      </Title>
      <Stack gap={4} component="dl" m={0}>
        <MarginRow label={t('margin.span')} value={formatRupees(margin.span, 0)} />
        <MarginRow label={t('margin.exposure')} value={formatRupees(margin.exposure, 0)} />
        <MarginRow label={t('margin.elm')} value={formatRupees(margin.expiryDayElm, 0)} />
        <MarginRow label={t('margin.premium')} value={formatRupees(margin.premium, 0)} />
        <MarginRow label={t('margin.hedge')} value={formatRupees(-Math.abs(margin.hedgeBenefit), 0)} />
        <MarginRow label={t('margin.total')} value={formatRupees(margin.total, 0)} strong />
      </Stack>
      <Text size="xs" c="dimmed" mt="xs">
        {t('margin.standalone', { amount: formatRupees(margin.standaloneTotal, 0) })}
      </Text>
      <Text size="xs" c="dimmed" mt={4}>
        {t('margin.method', { method: margin.method })}
      </Text>
    </Paper>
  );
}

import { Anchor, Badge, Group, Paper, Text, Title } from '@mantine/core';
import type { StrategySummary } from '@nivesh/contracts';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { useStrings } from '@/lib/strings';
import { legsInWords } from '../lib/leg-words';
import { templatePayoff } from '../lib/template-payoff';
import { strategiesStrings } from '../strings';
import { FigureList } from './figure-list';
import { PayoffSketch } from './payoff-sketch';
import classes from './strategies.module.css';

export const CATALOGUE_PATH = '/option-chain/option-strategy';
export const strategyHref = (id: string) => `${CATALOGUE_PATH}/${encodeURIComponent(id)}`;

const LEVEL_COLOUR = { beginner: 'teal', intermediate: 'blue', advanced: 'grape' } as const;

/** The level of a strategy as a small badge. */
export function LevelBadge({ level }: { readonly level: StrategySummary['level'] }) {
  const t = useStrings(strategiesStrings);
  return (
    <Badge variant="light" color={LEVEL_COLOUR[level]} size="sm">
      {t(`level.${level}`)}
    </Badge>
  );
}

/** One strategy of the catalogue: name (the link), level, legs in words, payoff sketch, limits. */
export function StrategyCard({ strategy }: { readonly strategy: StrategySummary }) {
  const t = useStrings(strategiesStrings);
  const payoff = useMemo(() => templatePayoff(strategy.legs), [strategy.legs]);
  return (
    <Paper withBorder radius="md" p="sm" className={classes.card} component="article">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Title order={3} size="h5">
          <Anchor component={Link} to={strategyHref(strategy.id)} className={classes.cardLink} c="inherit">
            {strategy.name}
          </Anchor>
        </Title>
        <LevelBadge level={strategy.level} />
      </Group>
      <Text size="sm" fw={500}>
        {legsInWords(strategy.legs, t)}
      </Text>
      <PayoffSketch payoff={payoff} label={t('card.sketch', { name: strategy.name })} />
      {payoff.approximate && (
        <Text size="xs" c="dimmed">
          {t('card.approximate')}: {t('card.approximateHint')}
        </Text>
      )}
      <Text size="sm" c="dimmed" lineClamp={2}>
        {strategy.rationale}
      </Text>
      <FigureList
        items={[
          { term: t('card.maxProfit'), value: strategy.maxProfit },
          { term: t('card.maxLoss'), value: strategy.maxLoss },
          { term: t('card.breakevens'), value: strategy.breakevens },
        ]}
      />
    </Paper>
  );
}

/** The catalogue's way into an empty builder. */
export function BuildYourOwnCard() {
  const t = useStrings(strategiesStrings);
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      className={classes.card}
      component="article"
      bg="var(--mantine-color-default-hover)"
    >
      <Title order={3} size="h5">
        <Anchor component={Link} to={strategyHref('custom')} className={classes.cardLink} c="inherit">
          {t('catalogue.buildOwn')}
        </Anchor>
      </Title>
      <Text size="sm">{t('catalogue.buildOwnText')}</Text>
    </Paper>
  );
}

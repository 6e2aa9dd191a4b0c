import { Button, Group, Pagination, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { RoboCurvePoint, RoboModelId, RoboModelSummary } from '@nivesh/contracts';
import { useMemo, useState } from 'react';
import { pagerLabels, TableScroll } from '@/components/market/data-table';
import { PlotChart } from '@/components/market/plot-chart';
import type { PlotSpec } from '@/components/market/plot-option';
import { QueryStates } from '@/components/market/query-states';
import { SimulatedBadge } from '@/components/market/simulated-badge';
import { StatTiles } from '@/components/market/stat-tiles';
import { marketStrings } from '@/components/market/strings';
import { formatCompactRupees, formatNumber, formatPercent, formatRupees } from '@/lib/format';
import { useStrings } from '@/lib/strings';
import { useRoboHoldings, useRoboModels, useRoboPerformance, useRoboRebalances } from '../api';
import { type RoboText, roboPortfoliosStrings } from '../strings';
import { FollowModel } from './follow-model';

/** A neutral second line that reads in both colour schemes (Mantine orange 6). */
const NIFTY_COLOUR = '#fd7e14';
const pct = (fraction: number): string => formatPercent(fraction * 100);
/** A size, not a change: no sign (volatility, weight). */
const unsignedPct = (fraction: number): string => `${formatNumber(fraction * 100, 1)} %`;
const capitalText = (rupees: number): string => formatNumber(rupees, 0);

function ModelCard({
  model,
  chosen,
  onChoose,
  t,
}: {
  readonly model: RoboModelSummary;
  readonly chosen: boolean;
  readonly onChoose: () => void;
  readonly t: RoboText;
}) {
  const name = t(`names.${model.id}`);
  return (
    <Paper withBorder radius="md" p="sm" data-testid={`robo-model-${model.id}`}>
      <Stack gap={4}>
        <Title order={3} size="h5">
          {name}
        </Title>
        <Text size="sm">
          {t('models.return')}: <b>{pct(model.metrics.totalReturn)}</b> ·{' '}
          {t('figures.vsNifty', { value: pct(model.nifty.totalReturn) })}
        </Text>
        <Text size="xs" c="dimmed">
          {t('figures.since', { date: model.since, asOf: model.asOf })}
        </Text>
        <Group>
          <Button size="xs" variant={chosen ? 'filled' : 'light'} aria-pressed={chosen} onClick={onChoose}>
            {chosen ? t('models.chosen') : t('models.choose', { name })}
          </Button>
        </Group>
        <FollowModel model={model.id} name={name} t={t} />
      </Stack>
    </Paper>
  );
}

/** The model's value and NIFTY 50 scaled to the same capital, day by day, on the kit's PlotChart. */
function EquityCurve({
  curve,
  modelName,
  label,
}: {
  readonly curve: readonly RoboCurvePoint[];
  readonly modelName: string;
  readonly label: string;
}) {
  const spec = useMemo<PlotSpec>(
    () => ({
      categories: curve.map((p) => p.date),
      series: [
        { name: modelName, kind: 'line', values: curve.map((p) => p.value), colour: 'line' },
        { name: 'NIFTY 50', kind: 'line', values: curve.map((p) => p.nifty), colour: NIFTY_COLOUR },
      ],
      formatValue: (v) => formatRupees(v, 0),
      formatAxis: (v) => formatCompactRupees(v),
      fitValues: true,
    }),
    [curve, modelName],
  );
  return <PlotChart spec={spec} label={label} height={280} />;
}

function Performance({ model, t }: { readonly model: RoboModelId; readonly t: RoboText }) {
  const query = useRoboPerformance(model);
  return (
    <QueryStates query={query} errorTitle={t('loadError')} isEmpty={(d) => d.curve.length === 0}>
      {(data) => {
        const m = data.model;
        const name = t(`names.${model}`);
        return (
          <Stack gap="sm">
            <StatTiles
              items={[
                {
                  label: t('figures.totalReturn'),
                  value: pct(m.metrics.totalReturn),
                  hint: t('figures.vsNifty', { value: pct(m.nifty.totalReturn) }),
                },
                {
                  label: t('figures.cagr'),
                  value: pct(m.metrics.cagr),
                  hint: t('figures.vsNifty', { value: pct(m.nifty.cagr) }),
                },
                {
                  label: t('figures.maxDrawdown'),
                  value: pct(-m.metrics.maxDrawdown),
                  hint: t('figures.vsNifty', { value: pct(-m.nifty.maxDrawdown) }),
                },
                {
                  label: t('figures.volatility'),
                  value: unsignedPct(m.metrics.volatility),
                  hint: t('figures.vsNifty', { value: unsignedPct(m.nifty.volatility) }),
                },
              ]}
            />
            <Text size="xs" c="dimmed">
              {t('figures.charges', { value: formatRupees(data.totalCharges) })}
            </Text>
            <Title order={3} size="h5">
              {t('chart.title')}
            </Title>
            <EquityCurve
              curve={data.curve}
              modelName={name}
              label={t('chart.label', {
                name,
                capital: capitalText(data.initialCapital),
                from: data.curve[0]?.date ?? '',
                to: data.curve.at(-1)?.date ?? '',
              })}
            />
          </Stack>
        );
      }}
    </QueryStates>
  );
}

function Holdings({ model, t }: { readonly model: RoboModelId; readonly t: RoboText }) {
  const query = useRoboHoldings(model);
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('holdings.title')}
      </Title>
      <QueryStates
        query={query}
        errorTitle={t('loadError')}
        isEmpty={(d) => d.holdings.length === 0}
        empty={
          <Text size="sm" c="dimmed">
            {t('holdings.empty')}
          </Text>
        }
      >
        {(data) => (
          <Stack gap={4}>
            <TableScroll label={t('holdings.caption', { name: t(`names.${model}`) })}>
              <Table striped withTableBorder fz="sm" miw={340}>
                <Table.Caption>{t('holdings.caption', { name: t(`names.${model}`) })}</Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('holdings.symbol')}</Table.Th>
                    <Table.Th scope="col" ta="right">
                      {t('holdings.weight')}
                    </Table.Th>
                    <Table.Th scope="col" ta="right">
                      {t('holdings.price')}
                    </Table.Th>
                    <Table.Th scope="col" ta="right">
                      {t('holdings.quantity')}
                    </Table.Th>
                    <Table.Th scope="col">{t('holdings.sector')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.holdings.map((h) => (
                    <Table.Tr key={h.symbol}>
                      <Table.Th scope="row">{h.symbol}</Table.Th>
                      <Table.Td ta="right">{unsignedPct(h.weight)}</Table.Td>
                      <Table.Td ta="right">{formatNumber(h.price)}</Table.Td>
                      <Table.Td ta="right">{formatNumber(h.quantity, 0)}</Table.Td>
                      <Table.Td>{h.sector}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </TableScroll>
            <Text size="xs" c="dimmed">
              {t('holdings.cash', { value: formatRupees(data.cash), total: formatRupees(data.value) })} ·{' '}
              {t('holdings.pricedOn', { date: data.pricedOn })}
            </Text>
          </Stack>
        )}
      </QueryStates>
    </Stack>
  );
}

function Rebalances({ model, t }: { readonly model: RoboModelId; readonly t: RoboText }) {
  const pagerText = useStrings(marketStrings);
  const [page, setPage] = useState(1);
  const query = useRoboRebalances({ model, page });
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('rebalances.title')}
      </Title>
      <QueryStates
        query={query}
        errorTitle={t('loadError')}
        isEmpty={(d) => d.total === 0}
        empty={
          <Text size="sm" c="dimmed">
            {t('rebalances.empty')}
          </Text>
        }
      >
        {(data) => (
          <Stack gap={4}>
            <Text size="xs" c="dimmed">
              {t('rebalances.count', { count: data.total })}
            </Text>
            <TableScroll label={t('rebalances.caption', { name: t(`names.${model}`) })}>
              <Table striped withTableBorder fz="sm" miw={340}>
                <Table.Caption>{t('rebalances.caption', { name: t(`names.${model}`) })}</Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('rebalances.date')}</Table.Th>
                    <Table.Th scope="col">{t('rebalances.entered')}</Table.Th>
                    <Table.Th scope="col">{t('rebalances.exited')}</Table.Th>
                    <Table.Th scope="col" ta="right">
                      {t('rebalances.charges')}
                    </Table.Th>
                    <Table.Th scope="col" ta="right">
                      {t('rebalances.value')}
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.rebalances.map((r) => (
                    <Table.Tr key={r.date}>
                      <Table.Th scope="row">
                        {r.date}
                        <Text size="xs" c="dimmed" fw={400}>
                          {t('rebalances.dataAsOf', { date: r.dataAsOf })}
                        </Text>
                      </Table.Th>
                      <Table.Td>{r.entered.join(', ') || t('rebalances.none')}</Table.Td>
                      <Table.Td>{r.exited.join(', ') || t('rebalances.none')}</Table.Td>
                      <Table.Td ta="right">{formatNumber(r.charges)}</Table.Td>
                      <Table.Td ta="right">{formatNumber(r.value, 0)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </TableScroll>
            {data.total > data.pageSize && (
              <Pagination
                size="sm"
                total={Math.ceil(data.total / data.pageSize)}
                value={page}
                onChange={setPage}
                {...pagerLabels(pagerText)}
              />
            )}
          </Stack>
        )}
      </QueryStates>
    </Stack>
  );
}

/**
 * The robo (model) portfolios, self-contained: the models with their return against NIFTY 50, and
 * for the chosen one its rule, figures, equity curve, holdings, rebalance record and method. Every
 * figure comes from RoboPort/* and is labelled as the simulated market's.
 */
export function RoboPortfoliosSection() {
  const t = useStrings(roboPortfoliosStrings);
  const models = useRoboModels();
  const [chosen, setChosen] = useState<RoboModelId | null>(null);
  const data = models.data;
  const list = useMemo(() => (data && 'models' in data ? data.models : []), [data]);
  const current = chosen ?? list[0]?.id ?? null;
  const capital = data && 'initialCapital' in data ? data.initialCapital : 1_000_000;
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-labelledby="robo-portfolios-title" miw={0}>
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4" id="robo-portfolios-title">
            {t('title')}
          </Title>
          <SimulatedBadge size="sm" />
        </Group>
        <Text size="sm">{t('intro')}</Text>
        <Text size="xs" c="dimmed">
          {t('simulatedNote')}
        </Text>
        <QueryStates
          query={models}
          errorTitle={t('models.loadError')}
          isEmpty={(d) => d.models.length === 0}
          empty={
            <Text size="sm" c="dimmed">
              {t('models.empty')}
            </Text>
          }
        >
          {(answer) => (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              {answer.models.map((m) => (
                <ModelCard
                  key={m.id}
                  model={m}
                  chosen={m.id === current}
                  onChoose={() => setChosen(m.id)}
                  t={t}
                />
              ))}
            </SimpleGrid>
          )}
        </QueryStates>
        {current !== null && (
          <Stack gap="md" data-testid="robo-model-detail">
            <Title order={3} size="h5">
              {t(`names.${current}`)}
            </Title>
            <Text size="sm">{t(`rules.${current}`)}</Text>
            <Performance model={current} t={t} />
            <Holdings model={current} t={t} />
            <Rebalances key={current} model={current} t={t} />
            <Stack gap={4}>
              <Title order={3} size="h5">
                {t('method.title')}
              </Title>
              <Text size="sm">{t('method.text', { capital: capitalText(capital) })}</Text>
            </Stack>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

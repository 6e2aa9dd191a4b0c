import { Alert, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { ChangeText } from '@/components/market/change-text';
import { useChartPalette } from '@/components/market/chart-support';
import { LineChart } from '@/components/market/line-chart';
import { Choice, type ChoiceOption } from '@/components/market/list-controls';
import { formatNumber, formatPoints } from '@/lib/format';
import { useStrings } from '@/lib/strings';
import { type IndiaVixAnswer, useIndiaVix } from '../api/get-india-vix';
import { useListFilters } from '../hooks/use-list-filters';
import { marketListsStrings } from '../strings';
import { DualLineChart } from './dual-line-chart';
import { ListFrame, todayCrumbs } from './list-page';
import { RangeTrack } from './range-track';

const PERIODS = [
  { period: 'm3', value: 63 },
  { period: 'm6', value: 125 },
  { period: 'y1', value: 250 },
  { period: 'y5', value: 1250 },
] as const;

/** What a correlation of daily moves says, in words (in the page's language at the moment it is called). */
export function describeCorrelation(rho: number | null, sessions: number): string {
  if (rho === null) return marketListsStrings.t('indiaVix.correlation.none');
  const strength = Math.abs(rho) >= 0.6 ? 'strongly' : Math.abs(rho) >= 0.3 ? 'moderately' : 'weakly';
  const way = rho < 0 ? 'opposite' : 'same';
  return marketListsStrings.t(`indiaVix.correlation.${strength}.${way}`, {
    sessions: formatNumber(sessions, 0),
    rho: formatNumber(rho, 2),
  });
}

function VixNow({ answer }: { readonly answer: IndiaVixAnswer }) {
  const t = useStrings(marketListsStrings);
  const { vix } = answer;
  if (!vix) return null;
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      <Paper withBorder radius="md" p="md">
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          {t('indiaVix.title')}
        </Text>
        <Text fz={34} fw={700} lh={1.2}>
          {formatNumber(vix.ltp, 2)}
        </Text>
        <ChangeText value={vix.change} percent={vix.changePct} size="sm" />
        <Text size="xs" c="dimmed" mt={4}>
          {t('indiaVix.previousClose', { value: formatNumber(vix.prevClose, 2) })}
        </Text>
      </Paper>
      <Paper withBorder radius="md" p="md">
        <RangeTrack label={t('indiaVix.dayRange')} low={vix.low} high={vix.high} value={vix.ltp} />
      </Paper>
      <Paper withBorder radius="md" p="md">
        <RangeTrack
          label={t('indiaVix.fiftyTwoWeekRange')}
          low={vix.fiftyTwoWeekLow}
          high={vix.fiftyTwoWeekHigh}
          value={vix.ltp}
        />
      </Paper>
    </SimpleGrid>
  );
}

function Charts({ answer }: { readonly answer: IndiaVixAnswer }) {
  const palette = useChartPalette();
  const t = useStrings(marketListsStrings);
  const { vixPoints, niftyPoints } = useMemo(() => {
    const today = { date: answer.date, vix: answer.vix?.ltp ?? null, nifty: answer.nifty?.ltp ?? null };
    const days = [...answer.history, today];
    return {
      vixPoints: days.map((d) => ({ time: d.date, value: d.vix })),
      niftyPoints: days.map((d) => ({ time: d.date, value: d.nifty })),
    };
  }, [answer]);
  const vix = { name: t('indiaVix.title'), points: vixPoints, colour: palette.down };
  const nifty = { name: t('indiaVix.nifty'), points: niftyPoints, colour: palette.line };
  return (
    <Stack gap="md">
      {answer.available && (
        <Paper withBorder radius="md" p="sm">
          <Text fw={600} size="sm" mb="xs">
            {t('indiaVix.chartTitle')}
          </Text>
          <LineChart points={vixPoints} label={t('indiaVix.chartLabel')} height={280} colour={palette.down} />
        </Paper>
      )}
      <Paper withBorder radius="md" p="sm">
        <Text fw={600} size="sm" mb="xs">
          {answer.available ? t('indiaVix.against') : t('indiaVix.niftyClose')}
        </Text>
        {answer.available ? (
          <DualLineChart left={vix} right={nifty} label={t('indiaVix.dualLabel')} height={320} />
        ) : (
          <LineChart points={niftyPoints} label={t('indiaVix.niftyLabel')} height={280} />
        )}
        <Text size="sm" c="dimmed" mt="xs">
          {answer.available
            ? describeCorrelation(answer.correlation, answer.history.length)
            : t('indiaVix.niftyNow', { value: formatPoints(answer.nifty?.ltp) })}
        </Text>
      </Paper>
    </Stack>
  );
}

function WhatVixMeans() {
  const t = useStrings(marketListsStrings);
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h4" mb="xs">
        {t('indiaVix.whatTitle')}
      </Title>
      <Stack gap="xs">
        <Text size="sm">{t('indiaVix.what1')}</Text>
        <Text size="sm">{t('indiaVix.what2')}</Text>
        <Text size="sm">{t('indiaVix.what3')}</Text>
      </Stack>
    </Paper>
  );
}

/** /india-vix: India VIX now, its day and 52-week range, its history and its relation to NIFTY 50. */
export function IndiaVixPage() {
  const filters = useListFilters();
  const [days, setDays] = useState<number>(250);
  const query = useIndiaVix({ days, date: filters.date });
  const t = useStrings(marketListsStrings);
  const periods: readonly ChoiceOption<number>[] = PERIODS.map(({ period, value }) => ({
    label: t(`periods.${period}`),
    value,
  }));
  return (
    <ListFrame
      title={t('indiaVix.title')}
      breadcrumbs={todayCrumbs(t)}
      explanation={t('indiaVix.explanation')}
      query={query}
      filters={filters}
      withIndex={false}
      controls={
        <Choice label={t('advanceDecline.history')} value={days} options={periods} onChange={setDays} />
      }
    >
      {(answer) => (
        <Stack gap="lg">
          {!answer.available && (
            <Alert
              color="yellow"
              variant="light"
              icon={<IconInfoCircle size={20} aria-hidden="true" />}
              title={t('indiaVix.unavailableTitle')}
            >
              {t('indiaVix.unavailable')}
            </Alert>
          )}
          <VixNow answer={answer} />
          <Charts answer={answer} />
          <WhatVixMeans />
        </Stack>
      )}
    </ListFrame>
  );
}

import { Alert, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { ChangeText } from '@/components/market/change-text';
import { useChartPalette } from '@/components/market/chart-support';
import { LineChart } from '@/components/market/line-chart';
import { Choice, type ChoiceOption } from '@/components/market/list-controls';
import { formatNumber, formatPoints } from '@/lib/format';
import { type IndiaVixAnswer, useIndiaVix } from '../api/get-india-vix';
import { useListFilters } from '../hooks/use-list-filters';
import { DualLineChart } from './dual-line-chart';
import { ListFrame, TODAY_CRUMBS } from './list-page';
import { RangeTrack } from './range-track';

const PERIODS: readonly ChoiceOption<number>[] = [
  { label: '3M', value: 63 },
  { label: '6M', value: 125 },
  { label: '1Y', value: 250 },
  { label: '5Y', value: 1250 },
];

/** What a correlation of daily moves says, in words. */
export function describeCorrelation(rho: number | null, sessions: number): string {
  if (rho === null) return 'Not enough days with both VIX and NIFTY 50 to measure how they move together.';
  const strength = Math.abs(rho) >= 0.6 ? 'strongly' : Math.abs(rho) >= 0.3 ? 'moderately' : 'weakly';
  const way = rho < 0 ? 'in opposite directions' : 'in the same direction';
  return `Over the last ${formatNumber(sessions, 0)} sessions, daily moves of India VIX and NIFTY 50 had a correlation of ${formatNumber(rho, 2)}: they moved ${strength} ${way}.`;
}

function VixNow({ answer }: { readonly answer: IndiaVixAnswer }) {
  const { vix } = answer;
  if (!vix) return null;
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      <Paper withBorder radius="md" p="md">
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          India VIX
        </Text>
        <Text fz={34} fw={700} lh={1.2}>
          {formatNumber(vix.ltp, 2)}
        </Text>
        <ChangeText value={vix.change} percent={vix.changePct} size="sm" />
        <Text size="xs" c="dimmed" mt={4}>
          Previous close {formatNumber(vix.prevClose, 2)}
        </Text>
      </Paper>
      <Paper withBorder radius="md" p="md">
        <RangeTrack label="Day range" low={vix.low} high={vix.high} value={vix.ltp} />
      </Paper>
      <Paper withBorder radius="md" p="md">
        <RangeTrack
          label="52-week range"
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
  const { vixPoints, niftyPoints } = useMemo(() => {
    const today = { date: answer.date, vix: answer.vix?.ltp ?? null, nifty: answer.nifty?.ltp ?? null };
    const days = [...answer.history, today];
    return {
      vixPoints: days.map((d) => ({ time: d.date, value: d.vix })),
      niftyPoints: days.map((d) => ({ time: d.date, value: d.nifty })),
    };
  }, [answer]);
  const vix = { name: 'India VIX', points: vixPoints, colour: palette.down };
  const nifty = { name: 'NIFTY 50', points: niftyPoints, colour: palette.line };
  return (
    <Stack gap="md">
      {answer.available && (
        <Paper withBorder radius="md" p="sm">
          <Text fw={600} size="sm" mb="xs">
            India VIX, daily close
          </Text>
          <LineChart points={vixPoints} label="India VIX daily closes" height={280} colour={palette.down} />
        </Paper>
      )}
      <Paper withBorder radius="md" p="sm">
        <Text fw={600} size="sm" mb="xs">
          {answer.available ? 'India VIX against NIFTY 50' : 'NIFTY 50, daily close'}
        </Text>
        {answer.available ? (
          <DualLineChart left={vix} right={nifty} label="India VIX and NIFTY 50, daily closes" height={320} />
        ) : (
          <LineChart points={niftyPoints} label="NIFTY 50 daily closes" height={280} />
        )}
        <Text size="sm" c="dimmed" mt="xs">
          {answer.available
            ? describeCorrelation(answer.correlation, answer.history.length)
            : `NIFTY 50 now ${formatPoints(answer.nifty?.ltp)}.`}
        </Text>
      </Paper>
    </Stack>
  );
}

function WhatVixMeans() {
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h4" mb="xs">
        What India VIX means
      </Title>
      <Stack gap="xs">
        <Text size="sm">
          India VIX is NSE’s volatility index: a number, worked out from the prices of NIFTY 50 options, for
          how much the market expects NIFTY 50 to move over the next 30 days, as an annual percentage. A VIX
          of 15 says traders expect NIFTY to move about 15 % up or down over a year, roughly 4.3 % over a
          month.
        </Text>
        <Text size="sm">
          It is often called the fear gauge: when markets fall sharply, option buyers pay more for protection,
          option prices rise and VIX goes up. That is why VIX usually moves the other way from NIFTY 50. Low
          VIX (below about 12–15) means a calm, complacent market; high VIX (above about 25) means stress.
        </Text>
        <Text size="sm">
          VIX does not say which way the market will go, only how big the moves are expected to be. Option
          sellers watch it for premium levels, and traders use it to size stop losses.
        </Text>
      </Stack>
    </Paper>
  );
}

/** /india-vix: India VIX now, its day and 52-week range, its history and its relation to NIFTY 50. */
export function IndiaVixPage() {
  const filters = useListFilters();
  const [days, setDays] = useState<number>(250);
  const query = useIndiaVix({ days, date: filters.date });
  return (
    <ListFrame
      title="India VIX"
      breadcrumbs={TODAY_CRUMBS}
      explanation="India VIX measures the volatility the market expects in NIFTY 50 over the next 30 days, from NIFTY option prices. Here: its level now, its day and 52-week ranges, its daily closes and how it moves against NIFTY 50."
      query={query}
      filters={filters}
      withIndex={false}
      controls={<Choice label="History" value={days} options={PERIODS} onChange={setDays} />}
    >
      {(answer) => (
        <Stack gap="lg">
          {!answer.available && (
            <Alert
              color="yellow"
              variant="light"
              icon={<IconInfoCircle size={20} aria-hidden="true" />}
              title="India VIX is not available yet"
            >
              This market has no India VIX series yet (it is computed from the simulated NIFTY option prices).
              NIFTY 50 is shown meanwhile.
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

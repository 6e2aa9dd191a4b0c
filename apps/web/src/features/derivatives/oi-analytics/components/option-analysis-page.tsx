import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { OiAnalysisAnswer, OiProfileRow } from '@nivesh/contracts';
import { useMemo } from 'react';
import { ChangeText } from '@/components/market/change-text';
import { PlotChart } from '@/components/market/plot-chart';
import { Section } from '@/components/market/section';
import { StatTiles } from '@/components/market/stat-tiles';
import { usePhone } from '@/components/market/use-phone';
import {
  formatDateIst,
  formatNumber,
  formatPercent,
  formatPoints,
  formatRupees,
  formatVolume,
} from '@/lib/format';
import { useStrings } from '@/lib/strings';
import { formatStrike } from '../../shared/format';
import { formatIv, formatRatio, formatSessionTime } from '../lib/oi-format';
import {
  gexSpec,
  oiByStrikeSpec,
  oiChangeSpec,
  smileSpec,
  straddleSpec,
  strikeChartHeight,
  termSpec,
} from '../lib/strike-charts';
import { rowsAroundSpot, type StrikeWindow, topRows } from '../lib/strikes';
import { oiAnalyticsStrings } from '../strings';
import { BuildUpCounts } from './build-up-counts';
import { OiLevelsSection } from './oi-levels';
import { OiAnalysisFrame } from './page-frames';
import { PcrByExpiryTable } from './pcr-expiry-table';

/** The figures of the expiry at a glance. */
function SummaryTiles({ answer }: { readonly answer: OiAnalysisAnswer }) {
  const t = useStrings(oiAnalyticsStrings);
  const { underlying, expiry, totals } = answer;
  return (
    <StatTiles
      columns={4}
      items={[
        {
          label: t('common.spot'),
          value: formatPoints(underlying.spot),
          hint: <ChangeText value={underlying.changePct} format="percent" />,
        },
        { label: t('common.pcrOi'), value: formatRatio(totals.pcrOi) },
        { label: t('common.pcrVolume'), value: formatRatio(totals.pcrVolume) },
        { label: t('common.maxPain'), value: formatStrike(totals.maxPain) },
        {
          label: t('common.atmIv'),
          value: formatIv(expiry.atmIv),
          hint: t('analysis.ivHint', { strike: formatStrike(expiry.atmStrike) }),
        },
        {
          label: t('analysis.straddleTile'),
          value: formatRupees(expiry.straddle),
          hint: t('analysis.straddleHint', {
            pct: `${formatNumber((expiry.straddle / underlying.spot) * 100, 2)} %`,
          }),
        },
        { label: t('common.daysToExpiry'), value: formatNumber(expiry.daysToExpiry, 0) },
        {
          label: t('common.expiry'),
          value: formatDateIst(expiry.date),
          hint: t(`common.kind.${expiry.kind}`),
        },
      ]}
    />
  );
}

interface StrikeChartsProps {
  readonly answer: OiAnalysisAnswer;
  /** The strikes around spot the charts show. */
  readonly rows: readonly OiProfileRow[];
}

/** The figures every label of the page names: underlying, expiry date, spot. */
function useChartContext(answer: OiAnalysisAnswer) {
  const t = useStrings(oiAnalyticsStrings);
  return {
    symbol: answer.underlying.symbol,
    expiry: formatDateIst(answer.expiry.date),
    spot: formatPoints(answer.underlying.spot),
    spotName: t('common.spotMark', { spot: formatPoints(answer.underlying.spot) }),
  };
}

/** The two bar charts by strike: open interest, and its change since the previous close. */
const STRIKE_BARS = {
  oiChart: {
    spec: oiByStrikeSpec,
    names: ['common.callOi', 'common.putOi'],
    call: (r: OiProfileRow) => r.callOi,
    put: (r: OiProfileRow) => r.putOi,
    totals: (totals: OiAnalysisAnswer['totals']) => [totals.callOi, totals.putOi],
    format: (value: number | undefined) => formatVolume(value),
  },
  changeChart: {
    spec: oiChangeSpec,
    names: ['common.callOiChange', 'common.putOiChange'],
    call: (r: OiProfileRow) => r.callOiChange,
    put: (r: OiProfileRow) => r.putOiChange,
    totals: (totals: OiAnalysisAnswer['totals']) => [totals.callOiChange, totals.putOiChange],
    format: (value: number | undefined) =>
      value === undefined ? formatVolume(value) : `${value > 0 ? '+' : ''}${formatVolume(value)}`,
  },
} as const;

function StrikeBars({
  answer,
  rows,
  chart,
}: StrikeChartsProps & { readonly chart: keyof typeof STRIKE_BARS }) {
  const t = useStrings(oiAnalyticsStrings);
  const phone = usePhone();
  const context = useChartContext(answer);
  const bars = STRIKE_BARS[chart];
  const [callName, putName] = bars.names;
  const spec = useMemo(
    () =>
      bars.spec(
        rows,
        answer.underlying.spot,
        { calls: t(callName), puts: t(putName), spot: context.spotName },
        phone,
      ),
    [bars, rows, answer.underlying.spot, callName, putName, context.spotName, phone, t],
  );
  const [topCall] = topRows(answer.profile, bars.call, 1);
  const [topPut] = topRows(answer.profile, bars.put, 1);
  const [callTotal, putTotal] = bars.totals(answer.totals);
  return (
    <Section
      title={t(`analysis.${chart}.title`)}
      note={t(`analysis.${chart}.note`)}
      summary={t(`analysis.${chart}.summary`, {
        callPart:
          topCall === undefined
            ? t(`analysis.${chart}.noCall`)
            : t(`analysis.${chart}.call`, {
                strike: formatStrike(topCall.strike),
                value: bars.format(bars.call(topCall)),
              }),
        putPart:
          topPut === undefined
            ? t(`analysis.${chart}.noPut`)
            : t(`analysis.${chart}.put`, {
                strike: formatStrike(topPut.strike),
                value: bars.format(bars.put(topPut)),
              }),
        callTotal: bars.format(callTotal),
        putTotal: bars.format(putTotal),
      })}
    >
      <PlotChart
        spec={spec}
        label={t(`analysis.${chart}.label`, context)}
        height={strikeChartHeight(rows.length, phone)}
      />
    </Section>
  );
}

function Gex({ answer, rows }: StrikeChartsProps) {
  const t = useStrings(oiAnalyticsStrings);
  const phone = usePhone();
  const context = useChartContext(answer);
  const { gex } = answer;
  const zeroGamma = gex.zeroGamma === null ? t('analysis.gex.zeroGammaNone') : formatPoints(gex.zeroGamma);
  const spec = useMemo(
    () =>
      gexSpec(
        rows,
        answer.underlying.spot,
        gex.zeroGamma,
        {
          series: t('analysis.gex.series'),
          spot: context.spotName,
          zeroGamma: t('analysis.gex.zeroGammaMark', { level: formatStrike(gex.zeroGamma) }),
        },
        phone,
      ),
    [rows, answer.underlying.spot, gex.zeroGamma, context.spotName, phone, t],
  );
  const total = formatNumber(gex.total, 1);
  return (
    <Section
      title={t('analysis.gex.title')}
      note={t('analysis.gex.note')}
      summary={t('analysis.gex.summary', {
        total,
        callWall: formatStrike(gex.callWall),
        putWall: formatStrike(gex.putWall),
        zeroGamma,
      })}
    >
      <StatTiles
        items={[
          {
            label: t('analysis.gex.total'),
            value: <ChangeText value={gex.total} format="change" decimals={1} arrow={false} />,
            hint: t('analysis.gex.totalHint'),
          },
          {
            label: t('analysis.gex.callWall'),
            value: formatStrike(gex.callWall),
            hint: t('analysis.gex.callWallHint'),
          },
          {
            label: t('analysis.gex.putWall'),
            value: formatStrike(gex.putWall),
            hint: t('analysis.gex.putWallHint'),
          },
          { label: t('analysis.gex.zeroGamma'), value: zeroGamma, hint: t('analysis.gex.zeroGammaHint') },
        ]}
      />
      <PlotChart
        spec={spec}
        label={t('analysis.gex.label', context)}
        height={strikeChartHeight(rows.length, phone)}
      />
    </Section>
  );
}

function Smile({ answer, rows }: StrikeChartsProps) {
  const t = useStrings(oiAnalyticsStrings);
  const context = useChartContext(answer);
  const spec = useMemo(
    () =>
      smileSpec(rows, answer.underlying.spot, {
        callIv: t('analysis.smile.callIv'),
        putIv: t('analysis.smile.putIv'),
        spot: context.spotName,
      }),
    [rows, answer.underlying.spot, context.spotName, t],
  );
  const atm = rows.find((r) => r.strike === answer.expiry.atmStrike);
  const low = rows.find((r) => r.putIv !== null);
  const high = rows.findLast((r) => r.callIv !== null);
  return (
    <Section
      title={t('analysis.smile.title')}
      note={t('analysis.smile.note')}
      summary={t('analysis.smile.summary', {
        atm: formatStrike(atm?.strike),
        callIv: formatIv(atm?.callIv),
        putIv: formatIv(atm?.putIv),
        low: formatStrike(low?.strike),
        lowIv: formatIv(low?.putIv),
        high: formatStrike(high?.strike),
        highIv: formatIv(high?.callIv),
      })}
    >
      <PlotChart spec={spec} label={t('analysis.smile.label', context)} height={300} />
    </Section>
  );
}

function TermStructure({ answer }: { readonly answer: OiAnalysisAnswer }) {
  const t = useStrings(oiAnalyticsStrings);
  const points = answer.termStructure;
  const spec = useMemo(
    () =>
      termSpec(points, {
        series: t('analysis.term.series'),
        category: (date, days) => t('analysis.term.axis', { date, days }),
      }),
    [points, t],
  );
  const near = points[0];
  const far = points.at(-1);
  return (
    <Section
      title={t('analysis.term.title')}
      note={t('analysis.term.note')}
      summary={t('analysis.term.summary', {
        near: formatDateIst(near?.expiry),
        nearIv: formatIv(near?.atmIv),
        far: formatDateIst(far?.expiry),
        farIv: formatIv(far?.atmIv),
      })}
    >
      <PlotChart
        spec={spec}
        label={t('analysis.term.label', { symbol: answer.underlying.symbol })}
        height={260}
      />
    </Section>
  );
}

const percentile = (value: number | null) => (value === null ? formatNumber(value) : formatNumber(value, 0));

function IvRank({ answer }: { readonly answer: OiAnalysisAnswer }) {
  const t = useStrings(oiAnalyticsStrings);
  const { ivRank } = answer;
  return (
    <Section title={t('analysis.ivRank.title')} note={t('analysis.ivRank.note')}>
      <StatTiles
        items={[
          { label: t('analysis.ivRank.current'), value: formatIv(ivRank.current) },
          { label: t('analysis.ivRank.rank'), value: percentile(ivRank.rank) },
          { label: t('analysis.ivRank.percentile'), value: percentile(ivRank.percentile) },
          {
            label: t('analysis.ivRank.range'),
            value: t('analysis.ivRank.rangeValue', { min: formatIv(ivRank.min), max: formatIv(ivRank.max) }),
          },
        ]}
      />
      <Text size="sm">
        {t('analysis.ivRank.basis', {
          basis: t(`analysis.ivRank.basisName.${ivRank.basis}`),
          sessions: ivRank.sessions,
        })}
      </Text>
    </Section>
  );
}

function Straddle({ answer }: { readonly answer: OiAnalysisAnswer }) {
  const t = useStrings(oiAnalyticsStrings);
  const context = useChartContext(answer);
  const points = answer.straddle;
  const spec = useMemo(() => straddleSpec(points, t('analysis.straddle.series')), [points, t]);
  const first = points[0];
  const last = points.at(-1);
  return (
    <Section
      title={t('analysis.straddle.title')}
      note={t('analysis.straddle.note')}
      summary={
        first && last
          ? t('analysis.straddle.summary', {
              first: formatNumber(first.premium, 2),
              firstTime: formatSessionTime(first.time),
              last: formatNumber(last.premium, 2),
              lastTime: formatSessionTime(last.time),
              change: formatPercent(
                first.premium > 0 ? ((last.premium - first.premium) / first.premium) * 100 : null,
              ),
              strike: formatStrike(last.atmStrike),
            })
          : undefined
      }
    >
      {points.length > 0 ? (
        <PlotChart spec={spec} label={t('analysis.straddle.label', context)} height={260} />
      ) : (
        <Text size="sm" c="dimmed">
          {t('common.noSession')}
        </Text>
      )}
    </Section>
  );
}

function Analysis({
  answer,
  strikes,
}: {
  readonly answer: OiAnalysisAnswer;
  readonly strikes: StrikeWindow;
}) {
  const rows = useMemo(
    () => rowsAroundSpot(answer.profile, answer.underlying.spot, strikes),
    [answer.profile, answer.underlying.spot, strikes],
  );
  return (
    <Stack gap="md">
      <SummaryTiles answer={answer} />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <StrikeBars answer={answer} rows={rows} chart="oiChart" />
        <StrikeBars answer={answer} rows={rows} chart="changeChart" />
        <BuildUpCounts answer={answer} />
        <OiLevelsSection levels={answer.levels} spot={answer.underlying.spot} />
      </SimpleGrid>
      <Gex answer={answer} rows={rows} />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <Smile answer={answer} rows={rows} />
        <TermStructure answer={answer} />
        <IvRank answer={answer} />
        <Straddle answer={answer} />
      </SimpleGrid>
      <PcrByExpiryTable answer={answer} />
    </Stack>
  );
}

/** /option-chain/analysis: OI, build-up, levels, GEX, IV smile and term, IV rank, straddle, PCR of one expiry. */
export function OptionAnalysisPage() {
  const t = useStrings(oiAnalyticsStrings);
  return (
    <OiAnalysisFrame title={t('analysis.title')} subtitle={t('analysis.subtitle')}>
      {(answer, strikes) => <Analysis answer={answer} strikes={strikes} />}
    </OiAnalysisFrame>
  );
}

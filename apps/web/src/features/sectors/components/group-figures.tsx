import { Anchor, Group } from '@mantine/core';
import type { PeriodReturns, SectorBenchmark, SectorIndexQuote, StockGroupRow } from '@nivesh/contracts';
import { Link } from 'react-router';
import { ChangeText } from '@/components/market/change-text';
import { formatNumber, formatPercent, formatPoints } from '@/lib/format';
import { useStrings } from '@/lib/strings';
import { type SectorsT, sectorsStrings } from '../strings';
import { type Figure, FigureGrid } from './figure-grid';
import { PERIODS } from './sector-columns';

/** A sector's or industry's day: change, breadth, market cap and (for sectors) its NSE index. */
export function GroupDayFigures({
  row,
  index,
}: {
  readonly row: StockGroupRow;
  /** undefined for an industry; null for a sector without an NSE index. */
  readonly index?: SectorIndexQuote | null;
}) {
  const t = useStrings(sectorsStrings);
  const figures: Figure[] = [
    {
      label: t('figures.changeToday'),
      value: <ChangeText value={row.weightedChangePct} format="percent" />,
      note: t('figures.changeNote', { average: formatPercent(row.averageChangePct) }),
    },
    {
      label: t('figures.advancesDeclines'),
      value: `${row.advances} / ${row.declines}`,
      note: t('figures.breadthNote', { unchanged: row.unchanged, count: row.count }),
    },
    {
      label: t('figures.marketCap'),
      value: t('crore', { value: formatNumber(row.marketCapCr, 0) }),
      note: t('figures.atLivePrices'),
    },
  ];
  if (index !== undefined) {
    figures.push(
      index
        ? {
            label: index.symbol,
            value: formatPoints(index.level),
            note: <ChangeText value={index.changePct} format="percent" size="xs" />,
          }
        : { label: t('figures.sectorIndex'), value: '—', note: t('figures.noIndex') },
    );
  }
  return <FigureGrid figures={figures} columns={figures.length} />;
}

/** The group's 1W–1Y returns, each beside the benchmark's over the same period. */
export function GroupReturnFigures({
  returns,
  benchmark,
}: {
  readonly returns: PeriodReturns;
  readonly benchmark: SectorBenchmark;
}) {
  const t = useStrings(sectorsStrings);
  const benchmarkName = benchmark.fromConstituents ? t('benchmark.allEquities') : benchmark.symbol;
  const figures = PERIODS.map((p) => ({
    label: t('figures.periodReturn', { period: t(`periods.${p}`) }),
    value: <ChangeText value={returns[p]} format="percent" />,
    note: `${benchmarkName} ${formatPercent(benchmark.returns[p])}`,
  }));
  return <FigureGrid figures={figures} />;
}

/** How many groups rose and fell today, and the best and worst of them (market-cap-weighted). */
export function dayLeaderFigures(t: SectorsT, rows: readonly StockGroupRow[], upDownLabel: string): Figure[] {
  const ranked = [...rows].sort((a, b) => b.weightedChangePct - a.weightedChangePct);
  const up = rows.filter((r) => r.weightedChangePct > 0).length;
  const extreme = (label: string, row: StockGroupRow | undefined): Figure => ({
    label,
    value: row ? <ChangeText value={row.weightedChangePct} format="percent" /> : '—',
    note: row?.name,
  });
  return [
    { label: upDownLabel, value: `${up} / ${rows.length - up}`, note: t('figures.byWeightedChange') },
    extreme(t('figures.bestToday'), ranked[0]),
    extreme(t('figures.worstToday'), ranked.at(-1)),
  ];
}

/** A row of "… →" links to related pages. */
export function RelatedLinks({
  links,
}: {
  readonly links: readonly { readonly href: string; readonly label: string }[];
}) {
  return (
    <Group gap="lg" wrap="wrap">
      {links.map((link) => (
        <Anchor key={link.href} component={Link} to={link.href} size="sm" fw={600}>
          {link.label} →
        </Anchor>
      ))}
    </Group>
  );
}

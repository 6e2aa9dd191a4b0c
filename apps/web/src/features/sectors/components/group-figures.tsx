import { Anchor, Group } from '@mantine/core';
import type { PeriodReturns, SectorBenchmark, SectorIndexQuote, StockGroupRow } from '@nivesh/contracts';
import { Link } from 'react-router';
import { ChangeText } from '@/components/market/change-text';
import { formatNumber, formatPercent, formatPoints } from '@/lib/format';
import { type Figure, FigureGrid } from './figure-grid';
import { PERIOD_LABELS } from './sector-columns';

/** A sector's or industry's day: change, breadth, market cap and (for sectors) its NSE index. */
export function GroupDayFigures({
  row,
  index,
}: {
  readonly row: StockGroupRow;
  /** undefined for an industry; null for a sector without an NSE index. */
  readonly index?: SectorIndexQuote | null;
}) {
  const figures: Figure[] = [
    {
      label: 'Change today',
      value: <ChangeText value={row.weightedChangePct} format="percent" />,
      note: `market-cap weighted; average ${formatPercent(row.averageChangePct)}`,
    },
    {
      label: 'Advances / declines',
      value: `${row.advances} / ${row.declines}`,
      note: `${row.unchanged} unchanged, ${row.count} stocks`,
    },
    { label: 'Market cap', value: `₹${formatNumber(row.marketCapCr, 0)} Cr`, note: 'at live prices' },
  ];
  if (index !== undefined) {
    figures.push(
      index
        ? {
            label: index.symbol,
            value: formatPoints(index.level),
            note: <ChangeText value={index.changePct} format="percent" size="xs" />,
          }
        : { label: 'Sector index', value: '—', note: 'NSE has no index for this sector' },
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
  const figures = (Object.keys(PERIOD_LABELS) as (keyof PeriodReturns)[]).map((p) => ({
    label: `${PERIOD_LABELS[p]} return`,
    value: <ChangeText value={returns[p]} format="percent" />,
    note: `${benchmark.fromConstituents ? 'All equities' : benchmark.symbol} ${formatPercent(benchmark.returns[p])}`,
  }));
  return <FigureGrid figures={figures} />;
}

/** How many groups rose and fell today, and the best and worst of them (market-cap-weighted). */
export function dayLeaderFigures(rows: readonly StockGroupRow[], upDownLabel: string): Figure[] {
  const ranked = [...rows].sort((a, b) => b.weightedChangePct - a.weightedChangePct);
  const up = rows.filter((r) => r.weightedChangePct > 0).length;
  const extreme = (label: string, row: StockGroupRow | undefined): Figure => ({
    label,
    value: row ? <ChangeText value={row.weightedChangePct} format="percent" /> : '—',
    note: row?.name,
  });
  return [
    { label: upDownLabel, value: `${up} / ${rows.length - up}`, note: 'by market-cap-weighted change' },
    extreme('Best today', ranked[0]),
    extreme('Worst today', ranked.at(-1)),
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

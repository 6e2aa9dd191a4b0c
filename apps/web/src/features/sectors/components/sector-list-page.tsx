import { Text } from '@mantine/core';
import type { SectorRow } from '@nivesh/contracts';
import { DataTable, type DataTableColumn } from '@/components/market/data-table';
import { formatNumber } from '@/lib/format';
import { type SectorList, useSectorList } from '@/lib/market-queries/get-sector-list';
import { sectorLinks } from '../lib/sector-links';
import type { Figure } from './figure-grid';
import { dayLeaderFigures } from './group-figures';
import { GroupListFrame } from './group-list-frame';
import { ReturnsChart } from './returns-chart';
import { figureColumn, groupDayColumns, percentColumn, returnColumns, textColumn } from './sector-columns';

const COLUMNS: readonly DataTableColumn<SectorRow>[] = [
  ...groupDayColumns<SectorRow>('Sector'),
  textColumn('index', 'Sector index', (r) => r.index?.symbol ?? ''),
  figureColumn('indexLevel', 'Index level', (r) => r.index?.level ?? null),
  percentColumn('indexChangePct', 'Index change %', (r) => r.index?.changePct ?? null),
  ...returnColumns<SectorRow>((r) => r.returns),
  figureColumn('industries', 'Industries', (r) => r.industries, 0),
];

function summary(data: SectorList): Figure[] {
  const cap = data.sectors.reduce((sum, s) => sum + s.marketCapCr, 0);
  return [
    ...dayLeaderFigures(data.sectors, 'Sectors up / down'),
    {
      label: 'Market cap',
      value: `₹${formatNumber(cap / 1e5, 2)} lakh Cr`,
      note: 'all sectors, at live prices',
    },
  ];
}

/** /nse-sectors-list/: every NSE sector's day, market cap, sector index and returns over a year. */
export function SectorListPage() {
  const query = useSectorList();
  return (
    <GroupListFrame
      title="NSE Sectors"
      subtitle="Every NSE sector of the simulated NIFTY 500 universe. Change % is the move of the sector's total market cap today; 1W to 1Y are market-cap-weighted returns of its stocks' adjusted closes."
      query={query}
      errorTitle="Could not load the sectors"
      figures={summary}
    >
      {(data) => (
        <>
          <ReturnsChart groups={data.sectors} title="Sector moves" label="Sector moves" />
          <DataTable
            caption="NSE sectors"
            columns={COLUMNS}
            rows={data.sectors}
            rowKey={(r) => r.slug}
            rowHref={(r) => sectorLinks.sector(r.slug)}
            pageSize={30}
            initialSort={{ columnId: 'weightedChangePct', direction: 'desc' }}
            csvFileName="nse-sectors"
            search={{ text: (r) => `${r.name} ${r.index?.symbol ?? ''}`, placeholder: 'Search sector' }}
          />
          <Text size="xs" c="dimmed">
            Sector index: the NSE sectoral index covering the sector's business where one exists (NIFTY ENERGY
            spans oil, gas and power; NIFTY PHARMA the pharmaceutical part of healthcare).
          </Text>
        </>
      )}
    </GroupListFrame>
  );
}

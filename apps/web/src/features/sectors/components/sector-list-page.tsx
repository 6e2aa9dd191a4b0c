import { Text } from '@mantine/core';
import type { SectorRow } from '@nivesh/contracts';
import { useMemo } from 'react';
import { DataTable, type DataTableColumn } from '@/components/market/data-table';
import { formatNumber } from '@/lib/format';
import { type SectorList, useSectorList } from '@/lib/market-queries/get-sector-list';
import { useStrings } from '@/lib/strings';
import { sectorLinks } from '../lib/sector-links';
import { type SectorsT, sectorsStrings } from '../strings';
import type { Figure } from './figure-grid';
import { dayLeaderFigures } from './group-figures';
import { GroupListFrame } from './group-list-frame';
import { ReturnsChart } from './returns-chart';
import { figureColumn, groupDayColumns, percentColumn, returnColumns, textColumn } from './sector-columns';

const columns = (t: SectorsT): readonly DataTableColumn<SectorRow>[] => [
  ...groupDayColumns<SectorRow>(t, t('columns.sector')),
  textColumn('index', t('columns.sectorIndex'), (r) => r.index?.symbol ?? ''),
  figureColumn('indexLevel', t('columns.indexLevel'), (r) => r.index?.level ?? null),
  percentColumn('indexChangePct', t('columns.indexChange'), (r) => r.index?.changePct ?? null),
  ...returnColumns<SectorRow>(t, (r) => r.returns),
  figureColumn('industries', t('columns.industries'), (r) => r.industries, 0),
];

function summary(t: SectorsT, data: SectorList): Figure[] {
  const cap = data.sectors.reduce((sum, s) => sum + s.marketCapCr, 0);
  return [
    ...dayLeaderFigures(t, data.sectors, t('sectorList.upDown')),
    {
      label: t('figures.marketCap'),
      value: t('sectorList.lakhCrore', { value: formatNumber(cap / 1e5, 2) }),
      note: t('sectorList.allAtLivePrices'),
    },
  ];
}

/** /nse-sectors-list/: every NSE sector's day, market cap, sector index and returns over a year. */
export function SectorListPage() {
  const query = useSectorList();
  const t = useStrings(sectorsStrings);
  const tableColumns = useMemo(() => columns(t), [t]);
  return (
    <GroupListFrame
      title={t('sectorList.title')}
      subtitle={t('sectorList.subtitle')}
      query={query}
      errorTitle={t('sectorList.loadError')}
      figures={(data) => summary(t, data)}
    >
      {(data) => (
        <>
          <ReturnsChart groups={data.sectors} title={t('sectorList.moves')} label={t('sectorList.moves')} />
          <DataTable
            caption={t('sectorList.caption')}
            columns={tableColumns}
            rows={data.sectors}
            rowKey={(r) => r.slug}
            rowHref={(r) => sectorLinks.sector(r.slug)}
            pageSize={30}
            initialSort={{ columnId: 'weightedChangePct', direction: 'desc' }}
            csvFileName="nse-sectors"
            search={{
              text: (r) => `${r.name} ${r.index?.symbol ?? ''}`,
              placeholder: t('sectorList.search'),
            }}
          />
          <Text size="xs" c="dimmed">
            {t('sectorList.indexNote')}
          </Text>
        </>
      )}
    </GroupListFrame>
  );
}

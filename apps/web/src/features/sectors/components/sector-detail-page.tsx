import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { useSectorDetails } from '../api/get-sector-details';
import { sectorLinks } from '../lib/sector-links';
import { GroupDayFigures, GroupReturnFigures, RelatedLinks } from './group-figures';
import { GroupHeatMap, GroupMovers, GroupStocksTable } from './group-stocks';
import { IndustryTable } from './industry-table';
import { PageSection } from './page-section';
import { MARKET_CRUMB, SectorsFrame } from './sectors-frame';

const CRUMBS = [MARKET_CRUMB, { label: 'NSE Sectors', href: sectorLinks.sectors() }];

/** /nse-sectors-list/{sector_id}/: one NSE sector, its stocks, industries, heat map and movers. */
export function SectorDetailPage() {
  const { sector_id: sectorId = '' } = useParams();
  const query = useSectorDetails(sectorId);
  const answer = query.data?.status === 1 ? query.data : undefined;
  return (
    <SectorsFrame
      title={answer?.sector.name ?? 'NSE Sector'}
      subtitle={
        answer
          ? `NSE sector · ${answer.sector.count} stocks in ${answer.industries.length} industries`
          : undefined
      }
      breadcrumbs={CRUMBS}
      query={query}
      unknown={{ kind: 'sector', id: sectorId }}
      errorTitle="Could not load the sector"
    >
      {(data) => (
        <Stack gap="lg">
          <GroupDayFigures row={data.sector} index={data.sector.index} />
          <GroupReturnFigures returns={data.sector.returns} benchmark={data.benchmark} />
          <RelatedLinks
            links={[
              { href: sectorLinks.sectorAnalysis(data.sector.slug), label: 'Sector analysis' },
              { href: sectorLinks.breadth(data.sector.slug), label: 'Market breadth' },
              { href: sectorLinks.industries(), label: 'All industries' },
            ]}
          />
          <GroupHeatMap
            stocks={data.stocks}
            label={`Heat map of ${data.sector.name}`}
            industries={data.industries.length}
          />
          <GroupMovers gainers={data.gainers} losers={data.losers} />
          <PageSection
            title={`Industries in ${data.sector.name}`}
            note="Each over its stocks in this sector."
          >
            <IndustryTable
              industries={data.industries}
              caption={`Industries in ${data.sector.name}`}
              hideCaption
              fileName={`industries-${data.sector.slug}`}
            />
          </PageSection>
          <PageSection title={`Stocks in ${data.sector.name}`}>
            <GroupStocksTable
              stocks={data.stocks}
              caption={`Stocks in ${data.sector.name}`}
              fileName={`sector-${data.sector.slug}`}
            />
          </PageSection>
        </Stack>
      )}
    </SectorsFrame>
  );
}

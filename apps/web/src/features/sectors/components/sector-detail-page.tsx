import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { useStrings } from '@/lib/strings';
import { useSectorDetails } from '../api/get-sector-details';
import { sectorLinks } from '../lib/sector-links';
import { sectorsStrings } from '../strings';
import { GroupDayFigures, GroupReturnFigures, RelatedLinks } from './group-figures';
import { GroupHeatMap, GroupMovers, GroupStocksTable } from './group-stocks';
import { IndustryTable } from './industry-table';
import { PageSection } from './page-section';
import { marketCrumb, SectorsFrame } from './sectors-frame';

/** /nse-sectors-list/{sector_id}/: one NSE sector, its stocks, industries, heat map and movers. */
export function SectorDetailPage() {
  const { sector_id: sectorId = '' } = useParams();
  const query = useSectorDetails(sectorId);
  const answer = query.data?.status === 1 ? query.data : undefined;
  const t = useStrings(sectorsStrings);
  return (
    <SectorsFrame
      title={answer?.sector.name ?? t('sectorDetail.title')}
      subtitle={
        answer
          ? t('sectorDetail.subtitle', { count: answer.sector.count, industries: answer.industries.length })
          : undefined
      }
      breadcrumbs={[marketCrumb(t), { label: t('crumbs.sectors'), href: sectorLinks.sectors() }]}
      query={query}
      unknown={{ kind: 'sector', id: sectorId }}
      errorTitle={t('sectorDetail.loadError')}
    >
      {(data) => (
        <Stack gap="lg">
          <GroupDayFigures row={data.sector} index={data.sector.index} />
          <GroupReturnFigures returns={data.sector.returns} benchmark={data.benchmark} />
          <RelatedLinks
            links={[
              { href: sectorLinks.sectorAnalysis(data.sector.slug), label: t('frame.sectorAnalysis') },
              { href: sectorLinks.breadth(data.sector.slug), label: t('sectorDetail.marketBreadth') },
              { href: sectorLinks.industries(), label: t('frame.allIndustries') },
            ]}
          />
          <GroupHeatMap
            stocks={data.stocks}
            label={t('stocks.heatMapOf', { name: data.sector.name })}
            industries={data.industries.length}
          />
          <GroupMovers gainers={data.gainers} losers={data.losers} />
          <PageSection
            title={t('sectorDetail.industriesIn', { name: data.sector.name })}
            note={t('sectorDetail.industriesNote')}
          >
            <IndustryTable
              industries={data.industries}
              caption={t('sectorDetail.industriesIn', { name: data.sector.name })}
              hideCaption
              fileName={`industries-${data.sector.slug}`}
              stateKey="industries"
            />
          </PageSection>
          <PageSection title={t('stocks.stocksIn', { name: data.sector.name })}>
            <GroupStocksTable
              stocks={data.stocks}
              caption={t('stocks.stocksIn', { name: data.sector.name })}
              fileName={`sector-${data.sector.slug}`}
            />
          </PageSection>
        </Stack>
      )}
    </SectorsFrame>
  );
}

import { Anchor, Stack, Text } from '@mantine/core';
import { sectorSlug } from '@nivesh/contracts';
import { Link, useParams } from 'react-router';
import { useStrings } from '@/lib/strings';
import { useIndustryDetails } from '../api/get-industry-details';
import { sectorLinks } from '../lib/sector-links';
import { sectorsStrings } from '../strings';
import { GroupDayFigures, GroupReturnFigures, RelatedLinks } from './group-figures';
import { GroupHeatMap, GroupMovers, GroupStocksTable } from './group-stocks';
import { IndustryTable } from './industry-table';
import { PageSection } from './page-section';
import { marketCrumb, SectorsFrame } from './sectors-frame';

/** /indian-industry-sector/{sector_id}/: one industry, its stocks, heat map, movers and sister industries. */
export function IndustryDetailPage() {
  const { sector_id: industryId = '' } = useParams();
  const query = useIndustryDetails(industryId);
  const answer = query.data?.status === 1 ? query.data : undefined;
  const industry = answer?.industry;
  const t = useStrings(sectorsStrings);
  return (
    <SectorsFrame
      title={industry?.name ?? t('industryDetail.title')}
      subtitle={
        industry && (
          <Text span size="sm" c="dimmed">
            {t('industryDetail.subtitle', { count: industry.count })}{' '}
            {industry.sectors.map((sector, k) => (
              <span key={sector}>
                {k > 0 && ', '}
                <Anchor component={Link} to={sectorLinks.sector(sectorSlug(sector))} size="sm">
                  {sector}
                </Anchor>
              </span>
            ))}
          </Text>
        )
      }
      breadcrumbs={[marketCrumb(t), { label: t('crumbs.industries'), href: sectorLinks.industries() }]}
      query={query}
      unknown={{ kind: 'industry', id: industryId }}
      errorTitle={t('industryDetail.loadError')}
    >
      {(data) => (
        <Stack gap="lg">
          <GroupDayFigures row={data.industry} />
          <GroupReturnFigures returns={data.industry.returns} benchmark={data.benchmark} />
          <RelatedLinks
            links={[
              { href: sectorLinks.sector(data.industry.sectorSlug), label: data.industry.sector },
              { href: sectorLinks.industries(), label: t('frame.allIndustries') },
            ]}
          />
          <GroupHeatMap
            stocks={data.stocks}
            label={t('stocks.heatMapOf', { name: data.industry.name })}
            industries={1}
          />
          <GroupMovers gainers={data.gainers} losers={data.losers} />
          <PageSection title={t('stocks.stocksIn', { name: data.industry.name })}>
            <GroupStocksTable
              stocks={data.stocks}
              caption={t('stocks.stocksIn', { name: data.industry.name })}
              fileName={`industry-${data.industry.slug}`}
            />
          </PageSection>
          {data.siblings.length > 0 && (
            <PageSection title={t('industryDetail.otherIn', { sector: data.industry.sector })}>
              <IndustryTable
                industries={data.siblings}
                caption={t('industryDetail.otherIn', { sector: data.industry.sector })}
                hideCaption
                pageSize={10}
                stateKey="industries"
              />
            </PageSection>
          )}
        </Stack>
      )}
    </SectorsFrame>
  );
}

import { Anchor, Stack, Text } from '@mantine/core';
import { sectorSlug } from '@nivesh/contracts';
import { Link, useParams } from 'react-router';
import { useIndustryDetails } from '../api/get-industry-details';
import { sectorLinks } from '../lib/sector-links';
import { GroupDayFigures, GroupReturnFigures, RelatedLinks } from './group-figures';
import { GroupHeatMap, GroupMovers, GroupStocksTable } from './group-stocks';
import { IndustryTable } from './industry-table';
import { PageSection } from './page-section';
import { MARKET_CRUMB, SectorsFrame } from './sectors-frame';

const CRUMBS = [MARKET_CRUMB, { label: 'Industries', href: sectorLinks.industries() }];

/** /indian-industry-sector/{sector_id}/: one industry, its stocks, heat map, movers and sister industries. */
export function IndustryDetailPage() {
  const { sector_id: industryId = '' } = useParams();
  const query = useIndustryDetails(industryId);
  const answer = query.data?.status === 1 ? query.data : undefined;
  const industry = answer?.industry;
  return (
    <SectorsFrame
      title={industry?.name ?? 'Industry'}
      subtitle={
        industry && (
          <Text span size="sm" c="dimmed">
            Industry · {industry.count} stocks ·{' '}
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
      breadcrumbs={CRUMBS}
      query={query}
      unknown={{ kind: 'industry', id: industryId }}
      errorTitle="Could not load the industry"
    >
      {(data) => (
        <Stack gap="lg">
          <GroupDayFigures row={data.industry} />
          <GroupReturnFigures returns={data.industry.returns} benchmark={data.benchmark} />
          <RelatedLinks
            links={[
              { href: sectorLinks.sector(data.industry.sectorSlug), label: data.industry.sector },
              { href: sectorLinks.industries(), label: 'All industries' },
            ]}
          />
          <GroupHeatMap stocks={data.stocks} label={`Heat map of ${data.industry.name}`} industries={1} />
          <GroupMovers gainers={data.gainers} losers={data.losers} />
          <PageSection title={`Stocks in ${data.industry.name}`}>
            <GroupStocksTable
              stocks={data.stocks}
              caption={`Stocks in ${data.industry.name}`}
              fileName={`industry-${data.industry.slug}`}
            />
          </PageSection>
          {data.siblings.length > 0 && (
            <PageSection title={`Other industries in ${data.industry.sector}`}>
              <IndustryTable
                industries={data.siblings}
                caption={`Other industries in ${data.industry.sector}`}
                hideCaption
                pageSize={10}
              />
            </PageSection>
          )}
        </Stack>
      )}
    </SectorsFrame>
  );
}

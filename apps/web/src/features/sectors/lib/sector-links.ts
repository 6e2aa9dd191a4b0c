// Where the sectors pages link to, by URL id (the slug of a sector or industry name).
import { appPath } from '@/config/paths';

export const sectorLinks = {
  sectors: () => appPath('/nse-sectors-list/').getHref(),
  sector: (slug: string) => appPath('/nse-sectors-list/{sector_id}/').getHref({ sector_id: slug }),
  industries: () => appPath('/indian-industry-sector/').getHref(),
  industry: (slug: string) => appPath('/indian-industry-sector/{sector_id}/').getHref({ sector_id: slug }),
  analysis: () => appPath('/sector-analysis').getHref(),
  sectorAnalysis: (slug: string) =>
    appPath('/sector-analysis/{ex_sector_id}').getHref({ ex_sector_id: slug }),
  breadth: (slug: string) => appPath('/market-breadth-stock/{ex_sector_id}').getHref({ ex_sector_id: slug }),
  market: () => appPath('/market').getHref(),
} as const;

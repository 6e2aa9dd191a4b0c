// Where each built-in screen lives in the app, and the custom screener link for its rule.
import type { BuiltinScreenCategoryName } from '@nivesh/contracts';
import { appPath } from '@/config/paths';

/** A category's title and subtitle are in ../strings.ts (`categories.<category>`). */
export interface CategoryInfo {
  /** The index page. */
  readonly indexHref: string;
}

export const CATEGORY_INFO: Readonly<Record<BuiltinScreenCategoryName, CategoryInfo>> = {
  fundamental: {
    indexHref: appPath('/fundamental-analysis').getHref(),
  },
  technical: {
    indexHref: appPath('/technical-analysis').getHref(),
  },
  special: {
    indexHref: appPath('/special-screener').getHref(),
  },
};

/** The page of one screen's results in a sector (`all` for every sector). */
export function screenHref(category: BuiltinScreenCategoryName, id: number | string, sector = 'all'): string {
  if (category === 'fundamental')
    return appPath('/fundamental-analysis/{screener_id}/{sector_id}').getHref({
      screener_id: id,
      sector_id: sector,
    });
  if (category === 'technical')
    return appPath('/technical-analysis/{screener_id}/{sector_id}').getHref({
      screener_id: id,
      sector_id: sector,
    });
  const params = new URLSearchParams({ screen: String(id) });
  if (sector !== 'all') params.set('sector', sector);
  return `${appPath('/special-screener').getHref()}?${params}`;
}

/** The screener-by-date page of a screen (by slug) in a sector on a day. */
export function screenOnDateHref(slug: string, sector: string, date: string): string {
  return appPath('/screener/{signal_id}/{sector_id}/{date}').getHref({
    signal_id: slug,
    sector_id: sector,
    date,
  });
}

/** The custom screener (/screener/) with the rule filled in and run. */
export function customScreenerHref(query: string, sector?: string | null): string {
  const params = new URLSearchParams({ q: query });
  if (sector) params.set('sector', sector);
  return `${appPath('/screener/').getHref()}?${params}`;
}

export const mostCommonHref = () => appPath('/screener/most-common').getHref();

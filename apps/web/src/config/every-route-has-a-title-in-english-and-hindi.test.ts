import { WEB_ROUTES } from '@nivesh/contracts/routes';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { routeTitle, routeTitleStrings } from './route-titles.strings';

describe('route titles', () => {
  it('has the route table’s English title for every route, and a Hindi one', () => {
    for (const route of WEB_ROUTES) {
      expect(routeTitle(route.path), route.path).toBe(route.title);
      expect(Object.hasOwn(routeTitleStrings.hi.titles, route.path), route.path).toBe(true);
    }
    expect(Object.keys(routeTitleStrings.en.titles)).toHaveLength(WEB_ROUTES.length);
  });

  it('reads the titles in Hindi when the page is in Hindi', async () => {
    await i18n.changeLanguage('hi');
    expect(routeTitle('/top-gainers-nse')).toBe('सबसे ज़्यादा बढ़त वाले शेयर');
    expect(routeTitle('/nowhere')).toBe('/nowhere');
  });
});

import { matchWebRoute } from '@nivesh/contracts/routes';
import { pageMetaStrings } from './page-meta.strings';
import { findAppPath } from './paths';
import { areaLabel, routeTitle } from './route-titles.strings';

/** Head metadata of a page (spec section 3: title, description, author, keywords, canonical). */
export interface PageMetaEntry {
  readonly title: string;
  readonly description: string;
  readonly keywords: string;
  readonly author: string;
  /** Path of the canonical URL; the origin is added when rendered. */
  readonly canonical: string;
}

const t = pageMetaStrings.t;

/** The home page's entry, in the page's language now (texts are read when asked for, never at load). */
export function homeMeta(): PageMetaEntry {
  return {
    title: t('home.title'),
    description: t('home.description'),
    keywords: t('home.keywords'),
    author: t('home.author'),
    canonical: '/',
  };
}

/** Hand-written entries; anything missing is derived from the route table, then from the home entry. */
const HAND_WRITTEN: Readonly<Record<string, () => Partial<PageMetaEntry>>> = {
  '/': homeMeta,
  '/login/': () => ({
    title: t('login.title'),
    description: t('login.description'),
    keywords: t('login.keywords'),
  }),
  '/otp/{mobile}': () => ({ title: t('otp.title'), description: t('otp.description') }),
  '/registration/': () => ({
    title: t('registration.title'),
    description: t('registration.description'),
    keywords: t('registration.keywords'),
  }),
  '/thank-you/': () => ({ title: t('thankYou.title'), description: t('thankYou.description') }),
};

/** The not-found page's entry, in the page's language now. */
export function notFoundMeta(): Partial<PageMetaEntry> {
  return { title: t('notFound.title'), description: t('notFound.description') };
}

/** Fills the fields an entry lacks from the home page's entry (spec section 2). */
export function withFallback(entry: Partial<PageMetaEntry>): PageMetaEntry {
  return { ...homeMeta(), ...entry };
}

/** The metadata of a spec route, for the pathname actually shown (used as canonical). */
export function getPageMeta(routePath: string, pathname: string): PageMetaEntry {
  const route = findAppPath(routePath);
  const vars = route ? { title: routeTitle(route.path), area: areaLabel(route.area) } : undefined;
  const derived: Partial<PageMetaEntry> = vars
    ? {
        title: t('route.title', vars),
        description: t('route.description', vars),
        keywords: t('route.keywords', vars),
      }
    : {};
  return withFallback({ ...derived, ...HAND_WRITTEN[routePath]?.(), canonical: pathname });
}

/** Metadata for any pathname: its route's entry, or the not-found entry. */
export function getPageMetaForPathname(pathname: string): PageMetaEntry {
  const match = matchWebRoute(pathname);
  return match
    ? getPageMeta(match.route.path, pathname)
    : withFallback({ ...notFoundMeta(), canonical: pathname });
}

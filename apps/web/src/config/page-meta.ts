import { matchWebRoute } from '@nivesh/contracts/routes';
import { AREA_LABELS, findAppPath } from './paths';

/** Head metadata of a page (spec section 3: title, description, author, keywords, canonical). */
export interface PageMetaEntry {
  readonly title: string;
  readonly description: string;
  readonly keywords: string;
  readonly author: string;
  /** Path of the canonical URL; the origin is added when rendered. */
  readonly canonical: string;
}

export const HOME_META: PageMetaEntry = {
  title: 'Nivesh: Indian stock market data, screeners, tools and simulated trading',
  description:
    'Nivesh brings together Indian stock-market data (simulated), screeners, signals, option-chain analysis, valuation calculators, learning and a simulated order dashboard for traders and investors in India.',
  keywords:
    'Nivesh, NSE, Indian stock market, stock screener, option chain, FII DII data, valuation calculator, simulated trading',
  author: 'Nivesh',
  canonical: '/',
};

/** Hand-written entries; anything missing is derived from the route table, then from HOME_META. */
const HAND_WRITTEN: Readonly<Record<string, Partial<PageMetaEntry>>> = {
  '/': HOME_META,
  '/login/': {
    title: 'Sign in to Nivesh',
    description: 'Sign in to Nivesh with your mobile number and a one-time password.',
    keywords: 'Nivesh login, sign in, OTP login',
  },
  '/otp/{mobile}': {
    title: 'Verify your mobile number | Nivesh',
    description: 'Enter the 6-digit one-time password sent to your mobile number to sign in to Nivesh.',
  },
  '/registration/': {
    title: 'Create your Nivesh account',
    description: 'Finish creating your Nivesh account with your name and email address.',
    keywords: 'Nivesh registration, create account, sign up',
  },
  '/thank-you/': {
    title: 'Welcome to Nivesh',
    description: 'Your Nivesh account is ready.',
  },
};

export const NOT_FOUND_META: Partial<PageMetaEntry> = {
  title: 'Page not found | Nivesh',
  description: 'The page you are looking for does not exist on Nivesh.',
};

/** Fills the fields an entry lacks from the home page's entry (spec section 2). */
export function withFallback(entry: Partial<PageMetaEntry>): PageMetaEntry {
  return { ...HOME_META, ...entry };
}

/** The metadata of a spec route, for the pathname actually shown (used as canonical). */
export function getPageMeta(routePath: string, pathname: string): PageMetaEntry {
  const route = findAppPath(routePath);
  const derived: Partial<PageMetaEntry> = route
    ? {
        title: `${route.title} | ${AREA_LABELS[route.area]} | Nivesh`,
        description: `${route.title} on Nivesh, in the ${AREA_LABELS[route.area]} section for traders and investors in India.`,
        keywords: `${route.title}, ${AREA_LABELS[route.area]}, Nivesh, NSE, Indian stock market`,
      }
    : {};
  return withFallback({ ...derived, ...HAND_WRITTEN[routePath], canonical: pathname });
}

/** Metadata for any pathname: its route's entry, or the not-found entry. */
export function getPageMetaForPathname(pathname: string): PageMetaEntry {
  const match = matchWebRoute(pathname);
  return match
    ? getPageMeta(match.route.path, pathname)
    : withFallback({ ...NOT_FOUND_META, canonical: pathname });
}

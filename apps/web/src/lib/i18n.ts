/**
 * The page-language facility (spec 4): every user-visible string of the web app comes from a
 * resource bundle in English and Hindi, English being the fallback. The shell's strings are `EN`
 * (default namespace) and `HI` (./i18n-hi.ts); each feature defines its own namespace beside its
 * components with `defineStrings` (./strings.ts), registered when its module loads, so a page's
 * strings travel in that page's chunk. docs/i18n.md says how a new page gets its strings.
 */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { HI } from './i18n-hi';

/** English texts of the shell; other languages add resource bundles with the same keys. */
export const EN = {
  brand: 'Nivesh',
  nav: {
    openMenu: 'Open navigation',
    closeMenu: 'Close navigation',
    menuTitle: 'Menu',
    signIn: 'Sign in',
    myAccount: 'My Account',
    dashboard: 'My day (dashboard)',
    orderDashboard: 'Order dashboard',
    signOut: 'Sign out',
    toggleColorScheme: 'Toggle light and dark theme',
    switchLanguage: 'Show the page in {{language}}',
    searchPlaceholder: 'Search symbol, e.g. RELIANCE',
    searchLabel: 'Search a stock symbol',
    comingSoon: 'Coming soon',
    comingSoonTitle: '{{title}}: coming soon, not built yet',
    main: 'Main',
    homeLink: 'Nivesh home',
  },
  layout: {
    skipToContent: 'Skip to content',
    loadingPage: 'Loading page',
  },
  strip: {
    label: 'Live indices',
    simulated: 'Simulated',
    simulatedLabel: 'Simulated market data',
  },
  footer: {
    tagline:
      'Market data, screeners, tools, learning and a simulated order dashboard for traders and investors in India.',
    explore: 'Explore',
    information: 'Information',
    disclaimer:
      'Nivesh is an information and education product. Nothing on Nivesh is investment advice or a recommendation to buy or sell any security. Orders placed on Nivesh are simulated and never reach an exchange. Investments in the securities market are subject to market risks; read all related documents carefully before investing.',
    simulated: 'Market data on Nivesh is simulated.',
    chartsBy: 'Price charts by <tv>TradingView Lightweight Charts™</tv>.',
    copyright: '© {{year}} Nivesh',
  },
  notFound: {
    heading: "Look like you're lost",
    text: 'the page you are looking for not avaible!',
    home: 'Go to Home',
  },
  loading: 'Loading…',
  error: {
    heading: 'Something went wrong',
    text: 'This page could not be shown. Please try again, or go back to the home page.',
    reload: 'Reload page',
    home: 'Go to Home',
  },
  policy: {
    version: 'Version {{version}}, effective {{date}}',
    loading: 'Loading the policy…',
  },
  plans: {
    includedToday: 'Included today',
    coming: 'Coming (not included yet)',
    comingNote: 'Coming features are not part of the plan until their pages are built.',
    notOnSale: 'Not on sale yet: what this plan adds is still being built.',
    comingBadge: 'Coming',
    agree:
      'By paying you agree to the <terms>Terms and Conditions</terms>. See the <refund>Refund Policy</refund> and the <privacy>Privacy Policy</privacy>.',
  },
  comingSoon: {
    badge: 'Not available yet',
    text: 'This part of Nivesh is not available yet. We are building it now; until then, here is what you can use today.',
    available: 'Available now',
    home: 'Home: an overview of Nivesh',
    signIn: 'Sign in or create an account',
    account: 'Your account',
  },
  funds: {
    title: 'Virtual funds',
    available: 'Available funds',
    availableHint: 'Of a capital of {{capital}}',
    usedMargin: 'Used margin',
    usedMarginHint: 'Open positions and orders (intraday at {{leverage}}×)',
    invested: 'Delivery invested',
    investedHint: 'Holdings and today’s delivery buys, at cost',
    realised: 'Realised P&L',
    realisedHint: 'Closed trades, after {{charges}} of charges',
    reset: 'Reset funds',
    confirmTitle: 'Reset virtual funds',
    confirm:
      'Your funds go back to {{capital}} and your realised P&L to zero. Your order history stays. A reset squares nothing off: close your open orders, positions and holdings first.',
    cancel: 'Cancel',
    confirmReset: 'Reset',
    wait: 'Please wait',
    unavailable: 'Your virtual funds could not be loaded.',
  },
} as const;

export const i18n = i18next.createInstance();

/** The languages of the product: English (the spec's texts, verbatim) and Hindi. */
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];
/** Each language's name, written in that language (the switcher shows them so). */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: 'English', hi: 'हिन्दी' };
/** Where the user's choice is kept (the server reads the cookie of the same name). */
export const LANGUAGE_KEY = 'nivesh-language';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/**
 * The language a visit starts in: the user's saved choice, else the one the server wrote into
 * `<html lang>` (from the cookie or `Accept-Language`), else English.
 */
export function initialLanguage(): Language {
  if (typeof window === 'undefined') return 'en';
  try {
    const saved = window.localStorage.getItem(LANGUAGE_KEY);
    if (isLanguage(saved)) return saved;
  } catch {
    // Storage may be off (private mode): the page's own language then decides.
  }
  const served = document.documentElement.lang;
  return isLanguage(served) ? served : 'en';
}

/** Keeps the page's language in step: `<html lang>`, the saved choice and the cookie the server reads. */
function follow(language: string): void {
  if (typeof document === 'undefined' || !isLanguage(language)) return;
  document.documentElement.lang = language;
  // The server reads the cookie to serve `<html lang>` right (browsers without the Cookie Store API
  // get it from Accept-Language, and the app sets it here when it starts).
  if ('cookieStore' in window)
    window.cookieStore
      .set({ name: LANGUAGE_KEY, value: language, path: '/', expires: Date.now() + 365 * 86_400_000 })
      .catch(() => {});
}

/** Switches the page language and remembers the choice. */
export async function setLanguage(language: Language): Promise<void> {
  try {
    window.localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // Not kept across visits when storage is off; the cookie still is.
  }
  await i18n.changeLanguage(language);
}

/** The language the page shows now. */
export const currentLanguage = (): Language => (isLanguage(i18n.language) ? i18n.language : 'en');

i18n.on('languageChanged', follow);

// Initialised when this module loads (synchronously: the bundles are in the code), so a feature's
// `defineStrings` can add its namespace at once; in the visit's first language, read before
// anything writes `<html lang>`.
void i18n.use(initReactI18next).init({
  resources: { en: { translation: EN }, hi: { translation: HI } },
  lng: initialLanguage(),
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  interpolation: { escapeValue: false },
  initAsync: false,
  react: { bindI18nStore: 'added' },
});

/** The language facility is ready (spec 4: it initialises first, then the app renders). */
export async function initI18n(language: Language = currentLanguage()): Promise<void> {
  await i18n.changeLanguage(language);
}

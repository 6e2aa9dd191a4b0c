import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

/** English texts of the shell; other languages add resource bundles with the same keys. */
export const EN = {
  brand: 'Nivesh',
  nav: {
    openMenu: 'Open navigation',
    closeMenu: 'Close navigation',
    menuTitle: 'Menu',
    signIn: 'Sign in',
    myAccount: 'My Account',
    orderDashboard: 'Order dashboard',
    signOut: 'Sign out',
    toggleColorScheme: 'Toggle light and dark theme',
    searchPlaceholder: 'Search symbol, e.g. RELIANCE',
    searchLabel: 'Search a stock symbol',
    comingSoon: 'Coming soon',
    comingSoonTitle: '{{title}}: coming soon, not built yet',
  },
  footer: {
    information: 'Information',
    disclaimer:
      'Nivesh is an information and education product. Nothing on Nivesh is investment advice or a recommendation to buy or sell any security. Orders placed on Nivesh are simulated and never reach an exchange. Investments in the securities market are subject to market risks; read all related documents carefully before investing.',
    simulated: 'Market data on Nivesh is simulated.',
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

let initialised: Promise<unknown> | null = null;

/** Initialises i18next once (English, with English as fallback); rendering waits for it. */
export function initI18n(): Promise<unknown> {
  initialised ??= i18n.use(initReactI18next).init({
    resources: { en: { translation: EN } },
    lng: 'en',
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return initialised;
}

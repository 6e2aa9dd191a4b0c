import { defineStrings } from '@/lib/strings';

/** /my-account's card of the user's watchlists and portfolios (issue 18). */
export const accountListsStrings = defineStrings(
  'accountLists',
  {
    title: 'Your lists and portfolios',
    watchlists: 'Watchlists: {{count}} of {{limit}}',
    portfolios: 'Portfolios: {{count}} of {{limit}}',
    stocks_one: '{{count}} stock',
    stocks_other: '{{count}} stocks',
    value: 'value {{value}}',
    noWatchlists: 'No watchlist yet.',
    noPortfolios: 'No portfolio yet.',
    loading: 'Loading your lists…',
    dashboard: 'Your day on one page',
    allWatchlists: 'All watchlists',
    allPortfolios: 'All portfolios',
    analysis: 'Risk profile and X-ray',
  },
  {
    title: 'आपकी सूचियाँ और पोर्टफ़ोलियो',
    watchlists: 'वॉचलिस्ट: {{limit}} में से {{count}}',
    portfolios: 'पोर्टफ़ोलियो: {{limit}} में से {{count}}',
    stocks_one: '{{count}} शेयर',
    stocks_other: '{{count}} शेयर',
    value: 'मूल्य {{value}}',
    noWatchlists: 'अभी कोई वॉचलिस्ट नहीं।',
    noPortfolios: 'अभी कोई पोर्टफ़ोलियो नहीं।',
    loading: 'आपकी सूचियाँ लोड हो रही हैं…',
    dashboard: 'आपका दिन एक पेज पर',
    allWatchlists: 'सभी वॉचलिस्ट',
    allPortfolios: 'सभी पोर्टफ़ोलियो',
    analysis: 'रिस्क प्रोफ़ाइल और एक्स-रे',
  },
);

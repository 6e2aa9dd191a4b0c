import { defineStrings } from '@/lib/strings';

/** The "Add to watchlist" button's texts (stock page; any page showing a stock may use it). */
export const watchlistButtonStrings = defineStrings(
  'components.watchlists',
  {
    add: 'Add to watchlist',
    addSymbol: 'Add {{symbol}} to a watchlist',
    menuLabel: 'Your watchlists',
    inList: '{{name}} · {{count}}/{{limit}} · remove {{symbol}}',
    notInList: '{{name}} · {{count}}/{{limit}} · add {{symbol}}',
    full: '{{name}} is full ({{limit}} stocks)',
    followsScreen: '{{name}} follows the screen “{{screen}}”',
    none: 'You have no watchlist yet.',
    create: 'New watchlist',
    signIn: 'Sign in to keep watchlists',
    loading: 'Loading your watchlists…',
    failed: 'Could not change the watchlist. Try again.',
  },
  {
    add: 'वॉचलिस्ट में जोड़ें',
    addSymbol: '{{symbol}} को वॉचलिस्ट में जोड़ें',
    menuLabel: 'आपकी वॉचलिस्ट',
    inList: '{{name}} · {{count}}/{{limit}} · {{symbol}} हटाएँ',
    notInList: '{{name}} · {{count}}/{{limit}} · {{symbol}} जोड़ें',
    full: '{{name}} भरी हुई है ({{limit}} शेयर)',
    followsScreen: '{{name}} स्क्रीन “{{screen}}” के साथ चलती है',
    none: 'आपकी अभी कोई वॉचलिस्ट नहीं है।',
    create: 'नई वॉचलिस्ट',
    signIn: 'वॉचलिस्ट रखने के लिए साइन इन करें',
    loading: 'आपकी वॉचलिस्ट लोड हो रही हैं…',
    failed: 'वॉचलिस्ट बदली नहीं जा सकी। फिर कोशिश करें।',
  },
);

import { defineStrings, type StringKey, type StringVars } from '@/lib/strings';

export const signalsStrings = defineStrings(
  'signals',
  {
    crumbs: {
      signals: 'Signals',
      autoSignals: 'Auto Signals',
    },
    columns: {
      symbol: 'Symbol',
      signal: 'Signal',
      time: 'Time (IST)',
      entry: 'Entry (₹)',
      target: 'Target (₹)',
      stop: 'Stop (₹)',
      ltp: 'LTP (₹)',
      move: 'Move since signal',
      outcome: 'Outcome',
      return1d: '1-day',
      return5d: '5-day',
      return20d: '20-day',
      sector: 'Sector',
      company: 'Company',
      count: 'Signals',
      buys: 'Buy side',
      sells: 'Sell side',
      types: 'Types',
    },
    detail: {
      title: '{{signal}} signals',
      titleAll: 'Auto signals',
      titleWithSector: '{{title}} — {{sector}}',
      caption: '{{signal}} signals on {{date}}',
      captionAll: 'All signals on {{date}}',
      search: 'Search symbol',
      empty: 'No signal of this type and sector in this session.',
      allSignals: 'All signals',
    },
    list: {
      title: 'Auto Signals',
      subtitle:
        'Every stock scanned at each 15-minute close of the session; each signal with its entry, target and stop, and every type with its measured record.',
      thisSession: 'This session',
      hitRate: 'Hit rate',
      avg5d: 'Avg 5-day',
      closedCases: 'Closed / cases',
      noSignal: 'No signal this session',
      view: 'View {{total}} signals',
      allOfSession: 'All {{total}} signals of the session',
      mostCommon: 'Most common',
    },
    marketSignal: {
      title: 'Market Signal',
      subtitle:
        'Is the market bullish, neutral or bearish? NIFTY 50 against its moving averages, market breadth and India VIX, scored point by point.',
      autoSignals: 'Auto signals, {{date}}',
      allTypes: 'All signal types',
      stocks: '{{total}} stocks',
      none: 'none',
    },
    mostCommon: {
      title: 'Most Common Auto Signals',
      subtitle: 'Stocks that fired the most signal types in a session, and the signals of each sector.',
      stocksCaption: 'Stocks with the most signals',
      sectorsCaption: 'Signals per sector',
      empty: 'No signal in this session yet.',
    },
    outcome: {
      open: 'Open',
      target: 'Target hit',
      stop: 'Stop hit',
      expired: 'Expired',
    },
    record: {
      title: 'How these numbers are measured',
      text: 'From this product’s own record: {{signals}} signals stored over {{sessions}} sessions, on simulated market data. Past sessions are replayed by the same engine the live scan runs.',
      textWithRange:
        'From this product’s own record: {{signals}} signals stored over {{sessions}} sessions ({{from}} – {{to}}), on simulated market data. Past sessions are replayed by the same engine the live scan runs.',
    },
    session: {
      label: 'Session',
      current: '{{date}} (current)',
    },
  },
  {
    crumbs: {
      signals: 'सिग्नल',
      autoSignals: 'ऑटो सिग्नल',
    },
    columns: {
      symbol: 'सिंबल',
      signal: 'सिग्नल',
      time: 'समय (IST)',
      entry: 'एंट्री (₹)',
      target: 'लक्ष्य (₹)',
      stop: 'स्टॉप-लॉस (₹)',
      ltp: 'अंतिम भाव (₹)',
      move: 'सिग्नल के बाद बदलाव',
      outcome: 'नतीजा',
      return1d: '1 दिन',
      return5d: '5 दिन',
      return20d: '20 दिन',
      sector: 'सेक्टर',
      company: 'कंपनी',
      count: 'सिग्नल',
      buys: 'ख़रीद की ओर',
      sells: 'बिक्री की ओर',
      types: 'प्रकार',
    },
    detail: {
      title: '{{signal}} सिग्नल',
      titleAll: 'ऑटो सिग्नल',
      titleWithSector: '{{title}} — {{sector}}',
      caption: '{{date}} के {{signal}} सिग्नल',
      captionAll: '{{date}} के सभी सिग्नल',
      search: 'सिंबल खोजें',
      empty: 'इस सत्र में इस प्रकार और सेक्टर का कोई सिग्नल नहीं है।',
      allSignals: 'सभी सिग्नल',
    },
    list: {
      title: 'ऑटो सिग्नल',
      subtitle:
        'सत्र के हर 15 मिनट के बंद पर हर शेयर की जाँच; हर सिग्नल अपनी एंट्री, लक्ष्य और स्टॉप-लॉस के साथ, और हर प्रकार अपने मापे गए रिकॉर्ड के साथ।',
      thisSession: 'यह सत्र',
      hitRate: 'सफलता दर',
      avg5d: 'औसत 5 दिन',
      closedCases: 'बंद / कुल मामले',
      noSignal: 'इस सत्र में कोई सिग्नल नहीं',
      view: '{{total}} सिग्नल देखें',
      allOfSession: 'सत्र के सभी {{total}} सिग्नल',
      mostCommon: 'सबसे आम',
    },
    marketSignal: {
      title: 'बाज़ार सिग्नल',
      subtitle:
        'बाज़ार तेज़ी में है, सामान्य है या मंदी में? NIFTY 50 की उसके मूविंग एवरेज से तुलना, बाज़ार की चौड़ाई और India VIX, हर एक के अंक के साथ।',
      autoSignals: 'ऑटो सिग्नल, {{date}}',
      allTypes: 'सभी सिग्नल प्रकार',
      stocks: '{{total}} शेयर',
      none: 'कोई नहीं',
    },
    mostCommon: {
      title: 'सबसे आम ऑटो सिग्नल',
      subtitle: 'किसी सत्र में सबसे ज़्यादा प्रकार के सिग्नल देने वाले शेयर, और हर सेक्टर के सिग्नल।',
      stocksCaption: 'सबसे ज़्यादा सिग्नल वाले शेयर',
      sectorsCaption: 'हर सेक्टर के सिग्नल',
      empty: 'इस सत्र में अभी तक कोई सिग्नल नहीं है।',
    },
    outcome: {
      open: 'खुला',
      target: 'लक्ष्य पूरा',
      stop: 'स्टॉप-लॉस लगा',
      expired: 'समाप्त',
    },
    record: {
      title: 'ये आँकड़े कैसे मापे जाते हैं',
      text: 'इस प्रोडक्ट के अपने रिकॉर्ड से: {{sessions}} सत्रों में सहेजे गए {{signals}} सिग्नल, सिम्युलेटेड बाज़ार डेटा पर। पिछले सत्र उसी इंजन से दोबारा चलाए जाते हैं जिससे लाइव स्कैन चलता है।',
      textWithRange:
        'इस प्रोडक्ट के अपने रिकॉर्ड से: {{sessions}} सत्रों ({{from}} – {{to}}) में सहेजे गए {{signals}} सिग्नल, सिम्युलेटेड बाज़ार डेटा पर। पिछले सत्र उसी इंजन से दोबारा चलाए जाते हैं जिससे लाइव स्कैन चलता है।',
    },
    session: {
      label: 'सत्र',
      current: '{{date}} (मौजूदा)',
    },
  },
);

export type SignalsKey = StringKey<typeof signalsStrings.en>;
/** A component's `t` for this namespace, handed to the column builders. */
export type SignalsT = (key: SignalsKey, vars?: StringVars) => string;

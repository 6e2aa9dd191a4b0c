import { defineStrings } from '@/lib/strings';

export const builtinScreenersStrings = defineStrings(
  'builtin-screeners',
  {
    categories: {
      fundamental: {
        title: 'Fundamental Analysis',
        subtitle:
          'Value, quality, growth and income screens on each company’s latest figures (simulated statements), each a rule you can read and change.',
      },
      technical: {
        title: 'Technical Analysis',
        subtitle:
          'Trend, momentum, volatility and breakout screens on daily and weekly bars, on today’s bar so far; each can also be run as of a past close.',
      },
      special: {
        title: 'Special Screener',
        subtitle:
          'Combination screens: several timeframes at once, or price action together with the company’s figures or its index.',
      },
    },
    crumbs: {
      screeners: 'Screeners',
      screener: 'Screener',
      mostCommon: 'Most common',
    },
    card: {
      count: '<b>{{matches}}</b> of {{scanned}} stocks match now',
      open: 'Open screen',
      view: 'View {{value}} stocks',
      pastDay: 'On a past day',
    },
    index: {
      summary:
        '{{screens}} screens over {{scanned}} stocks · counts are today’s matches in every sector, recomputed each minute of the session',
      summaryStale:
        '{{screens}} screens over {{scanned}} stocks · counts are today’s matches in every sector, recomputed each minute of the session ({{stale}} still from the previous minute, updating)',
      mostScreens: 'Stocks in the most screens',
    },
    table: {
      symbol: 'Symbol',
      sector: 'Sector',
      company: 'Company',
      ltp: 'LTP (₹)',
      close: 'Close (₹)',
      caption: '{{screen}}: stocks matching on {{date}}',
      search: 'Search symbol',
      noneToday: 'No stock matches today.',
      noneTodayIn: 'No stock matches today in {{sector}}.',
      noneOn: 'No stock matched on {{date}}.',
      noneOnIn: 'No stock matched on {{date}} in {{sector}}.',
    },
    rule: {
      heading: 'Rule',
      label: 'Screen rule',
      open: 'Open in the custom screener',
    },
    summary: {
      live: '<b>{{total}}</b> of {{scanned}} stocks match now (today’s bar so far)',
      liveIn: '<b>{{total}}</b> of {{scanned}} stocks in {{sector}} match now (today’s bar so far)',
      closed: '<b>{{total}}</b> of {{scanned}} stocks matched at the close of {{date}}',
      closedIn: '<b>{{total}}</b> of {{scanned}} stocks in {{sector}} matched at the close of {{date}}',
      runPast: 'Run it as of a past day',
      fundamentals:
        'Company figures ({{names}}) come from the simulated financial statements as of the current session; price-based ratios use the live price.',
      intraday:
        '15-minute values are those of today’s session so far; the rule cannot match before the session has bars.',
    },
    detail: {
      errorTitle: 'This screen cannot be shown',
    },
    byDate: {
      screen: 'Screen',
      currentOnly: '{{name}} (current session only)',
      tradingDay: 'Trading day',
      previousDay: 'Previous day',
      nextDay: 'Next day',
      today: 'Today',
      title: '{{screen}} on {{date}}',
      titleNoAnswer: 'Screener on {{date}}',
      subtitle:
        'As it stood at the close of {{date}}: only bars up to that day are used, and prices are that day’s.',
      pickTitle: 'Pick a trading day',
      notADate: '“{{date}}” is not a date. Choose a trading day between {{first}} and {{last}}.',
      firstDay: 'the first day of the history',
      todayWord: 'today',
      errorTitle: 'No screen for this day',
    },
    mostCommon: {
      title: 'Most common in the screeners',
      subtitle:
        'Stocks ranked by how many built-in screens (fundamental, technical and special) they match right now.',
      summary:
        '{{stocks}} stocks match at least one of the {{screens}} built-in screens now, evaluated on today’s bar so far.',
      summaryIn:
        '{{stocks}} stocks in {{sector}} match at least one of the {{screens}} built-in screens now, evaluated on today’s bar so far.',
      caption: 'Stocks matching the most built-in screens',
      empty: 'No stock matches any built-in screen right now.',
      columns: {
        symbol: 'Symbol',
        count: 'Screens',
        fundamental: 'Fundamental',
        technical: 'Technical',
        special: 'Special',
        screens: 'Matched screens',
        sector: 'Sector',
        name: 'Company',
      },
    },
    special: {
      picker: 'Special screen',
    },
  },
  {
    categories: {
      fundamental: {
        title: 'फ़ंडामेंटल विश्लेषण',
        subtitle:
          'हर कंपनी के ताज़ा आँकड़ों (सिम्युलेटेड वित्तीय विवरण) पर वैल्यू, क्वालिटी, ग्रोथ और आय की स्क्रीन; हर एक ऐसा नियम है जिसे आप पढ़ और बदल सकते हैं।',
      },
      technical: {
        title: 'टेक्निकल विश्लेषण',
        subtitle:
          'दैनिक और साप्ताहिक बार पर, आज के अब तक के बार सहित, ट्रेंड, मोमेंटम, वोलैटिलिटी और ब्रेकआउट की स्क्रीन; हर एक को किसी पिछले बंद भाव के हिसाब से भी चलाया जा सकता है।',
      },
      special: {
        title: 'स्पेशल स्क्रीनर',
        subtitle: 'मिली-जुली स्क्रीन: एक साथ कई टाइमफ़्रेम, या प्राइस एक्शन के साथ कंपनी के आँकड़े या उसका इंडेक्स।',
      },
    },
    crumbs: {
      screeners: 'स्क्रीनर',
      screener: 'स्क्रीनर',
      mostCommon: 'सबसे आम',
    },
    card: {
      count: '{{scanned}} में से <b>{{matches}}</b> शेयर अभी मेल खाते हैं',
      open: 'स्क्रीन खोलें',
      view: '{{value}} शेयर देखें',
      pastDay: 'किसी पिछले दिन पर',
    },
    index: {
      summary:
        '{{scanned}} शेयरों पर {{screens}} स्क्रीन · गिनती हर सेक्टर में आज के मेल की है, सत्र के हर मिनट फिर से गिनी जाती है',
      summaryStale:
        '{{scanned}} शेयरों पर {{screens}} स्क्रीन · गिनती हर सेक्टर में आज के मेल की है, सत्र के हर मिनट फिर से गिनी जाती है ({{stale}} अभी पिछले मिनट की हैं, अपडेट हो रही हैं)',
      mostScreens: 'सबसे ज़्यादा स्क्रीन में आने वाले शेयर',
    },
    table: {
      symbol: 'सिंबल',
      sector: 'सेक्टर',
      company: 'कंपनी',
      ltp: 'LTP (₹)',
      close: 'बंद (₹)',
      caption: '{{screen}}: {{date}} को मेल खाने वाले शेयर',
      search: 'सिंबल खोजें',
      noneToday: 'आज कोई शेयर मेल नहीं खाता।',
      noneTodayIn: 'आज {{sector}} में कोई शेयर मेल नहीं खाता।',
      noneOn: '{{date}} को कोई शेयर मेल नहीं खाया।',
      noneOnIn: '{{date}} को {{sector}} में कोई शेयर मेल नहीं खाया।',
    },
    rule: {
      heading: 'नियम',
      label: 'स्क्रीन का नियम',
      open: 'कस्टम स्क्रीनर में खोलें',
    },
    summary: {
      live: '{{scanned}} में से <b>{{total}}</b> शेयर अभी मेल खाते हैं (आज का अब तक का बार)',
      liveIn: '{{sector}} के {{scanned}} में से <b>{{total}}</b> शेयर अभी मेल खाते हैं (आज का अब तक का बार)',
      closed: '{{date}} के बंद पर {{scanned}} में से <b>{{total}}</b> शेयर मेल खाए',
      closedIn: '{{date}} के बंद पर {{sector}} के {{scanned}} में से <b>{{total}}</b> शेयर मेल खाए',
      runPast: 'इसे किसी पिछले दिन के हिसाब से चलाएँ',
      fundamentals:
        'कंपनी के आँकड़े ({{names}}) मौजूदा सत्र तक के सिम्युलेटेड वित्तीय विवरणों से आते हैं; भाव पर आधारित अनुपात लाइव भाव लेते हैं।',
      intraday: '15-मिनट के मान आज के सत्र के अब तक के हैं; सत्र में बार बनने से पहले नियम मेल नहीं खा सकता।',
    },
    detail: {
      errorTitle: 'यह स्क्रीन दिखाई नहीं जा सकती',
    },
    byDate: {
      screen: 'स्क्रीन',
      currentOnly: '{{name}} (सिर्फ़ मौजूदा सत्र)',
      tradingDay: 'ट्रेडिंग का दिन',
      previousDay: 'पिछला दिन',
      nextDay: 'अगला दिन',
      today: 'आज',
      title: '{{date}} को {{screen}}',
      titleNoAnswer: '{{date}} को स्क्रीनर',
      subtitle: '{{date}} के बंद पर जैसा था: सिर्फ़ उस दिन तक के बार लिए जाते हैं, और भाव उसी दिन के हैं।',
      pickTitle: 'ट्रेडिंग का दिन चुनें',
      notADate: '“{{date}}” कोई तारीख़ नहीं है। {{first}} और {{last}} के बीच ट्रेडिंग का कोई दिन चुनें।',
      firstDay: 'इतिहास का पहला दिन',
      todayWord: 'आज',
      errorTitle: 'इस दिन के लिए कोई स्क्रीन नहीं',
    },
    mostCommon: {
      title: 'स्क्रीनर में सबसे आम',
      subtitle: 'शेयर इस क्रम में कि वे अभी कितनी बिल्ट-इन स्क्रीन (फ़ंडामेंटल, टेक्निकल और स्पेशल) से मेल खाते हैं।',
      summary: '{{stocks}} शेयर अभी {{screens}} बिल्ट-इन स्क्रीन में से कम से कम एक से मेल खाते हैं, आज के अब तक के बार पर।',
      summaryIn:
        '{{sector}} के {{stocks}} शेयर अभी {{screens}} बिल्ट-इन स्क्रीन में से कम से कम एक से मेल खाते हैं, आज के अब तक के बार पर।',
      caption: 'सबसे ज़्यादा बिल्ट-इन स्क्रीन से मेल खाने वाले शेयर',
      empty: 'अभी कोई शेयर किसी भी बिल्ट-इन स्क्रीन से मेल नहीं खाता।',
      columns: {
        symbol: 'सिंबल',
        count: 'स्क्रीन',
        fundamental: 'फ़ंडामेंटल',
        technical: 'टेक्निकल',
        special: 'स्पेशल',
        screens: 'मेल खाई स्क्रीन',
        sector: 'सेक्टर',
        name: 'कंपनी',
      },
    },
    special: {
      picker: 'स्पेशल स्क्रीन',
    },
  },
);

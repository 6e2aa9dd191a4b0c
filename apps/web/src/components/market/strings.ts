import { defineStrings } from '@/lib/strings';

/** The shared market components' own texts (tables, charts, page frame, query states). */
export const marketStrings = defineStrings(
  'components.market',
  {
    chart: {
      noCanvas: 'This browser cannot draw charts.',
      loading: 'Loading chart',
      failed: 'The chart could not load. Reload the page to try again.',
    },
    treemap: {
      size: 'Size',
      other: 'Other',
      change: 'Change: {{value}}',
    },
    table: {
      exportCsv: 'Export CSV',
      search: 'Search',
      empty: 'No data to show.',
      noMatch: 'No rows match “{{query}}”.',
      showing: 'Showing {{from}}–{{to}} of {{total}}',
      showingFiltered: 'Showing {{from}}–{{to}} of {{total}} (filtered from {{all}})',
      rowsPerPage: 'Rows per page',
      page: 'Page {{page}}',
      nextPage: 'Next page',
      previousPage: 'Previous page',
      watch: 'Watchlist',
    },
    list: {
      index: 'Index',
      allStocks: 'All stocks',
      nifty50: 'NIFTY 50',
      nifty500: 'NIFTY 500',
      sector: 'Sector',
      allSectors: 'All sectors',
      sectorOption: '{{name}} ({{count}})',
      session: 'Session',
      live: 'Live',
    },
    page: {
      home: 'Home',
      asOf: 'As of <time>{{time}}</time>',
      refresh: 'Refresh',
    },
    simulated: {
      label: 'Simulated market data',
      explanation:
        "Prices here come from Nivesh's deterministic simulation of the NSE market, not from live exchange data. Its NIFTY 50 follows the real index's daily closes from June 2015 to August 2022 and is simulated after that; every stock's own path is simulated. Orders never reach an exchange.",
    },
    nse: {
      label: 'NSE data, {{date}}',
      explanation:
        "Day figures come from NSE's own files (bhavcopies) imported into Nivesh: open, high, low, close, previous close, volume and turnover. The path between the open and the close is estimated, figures that need more history than the files hold say so, and orders never reach an exchange.",
    },
    query: {
      loading: 'Loading…',
      errorTitle: 'Could not load this data',
      retry: 'Retry',
      nothing: 'Nothing to show yet.',
    },
    columns: {
      ltp: 'LTP (₹)',
      changePct: 'Change %',
      volume: 'Volume',
    },
    symbol: {
      label: 'Symbol',
      searchLabel: 'Search stocks by symbol or company',
      placeholder: 'Search a stock, e.g. RELIANCE',
    },
  },
  {
    chart: {
      noCanvas: 'यह ब्राउज़र चार्ट नहीं बना सकता।',
      loading: 'चार्ट लोड हो रहा है',
      failed: 'चार्ट लोड नहीं हो सका। फिर से कोशिश करने के लिए पेज दोबारा लोड करें।',
    },
    treemap: {
      size: 'आकार',
      other: 'अन्य',
      change: 'बदलाव: {{value}}',
    },
    table: {
      exportCsv: 'CSV एक्सपोर्ट करें',
      search: 'खोजें',
      empty: 'दिखाने के लिए कोई डेटा नहीं।',
      noMatch: '“{{query}}” से कोई पंक्ति मेल नहीं खाती।',
      showing: '{{total}} में से {{from}}–{{to}}',
      showingFiltered: '{{total}} में से {{from}}–{{to}} ({{all}} में से फ़िल्टर किए गए)',
      rowsPerPage: 'प्रति पेज पंक्तियाँ',
      page: 'पेज {{page}}',
      nextPage: 'अगला पेज',
      previousPage: 'पिछला पेज',
      watch: 'वॉचलिस्ट',
    },
    list: {
      index: 'इंडेक्स',
      allStocks: 'सभी शेयर',
      nifty50: 'NIFTY 50',
      nifty500: 'NIFTY 500',
      sector: 'सेक्टर',
      allSectors: 'सभी सेक्टर',
      sectorOption: '{{name}} ({{count}})',
      session: 'सत्र',
      live: 'लाइव',
    },
    page: {
      home: 'होम',
      asOf: '<time>{{time}}</time> तक',
      refresh: 'रीफ़्रेश करें',
    },
    simulated: {
      label: 'सिम्युलेटेड बाज़ार डेटा',
      explanation:
        'यहाँ के भाव NSE बाज़ार के निवेश के तय (डिटरमिनिस्टिक) सिमुलेशन से आते हैं, लाइव एक्सचेंज डेटा से नहीं। इसका NIFTY 50 जून 2015 से अगस्त 2022 तक असली इंडेक्स के दैनिक क्लोज़ पर चलता है और उसके बाद सिम्युलेटेड है; हर शेयर की अपनी चाल सिम्युलेटेड है। ऑर्डर कभी किसी एक्सचेंज तक नहीं पहुँचते।',
    },
    nse: {
      label: 'NSE डेटा, {{date}}',
      explanation:
        'दिन के आँकड़े NSE की अपनी फ़ाइलों (भावकॉपी) से आते हैं, जो निवेश में इम्पोर्ट की गई हैं: ओपन, हाई, लो, क्लोज़, पिछला क्लोज़, वॉल्यूम और टर्नओवर। ओपन और क्लोज़ के बीच का रास्ता अनुमानित है, जिन आँकड़ों को फ़ाइलों से ज़्यादा इतिहास चाहिए वे यह बताते हैं, और ऑर्डर कभी किसी एक्सचेंज तक नहीं पहुँचते।',
    },
    query: {
      loading: 'लोड हो रहा है…',
      errorTitle: 'यह डेटा लोड नहीं हो सका',
      retry: 'फिर से कोशिश करें',
      nothing: 'अभी दिखाने के लिए कुछ नहीं है।',
    },
    columns: {
      ltp: 'LTP (₹)',
      changePct: 'बदलाव %',
      volume: 'वॉल्यूम',
    },
    symbol: {
      label: 'सिंबल',
      searchLabel: 'सिंबल या कंपनी के नाम से शेयर खोजें',
      placeholder: 'शेयर खोजें, जैसे RELIANCE',
    },
  },
);

import { defineStrings, type StringKey, type StringVars } from '@/lib/strings';

export const marketListsStrings = defineStrings(
  'market-lists',
  {
    crumbs: {
      market: 'Market',
      todaysActivity: "Today's activity",
      marketBreadth: 'Market breadth',
      screenersSignals: 'Screeners & signals',
    },
    frame: {
      pastSession: 'Showing the completed session of {{date}}: closing prices against the previous close.',
      search: 'Search symbol or company',
    },
    columns: {
      symbol: 'Symbol',
      ltp: 'LTP (₹)',
      change: 'Change (₹)',
      changePct: 'Change %',
      volume: 'Volume',
      open: 'Open (₹)',
      high: 'High (₹)',
      low: 'Low (₹)',
      prevClose: 'Prev. close (₹)',
      sector: 'Sector',
      name: 'Company',
    },
    range: {
      low: 'Low {{value}}',
      high: 'High {{value}}',
    },
    periods: {
      m3: '3M',
      m6: '6M',
      y1: '1Y',
      y2: '2Y',
      y5: '5Y',
    },
    topMovers: {
      gainers: {
        title: 'Top Gainers (NSE)',
        explanation:
          'Stocks trading above their previous close, biggest percentage rise first. The change is the last traded price against the previous session’s closing price; a past session compares its close with the close before it.',
        empty: 'No stock is trading above its previous close right now.',
      },
      losers: {
        title: 'Top Losers (NSE)',
        explanation:
          'Stocks trading below their previous close, biggest percentage fall first. The change is the last traded price against the previous session’s closing price; a past session compares its close with the close before it.',
        empty: 'No stock is trading below its previous close right now.',
      },
    },
    allTimeHigh: {
      title: 'All-Time High Stocks',
      explanation:
        'Stocks whose price in this session reached or passed the highest price of their whole trading history (adjusted for splits, bonuses and dividends), furthest above the old record first.',
      caption: 'All-time high stocks',
      empty: 'No stock has reached an all-time high in this session yet.',
      level: 'Previous all-time high (₹)',
      fromLevel: 'From all-time high',
    },
    fiftyTwoWeek: {
      list: 'List',
      within: 'Within',
      withinOption: 'Within {{within}} %',
      high: {
        title: '52-Week High Stocks',
        level: '52-week high (₹)',
        fromLevel: 'From 52-week high',
        newExplanation:
          'Stocks whose price today rose to or above their highest high of the previous 52 weeks (250 sessions), furthest through the level first. Prices are adjusted for splits and bonuses, so a split does not fake a new high.',
        nearExplanation:
          'Stocks trading within {{within}} % of their 52-week high (the highest high of the previous 250 sessions), nearest first: candidates to make a new 52-week high.',
        newOption: 'New 52-week high',
        newCaption: 'New 52-week highs',
        near: 'Near 52-week high',
        newEmpty: 'No stock has made a new 52-week high in this session yet.',
        nearEmpty: 'No stock is within {{within}} % of its 52-week high.',
        section: 'New 52-week highs ({{total}})',
        sessionEmpty: 'No stock has made a new 52-week high in this session.',
      },
      low: {
        title: '52-Week Low Stocks',
        level: '52-week low (₹)',
        fromLevel: 'From 52-week low',
        newExplanation:
          'Stocks whose price today fell to or below their lowest low of the previous 52 weeks (250 sessions), furthest through the level first. Prices are adjusted for splits and bonuses, so a split does not fake a new low.',
        nearExplanation:
          'Stocks trading within {{within}} % of their 52-week low (the lowest low of the previous 250 sessions), nearest first: candidates to make a new 52-week low.',
        newOption: 'New 52-week low',
        newCaption: 'New 52-week lows',
        near: 'Near 52-week low',
        newEmpty: 'No stock has made a new 52-week low in this session yet.',
        nearEmpty: 'No stock is within {{within}} % of its 52-week low.',
        section: 'New 52-week lows ({{total}})',
        sessionEmpty: 'No stock has made a new 52-week low in this session.',
      },
    },
    newFiftyTwo: {
      title: 'New 52-Week Highs and Lows',
      explanation:
        'Stocks that made a new 52-week high (their session high reached the highest high of the previous 250 sessions) or a new 52-week low in this session. Many new highs and few new lows is a sign of a broadly strong market; the reverse, of a weak one.',
      historyTitle: 'New highs and lows per session, last {{sessions}} sessions',
      chartLabel: 'New 52-week highs and lows per session',
      highsMinusLows: 'Highs minus lows',
      moreHighs: 'More stocks at yearly highs',
      moreLows: 'More stocks at yearly lows',
      average: '20-session average',
      averageHint: 'highs / lows per session',
    },
    breadth: {
      advances: 'Advances',
      declines: 'Declines',
      unchanged: 'Unchanged',
      adRatio: 'A/D ratio',
      shareOf: '{{pct}} % of {{total}}',
      advancesLead: 'Advances lead',
      declinesLead: 'Declines lead',
      barLabel: 'Advances, unchanged and declines',
      sma: {
        above20Pct: 'Above 20-day SMA',
        above50Pct: 'Above 50-day SMA',
        above200Pct: 'Above 200-day SMA',
      },
      smaNote: {
        above20Pct: 'short-term trend',
        above50Pct: 'medium-term trend',
        above200Pct: 'long-term trend',
      },
    },
    marketBreadth: {
      title: 'Market Breadth Today',
      explanation:
        'Breadth shows how widely a move is shared: how many stocks trade above their previous close (advances), below it (declines) or level with it, the advance/decline ratio (advances ÷ declines, above 1 when more stocks rise), and the share of stocks above their 20, 50 and 200-day simple moving averages of closing prices.',
      averageChangePct: 'Average change %',
      above20: '> 20-day SMA',
      above50: '> 50-day SMA',
      above200: '> 200-day SMA',
      chartTitle: 'Advances and declines by sector',
      chartLabel: 'Advances, unchanged and declines per sector',
      aboveAverages: 'Stocks above their moving averages',
      bySector: 'Breadth by sector',
      tableCaption: 'Market breadth by sector',
    },
    breadthStock: {
      sma20: '20-day SMA (₹)',
      sma50: '50-day SMA (₹)',
      sma200: '200-day SMA (₹)',
      title: 'Market Breadth: {{sector}}',
      titleAll: 'Market Breadth by Sector',
      explanation:
        'The stocks of one sector: how each moved against its previous close, and whether its price is above (▲, green) or below (▼, red) its 20, 50 and 200-day simple moving averages of closing prices.',
      stocksIn: 'Stocks in {{sector}}',
      stocksInTheSector: 'Stocks in the sector',
      empty: 'This sector has no stocks with a price today.',
    },
    advanceDecline: {
      title: 'Advance Decline Ratio (NSE)',
      explanation:
        'The advance/decline ratio divides the number of stocks that closed above their previous close by the number that closed below it. Above 1, more stocks rose than fell; a rising index with a falling ratio means fewer stocks carry the move. Each past day compares its close with the day before.',
      history: 'History',
      measure: 'Measure',
      line: 'A−D line',
      cumulative: 'Cumulative A−D',
      chartLabel: '{{name}} and NIFTY 50, daily',
      chartTitleRatio: 'Daily A/D ratio (log scale) and NIFTY 50',
      chartTitleLine: 'Cumulative advance − decline line and NIFTY 50',
      averageRatio: 'Average A/D ratio',
      overSessions: 'over {{sessions}} sessions',
      daysAdvancesLed: 'Days advances led',
      daysDeclinesLed: 'Days declines led',
      dailyHistory: 'Daily history',
      historyCaption: 'Advance/decline history',
      date: 'Date',
      nifty: 'NIFTY 50',
    },
    indiaVix: {
      title: 'India VIX',
      explanation:
        'India VIX measures the volatility the market expects in NIFTY 50 over the next 30 days, from NIFTY option prices. Here: its level now, its day and 52-week ranges, its daily closes and how it moves against NIFTY 50.',
      nifty: 'NIFTY 50',
      previousClose: 'Previous close {{value}}',
      dayRange: 'Day range',
      fiftyTwoWeekRange: '52-week range',
      chartTitle: 'India VIX, daily close',
      chartLabel: 'India VIX daily closes',
      against: 'India VIX against NIFTY 50',
      niftyClose: 'NIFTY 50, daily close',
      dualLabel: 'India VIX and NIFTY 50, daily closes',
      niftyLabel: 'NIFTY 50 daily closes',
      niftyNow: 'NIFTY 50 now {{value}}.',
      correlation: {
        none: 'Not enough days with both VIX and NIFTY 50 to measure how they move together.',
        strongly: {
          opposite:
            'Over the last {{sessions}} sessions, daily moves of India VIX and NIFTY 50 had a correlation of {{rho}}: they moved strongly in opposite directions.',
          same: 'Over the last {{sessions}} sessions, daily moves of India VIX and NIFTY 50 had a correlation of {{rho}}: they moved strongly in the same direction.',
        },
        moderately: {
          opposite:
            'Over the last {{sessions}} sessions, daily moves of India VIX and NIFTY 50 had a correlation of {{rho}}: they moved moderately in opposite directions.',
          same: 'Over the last {{sessions}} sessions, daily moves of India VIX and NIFTY 50 had a correlation of {{rho}}: they moved moderately in the same direction.',
        },
        weakly: {
          opposite:
            'Over the last {{sessions}} sessions, daily moves of India VIX and NIFTY 50 had a correlation of {{rho}}: they moved weakly in opposite directions.',
          same: 'Over the last {{sessions}} sessions, daily moves of India VIX and NIFTY 50 had a correlation of {{rho}}: they moved weakly in the same direction.',
        },
      },
      whatTitle: 'What India VIX means',
      what1:
        'India VIX is NSE’s volatility index: a number, worked out from the prices of NIFTY 50 options, for how much the market expects NIFTY 50 to move over the next 30 days, as an annual percentage. A VIX of 15 says traders expect NIFTY to move about 15 % up or down over a year, roughly 4.3 % over a month.',
      what2:
        'It is often called the fear gauge: when markets fall sharply, option buyers pay more for protection, option prices rise and VIX goes up. That is why VIX usually moves the other way from NIFTY 50. Low VIX (below about 12–15) means a calm, complacent market; high VIX (above about 25) means stress.',
      what3:
        'VIX does not say which way the market will go, only how big the moves are expected to be. Option sellers watch it for premium levels, and traders use it to size stop losses.',
      unavailableTitle: 'India VIX is not available yet',
      unavailable:
        'This market has no India VIX series yet (it is computed from the simulated NIFTY option prices). NIFTY 50 is shown meanwhile.',
    },
    hourly: {
      title: 'Hourly Gainers and Losers',
      explanation:
        'How each stock moved within one hour of today’s session (09:15–10:15, 10:15–11:15, … and 15:15–15:30), or over the last 60 minutes: the price at the end of the period (or now, while it runs) against the price at its start (the day’s open for the first hour).',
      thisList: 'This list: {{window}}.',
      window: '{{from}}–{{to}} IST',
      periodChangePct: 'Period change %',
      periodChange: 'Period change (₹)',
      startPrice: 'Period start (₹)',
      endPrice: 'Period end (₹)',
      dayChangePct: 'Day change %',
      gainers: 'Gainers',
      losers: 'Losers',
      type: 'Gainers or losers',
      period: 'Period',
      last60: 'Last 60 min',
      caption: {
        gainers: 'Hourly gainers',
        losers: 'Hourly losers',
      },
      none: {
        gainers: 'No stock rose in this period.',
        losers: 'No stock fell in this period.',
      },
      upcoming: 'This hour of the session has not started yet.',
    },
    breakout: {
      title: 'Breakout Stocks',
      explanation:
        'Stocks trading above the highest high of the previous {{lookback}} sessions. A breakout is volume-confirmed when today’s volume beats the window’s average daily volume, scaled to the part of the session played so far (volume ratio above 1×).',
      caption: '{{lookback}}-day breakouts',
      empty: 'No stock is above its {{lookback}}-day high right now.',
      emptyConfirmed: 'No stock is above its {{lookback}}-day high on confirming volume right now.',
      lookback: 'Look-back',
      days: '{{days}} days',
      confirmedOnly: 'Volume-confirmed only',
      level: 'Breakout level (₹)',
      aboveLevel: 'Above level',
      volumeRatio: 'Volume ratio',
      averageVolume: 'Average volume',
      volumeConfirmed: 'Volume confirmed',
      yes: 'Yes',
      no: 'No',
    },
  },
  {
    crumbs: {
      market: 'बाज़ार',
      todaysActivity: 'आज की गतिविधि',
      marketBreadth: 'बाज़ार की चौड़ाई',
      screenersSignals: 'स्क्रीनर और सिग्नल',
    },
    frame: {
      pastSession: '{{date}} का पूरा हो चुका सत्र दिखाया जा रहा है: पिछले बंद भाव के मुक़ाबले बंद भाव।',
      search: 'सिंबल या कंपनी खोजें',
    },
    columns: {
      symbol: 'सिंबल',
      ltp: 'अंतिम भाव (₹)',
      change: 'बदलाव (₹)',
      changePct: 'बदलाव %',
      volume: 'वॉल्यूम',
      open: 'खुला (₹)',
      high: 'उच्च (₹)',
      low: 'निम्न (₹)',
      prevClose: 'पिछला बंद (₹)',
      sector: 'सेक्टर',
      name: 'कंपनी',
    },
    range: {
      low: 'निम्न {{value}}',
      high: 'उच्च {{value}}',
    },
    periods: {
      m3: '3 महीने',
      m6: '6 महीने',
      y1: '1 साल',
      y2: '2 साल',
      y5: '5 साल',
    },
    topMovers: {
      gainers: {
        title: 'सबसे ज़्यादा बढ़त वाले शेयर (NSE)',
        explanation:
          'अपने पिछले बंद भाव से ऊपर चल रहे शेयर, सबसे ज़्यादा प्रतिशत बढ़त वाले पहले। बदलाव अंतिम कारोबारी भाव की पिछले सत्र के बंद भाव से तुलना है; किसी पिछले सत्र में उसके बंद भाव की तुलना उससे पहले के बंद भाव से की जाती है।',
        empty: 'अभी कोई भी शेयर अपने पिछले बंद भाव से ऊपर नहीं चल रहा है।',
      },
      losers: {
        title: 'सबसे ज़्यादा गिरावट वाले शेयर (NSE)',
        explanation:
          'अपने पिछले बंद भाव से नीचे चल रहे शेयर, सबसे ज़्यादा प्रतिशत गिरावट वाले पहले। बदलाव अंतिम कारोबारी भाव की पिछले सत्र के बंद भाव से तुलना है; किसी पिछले सत्र में उसके बंद भाव की तुलना उससे पहले के बंद भाव से की जाती है।',
        empty: 'अभी कोई भी शेयर अपने पिछले बंद भाव से नीचे नहीं चल रहा है।',
      },
    },
    allTimeHigh: {
      title: 'सर्वकालिक उच्च स्तर वाले शेयर',
      explanation:
        'वे शेयर जिनका भाव इस सत्र में उनके पूरे कारोबारी इतिहास के सबसे ऊँचे भाव (स्प्लिट, बोनस और लाभांश के लिए समायोजित) तक पहुँचा या उससे आगे निकला, पुराने रिकॉर्ड से सबसे ज़्यादा ऊपर वाले पहले।',
      caption: 'सर्वकालिक उच्च स्तर वाले शेयर',
      empty: 'इस सत्र में अभी तक कोई शेयर सर्वकालिक उच्च स्तर पर नहीं पहुँचा है।',
      level: 'पिछला सर्वकालिक उच्च (₹)',
      fromLevel: 'सर्वकालिक उच्च से दूरी',
    },
    fiftyTwoWeek: {
      list: 'सूची',
      within: 'दायरा',
      withinOption: '{{within}} % के भीतर',
      high: {
        title: '52 हफ़्ते के उच्च स्तर वाले शेयर',
        level: '52 हफ़्ते का उच्च (₹)',
        fromLevel: '52 हफ़्ते के उच्च से दूरी',
        newExplanation:
          'वे शेयर जिनका भाव आज पिछले 52 हफ़्तों (250 सत्र) के सबसे ऊँचे उच्च स्तर तक या उससे ऊपर गया, स्तर को सबसे ज़्यादा पार करने वाले पहले। भाव स्प्लिट और बोनस के लिए समायोजित हैं, ताकि कोई स्प्लिट नकली नया उच्च स्तर न दिखाए।',
        nearExplanation:
          'अपने 52 हफ़्ते के उच्च स्तर (पिछले 250 सत्रों का सबसे ऊँचा उच्च) से {{within}} % के भीतर चल रहे शेयर, सबसे नज़दीकी पहले: ये नया 52 हफ़्ते का उच्च बना सकते हैं।',
        newOption: 'नया 52 हफ़्ते का उच्च',
        newCaption: 'नए 52 हफ़्ते के उच्च',
        near: '52 हफ़्ते के उच्च के पास',
        newEmpty: 'इस सत्र में अभी तक किसी शेयर ने नया 52 हफ़्ते का उच्च नहीं बनाया है।',
        nearEmpty: 'कोई भी शेयर अपने 52 हफ़्ते के उच्च से {{within}} % के भीतर नहीं है।',
        section: 'नए 52 हफ़्ते के उच्च ({{total}})',
        sessionEmpty: 'इस सत्र में किसी शेयर ने नया 52 हफ़्ते का उच्च नहीं बनाया है।',
      },
      low: {
        title: '52 हफ़्ते के निम्न स्तर वाले शेयर',
        level: '52 हफ़्ते का निम्न (₹)',
        fromLevel: '52 हफ़्ते के निम्न से दूरी',
        newExplanation:
          'वे शेयर जिनका भाव आज पिछले 52 हफ़्तों (250 सत्र) के सबसे निचले निम्न स्तर तक या उससे नीचे गया, स्तर को सबसे ज़्यादा पार करने वाले पहले। भाव स्प्लिट और बोनस के लिए समायोजित हैं, ताकि कोई स्प्लिट नकली नया निम्न स्तर न दिखाए।',
        nearExplanation:
          'अपने 52 हफ़्ते के निम्न स्तर (पिछले 250 सत्रों का सबसे निचला निम्न) से {{within}} % के भीतर चल रहे शेयर, सबसे नज़दीकी पहले: ये नया 52 हफ़्ते का निम्न बना सकते हैं।',
        newOption: 'नया 52 हफ़्ते का निम्न',
        newCaption: 'नए 52 हफ़्ते के निम्न',
        near: '52 हफ़्ते के निम्न के पास',
        newEmpty: 'इस सत्र में अभी तक किसी शेयर ने नया 52 हफ़्ते का निम्न नहीं बनाया है।',
        nearEmpty: 'कोई भी शेयर अपने 52 हफ़्ते के निम्न से {{within}} % के भीतर नहीं है।',
        section: 'नए 52 हफ़्ते के निम्न ({{total}})',
        sessionEmpty: 'इस सत्र में किसी शेयर ने नया 52 हफ़्ते का निम्न नहीं बनाया है।',
      },
    },
    newFiftyTwo: {
      title: 'नए 52 हफ़्ते के उच्च और निम्न',
      explanation:
        'वे शेयर जिन्होंने इस सत्र में नया 52 हफ़्ते का उच्च (सत्र का उच्च पिछले 250 सत्रों के सबसे ऊँचे उच्च तक पहुँचा) या नया 52 हफ़्ते का निम्न बनाया। कई नए उच्च और कम नए निम्न व्यापक रूप से मज़बूत बाज़ार का संकेत हैं; इसका उलटा, कमज़ोर बाज़ार का।',
      historyTitle: 'हर सत्र में नए उच्च और निम्न, पिछले {{sessions}} सत्र',
      chartLabel: 'हर सत्र में नए 52 हफ़्ते के उच्च और निम्न',
      highsMinusLows: 'उच्च घटा निम्न',
      moreHighs: 'सालाना उच्च पर ज़्यादा शेयर',
      moreLows: 'सालाना निम्न पर ज़्यादा शेयर',
      average: '20 सत्रों का औसत',
      averageHint: 'प्रति सत्र उच्च / निम्न',
    },
    breadth: {
      advances: 'बढ़ने वाले',
      declines: 'गिरने वाले',
      unchanged: 'अपरिवर्तित',
      adRatio: 'A/D अनुपात',
      shareOf: '{{total}} में से {{pct}} %',
      advancesLead: 'बढ़ने वाले आगे',
      declinesLead: 'गिरने वाले आगे',
      barLabel: 'बढ़ने वाले, अपरिवर्तित और गिरने वाले',
      sma: {
        above20Pct: '20-दिन SMA से ऊपर',
        above50Pct: '50-दिन SMA से ऊपर',
        above200Pct: '200-दिन SMA से ऊपर',
      },
      smaNote: {
        above20Pct: 'छोटी अवधि का रुझान',
        above50Pct: 'मध्यम अवधि का रुझान',
        above200Pct: 'लंबी अवधि का रुझान',
      },
    },
    marketBreadth: {
      title: 'आज बाज़ार की चौड़ाई',
      explanation:
        'चौड़ाई बताती है कि कोई चाल कितने व्यापक रूप से साझा है: कितने शेयर अपने पिछले बंद भाव से ऊपर (बढ़ने वाले), नीचे (गिरने वाले) या उसके बराबर चल रहे हैं, एडवांस/डिक्लाइन अनुपात (बढ़ने वाले ÷ गिरने वाले, ज़्यादा शेयर बढ़ने पर 1 से ऊपर), और बंद भावों के 20, 50 और 200-दिन के सिंपल मूविंग एवरेज से ऊपर वाले शेयरों का हिस्सा।',
      averageChangePct: 'औसत बदलाव %',
      above20: '> 20-दिन SMA',
      above50: '> 50-दिन SMA',
      above200: '> 200-दिन SMA',
      chartTitle: 'सेक्टर के अनुसार बढ़ने और गिरने वाले शेयर',
      chartLabel: 'हर सेक्टर में बढ़ने वाले, अपरिवर्तित और गिरने वाले शेयर',
      aboveAverages: 'अपने मूविंग एवरेज से ऊपर वाले शेयर',
      bySector: 'सेक्टर के अनुसार चौड़ाई',
      tableCaption: 'सेक्टर के अनुसार बाज़ार की चौड़ाई',
    },
    breadthStock: {
      sma20: '20-दिन SMA (₹)',
      sma50: '50-दिन SMA (₹)',
      sma200: '200-दिन SMA (₹)',
      title: 'बाज़ार की चौड़ाई: {{sector}}',
      titleAll: 'सेक्टर के अनुसार बाज़ार की चौड़ाई',
      explanation:
        'एक सेक्टर के शेयर: हर शेयर अपने पिछले बंद भाव के मुक़ाबले कैसे चला, और उसका भाव बंद भावों के 20, 50 और 200-दिन के सिंपल मूविंग एवरेज से ऊपर (▲, हरा) है या नीचे (▼, लाल)।',
      stocksIn: '{{sector}} के शेयर',
      stocksInTheSector: 'सेक्टर के शेयर',
      empty: 'इस सेक्टर में आज भाव वाला कोई शेयर नहीं है।',
    },
    advanceDecline: {
      title: 'एडवांस डिक्लाइन अनुपात (NSE)',
      explanation:
        'एडवांस/डिक्लाइन अनुपात अपने पिछले बंद भाव से ऊपर बंद हुए शेयरों की संख्या को उससे नीचे बंद हुए शेयरों की संख्या से भाग देता है। 1 से ऊपर का मतलब है कि गिरने वालों से ज़्यादा शेयर बढ़े; बढ़ते इंडेक्स के साथ गिरता अनुपात बताता है कि कम शेयर इस चाल को आगे ले जा रहे हैं। हर पिछले दिन के बंद भाव की तुलना उससे पहले के दिन से की जाती है।',
      history: 'इतिहास',
      measure: 'माप',
      line: 'A−D लाइन',
      cumulative: 'संचयी A−D',
      chartLabel: '{{name}} और NIFTY 50, रोज़ाना',
      chartTitleRatio: 'रोज़ाना A/D अनुपात (लॉग स्केल) और NIFTY 50',
      chartTitleLine: 'संचयी एडवांस − डिक्लाइन लाइन और NIFTY 50',
      averageRatio: 'औसत A/D अनुपात',
      overSessions: '{{sessions}} सत्रों में',
      daysAdvancesLed: 'जिन दिनों बढ़ने वाले आगे रहे',
      daysDeclinesLed: 'जिन दिनों गिरने वाले आगे रहे',
      dailyHistory: 'रोज़ाना इतिहास',
      historyCaption: 'एडवांस/डिक्लाइन इतिहास',
      date: 'तारीख़',
      nifty: 'NIFTY 50',
    },
    indiaVix: {
      title: 'India VIX',
      explanation:
        'India VIX, NIFTY ऑप्शन के भावों से, यह मापता है कि बाज़ार अगले 30 दिनों में NIFTY 50 में कितनी अस्थिरता की उम्मीद करता है। यहाँ: इसका मौजूदा स्तर, दिन और 52 हफ़्ते के दायरे, रोज़ाना बंद भाव और NIFTY 50 के मुक़ाबले इसकी चाल।',
      nifty: 'NIFTY 50',
      previousClose: 'पिछला बंद {{value}}',
      dayRange: 'दिन का दायरा',
      fiftyTwoWeekRange: '52 हफ़्ते का दायरा',
      chartTitle: 'India VIX, रोज़ाना बंद',
      chartLabel: 'India VIX के रोज़ाना बंद भाव',
      against: 'NIFTY 50 के मुक़ाबले India VIX',
      niftyClose: 'NIFTY 50, रोज़ाना बंद',
      dualLabel: 'India VIX और NIFTY 50, रोज़ाना बंद भाव',
      niftyLabel: 'NIFTY 50 के रोज़ाना बंद भाव',
      niftyNow: 'NIFTY 50 अभी {{value}} पर।',
      correlation: {
        none: 'ऐसे पर्याप्त दिन नहीं हैं जिनमें VIX और NIFTY 50 दोनों हों, इसलिए यह नहीं मापा जा सकता कि वे साथ में कैसे चलते हैं।',
        strongly: {
          opposite:
            'पिछले {{sessions}} सत्रों में India VIX और NIFTY 50 की रोज़ाना चाल का सहसंबंध {{rho}} रहा: वे मज़बूती से उलटी दिशाओं में चले।',
          same: 'पिछले {{sessions}} सत्रों में India VIX और NIFTY 50 की रोज़ाना चाल का सहसंबंध {{rho}} रहा: वे मज़बूती से एक ही दिशा में चले।',
        },
        moderately: {
          opposite:
            'पिछले {{sessions}} सत्रों में India VIX और NIFTY 50 की रोज़ाना चाल का सहसंबंध {{rho}} रहा: वे मध्यम रूप से उलटी दिशाओं में चले।',
          same: 'पिछले {{sessions}} सत्रों में India VIX और NIFTY 50 की रोज़ाना चाल का सहसंबंध {{rho}} रहा: वे मध्यम रूप से एक ही दिशा में चले।',
        },
        weakly: {
          opposite:
            'पिछले {{sessions}} सत्रों में India VIX और NIFTY 50 की रोज़ाना चाल का सहसंबंध {{rho}} रहा: वे हल्के से उलटी दिशाओं में चले।',
          same: 'पिछले {{sessions}} सत्रों में India VIX और NIFTY 50 की रोज़ाना चाल का सहसंबंध {{rho}} रहा: वे हल्के से एक ही दिशा में चले।',
        },
      },
      whatTitle: 'India VIX का मतलब क्या है',
      what1:
        'India VIX, NSE का वोलैटिलिटी इंडेक्स है: NIFTY 50 ऑप्शन के भावों से निकाली गई एक संख्या, जो बताती है कि बाज़ार अगले 30 दिनों में NIFTY 50 के कितना चलने की उम्मीद करता है, सालाना प्रतिशत के रूप में। 15 का VIX बताता है कि ट्रेडर एक साल में NIFTY के लगभग 15 % ऊपर या नीचे जाने की उम्मीद करते हैं, यानी एक महीने में लगभग 4.3 %।',
      what2:
        'इसे अक्सर डर का पैमाना कहा जाता है: जब बाज़ार तेज़ी से गिरता है, ऑप्शन ख़रीदार सुरक्षा के लिए ज़्यादा पैसे देते हैं, ऑप्शन के भाव बढ़ते हैं और VIX ऊपर जाता है। इसी वजह से VIX आम तौर पर NIFTY 50 की उलटी दिशा में चलता है। कम VIX (लगभग 12–15 से नीचे) का मतलब शांत, बेफ़िक्र बाज़ार है; ऊँचा VIX (लगभग 25 से ऊपर) तनाव का संकेत है।',
      what3:
        'VIX यह नहीं बताता कि बाज़ार किस दिशा में जाएगा, सिर्फ़ यह कि चालें कितनी बड़ी होने की उम्मीद है। ऑप्शन बेचने वाले प्रीमियम के स्तर के लिए इस पर नज़र रखते हैं, और ट्रेडर इससे अपने स्टॉप-लॉस का आकार तय करते हैं।',
      unavailableTitle: 'India VIX अभी उपलब्ध नहीं है',
      unavailable:
        'इस बाज़ार में अभी India VIX की कोई सीरीज़ नहीं है (यह सिम्युलेटेड NIFTY ऑप्शन के भावों से निकाली जाती है)। तब तक NIFTY 50 दिखाया जा रहा है।',
    },
    hourly: {
      title: 'हर घंटे के बढ़त और गिरावट वाले शेयर',
      explanation:
        'आज के सत्र के एक घंटे के भीतर (09:15–10:15, 10:15–11:15, … और 15:15–15:30), या पिछले 60 मिनट में हर शेयर कैसे चला: अवधि के अंत का भाव (या अवधि चलते समय अभी का भाव) उसकी शुरुआत के भाव के मुक़ाबले (पहले घंटे के लिए दिन का खुला भाव)।',
      thisList: 'यह सूची: {{window}}।',
      window: '{{from}}–{{to}} IST',
      periodChangePct: 'अवधि में बदलाव %',
      periodChange: 'अवधि में बदलाव (₹)',
      startPrice: 'अवधि की शुरुआत (₹)',
      endPrice: 'अवधि का अंत (₹)',
      dayChangePct: 'दिन का बदलाव %',
      gainers: 'बढ़त वाले',
      losers: 'गिरावट वाले',
      type: 'बढ़त या गिरावट वाले',
      period: 'अवधि',
      last60: 'पिछले 60 मिनट',
      caption: {
        gainers: 'हर घंटे के बढ़त वाले शेयर',
        losers: 'हर घंटे के गिरावट वाले शेयर',
      },
      none: {
        gainers: 'इस अवधि में कोई शेयर नहीं बढ़ा।',
        losers: 'इस अवधि में कोई शेयर नहीं गिरा।',
      },
      upcoming: 'सत्र का यह घंटा अभी शुरू नहीं हुआ है।',
    },
    breakout: {
      title: 'ब्रेकआउट शेयर',
      explanation:
        'पिछले {{lookback}} सत्रों के सबसे ऊँचे उच्च से ऊपर चल रहे शेयर। ब्रेकआउट वॉल्यूम से पुष्ट तब माना जाता है जब आज का वॉल्यूम उस अवधि के औसत रोज़ाना वॉल्यूम से ज़्यादा हो, जिसे सत्र के अब तक बीते हिस्से के अनुपात में लिया जाता है (वॉल्यूम अनुपात 1× से ऊपर)।',
      caption: '{{lookback}} दिन के ब्रेकआउट',
      empty: 'अभी कोई शेयर अपने {{lookback}} दिन के उच्च से ऊपर नहीं है।',
      emptyConfirmed: 'अभी कोई शेयर पुष्टि करने वाले वॉल्यूम के साथ अपने {{lookback}} दिन के उच्च से ऊपर नहीं है।',
      lookback: 'लुक-बैक',
      days: '{{days}} दिन',
      confirmedOnly: 'सिर्फ़ वॉल्यूम से पुष्ट',
      level: 'ब्रेकआउट स्तर (₹)',
      aboveLevel: 'स्तर से ऊपर',
      volumeRatio: 'वॉल्यूम अनुपात',
      averageVolume: 'औसत वॉल्यूम',
      volumeConfirmed: 'वॉल्यूम से पुष्ट',
      yes: 'हाँ',
      no: 'नहीं',
    },
  },
);

export type MarketListsKey = StringKey<typeof marketListsStrings.en>;
/** A component's `t` for this namespace, handed to the column builders. */
export type MarketListsT = (key: MarketListsKey, vars?: StringVars) => string;

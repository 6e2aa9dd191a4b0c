import { defineStrings, type StringKey, type StringVars } from '@/lib/strings';

export const roboPortfoliosStrings = defineStrings(
  'roboPortfolios',
  {
    title: 'Robo portfolios',
    intro:
      'Model portfolios built by stated rules, rebalanced on a schedule, with every rebalance recorded. Performance is net of delivery charges and set against NIFTY 50 over the same days.',
    simulatedNote:
      'Simulated market: the prices and company statements behind these portfolios are simulated, so the returns are not those of any real stock or fund.',
    models: {
      caption: 'Model portfolios',
      model: 'Model',
      since: 'Since',
      return: 'Return',
      nifty: 'NIFTY 50',
      choose: 'Show {{name}}',
      chosen: 'Shown',
      empty: 'No model portfolio has a record yet.',
      loadError: 'The model portfolios could not be read',
    },
    names: {
      'quality-fair-price': 'Quality at a fair price',
      momentum: 'Momentum',
    },
    rules: {
      'quality-fair-price':
        'The 10 stocks with the highest return on equity among those with long-term debt below 1× equity and a P/E (price over the last four published quarters’ earnings) below the median P/E of their sector; at most 3 from one sector; equal weights; rebalanced on the first trading day of each quarter.',
      momentum:
        'The 10 stocks with the highest return from 126 to 21 trading days ago (about six months, skipping the last month) among those closing above their 200-day average; at most 3 from one sector; equal weights; rebalanced on the first trading day of each month.',
    },
    method: {
      title: 'Method',
      text: 'Each rebalance uses only the closes and the company results published up to the trading day before it. The portfolio then trades at that day’s close in whole shares to equal weights, starting from ₹{{capital}}, and pays every order’s delivery charges (brokerage, STT, exchange and SEBI fees, stamp duty, DP charge and GST) as a contract note computes them. Prices are adjusted for splits, bonuses and dividends, so dividends count as reinvested. NIFTY 50 is scaled to the same capital on the first rebalance day.',
    },
    figures: {
      totalReturn: 'Total return',
      cagr: 'CAGR',
      maxDrawdown: 'Max drawdown',
      volatility: 'Volatility (yearly)',
      vsNifty: 'NIFTY 50: {{value}}',
      charges: 'Charges paid: {{value}}',
      since: 'Since {{date}} · to {{asOf}}',
    },
    chart: {
      title: 'Value against NIFTY 50',
      label: '{{name}}: value of ₹{{capital}} against NIFTY 50, from {{from}} to {{to}}',
    },
    holdings: {
      title: 'Holdings',
      caption: 'Holdings of {{name}}',
      symbol: 'Stock',
      sector: 'Sector',
      quantity: 'Qty',
      price: 'Price (₹)',
      weight: 'Weight',
      cash: 'Cash: {{value}} · Value: {{total}}',
      pricedOn: 'At the prices of {{date}}',
      empty: 'The model holds no stocks now.',
    },
    rebalances: {
      title: 'Rebalance record',
      caption: 'Rebalances of {{name}}, newest first',
      date: 'Date',
      entered: 'In',
      exited: 'Out',
      charges: 'Charges (₹)',
      value: 'Value (₹)',
      dataAsOf: 'Data up to {{date}}',
      none: '—',
      empty: 'No rebalance yet.',
      count_one: '{{count}} rebalance',
      count_other: '{{count}} rebalances',
    },
    follow: {
      action: 'Follow in a paper portfolio',
      signIn: 'Sign in to follow in a paper portfolio',
      formLabel: 'Follow {{name}} in a paper portfolio',
      explain:
        'A new portfolio of your own buys the model’s stocks at their weights after its latest rebalance, in whole shares at today’s prices, paying delivery charges. What is left stays as cash.',
      amount: 'Amount to put in',
      amountBad: 'Enter an amount in rupees greater than zero (at most ₹10,00,00,000, two decimals at most)',
      submit: 'Follow',
      cancel: 'Cancel',
      refused: 'Not followed',
      done: 'Following in “{{name}}”',
      bought_one: 'Bought {{count}} stock for {{spent}} with charges; {{cash}} left as cash.',
      bought_other: 'Bought {{count}} stocks for {{spent}} with charges; {{cash}} left as cash.',
      open: 'Open {{name}}',
    },
    loadError: 'This model portfolio could not be read',
  },
  {
    title: 'रोबो पोर्टफ़ोलियो',
    intro:
      'बताए गए नियमों से बने मॉडल पोर्टफ़ोलियो, तय समय पर रीबैलेंस, हर रीबैलेंस दर्ज। प्रदर्शन डिलीवरी शुल्क के बाद है और उन्हीं दिनों के NIFTY 50 से तुलना की गई है।',
    simulatedNote:
      'सिम्युलेटेड बाज़ार: इन पोर्टफ़ोलियो के पीछे के भाव और कंपनियों के विवरण सिम्युलेटेड हैं, इसलिए ये रिटर्न किसी असली शेयर या फ़ंड के नहीं हैं।',
    models: {
      caption: 'मॉडल पोर्टफ़ोलियो',
      model: 'मॉडल',
      since: 'कब से',
      return: 'रिटर्न',
      nifty: 'NIFTY 50',
      choose: '{{name}} दिखाएँ',
      chosen: 'दिखाया गया',
      empty: 'अभी किसी मॉडल पोर्टफ़ोलियो का रिकॉर्ड नहीं है।',
      loadError: 'मॉडल पोर्टफ़ोलियो पढ़े नहीं जा सके',
    },
    names: {
      'quality-fair-price': 'उचित दाम पर गुणवत्ता',
      momentum: 'मोमेंटम',
    },
    rules: {
      'quality-fair-price':
        'उन शेयरों में से, जिनका दीर्घकालिक कर्ज़ इक्विटी के 1 गुने से कम है और P/E (भाव ÷ पिछली चार प्रकाशित तिमाहियों की कमाई) अपने सेक्टर के मीडियन P/E से कम है, इक्विटी पर सबसे ज़्यादा रिटर्न वाले 10 शेयर; एक सेक्टर से अधिकतम 3; बराबर भार; हर तिमाही के पहले कारोबारी दिन रीबैलेंस।',
      momentum:
        'उन शेयरों में से, जो अपने 200-दिन औसत से ऊपर बंद हुए, 126 से 21 कारोबारी दिन पहले तक (लगभग छह महीने, पिछला महीना छोड़कर) सबसे ज़्यादा रिटर्न वाले 10 शेयर; एक सेक्टर से अधिकतम 3; बराबर भार; हर महीने के पहले कारोबारी दिन रीबैलेंस।',
    },
    method: {
      title: 'तरीका',
      text: 'हर रीबैलेंस केवल उससे पिछले कारोबारी दिन तक के बंद भाव और तब तक प्रकाशित कंपनी नतीजे इस्तेमाल करता है। फिर पोर्टफ़ोलियो उस दिन के बंद भाव पर पूरे शेयरों में बराबर भार तक ट्रेड करता है, ₹{{capital}} से शुरू करके, और हर ऑर्डर का डिलीवरी शुल्क (ब्रोकरेज, STT, एक्सचेंज और SEBI फ़ीस, स्टाम्प ड्यूटी, DP शुल्क और GST) कॉन्ट्रैक्ट नोट की तरह चुकाता है। भाव स्प्लिट, बोनस और डिविडेंड के लिए समायोजित हैं, इसलिए डिविडेंड दोबारा निवेश माने गए हैं। NIFTY 50 को पहले रीबैलेंस के दिन उसी पूँजी पर रखा गया है।',
    },
    figures: {
      totalReturn: 'कुल रिटर्न',
      cagr: 'CAGR',
      maxDrawdown: 'अधिकतम गिरावट',
      volatility: 'उतार-चढ़ाव (सालाना)',
      vsNifty: 'NIFTY 50: {{value}}',
      charges: 'चुकाए गए शुल्क: {{value}}',
      since: '{{date}} से · {{asOf}} तक',
    },
    chart: {
      title: 'NIFTY 50 के मुक़ाबले मूल्य',
      label: '{{name}}: ₹{{capital}} का मूल्य NIFTY 50 के मुक़ाबले, {{from}} से {{to}} तक',
    },
    holdings: {
      title: 'होल्डिंग्स',
      caption: '{{name}} की होल्डिंग्स',
      symbol: 'शेयर',
      sector: 'सेक्टर',
      quantity: 'मात्रा',
      price: 'भाव (₹)',
      weight: 'भार',
      cash: 'नक़द: {{value}} · मूल्य: {{total}}',
      pricedOn: '{{date}} के भाव पर',
      empty: 'मॉडल के पास अभी कोई शेयर नहीं है।',
    },
    rebalances: {
      title: 'रीबैलेंस रिकॉर्ड',
      caption: '{{name}} के रीबैलेंस, नए पहले',
      date: 'तारीख़',
      entered: 'जुड़े',
      exited: 'निकले',
      charges: 'शुल्क (₹)',
      value: 'मूल्य (₹)',
      dataAsOf: '{{date}} तक का डेटा',
      none: '—',
      empty: 'अभी कोई रीबैलेंस नहीं।',
      count_one: '{{count}} रीबैलेंस',
      count_other: '{{count}} रीबैलेंस',
    },
    follow: {
      action: 'पेपर पोर्टफ़ोलियो में फ़ॉलो करें',
      signIn: 'पेपर पोर्टफ़ोलियो में फ़ॉलो करने के लिए साइन इन करें',
      formLabel: '{{name}} को पेपर पोर्टफ़ोलियो में फ़ॉलो करें',
      explain:
        'आपका एक नया पोर्टफ़ोलियो मॉडल के शेयर उसके पिछले रीबैलेंस के भार पर, आज के भाव पर पूरे शेयरों में, डिलीवरी शुल्क चुकाकर ख़रीदता है। जो बचता है वह नक़द रहता है।',
      amount: 'लगाने की रक़म',
      amountBad: 'शून्य से ज़्यादा रक़म रुपयों में लिखें (ज़्यादा से ज़्यादा ₹10,00,00,000, दशमलव के बाद अधिकतम दो अंक)',
      submit: 'फ़ॉलो करें',
      cancel: 'रद्द करें',
      refused: 'फ़ॉलो नहीं हुआ',
      done: '“{{name}}” में फ़ॉलो कर रहे हैं',
      bought_one: 'शुल्क सहित {{spent}} में {{count}} शेयर ख़रीदा; {{cash}} नक़द बचा।',
      bought_other: 'शुल्क सहित {{spent}} में {{count}} शेयर ख़रीदे; {{cash}} नक़द बचा।',
      open: '{{name}} खोलें',
    },
    loadError: 'यह मॉडल पोर्टफ़ोलियो पढ़ा नहीं जा सका',
  },
);

export type RoboText = (key: StringKey<typeof roboPortfoliosStrings.en>, vars?: StringVars) => string;

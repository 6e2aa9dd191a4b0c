import { defineStrings } from '@/lib/strings';

export const homeStrings = defineStrings(
  'home',
  {
    title: 'Indian stock market today',
    intro:
      "Live indices, movers, breadth, sectors and global cues from Nivesh's simulated NSE market, with screeners, tools and a simulated order dashboard to practise without risking money.",
    loadError: 'Could not load the market',
    everyMarketPage: 'Every market page',
    todayInWords: 'Today in the market, in words',
    signIn: 'Sign in or create an account',
    dataNote:
      'Market data on Nivesh comes from a market simulator, not from a live exchange feed, and orders never reach an exchange.',
    howToUse: 'How to use Nivesh',
    explore: {
      title: 'What you will find on Nivesh',
      market:
        'Stocks, sectors and industries, gainers and losers, 52-week highs and lows, heat maps, commodities and ETFs.',
      todaysActivity:
        'FII/DII flows, bulk and block deals, insider trading, corporate actions, market breadth and India VIX.',
      screeners:
        'Fundamental, technical, intraday and pre-market screeners, auto-signals, a Piotroski scan and alerts.',
      derivatives:
        'Option chain and its analysis, option strategies, open interest, put-call ratio and futures data.',
      tools:
        'Trading tools, strategies and back testing, stock ideas, stock tips, watchlists and portfolios.',
      calculators:
        'Intrinsic value, price-earnings, return on equity, Graham number and dividend valuation models.',
      learning:
        'Basics of the stock market, articles on investing, video courses, free webinars and a trader community.',
      orders:
        'A simulated order dashboard: strategy and simple orders, positions, portfolio and order history.',
      premium: 'Subscription plans (Free, Pro, Pro+ and F&O) and a comparison of what each includes.',
    },
  },
  {
    title: 'आज का भारतीय शेयर बाज़ार',
    intro:
      'निवेश के सिम्युलेटेड NSE बाज़ार से लाइव इंडेक्स, सबसे ज़्यादा चलने वाले शेयर, बाज़ार की चौड़ाई, सेक्टर और वैश्विक संकेत, साथ में स्क्रीनर, टूल और एक सिम्युलेटेड ऑर्डर डैशबोर्ड, ताकि आप बिना पैसा जोखिम में डाले अभ्यास कर सकें।',
    loadError: 'बाज़ार लोड नहीं हो सका',
    everyMarketPage: 'बाज़ार के सभी पेज',
    todayInWords: 'आज का बाज़ार, शब्दों में',
    signIn: 'साइन इन करें या खाता बनाएँ',
    dataNote:
      'निवेश पर बाज़ार का डेटा एक मार्केट सिम्युलेटर से आता है, किसी लाइव एक्सचेंज फ़ीड से नहीं, और ऑर्डर कभी किसी एक्सचेंज तक नहीं पहुँचते।',
    howToUse: 'निवेश का इस्तेमाल कैसे करें',
    explore: {
      title: 'निवेश पर आपको क्या मिलेगा',
      market: 'शेयर, सेक्टर और उद्योग, बढ़त और गिरावट वाले शेयर, 52 हफ़्ते के उच्च और निम्न स्तर, हीट मैप, कमोडिटी और ETF।',
      todaysActivity:
        'FII/DII का पैसा, बल्क और ब्लॉक डील, इनसाइडर ट्रेडिंग, कॉर्पोरेट एक्शन, बाज़ार की चौड़ाई और India VIX।',
      screeners: 'फ़ंडामेंटल, टेक्निकल, इंट्राडे और प्री-मार्केट स्क्रीनर, ऑटो-सिग्नल, पियोट्रोस्की स्कैन और अलर्ट।',
      derivatives: 'ऑप्शन चेन और उसका विश्लेषण, ऑप्शन रणनीतियाँ, ओपन इंटरेस्ट, पुट-कॉल रेशियो और फ़्यूचर्स डेटा।',
      tools: 'ट्रेडिंग टूल, रणनीतियाँ और बैक-टेस्टिंग, स्टॉक आइडिया, स्टॉक टिप्स, वॉचलिस्ट और पोर्टफ़ोलियो।',
      calculators: 'आंतरिक मूल्य, प्राइस-अर्निंग, इक्विटी पर रिटर्न, ग्राहम नंबर और डिविडेंड वैल्यूएशन मॉडल।',
      learning: 'शेयर बाज़ार की बुनियादी बातें, निवेश पर लेख, वीडियो कोर्स, मुफ़्त वेबिनार और ट्रेडर समुदाय।',
      orders: 'एक सिम्युलेटेड ऑर्डर डैशबोर्ड: रणनीति और सामान्य ऑर्डर, पोज़िशन, पोर्टफ़ोलियो और ऑर्डर हिस्ट्री।',
      premium: 'सब्सक्रिप्शन प्लान (Free, Pro, Pro+ और F&O) और हर एक में क्या शामिल है उसकी तुलना।',
    },
  },
);

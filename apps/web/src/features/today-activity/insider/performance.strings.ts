import { defineStrings } from '@/lib/strings';
import { PERFORMANCE_TEXTS_EN, PERFORMANCE_TEXTS_HI } from '../deals-performance/shared.strings';

/** Texts of the insider-trading page's Performance view (/insider-trading?view=performance). */
export const insiderPerformanceStrings = defineStrings(
  'today-activity-insider-performance',
  {
    view: {
      label: 'View',
      day: 'Disclosures of a day',
      performance: 'Performance',
    },
    loadError: 'The insider trades’ performance could not be loaded',
    empty: 'No open-market insider trades disclosed between {{from}} and {{to}}: pick a wider range.',
    controls: PERFORMANCE_TEXTS_EN.controls,
    groupBy: { category: 'Category', side: 'Acquired or disposed', size: 'Value', person: 'Insider' },
    size: {
      under10Lakh: 'Under ₹10 lakh',
      lakh10To1Cr: '₹10 lakh–₹1 Cr',
      cr1To10: '₹1–10 Cr',
      cr10Up: '₹10 Cr and more',
    },
    computing: {
      title: 'Measuring the insider trades of this range…',
      progress: '{{pct}} % of the sessions done. The page updates by itself.',
      label: 'Sessions of the range measured',
    },
    source:
      'Simulated: the disclosures are drawn by the product’s model of SEBI PIT 7(2) filings from the simulated market’s prices, volumes and holdings, and the returns are the simulated market’s. Not exchange data: these figures describe the model, not how real insiders’ trades played out.',
    sourceImported:
      'Partly imported: the sessions imported from NSE’s insider-trading file (latest {{file}}) count their disclosures as filed, each at its filed value ÷ quantity; the other sessions are simulated. Returns are the running market’s prices.',
    headline: {
      title: 'After insiders’ open-market trades, against NIFTY 50',
      summary_one: 'Over {{deals}} trade disclosed from {{from}} to {{to}}, worth {{value}}.',
      summary_other: 'Over {{deals}} trades disclosed from {{from}} to {{to}}, worth {{value}}.',
      note: 'Abnormal return: the stock’s return minus NIFTY 50’s over the same sessions, from the close of the day the disclosure was broadcast. Later horizons count fewer trades: only those whose session has closed.',
      ...PERFORMANCE_TEXTS_EN.headline,
      n: 'n = {{n}} trades',
      verdict: {
        none: 'No trade has reached T+{{days}} yet',
        single: 'One trade: too few for an interval',
        ...PERFORMANCE_TEXTS_EN.verdict,
      },
    },
    chart: {
      title: PERFORMANCE_TEXTS_EN.chart.title,
      note: PERFORMANCE_TEXTS_EN.chart.note,
      overall: 'All trades',
      label_one:
        'Dot chart: mean abnormal return with its 95 % interval at T+1, T+5, T+20 and T+60, for all trades and {{count}} group',
      label_other:
        'Dot chart: mean abnormal return with its 95 % interval at T+1, T+5, T+20 and T+60, for all trades and {{count}} groups',
      labelOverall:
        'Dot chart: mean abnormal return of all trades with its 95 % interval at T+1, T+5, T+20 and T+60',
      point: PERFORMANCE_TEXTS_EN.chart.point,
      summary: PERFORMANCE_TEXTS_EN.chart.summary,
      summaryNone: '{{name}}: no trade has reached T+20 yet.',
    },
    table: {
      title: {
        category: 'By category',
        side: 'Acquired or disposed',
        size: 'By value',
        person: 'By insider',
      },
      note: 'Each horizon: the mean abnormal return with its 95 % interval in brackets and the trades counted (n). Green above 0, red below; bold when the whole interval is on one side of 0.',
      caption:
        'Mean abnormal return after insiders’ open-market trades by group, T+1 to T+60, from {{from}} to {{to}}',
      group: 'Group',
      deals: 'Trades',
      value: 'Value (₹ Cr)',
      ...PERFORMANCE_TEXTS_EN.table,
    },
    csv: {
      group: 'Group',
      deals: 'Trades',
      value: 'Value (Rs Cr)',
      ...PERFORMANCE_TEXTS_EN.horizonCsv,
    },
    method: {
      title: 'Method',
      text: 'Only open-market purchases and sales count: ESOP allotments, pledges (created, released or invoked) and off-market transfers are left out. Each trade’s return runs from the close of the session on which the exchange broadcast its disclosure (nobody else can act on it before: that is often days after the trade) to the close 1, 5, 20 and 60 sessions later, on prices adjusted for splits, bonuses and dividends in between; the abnormal return subtracts NIFTY 50’s return over the same sessions. A group’s figure is the mean over its trades whose horizon has closed, with a 95 % confidence interval (mean ± 1.96 × standard deviation ÷ √n); with fewer than two trades there is no interval. Disposals are not sign-flipped: a fall after a sale shows as a negative return.',
      groups:
        'Category: the insider as the disclosure names them (promoter, director, key managerial person, designated person, immediate relative). Value: quantity × price of the trade. Insider: one person’s trades in one company (name · symbol).',
      caution:
        'Averages of past trades, not advice: an interval says how precisely the mean is known, not what the next trade will be followed by.',
    },
  },
  {
    view: {
      label: 'दृश्य',
      day: 'किसी दिन के खुलासे',
      performance: 'प्रदर्शन',
    },
    loadError: 'इनसाइडर ट्रेड का प्रदर्शन लोड नहीं हो सका',
    empty: '{{from}} और {{to}} के बीच कोई ओपन-मार्केट इनसाइडर ट्रेड घोषित नहीं: बड़ी अवधि चुनें।',
    controls: PERFORMANCE_TEXTS_HI.controls,
    groupBy: { category: 'श्रेणी', side: 'अर्जित या निपटान', size: 'मूल्य', person: 'इनसाइडर' },
    size: {
      under10Lakh: '₹10 लाख से कम',
      lakh10To1Cr: '₹10 लाख–₹1 करोड़',
      cr1To10: '₹1–10 करोड़',
      cr10Up: '₹10 करोड़ और अधिक',
    },
    computing: {
      title: 'इस अवधि के इनसाइडर ट्रेड मापे जा रहे हैं…',
      progress: 'अवधि के {{pct}} % सत्र पूरे। पेज अपने आप अपडेट होगा।',
      label: 'अवधि के मापे गए सत्र',
    },
    source:
      'सिम्युलेटेड: खुलासे उत्पाद के मॉडल ने सिम्युलेटेड बाज़ार के भाव, वॉल्यूम और होल्डिंग से SEBI PIT 7(2) फ़ाइलिंग की तरह बनाए हैं, और रिटर्न सिम्युलेटेड बाज़ार के हैं। यह एक्सचेंज डेटा नहीं है: ये आँकड़े मॉडल को बताते हैं, असली इनसाइडर ट्रेड के नतीजों को नहीं।',
    sourceImported:
      'आंशिक रूप से आयातित: NSE की इनसाइडर-ट्रेडिंग फ़ाइल से आयात किए गए सत्र (नवीनतम {{file}}) अपने खुलासे फ़ाइल के अनुसार गिनते हैं, हर एक का भाव फ़ाइल का मूल्य ÷ मात्रा; बाकी सत्र सिम्युलेटेड हैं। रिटर्न चल रहे बाज़ार के भावों से हैं।',
    headline: {
      title: 'इनसाइडर के ओपन-मार्केट ट्रेड के बाद, NIFTY 50 की तुलना में',
      summary_one: '{{from}} से {{to}} तक घोषित {{deals}} ट्रेड पर, कुल {{value}}।',
      summary_other: '{{from}} से {{to}} तक घोषित {{deals}} ट्रेड पर, कुल {{value}}।',
      note: 'एब्नॉर्मल रिटर्न: शेयर का रिटर्न घटा उन्हीं सत्रों में NIFTY 50 का रिटर्न, उस दिन के बंद भाव से जिस दिन खुलासा प्रसारित हुआ। बाद की अवधियों में कम ट्रेड गिने जाते हैं: सिर्फ़ वे जिनका सत्र बंद हो चुका है।',
      ...PERFORMANCE_TEXTS_HI.headline,
      n: 'n = {{n}} ट्रेड',
      verdict: {
        none: 'अभी कोई ट्रेड T+{{days}} तक नहीं पहुँचा',
        single: 'एक ही ट्रेड: अंतराल के लिए बहुत कम',
        ...PERFORMANCE_TEXTS_HI.verdict,
      },
    },
    chart: {
      title: PERFORMANCE_TEXTS_HI.chart.title,
      note: PERFORMANCE_TEXTS_HI.chart.note,
      overall: 'सभी ट्रेड',
      label_one:
        'बिंदु चार्ट: T+1, T+5, T+20 और T+60 पर 95 % अंतराल के साथ औसत एब्नॉर्मल रिटर्न, सभी ट्रेड और {{count}} समूह के लिए',
      label_other:
        'बिंदु चार्ट: T+1, T+5, T+20 और T+60 पर 95 % अंतराल के साथ औसत एब्नॉर्मल रिटर्न, सभी ट्रेड और {{count}} समूहों के लिए',
      labelOverall: 'बिंदु चार्ट: T+1, T+5, T+20 और T+60 पर 95 % अंतराल के साथ सभी ट्रेड का औसत एब्नॉर्मल रिटर्न',
      point: PERFORMANCE_TEXTS_HI.chart.point,
      summary: PERFORMANCE_TEXTS_HI.chart.summary,
      summaryNone: '{{name}}: अभी कोई ट्रेड T+20 तक नहीं पहुँचा।',
    },
    table: {
      title: {
        category: 'श्रेणी के अनुसार',
        side: 'अर्जित या निपटान',
        size: 'मूल्य के अनुसार',
        person: 'इनसाइडर के अनुसार',
      },
      note: 'हर अवधि: औसत एब्नॉर्मल रिटर्न, कोष्ठक में उसका 95 % अंतराल और गिने गए ट्रेड (n)। 0 से ऊपर हरा, नीचे लाल; पूरा अंतराल 0 के एक ओर हो तो मोटे अक्षरों में।',
      caption: '{{from}} से {{to}} तक समूह के अनुसार इनसाइडर के ओपन-मार्केट ट्रेड के बाद औसत एब्नॉर्मल रिटर्न, T+1 से T+60',
      group: 'समूह',
      deals: 'ट्रेड',
      value: 'मूल्य (₹ करोड़)',
      ...PERFORMANCE_TEXTS_HI.table,
    },
    csv: {
      group: 'समूह',
      deals: 'ट्रेड',
      value: 'मूल्य (Rs करोड़)',
      ...PERFORMANCE_TEXTS_HI.horizonCsv,
    },
    method: {
      title: 'तरीका',
      text: 'सिर्फ़ ओपन-मार्केट ख़रीद और बिक्री गिनी जाती है: ESOP आवंटन, गिरवी (बनाई, छोड़ी या लागू की गई) और ऑफ़-मार्केट हस्तांतरण शामिल नहीं। हर ट्रेड का रिटर्न उस सत्र के बंद भाव से जिस दिन एक्सचेंज ने उसका खुलासा प्रसारित किया (उससे पहले कोई और उस पर कदम नहीं उठा सकता: यह अक्सर ट्रेड के कई दिन बाद होता है) 1, 5, 20 और 60 सत्र बाद के बंद भाव तक गिना जाता है, बीच के स्प्लिट, बोनस और लाभांश के लिए समायोजित भाव पर; एब्नॉर्मल रिटर्न में से उन्हीं सत्रों का NIFTY 50 का रिटर्न घटाया जाता है। किसी समूह का आँकड़ा उसके उन ट्रेड का औसत है जिनकी अवधि पूरी हो चुकी है, 95 % विश्वास अंतराल के साथ (औसत ± 1.96 × मानक विचलन ÷ √n); दो से कम ट्रेड पर कोई अंतराल नहीं। निपटान का चिह्न उलटा नहीं किया जाता: बिक्री के बाद गिरावट ऋणात्मक रिटर्न के रूप में दिखती है।',
      groups:
        'श्रेणी: इनसाइडर जैसा खुलासा बताता है (प्रमोटर, डायरेक्टर, प्रमुख प्रबंधकीय व्यक्ति, नामित व्यक्ति, निकट संबंधी)। मूल्य: ट्रेड की मात्रा × भाव। इनसाइडर: एक व्यक्ति के एक कंपनी में ट्रेड (नाम · सिंबल)।',
      caution:
        'पिछले ट्रेड के औसत, सलाह नहीं: अंतराल बताता है कि औसत कितनी सटीकता से पता है, यह नहीं कि अगले ट्रेड के बाद क्या होगा।',
    },
  },
);
export type InsiderPerformanceT = typeof insiderPerformanceStrings.t;

import { defineStrings } from '@/lib/strings';
import { PERFORMANCE_TEXTS_EN, PERFORMANCE_TEXTS_HI } from './shared.strings';

/** Texts of the pages of what stocks did after NSE's bulk and block deals (/bulk-deals-nse-performance, /block-deals-nse-performance). */
export const dealsPerformanceStrings = defineStrings(
  'today-activity-deals-performance',
  {
    title: {
      bulk: 'Bulk deals NSE: what the stocks did next',
      block: 'Block deals NSE: what the stocks did next',
    },
    subtitle: {
      bulk: 'Returns 1, 5, 20 and 60 sessions after each bulk deal, against NIFTY 50, by side, client, client category or size',
      block:
        'Returns 1, 5, 20 and 60 sessions after each block deal, against NIFTY 50, by side, client, client category or size',
    },
    crumbs: { today: 'Today’s activity', bulk: 'Bulk deals', block: 'Block deals' },
    back: { bulk: 'See the bulk deals of a day', block: 'See the block deals of a day' },
    loadError: 'The deals’ performance could not be loaded',
    empty: {
      bulk: 'No bulk deals between {{from}} and {{to}}: pick a wider range.',
      block: 'No block deals between {{from}} and {{to}}: pick a wider range.',
    },
    controls: PERFORMANCE_TEXTS_EN.controls,
    groupBy: { side: 'Side', client: 'Client', category: 'Client category', size: 'Size' },
    computing: {
      title: 'Computing the deals of this range…',
      progress: '{{pct}} % of the sessions done. The page updates by itself.',
      label: 'Sessions of the range computed',
    },
    source: {
      simulated:
        'Simulated: the deals are drawn by the product’s model of NSE’s deal lists from the simulated market’s prices, volumes and listed shares, and the returns are the simulated market’s. Not exchange data: these figures describe the model, not how real deals played out.',
      imported:
        'Deals from imported NSE files (the latest: {{file}}); the returns use the market’s prices, adjusted for corporate actions.',
    },
    headline: {
      title: 'After the deals, against NIFTY 50',
      summary_one: 'Over {{deals}} deal from {{from}} to {{to}}, worth {{value}}.',
      summary_other: 'Over {{deals}} deals from {{from}} to {{to}}, worth {{value}}.',
      note: 'Abnormal return: the stock’s return minus NIFTY 50’s over the same sessions. Later horizons count fewer deals: only those whose session has closed.',
      ...PERFORMANCE_TEXTS_EN.headline,
      n: 'n = {{n}} deals',
      verdict: {
        none: 'No deal has reached T+{{days}} yet',
        single: 'One deal: too few for an interval',
        ...PERFORMANCE_TEXTS_EN.verdict,
      },
    },
    chart: {
      title: PERFORMANCE_TEXTS_EN.chart.title,
      note: PERFORMANCE_TEXTS_EN.chart.note,
      overall: 'All deals',
      label_one:
        'Dot chart: mean abnormal return with its 95 % interval at T+1, T+5, T+20 and T+60, for all deals and {{count}} group',
      label_other:
        'Dot chart: mean abnormal return with its 95 % interval at T+1, T+5, T+20 and T+60, for all deals and {{count}} groups',
      labelOverall:
        'Dot chart: mean abnormal return of all deals with its 95 % interval at T+1, T+5, T+20 and T+60',
      point: PERFORMANCE_TEXTS_EN.chart.point,
      summary: PERFORMANCE_TEXTS_EN.chart.summary,
      summaryNone: '{{name}}: no deal has reached T+20 yet.',
    },
    table: {
      title: {
        side: 'By side',
        client: 'By client',
        category: 'By client category',
        size: 'By size',
      },
      note: 'Each horizon: the mean abnormal return with its 95 % interval in brackets and the deals counted (n). Green above 0, red below; bold when the whole interval is on one side of 0.',
      caption: 'Mean abnormal return after the deals by group, T+1 to T+60, from {{from}} to {{to}}',
      group: 'Group',
      deals: 'Deals',
      value: 'Value (₹ Cr)',
      ...PERFORMANCE_TEXTS_EN.table,
    },
    csv: {
      group: 'Group',
      deals: 'Deals',
      value: 'Value (Rs Cr)',
      ...PERFORMANCE_TEXTS_EN.horizonCsv,
    },
    side: { BUY: 'Buy', SELL: 'Sell' },
    category: {
      mutualFund: 'Mutual fund',
      fpi: 'FPI (foreign portfolio investor)',
      insurance: 'Insurance',
      proprietary: 'Proprietary trader',
      individual: 'Individual',
      promoter: 'Promoter',
      other: 'Other',
    },
    size: {
      pct05to1: '0.5–1 % of shares',
      pct1to2: '1–2 % of shares',
      pct2to5: '2–5 % of shares',
      pct5up: '≥ 5 % of shares',
      cr10to50: '₹10–50 Cr',
      cr50to200: '₹50–200 Cr',
      cr200to1000: '₹200–1,000 Cr',
      cr1000up: '≥ ₹1,000 Cr',
      unknown: 'Share of listed shares unknown',
    },
    method: {
      title: 'Method',
      text: 'Each deal’s return runs from the close of the deal day (deals are published after the close) to the close 1, 5, 20 and 60 sessions later, on prices adjusted for splits, bonuses and dividends in between; the abnormal return subtracts NIFTY 50’s return over the same sessions. A group’s figure is the mean over its deals whose horizon has closed, with a 95 % confidence interval (mean ± 1.96 × standard deviation ÷ √n); with fewer than two deals there is no interval. Sells are not sign-flipped: a fall after a sale shows as a negative return.',
      groups:
        'Size: bulk deals by the quantity’s share of the company’s listed shares, block deals by value. Client categories are read from the client’s name as NSE prints it (a fund, an insurer, a foreign portfolio investor…) and can be wrong for an unusual name.',
      caution:
        'Averages of past deals, not advice: an interval says how precisely the mean is known, not what the next deal will do.',
    },
  },
  {
    title: {
      bulk: 'NSE बल्क डील: उसके बाद शेयरों ने क्या किया',
      block: 'NSE ब्लॉक डील: उसके बाद शेयरों ने क्या किया',
    },
    subtitle: {
      bulk: 'हर बल्क डील के 1, 5, 20 और 60 सत्र बाद का रिटर्न, NIFTY 50 की तुलना में, पक्ष, क्लाइंट, क्लाइंट श्रेणी या आकार के अनुसार',
      block:
        'हर ब्लॉक डील के 1, 5, 20 और 60 सत्र बाद का रिटर्न, NIFTY 50 की तुलना में, पक्ष, क्लाइंट, क्लाइंट श्रेणी या आकार के अनुसार',
    },
    crumbs: { today: 'आज की गतिविधि', bulk: 'बल्क डील', block: 'ब्लॉक डील' },
    back: { bulk: 'किसी दिन की बल्क डील देखें', block: 'किसी दिन की ब्लॉक डील देखें' },
    loadError: 'डील का प्रदर्शन लोड नहीं हो सका',
    empty: {
      bulk: '{{from}} और {{to}} के बीच कोई बल्क डील नहीं: बड़ी अवधि चुनें।',
      block: '{{from}} और {{to}} के बीच कोई ब्लॉक डील नहीं: बड़ी अवधि चुनें।',
    },
    controls: PERFORMANCE_TEXTS_HI.controls,
    groupBy: { side: 'पक्ष', client: 'क्लाइंट', category: 'क्लाइंट श्रेणी', size: 'आकार' },
    computing: {
      title: 'इस अवधि की डील की गणना हो रही है…',
      progress: 'अवधि के {{pct}} % सत्र पूरे। पेज अपने आप अपडेट होगा।',
      label: 'अवधि के गणना किए गए सत्र',
    },
    source: {
      simulated:
        'सिम्युलेटेड: डील उत्पाद के मॉडल ने सिम्युलेटेड बाज़ार के भाव, वॉल्यूम और सूचीबद्ध शेयरों से NSE की डील सूचियों की तरह बनाई हैं, और रिटर्न सिम्युलेटेड बाज़ार के हैं। यह एक्सचेंज डेटा नहीं है: ये आँकड़े मॉडल को बताते हैं, असली डील के नतीजों को नहीं।',
      imported:
        'इम्पोर्ट की गई NSE फ़ाइलों से डील (सबसे नई: {{file}}); रिटर्न बाज़ार के भाव से, कॉर्पोरेट एक्शन के लिए समायोजित।',
    },
    headline: {
      title: 'डील के बाद, NIFTY 50 की तुलना में',
      summary_one: '{{from}} से {{to}} तक {{deals}} डील पर, कुल {{value}}।',
      summary_other: '{{from}} से {{to}} तक {{deals}} डील पर, कुल {{value}}।',
      note: 'एब्नॉर्मल रिटर्न: शेयर का रिटर्न घटा उन्हीं सत्रों में NIFTY 50 का रिटर्न। बाद की अवधियों में कम डील गिनी जाती हैं: सिर्फ़ वे जिनका सत्र बंद हो चुका है।',
      ...PERFORMANCE_TEXTS_HI.headline,
      n: 'n = {{n}} डील',
      verdict: {
        none: 'अभी कोई डील T+{{days}} तक नहीं पहुँची',
        single: 'एक ही डील: अंतराल के लिए बहुत कम',
        ...PERFORMANCE_TEXTS_HI.verdict,
      },
    },
    chart: {
      title: PERFORMANCE_TEXTS_HI.chart.title,
      note: PERFORMANCE_TEXTS_HI.chart.note,
      overall: 'सभी डील',
      label_one:
        'बिंदु चार्ट: T+1, T+5, T+20 और T+60 पर 95 % अंतराल के साथ औसत एब्नॉर्मल रिटर्न, सभी डील और {{count}} समूह के लिए',
      label_other:
        'बिंदु चार्ट: T+1, T+5, T+20 और T+60 पर 95 % अंतराल के साथ औसत एब्नॉर्मल रिटर्न, सभी डील और {{count}} समूहों के लिए',
      labelOverall: 'बिंदु चार्ट: T+1, T+5, T+20 और T+60 पर 95 % अंतराल के साथ सभी डील का औसत एब्नॉर्मल रिटर्न',
      point: PERFORMANCE_TEXTS_HI.chart.point,
      summary: PERFORMANCE_TEXTS_HI.chart.summary,
      summaryNone: '{{name}}: अभी कोई डील T+20 तक नहीं पहुँची।',
    },
    table: {
      title: {
        side: 'पक्ष के अनुसार',
        client: 'क्लाइंट के अनुसार',
        category: 'क्लाइंट श्रेणी के अनुसार',
        size: 'आकार के अनुसार',
      },
      note: 'हर अवधि: औसत एब्नॉर्मल रिटर्न, कोष्ठक में उसका 95 % अंतराल और गिनी गई डील (n)। 0 से ऊपर हरा, नीचे लाल; पूरा अंतराल 0 के एक ओर हो तो मोटे अक्षरों में।',
      caption: '{{from}} से {{to}} तक समूह के अनुसार डील के बाद औसत एब्नॉर्मल रिटर्न, T+1 से T+60',
      group: 'समूह',
      deals: 'डील',
      value: 'मूल्य (₹ करोड़)',
      ...PERFORMANCE_TEXTS_HI.table,
    },
    csv: {
      group: 'समूह',
      deals: 'डील',
      value: 'मूल्य (Rs करोड़)',
      ...PERFORMANCE_TEXTS_HI.horizonCsv,
    },
    side: { BUY: 'ख़रीद', SELL: 'बिक्री' },
    category: {
      mutualFund: 'म्यूचुअल फ़ंड',
      fpi: 'FPI (विदेशी पोर्टफ़ोलियो निवेशक)',
      insurance: 'बीमा',
      proprietary: 'प्रोप्राइटरी ट्रेडर',
      individual: 'व्यक्तिगत',
      promoter: 'प्रमोटर',
      other: 'अन्य',
    },
    size: {
      pct05to1: 'शेयरों का 0.5–1 %',
      pct1to2: 'शेयरों का 1–2 %',
      pct2to5: 'शेयरों का 2–5 %',
      pct5up: 'शेयरों का ≥ 5 %',
      cr10to50: '₹10–50 करोड़',
      cr50to200: '₹50–200 करोड़',
      cr200to1000: '₹200–1,000 करोड़',
      cr1000up: '≥ ₹1,000 करोड़',
      unknown: 'सूचीबद्ध शेयरों का हिस्सा अज्ञात',
    },
    method: {
      title: 'तरीका',
      text: 'हर डील का रिटर्न डील वाले दिन के बंद भाव से (डील बाज़ार बंद होने के बाद जारी होती हैं) 1, 5, 20 और 60 सत्र बाद के बंद भाव तक गिना जाता है, बीच के स्प्लिट, बोनस और लाभांश के लिए समायोजित भाव पर; एब्नॉर्मल रिटर्न में से उन्हीं सत्रों का NIFTY 50 का रिटर्न घटाया जाता है। किसी समूह का आँकड़ा उसकी उन डील का औसत है जिनकी अवधि पूरी हो चुकी है, 95 % विश्वास अंतराल के साथ (औसत ± 1.96 × मानक विचलन ÷ √n); दो से कम डील पर कोई अंतराल नहीं। बिक्री का चिह्न उलटा नहीं किया जाता: बिक्री के बाद गिरावट ऋणात्मक रिटर्न के रूप में दिखती है।',
      groups:
        'आकार: बल्क डील मात्रा के कंपनी के सूचीबद्ध शेयरों में हिस्से से, ब्लॉक डील मूल्य से। क्लाइंट श्रेणी क्लाइंट के नाम से पढ़ी जाती है जैसा NSE छापता है (फ़ंड, बीमा कंपनी, विदेशी पोर्टफ़ोलियो निवेशक…) और असामान्य नाम पर गलत हो सकती है।',
      caution:
        'पिछली डील के औसत, सलाह नहीं: अंतराल बताता है कि औसत कितनी सटीकता से पता है, यह नहीं कि अगली डील क्या करेगी।',
    },
  },
);
export type DealsPerformanceT = typeof dealsPerformanceStrings.t;

import { defineStrings } from '@/lib/strings';
import { PERFORMANCE_TEXTS_EN } from '../deals-performance/shared.strings';

/** Texts of the page of what stocks did after corporate events (/event-performance). */
export const eventsPerformanceStrings = defineStrings(
  'today-activity-events-performance',
  {
    title: 'Corporate events: what the stocks did next',
    subtitle:
      'Returns 1, 5, 20 and 60 sessions after each results day, board meeting and AGM, against NIFTY 50, by type, by profit growth or by the results-day gap',
    crumbs: { today: 'Today’s activity', events: 'Corporate events' },
    back: 'See the events of a day',
    loadError: 'The events’ performance could not be loaded',
    empty: 'No events between {{from}} and {{to}}: pick a wider range.',
    controls: {
      from: 'From',
      to: 'To',
      groupBy: 'Group by',
      horizon: 'Horizon',
      horizonOption: 'T+{{days}}',
      defaultRange: 'Last year',
    },
    groupBy: { type: 'Event type', profit: 'Results: profit growth', gap: 'Results: day’s gap' },
    group: {
      results: 'Results',
      'board-meeting': 'Board meeting',
      agm: 'AGM',
      'profit up YoY': 'Profit up on a year before',
      'profit down YoY': 'Profit down on a year before',
      'profit growth unknown': 'Profit growth not known',
      'gapped up': 'Opened higher (gap up)',
      'gapped down': 'Opened lower (gap down)',
      'gap unknown': 'Gap not known',
      all: 'All events',
    },
    computing: {
      title: 'Measuring the events of this range…',
      progress: '{{pct}} % of the events done. The page updates by itself.',
      label: 'Events of the range measured',
    },
    source:
      'Simulated: the events are the product’s model of company announcements on the simulated market, and the returns are the simulated market’s. These figures describe the model, not how real results played out.',
    headline: {
      title: 'After the events, against NIFTY 50',
      summary: 'Over {{events}} events from {{from}} to {{to}}.',
      tile: 'T+{{days}} abnormal',
      interval: '95 % interval {{low}} to {{high}}',
      n: 'n = {{n}} events',
    },
    table: {
      title: 'By group at T+{{days}}',
      caption: 'Returns after the events by group at T+{{days}}, from {{from}} to {{to}}',
      note: 'Green above 0, red below; bold when the whole 95 % interval is on one side of 0.',
      group: 'Group',
      events: 'Events',
      n: 'Counted (n)',
      mean: 'Return %',
      abnormal: 'Abnormal %',
      interval: '95 % interval',
      beat: 'Beat NIFTY %',
      export: 'Export CSV',
      exportFailed: 'The CSV could not be made: {{message}}',
    },
    csv: {
      group: 'Group',
      events: 'Events',
      ...PERFORMANCE_TEXTS_EN.horizonCsv,
    },
    method: {
      title: 'Method',
      text: 'Each event’s return runs from the close of the event’s session to the close 1, 5, 20 and 60 sessions later, on prices adjusted for splits, bonuses and dividends in between; the abnormal return subtracts NIFTY 50’s return over the same sessions. The day’s own reaction (the results gap) is not counted: it is what the outcome groups split on, so the figures show the drift after it. A group’s figure is the mean over its events whose horizon has closed, with a 95 % confidence interval (mean ± 1.96 × standard deviation ÷ √n).',
      caution:
        'Profit growth is the simulated quarter’s net profit against the same quarter a year before, where the statements give both. Averages of past events, not advice.',
    },
  },
  {
    title: 'कॉर्पोरेट इवेंट: उसके बाद शेयरों ने क्या किया',
    subtitle:
      'हर नतीजे के दिन, बोर्ड बैठक और AGM के 1, 5, 20 और 60 सत्र बाद के रिटर्न, NIFTY 50 के मुक़ाबले; प्रकार, लाभ की बढ़त या नतीजे के दिन के गैप के हिसाब से',
    crumbs: { today: 'आज की गतिविधि', events: 'कॉर्पोरेट इवेंट' },
    back: 'किसी दिन के इवेंट देखें',
    loadError: 'इवेंट का प्रदर्शन लोड नहीं हो सका',
    empty: '{{from}} से {{to}} के बीच कोई इवेंट नहीं: बड़ी अवधि चुनें।',
    controls: {
      from: 'से',
      to: 'तक',
      groupBy: 'समूह',
      horizon: 'अवधि',
      horizonOption: 'T+{{days}}',
      defaultRange: 'पिछला साल',
    },
    groupBy: { type: 'इवेंट का प्रकार', profit: 'नतीजे: लाभ की बढ़त', gap: 'नतीजे: दिन का गैप' },
    group: {
      results: 'नतीजे',
      'board-meeting': 'बोर्ड बैठक',
      agm: 'AGM',
      'profit up YoY': 'लाभ साल भर पहले से ज़्यादा',
      'profit down YoY': 'लाभ साल भर पहले से कम',
      'profit growth unknown': 'लाभ की बढ़त ज्ञात नहीं',
      'gapped up': 'ऊपर खुला (गैप अप)',
      'gapped down': 'नीचे खुला (गैप डाउन)',
      'gap unknown': 'गैप ज्ञात नहीं',
      all: 'सभी इवेंट',
    },
    computing: {
      title: 'इस अवधि के इवेंट मापे जा रहे हैं…',
      progress: '{{pct}} % इवेंट हो गए। पेज अपने आप अपडेट होगा।',
      label: 'अवधि के मापे गए इवेंट',
    },
    source:
      'सिम्युलेटेड: इवेंट सिम्युलेटेड बाज़ार पर कंपनियों की घोषणाओं का प्रोडक्ट का मॉडल हैं और रिटर्न सिम्युलेटेड बाज़ार के हैं। ये आँकड़े मॉडल बताते हैं, असली नतीजों का हाल नहीं।',
    headline: {
      title: 'इवेंट के बाद, NIFTY 50 के मुक़ाबले',
      summary: '{{from}} से {{to}} तक {{events}} इवेंट पर।',
      tile: 'T+{{days}} असामान्य',
      interval: '95 % अंतराल {{low}} से {{high}}',
      n: 'n = {{n}} इवेंट',
    },
    table: {
      title: 'T+{{days}} पर समूह के अनुसार',
      caption: 'T+{{days}} पर समूह के अनुसार इवेंट के बाद के रिटर्न, {{from}} से {{to}} तक',
      note: '0 से ऊपर हरा, नीचे लाल; पूरा 95 % अंतराल 0 के एक ओर हो तो बोल्ड।',
      group: 'समूह',
      events: 'इवेंट',
      n: 'गिने गए (n)',
      mean: 'रिटर्न %',
      abnormal: 'असामान्य %',
      interval: '95 % अंतराल',
      beat: 'NIFTY से बेहतर %',
      export: 'CSV एक्सपोर्ट करें',
      exportFailed: 'CSV नहीं बन सकी: {{message}}',
    },
    csv: {
      group: 'समूह',
      events: 'इवेंट',
      n: 'T+{{days}} n',
      mean: 'T+{{days}} रिटर्न %',
      abnormal: 'T+{{days}} असामान्य %',
      low: 'T+{{days}} अंतराल निचला %',
      high: 'T+{{days}} अंतराल ऊपरी %',
      beat: 'T+{{days}} NIFTY से बेहतर %',
    },
    method: {
      title: 'तरीक़ा',
      text: 'हर इवेंट का रिटर्न इवेंट वाले सत्र के क्लोज़ से 1, 5, 20 और 60 सत्र बाद के क्लोज़ तक है, बीच के स्प्लिट, बोनस और डिविडेंड के हिसाब से समायोजित भावों पर; असामान्य रिटर्न में उन्हीं सत्रों का NIFTY 50 का रिटर्न घटाया जाता है। उस दिन की अपनी प्रतिक्रिया (नतीजों का गैप) नहीं गिनी जाती: समूह उसी पर बँटते हैं, इसलिए आँकड़े उसके बाद की चाल दिखाते हैं। समूह का आँकड़ा उन इवेंट का औसत है जिनकी अवधि पूरी हो चुकी है, 95 % विश्वास अंतराल के साथ (औसत ± 1.96 × मानक विचलन ÷ √n)।',
      caution:
        'लाभ की बढ़त: सिम्युलेटेड तिमाही का शुद्ध लाभ, एक साल पहले की उसी तिमाही के मुक़ाबले, जहाँ दोनों उपलब्ध हों। बीते इवेंट के औसत, सलाह नहीं।',
    },
  },
);

export type EventsPerformanceT = typeof eventsPerformanceStrings.t;

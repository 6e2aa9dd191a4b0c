import { defineStrings } from '@/lib/strings';

/** Texts of the participant-wise open-interest pages (/fii-futures-data, /nse-derivative). */
export const participantStrings = defineStrings(
  'derivatives-participants',
  {
    loadError: 'The participant-wise open interest could not be loaded',
    empty: 'No participant figures for this session',
    segment: {
      futureIndex: 'Index futures',
      futureStock: 'Stock futures',
      optionIndexCall: 'Index calls',
      optionIndexPut: 'Index puts',
      optionStockCall: 'Stock calls',
      optionStockPut: 'Stock puts',
    },
    participant: { Client: 'Client', DII: 'DII', FII: 'FII', Pro: 'Pro', TOTAL: 'Total' },
    column: {
      segment: 'Segment',
      participant: 'Participant',
      long: 'Long',
      short: 'Short',
      net: 'Net',
      netChange: 'Net change',
      longChange: 'Long change',
      shortChange: 'Short change',
      longPct: 'Long %',
      totalLong: 'Total long',
      totalShort: 'Total short',
    },
    allSegments: 'All segments',
    segmentFilter: 'Segment',
    days: 'Sessions',
    source: {
      imported: 'From NSE’s file {{file}} for {{date}} (imported).',
      simulated:
        'Simulated: the product’s model of NSE’s participant-wise OI file for {{date}} — seeded, with FII index futures leaning with NIFTY’s moves. Not exchange data.',
      provisional:
        'The session is still trading: these are the figures as of now; NSE publishes the day’s file after the close.',
      noChange: 'No previous session from the same source: changes are not shown.',
    },
    fii: {
      title: 'FII futures data',
      subtitle:
        'Foreign institutional investors’ positions in index and stock derivatives, session by session',
      longPct: 'FII index futures long %',
      longPctHint: '{{change}} pts since {{date}}',
      net: 'FII net index futures',
      netHint: '{{change}} contracts since {{date}}',
      long: 'Long contracts',
      short: 'Short contracts',
      changeHint: '{{change}} since {{date}}',
      noPrevious: 'no previous session',
      chart: {
        title: 'FII index-futures long % and NIFTY',
        note: 'Long % = FII index-futures long ÷ (long + short). Above 50 % FIIs hold more longs than shorts.',
        series: 'FII long %',
        nifty: 'NIFTY 50',
        label: 'Line chart: FII index-futures long % against NIFTY 50 over the last {{count}} sessions',
        summary:
          'FII long % moved from {{first}} on {{firstDate}} to {{last}} on {{lastDate}}; NIFTY from {{firstClose}} to {{lastClose}}.',
        summaryNoNifty: 'FII long % moved from {{first}} on {{firstDate}} to {{last}} on {{lastDate}}.',
      },
      table: {
        title: 'FII positions by segment',
        note: 'Contracts open at the close of {{date}}; changes against {{previous}}.',
        caption: 'FII long, short and net contracts by segment on {{date}}',
      },
      days: {
        title: 'FII index futures by session',
        caption: 'FII index-futures long, short, net and long % by session, with NIFTY’s close',
        date: 'Date',
        nifty: 'NIFTY close',
      },
    },
    nse: {
      title: 'NSE participant-wise open interest',
      subtitle: 'Client, DII, FII and Pro positions in every equity-derivatives segment of a session',
      netIndexFutures: '{{participant}} net index futures',
      table: {
        title: 'Positions by participant and segment',
        note: 'Contracts open at the close of {{date}}. Net = long − short; the change is against {{previous}}.',
        caption: 'Long, short and net contracts of every participant in every segment on {{date}}',
      },
      file: {
        title: 'As NSE publishes it',
        note: 'The day’s rows in the column order of NSE’s fao_participant_oi file; Total is the sum of the four participants.',
        caption: 'Participant-wise open interest on {{date}} in NSE’s layout',
      },
      howTo: {
        title: 'What long and short mean',
        long: 'Long: contracts bought and still open — futures bought, or calls and puts bought. A long call gains when the market rises, a long put when it falls.',
        short:
          'Short: contracts sold and still open — futures sold, or options written. Every open contract has one long and one short side, so in each segment the four participants’ longs add up to their shorts.',
        participants:
          'Client: retail and other non-institutional traders. DII: domestic institutions (mutual funds, insurers, banks). FII: foreign portfolio investors. Pro: brokers trading on their own account.',
        method:
          'Net = long − short in contracts. FIIs long index futures while clients are short is read as FIIs expecting a rise; index options sold (short) by clients are a bet the market stays in a range. These are readings, not advice.',
      },
    },
  },
  {
    loadError: 'प्रतिभागी-वार ओपन इंटरेस्ट लोड नहीं हो सका',
    empty: 'इस सत्र के प्रतिभागी आँकड़े नहीं हैं',
    segment: {
      futureIndex: 'इंडेक्स फ़्यूचर्स',
      futureStock: 'स्टॉक फ़्यूचर्स',
      optionIndexCall: 'इंडेक्स कॉल',
      optionIndexPut: 'इंडेक्स पुट',
      optionStockCall: 'स्टॉक कॉल',
      optionStockPut: 'स्टॉक पुट',
    },
    participant: { Client: 'क्लाइंट', DII: 'DII', FII: 'FII', Pro: 'प्रो', TOTAL: 'कुल' },
    column: {
      segment: 'सेगमेंट',
      participant: 'प्रतिभागी',
      long: 'लॉन्ग',
      short: 'शॉर्ट',
      net: 'नेट',
      netChange: 'नेट बदलाव',
      longChange: 'लॉन्ग बदलाव',
      shortChange: 'शॉर्ट बदलाव',
      longPct: 'लॉन्ग %',
      totalLong: 'कुल लॉन्ग',
      totalShort: 'कुल शॉर्ट',
    },
    allSegments: 'सभी सेगमेंट',
    segmentFilter: 'सेगमेंट',
    days: 'सत्र',
    source: {
      imported: '{{date}} की NSE फ़ाइल {{file}} से (इम्पोर्ट की गई)।',
      simulated:
        'सिम्युलेटेड: {{date}} की NSE प्रतिभागी-वार OI फ़ाइल का उत्पाद का मॉडल — सीडेड, FII इंडेक्स फ़्यूचर्स NIFTY की चाल के साथ झुकते हैं। यह एक्सचेंज डेटा नहीं है।',
      provisional: 'सत्र अभी चल रहा है: ये अभी तक के आँकड़े हैं; NSE दिन की फ़ाइल बाज़ार बंद होने के बाद जारी करता है।',
      noChange: 'उसी स्रोत का पिछला सत्र नहीं है: बदलाव नहीं दिखाए गए।',
    },
    fii: {
      title: 'FII फ़्यूचर्स डेटा',
      subtitle: 'विदेशी संस्थागत निवेशकों की इंडेक्स और स्टॉक डेरिवेटिव्स में पोज़ीशन, सत्र दर सत्र',
      longPct: 'FII इंडेक्स फ़्यूचर्स लॉन्ग %',
      longPctHint: '{{date}} से {{change}} अंक',
      net: 'FII नेट इंडेक्स फ़्यूचर्स',
      netHint: '{{date}} से {{change}} कॉन्ट्रैक्ट',
      long: 'लॉन्ग कॉन्ट्रैक्ट',
      short: 'शॉर्ट कॉन्ट्रैक्ट',
      changeHint: '{{date}} से {{change}}',
      noPrevious: 'पिछला सत्र नहीं',
      chart: {
        title: 'FII इंडेक्स फ़्यूचर्स लॉन्ग % और NIFTY',
        note: 'लॉन्ग % = FII इंडेक्स फ़्यूचर्स लॉन्ग ÷ (लॉन्ग + शॉर्ट)। 50 % से ऊपर FII के पास शॉर्ट से ज़्यादा लॉन्ग हैं।',
        series: 'FII लॉन्ग %',
        nifty: 'NIFTY 50',
        label: 'लाइन चार्ट: पिछले {{count}} सत्रों में FII इंडेक्स फ़्यूचर्स लॉन्ग % और NIFTY 50',
        summary:
          'FII लॉन्ग % {{firstDate}} को {{first}} से {{lastDate}} को {{last}} हुआ; NIFTY {{firstClose}} से {{lastClose}}।',
        summaryNoNifty: 'FII लॉन्ग % {{firstDate}} को {{first}} से {{lastDate}} को {{last}} हुआ।',
      },
      table: {
        title: 'सेगमेंट के अनुसार FII पोज़ीशन',
        note: '{{date}} को बाज़ार बंद होने पर खुले कॉन्ट्रैक्ट; बदलाव {{previous}} की तुलना में।',
        caption: '{{date}} को सेगमेंट के अनुसार FII के लॉन्ग, शॉर्ट और नेट कॉन्ट्रैक्ट',
      },
      days: {
        title: 'सत्र के अनुसार FII इंडेक्स फ़्यूचर्स',
        caption: 'सत्र के अनुसार FII इंडेक्स फ़्यूचर्स लॉन्ग, शॉर्ट, नेट और लॉन्ग %, NIFTY के क्लोज़ के साथ',
        date: 'तारीख़',
        nifty: 'NIFTY क्लोज़',
      },
    },
    nse: {
      title: 'NSE प्रतिभागी-वार ओपन इंटरेस्ट',
      subtitle: 'किसी सत्र में हर इक्विटी डेरिवेटिव्स सेगमेंट में क्लाइंट, DII, FII और प्रो की पोज़ीशन',
      netIndexFutures: '{{participant}} नेट इंडेक्स फ़्यूचर्स',
      table: {
        title: 'प्रतिभागी और सेगमेंट के अनुसार पोज़ीशन',
        note: '{{date}} को बाज़ार बंद होने पर खुले कॉन्ट्रैक्ट। नेट = लॉन्ग − शॉर्ट; बदलाव {{previous}} की तुलना में।',
        caption: '{{date}} को हर सेगमेंट में हर प्रतिभागी के लॉन्ग, शॉर्ट और नेट कॉन्ट्रैक्ट',
      },
      file: {
        title: 'जैसा NSE जारी करता है',
        note: 'NSE की fao_participant_oi फ़ाइल के कॉलम क्रम में दिन की पंक्तियाँ; कुल चारों प्रतिभागियों का जोड़ है।',
        caption: '{{date}} का प्रतिभागी-वार ओपन इंटरेस्ट NSE के लेआउट में',
      },
      howTo: {
        title: 'लॉन्ग और शॉर्ट का मतलब',
        long: 'लॉन्ग: ख़रीदे गए और अभी खुले कॉन्ट्रैक्ट — ख़रीदे गए फ़्यूचर्स, या ख़रीदे गए कॉल और पुट। लॉन्ग कॉल बाज़ार चढ़ने पर, लॉन्ग पुट गिरने पर फ़ायदा देता है।',
        short:
          'शॉर्ट: बेचे गए और अभी खुले कॉन्ट्रैक्ट — बेचे गए फ़्यूचर्स, या लिखे गए ऑप्शन। हर खुले कॉन्ट्रैक्ट का एक लॉन्ग और एक शॉर्ट पक्ष होता है, इसलिए हर सेगमेंट में चारों प्रतिभागियों के लॉन्ग का जोड़ उनके शॉर्ट के जोड़ के बराबर होता है।',
        participants:
          'क्लाइंट: रिटेल और दूसरे ग़ैर-संस्थागत ट्रेडर। DII: घरेलू संस्थाएँ (म्यूचुअल फ़ंड, बीमा कंपनियाँ, बैंक)। FII: विदेशी पोर्टफ़ोलियो निवेशक। प्रो: अपने खाते से ट्रेड करने वाले ब्रोकर।',
        method:
          'नेट = लॉन्ग − शॉर्ट, कॉन्ट्रैक्ट में। क्लाइंट शॉर्ट हों और FII इंडेक्स फ़्यूचर्स में लॉन्ग, तो इसे FII की तेज़ी की उम्मीद माना जाता है; क्लाइंट के बेचे (शॉर्ट) इंडेक्स ऑप्शन बाज़ार के एक दायरे में रहने का दाँव हैं। ये व्याख्याएँ हैं, सलाह नहीं।',
      },
    },
  },
);
export type ParticipantT = typeof participantStrings.t;

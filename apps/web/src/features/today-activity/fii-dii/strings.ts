import { defineStrings } from '@/lib/strings';

/** Texts of the FII/DII cash-market pages (/fii-dii-data-nse, /fii-dii-activities). */
export const fiiDiiStrings = defineStrings(
  'today-activity-fii-dii',
  {
    area: 'Today’s activity',
    crore: 'Cr',
    loadError: 'The FII/DII figures could not be loaded',
    category: {
      fii: 'FII/FPI',
      fiiHint: 'Foreign institutional and portfolio investors',
      dii: 'DII',
      diiHint: 'Domestic institutions: mutual funds, insurers, banks and pension funds',
    },
    flow: {
      buy: 'Gross purchase',
      sell: 'Gross sales',
      net: 'Net',
      bought: 'net bought',
      sold: 'net sold',
    },
    column: {
      date: 'Date',
      period: 'Period',
      fiiBuy: 'FII buy (₹ Cr)',
      fiiSell: 'FII sell (₹ Cr)',
      fiiNet: 'FII net (₹ Cr)',
      diiBuy: 'DII buy (₹ Cr)',
      diiSell: 'DII sell (₹ Cr)',
      diiNet: 'DII net (₹ Cr)',
      nifty: 'NIFTY 50',
      niftyChange: 'NIFTY change %',
      sessions: 'Sessions',
      to: 'Up to',
    },
    source: {
      imported: 'From NSE’s file {{file}} (imported).',
      simulated:
        'Simulated: the product’s model of NSE’s daily FII/DII cash-market report, drawn from the simulated market. Not exchange data.',
      provisional:
        'Provisional: the exchanges’ figures of the evening (NSE, BSE and MSEI together); NSE revises them later, and its monthly totals are final.',
    },
    links: {
      title: 'More on institutions',
      data: 'FII/DII figures of a session',
      activities: 'FII/DII totals by month and year',
      futures: 'FII positions in index futures',
    },
    data: {
      title: 'FII/DII data',
      subtitle:
        'What foreign (FII/FPI) and domestic (DII) institutions bought and sold in the cash market, session by session, in ₹ crore',
      empty: 'No FII/DII figures for this session',
      session: 'Session',
      latest: 'Latest',
      previous: 'Previous session',
      next: 'Next session',
      days: 'Sessions',
      day: 'Figures of {{date}}',
      provisional: 'Provisional',
      nifty: 'NIFTY 50',
      niftyHint: 'Close on {{date}}',
      noNifty: 'No NIFTY 50 close this session',
      totals: {
        fiiMonth: 'FII net, month to date',
        diiMonth: 'DII net, month to date',
        fiiYear: 'FII net, year to date',
        diiYear: 'DII net, year to date',
        hint_one: '{{count}} session, {{from}} – {{to}}',
        hint_other: '{{count}} sessions, {{from}} – {{to}}',
      },
      chart: {
        title: 'Daily net flows and NIFTY 50',
        note: 'Net = gross purchase − gross sales, ₹ crore: bars above zero are net buying, below zero net selling.',
        label:
          'Bar chart: FII and DII net by session over the last {{count}} sessions, with NIFTY 50’s close',
        fii: 'FII net',
        dii: 'DII net',
        nifty: 'NIFTY 50',
        summary:
          'From {{from}} to {{to}} FIIs {{fiiWay}} {{fii}} and DIIs {{diiWay}} {{dii}}; NIFTY 50 moved from {{firstClose}} to {{lastClose}}.',
        summaryNoNifty: 'From {{from}} to {{to}} FIIs {{fiiWay}} {{fii}} and DIIs {{diiWay}} {{dii}}.',
      },
      table: {
        title: 'By session',
        caption: 'FII and DII gross purchase, gross sales and net by session, ₹ crore, with NIFTY 50’s close',
      },
    },
    activities: {
      title: 'FII/DII activity by month and year',
      subtitle:
        'Institutional buying and selling in the cash market, added up by month or calendar year, with NIFTY 50 over each period',
      empty: 'No FII/DII totals yet',
      period: 'Totals by',
      month: 'Month',
      year: 'Year',
      toDate: 'to date',
      by: { month: 'month', year: 'year' },
      chart: {
        title: 'Cumulative net flows and NIFTY 50',
        note: 'Each line adds up the net flows from {{first}} on, ₹ crore; NIFTY 50’s close at each period’s end on the right axis.',
        label:
          'Line chart: cumulative FII and DII net flows by {{period}} from {{first}} to {{last}}, with NIFTY 50',
        fii: 'FII cumulative net',
        dii: 'DII cumulative net',
        nifty: 'NIFTY 50',
        summary: 'From {{first}} to {{last}} FIIs {{fiiWay}} {{fii}} in all and DIIs {{diiWay}} {{dii}}.',
      },
      table: {
        title: 'Totals',
        note: 'Newest first. A period still running shows its totals to date; NIFTY 50’s change is over the period.',
        caption: 'FII and DII gross purchase, gross sales and net by {{period}}, ₹ crore, with NIFTY 50',
      },
    },
  },
  {
    area: 'आज की गतिविधि',
    crore: 'करोड़',
    loadError: 'FII/DII आँकड़े लोड नहीं हो सके',
    category: {
      fii: 'FII/FPI',
      fiiHint: 'विदेशी संस्थागत और पोर्टफ़ोलियो निवेशक',
      dii: 'DII',
      diiHint: 'घरेलू संस्थाएँ: म्यूचुअल फ़ंड, बीमा कंपनियाँ, बैंक और पेंशन फ़ंड',
    },
    flow: {
      buy: 'सकल ख़रीद',
      sell: 'सकल बिक्री',
      net: 'नेट',
      bought: 'नेट ख़रीदारी',
      sold: 'नेट बिकवाली',
    },
    column: {
      date: 'तारीख़',
      period: 'अवधि',
      fiiBuy: 'FII ख़रीद (₹ करोड़)',
      fiiSell: 'FII बिक्री (₹ करोड़)',
      fiiNet: 'FII नेट (₹ करोड़)',
      diiBuy: 'DII ख़रीद (₹ करोड़)',
      diiSell: 'DII बिक्री (₹ करोड़)',
      diiNet: 'DII नेट (₹ करोड़)',
      nifty: 'NIFTY 50',
      niftyChange: 'NIFTY बदलाव %',
      sessions: 'सत्र',
      to: 'तक',
    },
    source: {
      imported: 'NSE की फ़ाइल {{file}} से (इम्पोर्ट की गई)।',
      simulated:
        'सिम्युलेटेड: NSE की दैनिक FII/DII कैश-मार्केट रिपोर्ट का उत्पाद का मॉडल, सिम्युलेटेड बाज़ार से। यह एक्सचेंज डेटा नहीं है।',
      provisional:
        'अस्थायी: एक्सचेंजों (NSE, BSE और MSEI मिलाकर) के शाम के आँकड़े; NSE इन्हें बाद में संशोधित करता है, और उसके मासिक आँकड़े अंतिम होते हैं।',
    },
    links: {
      title: 'संस्थाओं पर और',
      data: 'किसी सत्र के FII/DII आँकड़े',
      activities: 'महीने और साल के अनुसार FII/DII कुल',
      futures: 'इंडेक्स फ़्यूचर्स में FII की पोज़ीशन',
    },
    data: {
      title: 'FII/DII डेटा',
      subtitle: 'विदेशी (FII/FPI) और घरेलू (DII) संस्थाओं ने कैश मार्केट में क्या ख़रीदा और बेचा, सत्र दर सत्र, ₹ करोड़ में',
      empty: 'इस सत्र के FII/DII आँकड़े नहीं हैं',
      session: 'सत्र',
      latest: 'नवीनतम',
      previous: 'पिछला सत्र',
      next: 'अगला सत्र',
      days: 'सत्र',
      day: '{{date}} के आँकड़े',
      provisional: 'अस्थायी',
      nifty: 'NIFTY 50',
      niftyHint: '{{date}} का क्लोज़',
      noNifty: 'इस सत्र का NIFTY 50 क्लोज़ नहीं है',
      totals: {
        fiiMonth: 'FII नेट, महीने में अब तक',
        diiMonth: 'DII नेट, महीने में अब तक',
        fiiYear: 'FII नेट, साल में अब तक',
        diiYear: 'DII नेट, साल में अब तक',
        hint_one: '{{count}} सत्र, {{from}} – {{to}}',
        hint_other: '{{count}} सत्र, {{from}} – {{to}}',
      },
      chart: {
        title: 'दैनिक नेट प्रवाह और NIFTY 50',
        note: 'नेट = सकल ख़रीद − सकल बिक्री, ₹ करोड़: शून्य से ऊपर की बार नेट ख़रीद, नीचे की नेट बिक्री है।',
        label: 'बार चार्ट: पिछले {{count}} सत्रों में सत्र के अनुसार FII और DII नेट, NIFTY 50 के क्लोज़ के साथ',
        fii: 'FII नेट',
        dii: 'DII नेट',
        nifty: 'NIFTY 50',
        summary:
          '{{from}} से {{to}} तक FII ने {{fii}} की {{fiiWay}} की और DII ने {{dii}} की {{diiWay}} की; NIFTY 50 {{firstClose}} से {{lastClose}} पर आया।',
        summaryNoNifty:
          '{{from}} से {{to}} तक FII ने {{fii}} की {{fiiWay}} की और DII ने {{dii}} की {{diiWay}} की।',
      },
      table: {
        title: 'सत्र के अनुसार',
        caption: 'सत्र के अनुसार FII और DII की सकल ख़रीद, सकल बिक्री और नेट, ₹ करोड़, NIFTY 50 के क्लोज़ के साथ',
      },
    },
    activities: {
      title: 'महीने और साल के अनुसार FII/DII गतिविधि',
      subtitle: 'कैश मार्केट में संस्थाओं की ख़रीद और बिक्री, महीने या कैलेंडर साल के अनुसार जोड़कर, हर अवधि में NIFTY 50 के साथ',
      empty: 'अभी FII/DII के कुल आँकड़े नहीं हैं',
      period: 'कुल किसके अनुसार',
      month: 'महीना',
      year: 'साल',
      toDate: 'अब तक',
      by: { month: 'महीने', year: 'साल' },
      chart: {
        title: 'संचयी नेट प्रवाह और NIFTY 50',
        note: 'हर रेखा {{first}} से नेट प्रवाह जोड़ती है, ₹ करोड़; दाएँ अक्ष पर हर अवधि के अंत में NIFTY 50 का क्लोज़।',
        label:
          'लाइन चार्ट: {{first}} से {{last}} तक {{period}} के अनुसार संचयी FII और DII नेट प्रवाह, NIFTY 50 के साथ',
        fii: 'FII संचयी नेट',
        dii: 'DII संचयी नेट',
        nifty: 'NIFTY 50',
        summary:
          '{{first}} से {{last}} तक कुल मिलाकर FII ने {{fii}} की {{fiiWay}} की और DII ने {{dii}} की {{diiWay}} की।',
      },
      table: {
        title: 'कुल',
        note: 'नवीनतम पहले। चल रही अवधि के आँकड़े अब तक के हैं; NIFTY 50 का बदलाव पूरी अवधि का है।',
        caption: '{{period}} के अनुसार FII और DII की सकल ख़रीद, सकल बिक्री और नेट, ₹ करोड़, NIFTY 50 के साथ',
      },
    },
  },
);
export type FiiDiiT = typeof fiiDiiStrings.t;

import { defineStrings } from '@/lib/strings';

/** Texts of the option tips pages: live tips, the record, the method and the disclaimer. */
export const optionTipsStrings = defineStrings(
  'derivatives-option-tips',
  {
    live: {
      title: 'Live option tips',
      subtitle:
        'Today’s option tips on NIFTY, BANKNIFTY and FINNIFTY as the rules issue them, with entry, target, stop and the live P&L.',
      empty:
        'No tip yet today. The rules are checked every {{every}} minutes from {{first}} to {{last}} IST; a tip shows here the moment one fires. The record starts when the product starts recording.',
      today: 'Today so far',
      todaySummary: '{{count}} tips · {{open}} open · net P&L of the closed ones {{net}}',
      recordLink: 'See the full record of every tip',
    },
    record: {
      title: 'Option tips: the record',
      subtitle:
        'Every option tip the rules issued, stored when issued and judged by what the market did after, net of charges.',
      statsTitle: 'The record by rule',
      statsCaption: 'Statistics of the closed tips per rule and overall',
      overall: 'All rules',
      tipsTitle: 'Closed tips',
      tipsCaption: 'Closed option tips, newest first',
      empty:
        'No tip has closed yet. The record starts when the product starts recording: the first tips close at {{exitBy}} IST of the first session recorded, at the latest.',
      liveLink: 'Today’s live tips',
      filterRule: 'Rule',
      filterUnderlying: 'Underlying',
      allRules: 'All rules',
      allUnderlyings: 'All underlyings',
      pageOf: 'Page {{page}} of {{pages}}',
    },
    ledger: {
      verified: 'Record kept since {{since}}: {{entries}} entries, hash chain verified (last hash {{hash}}).',
      broken:
        'The record’s hash chain does not hold from entry {{at}} of {{entries}}: an entry was changed or removed after it was written.',
      empty: 'The record has no entry yet.',
    },
    columns: {
      contract: 'Contract',
      entry: 'Entry',
      target: 'Target',
      stop: 'Stop',
      ltp: 'LTP',
      exit: 'Exit',
      pnl: 'Net P&L',
      charges: 'Charges',
      status: 'Status',
      rule: 'Rule',
      date: 'Date',
      expiry: 'Expiry',
      sample: 'Closed tips',
      open: 'Open',
      hitRate: 'Hit rate',
      averageWin: 'Avg win',
      averageLoss: 'Avg loss',
      expectancy: 'Expectancy',
      profitFactor: 'Profit factor',
      maxDrawdown: 'Max drawdown',
      net: 'Net P&L',
    },
    card: {
      contract: '{{underlying}} {{strike}} {{right}} · {{expiry}}',
      straddle: '{{underlying}} {{strike}} straddle (CE + PE) · {{expiry}}',
      short: '{{side}} {{underlying}} {{strike}} {{right}}',
      straddleShort: 'straddle',
      lots: '{{side}} {{lots}} lot ({{units}} units) · {{rule}}',
      entryPending: 'Next minute',
      issuedAt:
        'Issued {{time}} IST at a premium of {{price}} · exit by {{exitBy}} IST · record entry {{hash}}',
      reason: 'Why: {{reason}}',
    },
    side: { buy: 'Buy', sell: 'Sell' },
    status: {
      open: 'Open',
      target: 'Target',
      stop: 'Stop',
      time: 'Exit {{exitBy}}',
      unfilled: 'Not filled',
    },
    rule: {
      'put-wall-bounce': 'Bounce off put-OI support',
      'call-wall-rejection': 'Rejection at call-OI resistance',
      'rich-iv-short-straddle': 'Rich IV: sell the straddle',
      'cheap-iv-long-straddle': 'Cheap IV: buy the straddle',
    },
    reason: {
      'put-wall-bounce':
        'Spot was {{spotBefore}} 15 minutes earlier, within {{near}} % of the put-OI support {{level}}, and rose to {{spot}}; PCR {{pcr}} is above {{threshold}}.',
      'call-wall-rejection':
        'Spot was {{spotBefore}} 15 minutes earlier, within {{near}} % of the call-OI resistance {{level}}, and fell to {{spot}}; PCR {{pcr}} is below {{threshold}}.',
      'rich-iv-short-straddle':
        'IV rank {{ivRank}} is above {{threshold}}: option premiums are rich against the past year, so the ATM straddle is sold (spot {{spot}}).',
      'cheap-iv-long-straddle':
        'IV rank {{ivRank}} is below {{threshold}}: option premiums are cheap against the past year, so the ATM straddle is bought (spot {{spot}}).',
    },
    method: {
      title: 'The method',
      when: 'When: every {{every}} minutes of market time from {{first}} to {{last}} IST, the rules read the live chain of {{underlyings}} on its nearest expiry — the chain the option chain page shows. At most one tip per rule, underlying and day; one lot a leg, at the strike nearest spot (ATM).',
      rulesTitle: 'The rules',
      ruleLine: '{{name}}: {{text}}',
      rules: {
        'put-wall-bounce':
          'Buy the ATM call when spot 15 minutes earlier was within {{near}} % of the support (the strike at or below spot with the highest put OI), is higher now and still at or above it, and the PCR (OI, nearest expiry) is above {{pcr}}. Target +{{target}} %, stop −{{stop}} % of the premium.',
        'call-wall-rejection':
          'Buy the ATM put when spot 15 minutes earlier was within {{near}} % of the resistance (the strike at or above spot with the highest call OI), is lower now and still at or below it, and the PCR is below {{pcr}}. Target +{{target}} %, stop −{{stop}} % of the premium.',
        'rich-iv-short-straddle':
          'Sell the ATM call and put when the IV rank (today’s 30-day ATM IV within its range of the last 250 sessions) is above {{rank}}. Target: the premium falls {{target}} %; stop: it rises {{stop}} %.',
        'cheap-iv-long-straddle':
          'Buy the ATM call and put when the IV rank is below {{rank}}. Target: the premium rises {{target}} %; stop: it falls {{stop}} %.',
      },
      judge:
        'Judged by what the market did after the issue: the entry is the ask (buying) or the bid (selling) at the close of the first minute after the tip; then each minute’s closing quote is read, and the first to reach the target or the stop closes the tip at that quote (a jump past the stop costs what it cost). Otherwise it closes at the last quote before {{exitBy}} IST. P&L is for the tip’s lots, net of the charges of every order: brokerage (₹20 an order), STT, exchange charges, SEBI fee, stamp duty and GST. No tip is issued on a leg quoted under ₹{{min}}.',
      stats:
        'The statistics are over closed tips only (the sample size): hit rate = tips closed with a net profit ÷ closed tips; average win and loss; expectancy = average net P&L of a closed tip; profit factor = total won ÷ total lost; max drawdown = the largest fall of the cumulative net P&L from a peak, tips taken in the order they closed. Open tips are counted beside them; a tip no quote could fill counts as not filled.',
      ledger:
        'The record cannot be changed unseen: each tip is stored the moment it is issued, before its outcome is known, and its outcome is a later entry, never an edit. Every entry stores sha256 of the previous entry’s hash and its own content, so an edited or deleted entry breaks the chain, and this page checks it on every visit.',
    },
    disclaimer: {
      title: 'Read this first',
      text: 'Simulated market data. These tips come from fixed rules, not from a SEBI-registered investment adviser or research analyst, and are not investment advice. The record shows what the rules did, measured as this page states; past results do not promise future returns. An option buyer can lose the whole premium and an option seller can lose more than the premium received.',
    },
    loadError: 'The option tips could not be loaded',
  },
  {
    live: {
      title: 'लाइव ऑप्शन टिप्स',
      subtitle:
        'NIFTY, BANKNIFTY और FINNIFTY पर आज की ऑप्शन टिप्स, जैसे ही नियम उन्हें जारी करते हैं — एंट्री, टारगेट, स्टॉप और लाइव P&L के साथ।',
      empty:
        'आज अभी कोई टिप नहीं। नियम {{first}} से {{last}} IST तक हर {{every}} मिनट जाँचे जाते हैं; कोई नियम लागू होते ही टिप यहाँ दिखेगी। रिकॉर्ड उसी दिन से शुरू होता है जिस दिन से प्रोडक्ट रिकॉर्ड करना शुरू करता है।',
      today: 'आज अब तक',
      todaySummary: '{{count}} टिप्स · {{open}} खुली · बंद टिप्स का नेट P&L {{net}}',
      recordLink: 'हर टिप का पूरा रिकॉर्ड देखें',
    },
    record: {
      title: 'ऑप्शन टिप्स: रिकॉर्ड',
      subtitle:
        'नियमों से जारी हर ऑप्शन टिप, जारी होते ही दर्ज, और उसके बाद बाज़ार ने जो किया उससे चार्ज घटाकर परखी गई।',
      statsTitle: 'नियम-वार रिकॉर्ड',
      statsCaption: 'हर नियम और सभी नियमों की बंद टिप्स के आँकड़े',
      overall: 'सभी नियम',
      tipsTitle: 'बंद टिप्स',
      tipsCaption: 'बंद ऑप्शन टिप्स, नई पहले',
      empty:
        'अभी कोई टिप बंद नहीं हुई। रिकॉर्ड उसी दिन से शुरू होता है जिस दिन से प्रोडक्ट रिकॉर्ड करना शुरू करता है: पहली टिप्स रिकॉर्ड किए गए पहले सत्र में ज़्यादा से ज़्यादा {{exitBy}} IST तक बंद होती हैं।',
      liveLink: 'आज की लाइव टिप्स',
      filterRule: 'नियम',
      filterUnderlying: 'अंडरलाइंग',
      allRules: 'सभी नियम',
      allUnderlyings: 'सभी अंडरलाइंग',
      pageOf: 'पेज {{page}} / {{pages}}',
    },
    ledger: {
      verified: '{{since}} से रखा गया रिकॉर्ड: {{entries}} एंट्री, हैश चेन सत्यापित (आख़िरी हैश {{hash}})।',
      broken: 'रिकॉर्ड की हैश चेन {{entries}} में से एंट्री {{at}} से टूटी है: लिखे जाने के बाद कोई एंट्री बदली या हटाई गई।',
      empty: 'रिकॉर्ड में अभी कोई एंट्री नहीं है।',
    },
    columns: {
      contract: 'कॉन्ट्रैक्ट',
      entry: 'एंट्री',
      target: 'टारगेट',
      stop: 'स्टॉप',
      ltp: 'LTP',
      exit: 'एग्ज़िट',
      pnl: 'नेट P&L',
      charges: 'चार्ज',
      status: 'स्थिति',
      rule: 'नियम',
      date: 'तारीख़',
      expiry: 'एक्सपायरी',
      sample: 'बंद टिप्स',
      open: 'खुली',
      hitRate: 'हिट रेट',
      averageWin: 'औसत लाभ',
      averageLoss: 'औसत हानि',
      expectancy: 'एक्सपेक्टेंसी',
      profitFactor: 'प्रॉफ़िट फ़ैक्टर',
      maxDrawdown: 'अधिकतम ड्रॉडाउन',
      net: 'नेट P&L',
    },
    card: {
      contract: '{{underlying}} {{strike}} {{right}} · {{expiry}}',
      straddle: '{{underlying}} {{strike}} स्ट्रैडल (CE + PE) · {{expiry}}',
      short: '{{side}} {{underlying}} {{strike}} {{right}}',
      straddleShort: 'स्ट्रैडल',
      lots: '{{side}} {{lots}} लॉट ({{units}} यूनिट) · {{rule}}',
      entryPending: 'अगले मिनट',
      issuedAt: 'जारी {{time}} IST, प्रीमियम {{price}} पर · एग्ज़िट {{exitBy}} IST तक · रिकॉर्ड एंट्री {{hash}}',
      reason: 'क्यों: {{reason}}',
    },
    side: { buy: 'ख़रीदें', sell: 'बेचें' },
    status: {
      open: 'खुली',
      target: 'टारगेट',
      stop: 'स्टॉप',
      time: '{{exitBy}} एग्ज़िट',
      unfilled: 'भरी नहीं गई',
    },
    rule: {
      'put-wall-bounce': 'पुट-OI सपोर्ट से उछाल',
      'call-wall-rejection': 'कॉल-OI रेज़िस्टेंस पर वापसी',
      'rich-iv-short-straddle': 'ऊँची IV: स्ट्रैडल बेचें',
      'cheap-iv-long-straddle': 'सस्ती IV: स्ट्रैडल ख़रीदें',
    },
    reason: {
      'put-wall-bounce':
        '15 मिनट पहले स्पॉट {{spotBefore}} था, पुट-OI सपोर्ट {{level}} से {{near}} % के भीतर, और बढ़कर {{spot}} हुआ; PCR {{pcr}}, {{threshold}} से ऊपर है।',
      'call-wall-rejection':
        '15 मिनट पहले स्पॉट {{spotBefore}} था, कॉल-OI रेज़िस्टेंस {{level}} से {{near}} % के भीतर, और गिरकर {{spot}} हुआ; PCR {{pcr}}, {{threshold}} से नीचे है।',
      'rich-iv-short-straddle':
        'IV रैंक {{ivRank}}, {{threshold}} से ऊपर है: पिछले साल की तुलना में ऑप्शन प्रीमियम महँगे हैं, इसलिए ATM स्ट्रैडल बेचा गया (स्पॉट {{spot}})।',
      'cheap-iv-long-straddle':
        'IV रैंक {{ivRank}}, {{threshold}} से नीचे है: पिछले साल की तुलना में ऑप्शन प्रीमियम सस्ते हैं, इसलिए ATM स्ट्रैडल ख़रीदा गया (स्पॉट {{spot}})।',
    },
    method: {
      title: 'तरीक़ा',
      when: 'कब: {{first}} से {{last}} IST तक बाज़ार समय के हर {{every}} मिनट पर नियम {{underlyings}} की निकटतम एक्सपायरी की लाइव चेन पढ़ते हैं — वही चेन जो ऑप्शन चेन पेज दिखाता है। हर नियम, अंडरलाइंग और दिन पर ज़्यादा से ज़्यादा एक टिप; हर लेग एक लॉट, स्पॉट के सबसे पास के स्ट्राइक (ATM) पर।',
      rulesTitle: 'नियम',
      ruleLine: '{{name}}: {{text}}',
      rules: {
        'put-wall-bounce':
          'ATM कॉल ख़रीदें जब 15 मिनट पहले स्पॉट सपोर्ट (स्पॉट पर या उससे नीचे सबसे ज़्यादा पुट OI वाला स्ट्राइक) से {{near}} % के भीतर था, अब ऊपर है और सपोर्ट पर या उससे ऊपर है, और PCR (OI, निकटतम एक्सपायरी) {{pcr}} से ऊपर है। टारगेट प्रीमियम का +{{target}} %, स्टॉप −{{stop}} %।',
        'call-wall-rejection':
          'ATM पुट ख़रीदें जब 15 मिनट पहले स्पॉट रेज़िस्टेंस (स्पॉट पर या उससे ऊपर सबसे ज़्यादा कॉल OI वाला स्ट्राइक) से {{near}} % के भीतर था, अब नीचे है और रेज़िस्टेंस पर या उससे नीचे है, और PCR {{pcr}} से नीचे है। टारगेट प्रीमियम का +{{target}} %, स्टॉप −{{stop}} %।',
        'rich-iv-short-straddle':
          'ATM कॉल और पुट बेचें जब IV रैंक (आज की 30-दिन ATM IV, पिछले 250 सत्रों की रेंज में) {{rank}} से ऊपर हो। टारगेट: प्रीमियम {{target}} % गिरे; स्टॉप: {{stop}} % बढ़े।',
        'cheap-iv-long-straddle':
          'ATM कॉल और पुट ख़रीदें जब IV रैंक {{rank}} से नीचे हो। टारगेट: प्रीमियम {{target}} % बढ़े; स्टॉप: {{stop}} % गिरे।',
      },
      judge:
        'परख टिप जारी होने के बाद बाज़ार ने जो किया उससे होती है: एंट्री टिप के बाद के पहले मिनट के बंद पर ask (ख़रीद) या bid (बिक्री) है; फिर हर मिनट का बंद भाव पढ़ा जाता है, और जो पहले टारगेट या स्टॉप तक पहुँचे, टिप उसी भाव पर बंद होती है (स्टॉप के पार उछाल की क़ीमत वही है जो लगी)। नहीं तो वह {{exitBy}} IST से पहले के आख़िरी भाव पर बंद होती है। P&L टिप के लॉट के लिए है, हर ऑर्डर के चार्ज घटाकर: ब्रोकरेज (₹20 प्रति ऑर्डर), STT, एक्सचेंज चार्ज, SEBI फ़ीस, स्टाम्प ड्यूटी और GST। ₹{{min}} से कम भाव वाले लेग पर कोई टिप नहीं।',
      stats:
        'आँकड़े सिर्फ़ बंद टिप्स पर हैं (सैंपल साइज़): हिट रेट = नेट लाभ से बंद टिप्स ÷ बंद टिप्स; औसत लाभ और हानि; एक्सपेक्टेंसी = बंद टिप का औसत नेट P&L; प्रॉफ़िट फ़ैक्टर = कुल लाभ ÷ कुल हानि; अधिकतम ड्रॉडाउन = कुल नेट P&L की किसी शिखर से सबसे बड़ी गिरावट, टिप्स बंद होने के क्रम में। खुली टिप्स अलग गिनी जाती हैं; जिस टिप को कोई भाव नहीं भर सका वह "भरी नहीं गई" गिनी जाती है।',
      ledger:
        'रिकॉर्ड बिना दिखे बदला नहीं जा सकता: हर टिप जारी होते ही, नतीजा पता होने से पहले, दर्ज होती है, और उसका नतीजा बाद की एक नई एंट्री है, कभी बदलाव नहीं। हर एंट्री पिछली एंट्री के हैश और अपनी सामग्री का sha256 रखती है, इसलिए बदली या हटाई गई एंट्री चेन तोड़ देती है, और यह पेज हर बार इसे जाँचता है।',
    },
    disclaimer: {
      title: 'पहले यह पढ़ें',
      text: 'सिम्युलेटेड बाज़ार डेटा। ये टिप्स तय नियमों से बनती हैं, किसी SEBI-पंजीकृत निवेश सलाहकार या रिसर्च एनालिस्ट से नहीं, और निवेश सलाह नहीं हैं। रिकॉर्ड दिखाता है कि नियमों ने क्या किया, इस पेज पर बताए तरीक़े से मापा गया; पिछले नतीजे भविष्य के रिटर्न का वादा नहीं हैं। ऑप्शन ख़रीदार पूरा प्रीमियम गँवा सकता है और ऑप्शन बेचने वाला मिले प्रीमियम से ज़्यादा गँवा सकता है।',
    },
    loadError: 'ऑप्शन टिप्स लोड नहीं हो सकीं',
  },
);
export type OptionTipsT = typeof optionTipsStrings.t;

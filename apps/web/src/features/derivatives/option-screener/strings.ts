import { defineStrings } from '@/lib/strings';

/** Texts of /option-screener: screens in the screening language over F&O underlyings and contracts. */
export const optionScreenerStrings = defineStrings(
  'derivatives-option-screener',
  {
    title: 'Option Screener',
    subtitle:
      'Screen every F&O index and stock, or the option contracts of their chains, in the same screening language as the stock screener: IV, IV rank, PCR, max pain, OI change and more.',
    screen: 'Screen',
    screenHint: 'Fields joined by and, or, not; compare with > >= < <= = !=. Ctrl+Enter runs it.',
    examples: 'Examples',
    run: 'Run screen',
    rows: 'Rows',
    scopes: {
      underlyings: 'Underlyings',
      contracts: 'Contracts',
    },
    expiry: 'Expiry',
    expiries: {
      near: 'Nearest expiry',
      next: 'Next expiry',
      monthly: 'Nearest monthly',
    },
    sort: 'Sort by',
    order: 'Order',
    orders: {
      desc: 'High to low',
      asc: 'Low to high',
    },
    problem: 'The screen has a mistake',
    problemAt: 'Mistake at character {{position}}',
    matched: '{{matched}} of {{scanned}} underlyings match (run in {{ms}} ms)',
    matchedContracts:
      '{{matched}} of {{scanned}} contracts of {{underlyings}} underlyings match (run in {{ms}} ms)',
    caption: 'Underlyings and contracts that match the screen',
    empty: 'Nothing matches this screen now. Loosen a condition or try another expiry.',
    loadError: 'The screen could not be run',
    contract: '{{symbol}} {{strike}} {{side}}',
    pages:
      'This table holds matches {{from}}–{{to}} of {{matched}}, in the order chosen above. Other matches:',
    note: 'Figures come from the same simulated option chains as the option chain page, at the latest market tick, on the expiry chosen above (NIFTY has weekly expiries; the others monthly). A contract row also has its underlying’s fields. Each row opens its option chain.',
    reference: 'Fields and how each is computed',
    referenceUnderlyings: 'Fields of an underlying (on the chosen expiry)',
    referenceContracts: 'Fields of a contract (contracts only)',
    functions:
      'abs(x), min(a, b) and max(a, b) work on any number; arithmetic + − × ÷ too (e.g. put_oi - call_oi > 0).',
    chainFunctions:
      'Over the chain: call_oi_at(n), put_oi_at(n) (open interest, contracts) and call_iv_at(n), put_iv_at(n) (IV, %) read the strike n strikes above (n > 0) or below (n < 0) the ATM strike, the one nearest the spot; put_iv_at(-2) - call_iv_at(2) is the skew.',
    exampleList: {
      richIv: 'iv_rank > 70 and pcr < 0.8',
      putWriting: 'pcr > 1.3 and put_oi_change > call_oi_change',
      pinned: 'abs(max_pain_distance) < 1 and days_to_expiry <= 7',
      cheapOtm: 'side = "CE" and moneyness > 2 and moneyness < 5 and ltp < 20',
      freshOi: 'oi_change_pct > 50 and volume > 1000',
      skew: 'put_iv_at(-2) - call_iv_at(2) > 3',
    },
    fields: {
      symbol: {
        label: 'Symbol',
        method: 'Derivatives symbol of the underlying (text), e.g. symbol = "NIFTY".',
      },
      kind: { label: 'Kind', method: 'Kind of underlying (text): "index" or "stock".' },
      side: { label: 'Side', method: 'Side of the contract (text): "CE" for a call, "PE" for a put.' },
      spot: { label: 'Spot', method: 'Live level of the underlying, in points (₹ for stocks).' },
      spot_change_pct: {
        label: 'Spot change %',
        method: 'Change of the underlying since the previous close, %.',
      },
      iv: {
        label: 'ATM IV %',
        method:
          'ATM implied volatility of the expiry, % a year: the mean of the call and put IV back-solved from the LTP at the strike nearest the spot, as the option chain shows it.',
      },
      iv_rank: {
        label: 'IV rank',
        method:
          'Where the 30-day ATM volatility stands in its range over the last 250 sessions and today: (now − low) ÷ (high − low) × 100, from 0 to 100. Indices follow India VIX.',
      },
      iv_percentile: {
        label: 'IV percentile',
        method: 'Share of those sessions whose 30-day ATM volatility was below today’s, 0 to 100.',
      },
      pcr: {
        label: 'PCR',
        method: 'Put–call ratio by open interest: total put OI ÷ total call OI of the expiry.',
      },
      pcr_volume: {
        label: 'PCR (volume)',
        method: 'Put–call ratio by volume: put volume ÷ call volume of the expiry.',
      },
      max_pain: {
        label: 'Max pain',
        method: 'The strike at which the expiry’s option writers would pay the least if it settled there.',
      },
      max_pain_distance: {
        label: 'Max pain distance %',
        method: '(max pain − spot) ÷ spot × 100: positive when max pain is above the spot.',
      },
      call_oi: { label: 'Call OI', method: 'Call open interest of the expiry, all strikes, in contracts.' },
      put_oi: { label: 'Put OI', method: 'Put open interest of the expiry, all strikes, in contracts.' },
      oi_change: {
        label: 'Total OI change',
        method:
          'Change in open interest of the expiry since the previous close, calls and puts together, contracts.',
      },
      call_oi_change: {
        label: 'Call OI change',
        method: 'Change in call open interest since the previous close, contracts.',
      },
      put_oi_change: {
        label: 'Put OI change',
        method: 'Change in put open interest since the previous close, contracts.',
      },
      forward_basis: {
        label: 'Forward basis %',
        method:
          'Cost-of-carry basis of the expiry: (forward − spot) ÷ spot × 100, with the forward the chain is priced on (spot × e^((r − q)T), r 6.5 %). Not the traded futures price.',
      },
      straddle: {
        label: 'ATM straddle',
        method: 'Call LTP + put LTP at the strike nearest the spot, ₹ per unit.',
      },
      expected_move: {
        label: 'Expected move %',
        method: 'The move to expiry the ATM straddle prices in: straddle ÷ spot × 100.',
      },
      days_to_expiry: {
        label: 'Days to expiry',
        method: 'Calendar days from today’s session to the expiry.',
      },
      lot_size: { label: 'Lot size', method: 'Units of the underlying in one contract.' },
      strike: { label: 'Strike', method: 'Strike price of the contract, points.' },
      ltp: { label: 'LTP', method: 'Last traded price (premium) of the contract, ₹ per unit.' },
      ltp_change_pct: { label: 'LTP change %', method: 'Change of the premium since the previous close, %.' },
      contract_iv: {
        label: 'IV %',
        method:
          'Implied volatility back-solved from the contract’s LTP, % a year; empty where no volatility fits the price.',
      },
      delta: {
        label: 'Delta',
        method: 'Change of the premium per point of the underlying, −1 to 1 (puts negative).',
      },
      theta: { label: 'Theta', method: 'Change of the premium per calendar day, ₹ per unit.' },
      oi: { label: 'OI', method: 'Open interest of the contract, contracts.' },
      contract_oi_change: {
        label: 'OI change',
        method: 'Change in the contract’s open interest since the previous close, contracts.',
      },
      oi_change_pct: {
        label: 'OI change %',
        method: 'That change as % of the OI at the previous close; empty when there was none.',
      },
      volume: { label: 'Volume', method: 'Contracts traded so far in the session.' },
      moneyness: {
        label: 'OTM %',
        method:
          'How far out of the money, % of spot: (strike − spot) ÷ spot × 100 for a call, (spot − strike) ÷ spot × 100 for a put; negative in the money.',
      },
    },
    columns: {
      symbol: 'Symbol',
      contract: 'Contract',
      expiry: 'Expiry',
    },
  },
  {
    title: 'ऑप्शन स्क्रीनर',
    subtitle:
      'हर F&O इंडेक्स और शेयर, या उनकी चेन के ऑप्शन कॉन्ट्रैक्ट, उसी स्क्रीनिंग भाषा में छाँटें जिसमें स्टॉक स्क्रीनर है: IV, IV रैंक, PCR, मैक्स पेन, OI बदलाव और भी बहुत कुछ।',
    screen: 'स्क्रीन',
    screenHint: 'फ़ील्ड and, or, not से जोड़ें; > >= < <= = != से तुलना करें। Ctrl+Enter से चलाएँ।',
    examples: 'उदाहरण',
    run: 'स्क्रीन चलाएँ',
    rows: 'पंक्तियाँ',
    scopes: {
      underlyings: 'अंडरलाइंग',
      contracts: 'कॉन्ट्रैक्ट',
    },
    expiry: 'एक्सपायरी',
    expiries: {
      near: 'सबसे नज़दीकी एक्सपायरी',
      next: 'अगली एक्सपायरी',
      monthly: 'सबसे नज़दीकी मासिक',
    },
    sort: 'क्रम',
    order: 'दिशा',
    orders: {
      desc: 'ऊँचे से नीचे',
      asc: 'नीचे से ऊँचे',
    },
    problem: 'स्क्रीन में गलती है',
    problemAt: 'अक्षर {{position}} पर गलती',
    matched: '{{scanned}} में से {{matched}} अंडरलाइंग मेल खाते हैं ({{ms}} ms में चला)',
    matchedContracts:
      '{{underlyings}} अंडरलाइंग के {{scanned}} कॉन्ट्रैक्ट में से {{matched}} मेल खाते हैं ({{ms}} ms में चला)',
    caption: 'स्क्रीन से मेल खाने वाले अंडरलाइंग और कॉन्ट्रैक्ट',
    empty: 'अभी इस स्क्रीन से कुछ भी मेल नहीं खाता। कोई शर्त ढीली करें या दूसरी एक्सपायरी चुनें।',
    loadError: 'स्क्रीन नहीं चल सकी',
    contract: '{{symbol}} {{strike}} {{side}}',
    pages: 'यह तालिका ऊपर चुने गए क्रम में {{matched}} में से {{from}}–{{to}} मिलान दिखाती है। बाकी मिलान:',
    note: 'आँकड़े उन्हीं सिम्युलेटेड ऑप्शन चेन से आते हैं जो ऑप्शन चेन पेज दिखाता है, बाज़ार के ताज़ा टिक पर, ऊपर चुनी गई एक्सपायरी पर (NIFTY की साप्ताहिक एक्सपायरी होती हैं; बाकी की मासिक)। कॉन्ट्रैक्ट की पंक्ति में उसके अंडरलाइंग के फ़ील्ड भी होते हैं। हर पंक्ति उसकी ऑप्शन चेन खोलती है।',
    reference: 'फ़ील्ड और हर एक की गणना का तरीका',
    referenceUnderlyings: 'अंडरलाइंग के फ़ील्ड (चुनी गई एक्सपायरी पर)',
    referenceContracts: 'कॉन्ट्रैक्ट के फ़ील्ड (सिर्फ़ कॉन्ट्रैक्ट में)',
    functions: 'abs(x), min(a, b) और max(a, b) किसी भी संख्या पर चलते हैं; + − × ÷ भी (जैसे put_oi - call_oi > 0)।',
    chainFunctions:
      'चेन पर: call_oi_at(n), put_oi_at(n) (ओपन इंटरेस्ट, कॉन्ट्रैक्ट) और call_iv_at(n), put_iv_at(n) (IV, %) ATM स्ट्राइक (स्पॉट के सबसे नज़दीकी) से n स्ट्राइक ऊपर (n > 0) या नीचे (n < 0) की स्ट्राइक पढ़ते हैं; put_iv_at(-2) - call_iv_at(2) स्क्यू है।',
    exampleList: {
      richIv: 'iv_rank > 70 and pcr < 0.8',
      putWriting: 'pcr > 1.3 and put_oi_change > call_oi_change',
      pinned: 'abs(max_pain_distance) < 1 and days_to_expiry <= 7',
      cheapOtm: 'side = "CE" and moneyness > 2 and moneyness < 5 and ltp < 20',
      freshOi: 'oi_change_pct > 50 and volume > 1000',
      skew: 'put_iv_at(-2) - call_iv_at(2) > 3',
    },
    fields: {
      symbol: { label: 'सिंबल', method: 'अंडरलाइंग का डेरिवेटिव सिंबल (टेक्स्ट), जैसे symbol = "NIFTY"।' },
      kind: { label: 'प्रकार', method: 'अंडरलाइंग का प्रकार (टेक्स्ट): "index" या "stock"।' },
      side: { label: 'साइड', method: 'कॉन्ट्रैक्ट की साइड (टेक्स्ट): कॉल के लिए "CE", पुट के लिए "PE"।' },
      spot: { label: 'स्पॉट', method: 'अंडरलाइंग का लाइव स्तर, पॉइंट में (शेयरों के लिए ₹)।' },
      spot_change_pct: { label: 'स्पॉट बदलाव %', method: 'पिछले क्लोज़ से अंडरलाइंग का बदलाव, %।' },
      iv: {
        label: 'ATM IV %',
        method:
          'एक्सपायरी की ATM इम्प्लाइड वोलैटिलिटी, % सालाना: स्पॉट के सबसे नज़दीकी स्ट्राइक पर LTP से निकाली गई कॉल और पुट IV का औसत, जैसा ऑप्शन चेन दिखाती है।',
      },
      iv_rank: {
        label: 'IV रैंक',
        method:
          'पिछले 250 सेशन और आज की सीमा में 30 दिन की ATM वोलैटिलिटी कहाँ है: (अभी − निचला) ÷ (ऊँचा − निचला) × 100, 0 से 100। इंडेक्स India VIX के साथ चलते हैं।',
      },
      iv_percentile: {
        label: 'IV पर्सेंटाइल',
        method: 'उन सेशन का हिस्सा जिनकी 30 दिन की ATM वोलैटिलिटी आज से कम थी, 0 से 100।',
      },
      pcr: { label: 'PCR', method: 'ओपन इंटरेस्ट से पुट–कॉल अनुपात: एक्सपायरी का कुल पुट OI ÷ कुल कॉल OI।' },
      pcr_volume: { label: 'PCR (वॉल्यूम)', method: 'वॉल्यूम से पुट–कॉल अनुपात: एक्सपायरी का पुट वॉल्यूम ÷ कॉल वॉल्यूम।' },
      max_pain: {
        label: 'मैक्स पेन',
        method: 'वह स्ट्राइक जिस पर सेटल होने पर एक्सपायरी के ऑप्शन राइटरों को सबसे कम चुकाना पड़े।',
      },
      max_pain_distance: {
        label: 'मैक्स पेन दूरी %',
        method: '(मैक्स पेन − स्पॉट) ÷ स्पॉट × 100: मैक्स पेन स्पॉट से ऊपर हो तो धनात्मक।',
      },
      call_oi: { label: 'कॉल OI', method: 'एक्सपायरी का कॉल ओपन इंटरेस्ट, सभी स्ट्राइक, कॉन्ट्रैक्ट में।' },
      put_oi: { label: 'पुट OI', method: 'एक्सपायरी का पुट ओपन इंटरेस्ट, सभी स्ट्राइक, कॉन्ट्रैक्ट में।' },
      oi_change: {
        label: 'कुल OI बदलाव',
        method: 'पिछले क्लोज़ से एक्सपायरी के ओपन इंटरेस्ट में बदलाव, कॉल और पुट मिलाकर, कॉन्ट्रैक्ट।',
      },
      call_oi_change: { label: 'कॉल OI बदलाव', method: 'पिछले क्लोज़ से कॉल ओपन इंटरेस्ट में बदलाव, कॉन्ट्रैक्ट।' },
      put_oi_change: { label: 'पुट OI बदलाव', method: 'पिछले क्लोज़ से पुट ओपन इंटरेस्ट में बदलाव, कॉन्ट्रैक्ट।' },
      forward_basis: {
        label: 'फ़ॉरवर्ड बेसिस %',
        method:
          'एक्सपायरी का कॉस्ट-ऑफ़-कैरी बेसिस: (फ़ॉरवर्ड − स्पॉट) ÷ स्पॉट × 100, उस फ़ॉरवर्ड से जिस पर चेन की कीमत लगी है (स्पॉट × e^((r − q)T), r 6.5 %)। यह ट्रेड हुए फ़्यूचर्स का भाव नहीं है।',
      },
      straddle: { label: 'ATM स्ट्रैडल', method: 'स्पॉट के सबसे नज़दीकी स्ट्राइक पर कॉल LTP + पुट LTP, ₹ प्रति यूनिट।' },
      expected_move: {
        label: 'अपेक्षित चाल %',
        method: 'एक्सपायरी तक की वह चाल जो ATM स्ट्रैडल में शामिल है: स्ट्रैडल ÷ स्पॉट × 100।',
      },
      days_to_expiry: { label: 'एक्सपायरी तक दिन', method: 'आज के सेशन से एक्सपायरी तक कैलेंडर दिन।' },
      lot_size: { label: 'लॉट साइज़', method: 'एक कॉन्ट्रैक्ट में अंडरलाइंग की यूनिट।' },
      strike: { label: 'स्ट्राइक', method: 'कॉन्ट्रैक्ट का स्ट्राइक प्राइस, पॉइंट।' },
      ltp: { label: 'LTP', method: 'कॉन्ट्रैक्ट का आख़िरी ट्रेड भाव (प्रीमियम), ₹ प्रति यूनिट।' },
      ltp_change_pct: { label: 'LTP बदलाव %', method: 'पिछले क्लोज़ से प्रीमियम का बदलाव, %।' },
      contract_iv: {
        label: 'IV %',
        method:
          'कॉन्ट्रैक्ट के LTP से निकाली गई इम्प्लाइड वोलैटिलिटी, % सालाना; जहाँ कोई वोलैटिलिटी भाव से मेल न खाए वहाँ खाली।',
      },
      delta: {
        label: 'डेल्टा',
        method: 'अंडरलाइंग के प्रति पॉइंट प्रीमियम का बदलाव, −1 से 1 (पुट ऋणात्मक)।',
      },
      theta: { label: 'थीटा', method: 'प्रति कैलेंडर दिन प्रीमियम का बदलाव, ₹ प्रति यूनिट।' },
      oi: { label: 'OI', method: 'कॉन्ट्रैक्ट का ओपन इंटरेस्ट, कॉन्ट्रैक्ट।' },
      contract_oi_change: {
        label: 'OI बदलाव',
        method: 'पिछले क्लोज़ से कॉन्ट्रैक्ट के ओपन इंटरेस्ट में बदलाव, कॉन्ट्रैक्ट।',
      },
      oi_change_pct: {
        label: 'OI बदलाव %',
        method: 'वह बदलाव पिछले क्लोज़ के OI के % में; तब OI न हो तो खाली।',
      },
      volume: { label: 'वॉल्यूम', method: 'सेशन में अब तक ट्रेड हुए कॉन्ट्रैक्ट।' },
      moneyness: {
        label: 'OTM %',
        method:
          'आउट ऑफ़ द मनी कितना, स्पॉट का %: कॉल के लिए (स्ट्राइक − स्पॉट) ÷ स्पॉट × 100, पुट के लिए (स्पॉट − स्ट्राइक) ÷ स्पॉट × 100; इन द मनी में ऋणात्मक।',
      },
    },
    columns: {
      symbol: 'सिंबल',
      contract: 'कॉन्ट्रैक्ट',
      expiry: 'एक्सपायरी',
    },
  },
);
export type OptionScreenerT = typeof optionScreenerStrings.t;

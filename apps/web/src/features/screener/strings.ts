import { defineStrings, type StringKey, type StringVars } from '@/lib/strings';

export const screenerStrings = defineStrings(
  'screener',
  {
    page: {
      title: 'Stock Screener',
      subtitle:
        'Screen every NSE stock with one line: prices, indicators on daily, weekly and 15-minute bars, and fundamentals.',
      screeners: 'Screeners',
      screen: 'Screen',
      screenHint: 'Ctrl + Enter runs it. Names complete as you type.',
      suggestions: 'Suggestions',
      sector: 'Sector',
      allSectors: 'All sectors',
      run: 'Run screen',
      try: 'Try:',
    },
    problem: {
      title: 'This screen cannot run',
      position: 'Position {{position}}',
    },
    results: {
      matched: '{{matched}} of {{scanned}} stocks match · evaluated in {{ms}} ms',
      matchedInSector: '{{matched}} of {{scanned}} stocks match in {{sector}} · evaluated in {{ms}} ms',
      columns: { symbol: 'Symbol', sector: 'Sector', name: 'Company' },
      caption: 'Stocks matching the screen',
      empty: 'No stock matches this screen right now.',
    },
    myScreens: {
      signIn: '<login>Sign in</login> to save your screens and run them again later.',
      title: 'My screens',
      saveAs: 'Save the screen above as',
      savePlaceholder: 'e.g. Oversold large caps',
      save: 'Save',
      none: 'No saved screen yet.',
      delete: 'Delete {{name}}',
    },
    reference: {
      fields: 'Fields',
      functions: 'Functions',
      eg: 'e.g.',
    },
  },
  {
    page: {
      title: 'स्टॉक स्क्रीनर',
      subtitle: 'एक लाइन में हर NSE शेयर को स्क्रीन करें: भाव, दैनिक, साप्ताहिक और 15-मिनट बार पर इंडिकेटर, और फ़ंडामेंटल।',
      screeners: 'स्क्रीनर',
      screen: 'स्क्रीन',
      screenHint: 'Ctrl + Enter से चलाएँ। टाइप करते समय नाम अपने-आप पूरे होते हैं।',
      suggestions: 'सुझाव',
      sector: 'सेक्टर',
      allSectors: 'सभी सेक्टर',
      run: 'स्क्रीन चलाएँ',
      try: 'आज़माएँ:',
    },
    problem: {
      title: 'यह स्क्रीन नहीं चल सकती',
      position: 'स्थान {{position}}',
    },
    results: {
      matched: '{{scanned}} में से {{matched}} शेयर मेल खाते हैं · {{ms}} ms में जाँचा गया',
      matchedInSector: '{{sector}} में {{scanned}} में से {{matched}} शेयर मेल खाते हैं · {{ms}} ms में जाँचा गया',
      columns: { symbol: 'सिंबल', sector: 'सेक्टर', name: 'कंपनी' },
      caption: 'स्क्रीन से मेल खाने वाले शेयर',
      empty: 'अभी कोई शेयर इस स्क्रीन से मेल नहीं खाता।',
    },
    myScreens: {
      signIn: 'अपनी स्क्रीन सहेजने और बाद में फिर से चलाने के लिए <login>साइन इन करें</login>।',
      title: 'मेरी स्क्रीन',
      saveAs: 'ऊपर की स्क्रीन को इस नाम से सहेजें',
      savePlaceholder: 'जैसे ओवरसोल्ड लार्ज कैप',
      save: 'सहेजें',
      none: 'अभी कोई सहेजी गई स्क्रीन नहीं है।',
      delete: '{{name}} हटाएँ',
    },
    reference: {
      fields: 'फ़ील्ड',
      functions: 'फ़ंक्शन',
      eg: 'जैसे',
    },
  },
);

/** The `t` of the screener strings, for helpers that build texts for a component. */
export type ScreenerText = (key: StringKey<typeof screenerStrings.en>, vars?: StringVars) => string;

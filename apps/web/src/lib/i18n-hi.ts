import type { EN } from './i18n';
import type { Translation } from './strings';

/** Hindi texts of the shell (same keys as `EN`; symbols, numbers and tickers unchanged). */
export const HI: Translation<typeof EN> = {
  brand: 'निवेश',
  nav: {
    openMenu: 'नेविगेशन खोलें',
    closeMenu: 'नेविगेशन बंद करें',
    menuTitle: 'मेन्यू',
    signIn: 'साइन इन करें',
    myAccount: 'मेरा खाता',
    dashboard: 'मेरा दिन (डैशबोर्ड)',
    orderDashboard: 'ऑर्डर डैशबोर्ड',
    signOut: 'साइन आउट करें',
    toggleColorScheme: 'लाइट और डार्क थीम बदलें',
    switchLanguage: 'पेज {{language}} में दिखाएँ',
    searchPlaceholder: 'सिंबल खोजें, जैसे RELIANCE',
    searchLabel: 'किसी शेयर का सिंबल खोजें',
    comingSoon: 'जल्द आ रहा है',
    comingSoonTitle: '{{title}}: जल्द आ रहा है, अभी बना नहीं है',
    main: 'मुख्य',
    homeLink: 'निवेश होम',
  },
  layout: {
    skipToContent: 'सीधे सामग्री पर जाएँ',
    loadingPage: 'पेज लोड हो रहा है',
  },
  strip: {
    label: 'लाइव इंडेक्स',
    simulated: 'सिम्युलेटेड',
    simulatedLabel: 'सिम्युलेटेड बाज़ार डेटा',
  },
  footer: {
    tagline:
      'भारत के ट्रेडरों और निवेशकों के लिए बाज़ार का डेटा, स्क्रीनर, टूल, सीखने की सामग्री और एक सिम्युलेटेड ऑर्डर डैशबोर्ड।',
    explore: 'देखें',
    information: 'जानकारी',
    disclaimer:
      'निवेश एक सूचना और शिक्षा उत्पाद है। निवेश पर कुछ भी निवेश सलाह या किसी प्रतिभूति को ख़रीदने या बेचने की सिफ़ारिश नहीं है। निवेश पर लगाए गए ऑर्डर सिम्युलेटेड हैं और कभी किसी एक्सचेंज तक नहीं पहुँचते। प्रतिभूति बाज़ार में निवेश बाज़ार जोखिमों के अधीन है; निवेश से पहले सभी संबंधित दस्तावेज़ ध्यान से पढ़ें।',
    simulated: 'निवेश पर बाज़ार का डेटा सिम्युलेटेड है।',
    chartsBy: 'भाव के चार्ट <tv>TradingView Lightweight Charts™</tv> से।',
    copyright: '© {{year}} निवेश',
  },
  notFound: {
    heading: 'लगता है आप रास्ता भटक गए हैं',
    text: 'आप जो पेज ढूँढ रहे हैं वह उपलब्ध नहीं है!',
    home: 'होम पर जाएँ',
  },
  loading: 'लोड हो रहा है…',
  error: {
    heading: 'कुछ गड़बड़ हो गई',
    text: 'यह पेज दिखाया नहीं जा सका। कृपया फिर से कोशिश करें, या होम पेज पर वापस जाएँ।',
    reload: 'पेज फिर से लोड करें',
    home: 'होम पर जाएँ',
  },
  policy: {
    version: 'संस्करण {{version}}, {{date}} से लागू',
    loading: 'नीति लोड हो रही है…',
  },
  plans: {
    includedToday: 'आज शामिल',
    coming: 'आने वाले (अभी शामिल नहीं)',
    comingNote: 'आने वाली सुविधाएँ तब तक प्लान का हिस्सा नहीं हैं जब तक उनके पेज बन नहीं जाते।',
    notOnSale: 'अभी बिक्री पर नहीं: इस प्लान में जो जुड़ता है वह अभी बन रहा है।',
    comingBadge: 'जल्द',
    agree:
      'भुगतान करके आप <terms>नियम और शर्तों</terms> से सहमत होते हैं। <refund>रिफ़ंड नीति</refund> और <privacy>गोपनीयता नीति</privacy> देखें।',
  },
  comingSoon: {
    badge: 'अभी उपलब्ध नहीं',
    text: 'निवेश का यह हिस्सा अभी उपलब्ध नहीं है। हम इसे अभी बना रहे हैं; तब तक, आज आप यह इस्तेमाल कर सकते हैं।',
    available: 'अभी उपलब्ध',
    home: 'होम: निवेश का परिचय',
    signIn: 'साइन इन करें या खाता बनाएँ',
    account: 'आपका खाता',
  },
  funds: {
    title: 'वर्चुअल फ़ंड',
    available: 'उपलब्ध फ़ंड',
    availableHint: '{{capital}} की पूँजी में से',
    usedMargin: 'इस्तेमाल हुआ मार्जिन',
    usedMarginHint: 'खुली पोज़िशन और ऑर्डर (इंट्राडे {{leverage}}× पर)',
    invested: 'डिलीवरी में निवेश',
    investedHint: 'होल्डिंग और आज की डिलीवरी ख़रीद, लागत पर',
    realised: 'वसूला गया लाभ/हानि',
    realisedHint: 'बंद ट्रेड, {{charges}} के शुल्क के बाद',
    reset: 'फ़ंड रीसेट करें',
    confirmTitle: 'वर्चुअल फ़ंड रीसेट करें',
    confirm:
      'आपके फ़ंड {{capital}} पर लौट आएँगे और वसूला गया लाभ/हानि शून्य हो जाएगा। आपकी ऑर्डर हिस्ट्री बनी रहेगी। रीसेट कुछ भी स्क्वेयर ऑफ़ नहीं करता: पहले अपने खुले ऑर्डर, पोज़िशन और होल्डिंग बंद करें।',
    cancel: 'रद्द करें',
    confirmReset: 'रीसेट करें',
    wait: 'कृपया प्रतीक्षा करें',
    unavailable: 'आपके वर्चुअल फ़ंड लोड नहीं हो सके।',
  },
};

import { defineStrings } from '@/lib/strings';

/** The document title, description and keywords of the pages (spec section 3), in English and Hindi. */
export const pageMetaStrings = defineStrings(
  'pageMeta',
  {
    home: {
      title: 'Nivesh: Indian stock market data, screeners, tools and simulated trading',
      description:
        'Nivesh brings together Indian stock-market data (simulated), screeners, signals, option-chain analysis, valuation calculators, learning and a simulated order dashboard for traders and investors in India.',
      keywords:
        'Nivesh, NSE, Indian stock market, stock screener, option chain, FII DII data, valuation calculator, simulated trading',
      author: 'Nivesh',
    },
    login: {
      title: 'Sign in to Nivesh',
      description: 'Sign in to Nivesh with your mobile number and a one-time password.',
      keywords: 'Nivesh login, sign in, OTP login',
    },
    otp: {
      title: 'Verify your mobile number | Nivesh',
      description: 'Enter the 6-digit one-time password sent to your mobile number to sign in to Nivesh.',
    },
    registration: {
      title: 'Create your Nivesh account',
      description: 'Finish creating your Nivesh account with your name and email address.',
      keywords: 'Nivesh registration, create account, sign up',
    },
    thankYou: {
      title: 'Welcome to Nivesh',
      description: 'Your Nivesh account is ready.',
    },
    notFound: {
      title: 'Page not found | Nivesh',
      description: 'The page you are looking for does not exist on Nivesh.',
    },
    route: {
      title: '{{title}} | {{area}} | Nivesh',
      description: '{{title}} on Nivesh, in the {{area}} section for traders and investors in India.',
      keywords: '{{title}}, {{area}}, Nivesh, NSE, Indian stock market',
    },
  },
  {
    home: {
      title: 'निवेश: भारतीय शेयर बाज़ार का डेटा, स्क्रीनर, टूल और सिम्युलेटेड ट्रेडिंग',
      description:
        'निवेश भारत के ट्रेडरों और निवेशकों के लिए भारतीय शेयर बाज़ार का डेटा (सिम्युलेटेड), स्क्रीनर, सिग्नल, ऑप्शन चेन विश्लेषण, वैल्यूएशन कैलकुलेटर, सीखने की सामग्री और एक सिम्युलेटेड ऑर्डर डैशबोर्ड एक जगह लाता है।',
      keywords:
        'निवेश, Nivesh, NSE, भारतीय शेयर बाज़ार, स्टॉक स्क्रीनर, ऑप्शन चेन, FII DII डेटा, वैल्यूएशन कैलकुलेटर, सिम्युलेटेड ट्रेडिंग',
      author: 'Nivesh',
    },
    login: {
      title: 'निवेश में साइन इन करें',
      description: 'अपने मोबाइल नंबर और वन-टाइम पासवर्ड (OTP) से निवेश में साइन इन करें।',
      keywords: 'निवेश लॉगिन, साइन इन, OTP लॉगिन',
    },
    otp: {
      title: 'अपना मोबाइल नंबर सत्यापित करें | निवेश',
      description: 'निवेश में साइन इन करने के लिए अपने मोबाइल नंबर पर भेजा गया 6 अंकों का OTP दर्ज करें।',
    },
    registration: {
      title: 'अपना निवेश खाता बनाएँ',
      description: 'अपना नाम और ईमेल पता देकर अपना निवेश खाता बनाना पूरा करें।',
      keywords: 'निवेश रजिस्ट्रेशन, खाता बनाएँ, साइन अप',
    },
    thankYou: {
      title: 'निवेश में आपका स्वागत है',
      description: 'आपका निवेश खाता तैयार है।',
    },
    notFound: {
      title: 'पेज नहीं मिला | निवेश',
      description: 'आप जो पेज ढूँढ रहे हैं, वह निवेश पर मौजूद नहीं है।',
    },
    route: {
      title: '{{title}} | {{area}} | निवेश',
      description: 'निवेश पर {{title}}, भारत के ट्रेडरों और निवेशकों के लिए {{area}} सेक्शन में।',
      keywords: '{{title}}, {{area}}, निवेश, Nivesh, NSE, भारतीय शेयर बाज़ार',
    },
  },
);

import { defineStrings } from '@/lib/strings';

/**
 * The sign-in pages' texts. The validation messages of the mobile number, OTP, name and email come
 * from the shared schemas (@nivesh/contracts) and stay in the spec's English.
 */
export const authStrings = defineStrings(
  'auth',
  {
    login: {
      title: 'Sign in to Nivesh',
      subtitle:
        'Enter your mobile number. We will send a one-time password to sign you in, or to create your account if you are new.',
      googlePending:
        'Signed in with Google as {{email}}. Verify your mobile number to finish creating your account.',
      mobile: 'Mobile number',
      sendOtp: 'Send OTP',
      or: 'or',
      agree: 'By continuing you agree to the Terms and Conditions and the Privacy Policy of Nivesh.',
    },
    google: {
      unavailable: 'Google sign-in is unavailable right now. Use your mobile number instead.',
    },
    accountMenu: 'account menu',
    otp: {
      title: 'Verify your mobile number',
      invalidLink: 'This link does not hold a valid mobile number.',
      goToSignIn: 'Go to sign in',
      sentTo: 'Enter the 6-digit code sent to <mobile>{{mobile}}</mobile>.',
      changeNumber: 'Change number',
      dismissDevCode: 'Dismiss development code',
      devCode: 'Development mode: your code is {{code}}',
      newCodeSent: 'A new code has been sent to {{mobile}}.',
      code: 'One-time password',
      verify: 'Verify',
      noCode: "Didn't get the code?",
      resendIn: 'Resend in {{seconds}} s',
      resend: 'Resend code',
    },
    registration: {
      title: 'Create your Nivesh account',
      verifyFirst:
        'To create an account, first verify your mobile number with a one-time password. Your verification may also have expired or been opened in another tab.',
      verifyMobile: 'Verify your mobile number',
      subtitle: 'Your mobile number is verified. Tell us your name and email.',
      startAgain: 'Start again',
      mobile: 'Mobile number',
      name: 'Name',
      email: 'Email',
      checkingEmail: 'Checking email',
      create: 'Create account',
    },
    thankYou: {
      title: 'Thank you',
      visiting: 'Thank you for visiting Nivesh. Sign in to use your account.',
      signIn: 'Sign in',
      welcome: 'Welcome to Nivesh, {{name}}!',
      ready: 'Your account is ready.',
      nowYouCan:
        'You can now use the simulated order dashboard and, as they arrive, watchlists, portfolios and alerts.',
      continue: 'Continue where you left off',
      explore: 'Explore Nivesh',
      orderDashboard: 'Open the order dashboard',
    },
  },
  {
    login: {
      title: 'निवेश में साइन इन करें',
      subtitle:
        'अपना मोबाइल नंबर डालें। हम आपको साइन इन करने के लिए, या अगर आप नए हैं तो आपका खाता बनाने के लिए, एक वन-टाइम पासवर्ड भेजेंगे।',
      googlePending:
        'आपने Google से {{email}} के रूप में साइन इन किया है। खाता बनाना पूरा करने के लिए अपना मोबाइल नंबर सत्यापित करें।',
      mobile: 'मोबाइल नंबर',
      sendOtp: 'OTP भेजें',
      or: 'या',
      agree: 'आगे बढ़कर आप निवेश के नियम और शर्तों तथा गोपनीयता नीति से सहमत होते हैं।',
    },
    google: {
      unavailable: 'Google साइन-इन अभी उपलब्ध नहीं है। इसके बजाय अपने मोबाइल नंबर का इस्तेमाल करें।',
    },
    accountMenu: 'खाता मेन्यू',
    otp: {
      title: 'अपना मोबाइल नंबर सत्यापित करें',
      invalidLink: 'इस लिंक में कोई मान्य मोबाइल नंबर नहीं है।',
      goToSignIn: 'साइन इन पर जाएँ',
      sentTo: '<mobile>{{mobile}}</mobile> पर भेजा गया 6 अंकों का कोड डालें।',
      changeNumber: 'नंबर बदलें',
      dismissDevCode: 'डेवलपमेंट कोड बंद करें',
      devCode: 'डेवलपमेंट मोड: आपका कोड {{code}} है',
      newCodeSent: '{{mobile}} पर नया कोड भेज दिया गया है।',
      code: 'वन-टाइम पासवर्ड',
      verify: 'सत्यापित करें',
      noCode: 'कोड नहीं मिला?',
      resendIn: '{{seconds}} सेकंड में फिर से भेजें',
      resend: 'कोड फिर से भेजें',
    },
    registration: {
      title: 'अपना निवेश खाता बनाएँ',
      verifyFirst:
        'खाता बनाने के लिए, पहले वन-टाइम पासवर्ड से अपना मोबाइल नंबर सत्यापित करें। हो सकता है आपके सत्यापन की समय-सीमा ख़त्म हो गई हो या वह किसी दूसरे टैब में खोला गया हो।',
      verifyMobile: 'अपना मोबाइल नंबर सत्यापित करें',
      subtitle: 'आपका मोबाइल नंबर सत्यापित हो गया है। हमें अपना नाम और ईमेल बताएँ।',
      startAgain: 'फिर से शुरू करें',
      mobile: 'मोबाइल नंबर',
      name: 'नाम',
      email: 'ईमेल',
      checkingEmail: 'ईमेल जाँचा जा रहा है',
      create: 'खाता बनाएँ',
    },
    thankYou: {
      title: 'धन्यवाद',
      visiting: 'निवेश पर आने के लिए धन्यवाद। अपने खाते का इस्तेमाल करने के लिए साइन इन करें।',
      signIn: 'साइन इन करें',
      welcome: 'निवेश में आपका स्वागत है, {{name}}!',
      ready: 'आपका खाता तैयार है।',
      nowYouCan:
        'अब आप सिम्युलेटेड ऑर्डर डैशबोर्ड का इस्तेमाल कर सकते हैं, और जैसे-जैसे ये जुड़ेंगे, वॉचलिस्ट, पोर्टफ़ोलियो और अलर्ट का भी।',
      continue: 'जहाँ छोड़ा था, वहीं से जारी रखें',
      explore: 'निवेश को जानें',
      orderDashboard: 'ऑर्डर डैशबोर्ड खोलें',
    },
  },
);

/**
 * The Hindi of every message a user reads in an API answer (issue 14): refusals, validation errors
 * and the messages of commands. The English stays verbatim in the code and in English answers; this
 * catalog maps each English message to its Hindi (glossary: docs/i18n.md). A message with variable
 * parts is a pattern: `{name}` stands for a value (a symbol, a number, a date), kept as it is in the
 * Hindi unless the value is itself a message of the catalog (a weekday, a plan duration, a reason).
 * The test `every-user-facing-english-message-has-its-hindi.test.ts` fails for a new English
 * refusal or schema message without an entry here.
 */
import type { PageLanguage } from '../web/page-language';

export const HINDI_MESSAGES: Readonly<Record<string, string>> = {
  // ---- errors of any request (http/) ----
  'Invalid request': 'अनुरोध सही नहीं है',
  'Invalid value': 'मान सही नहीं है',
  'No such API endpoint': 'ऐसा कोई API endpoint नहीं है',
  'Not found': 'नहीं मिला',
  'Too many requests. Please wait a minute and try again.':
    'बहुत ज़्यादा अनुरोध। कृपया एक मिनट रुकें और फिर से कोशिश करें।',
  'Something went wrong. Please try again.': 'कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।',
  'Your session has expired. Please login again.': 'आपका सेशन समाप्त हो गया है। कृपया फिर से लॉगिन करें।',
  'Text must not contain a NUL character (\\u0000)': 'टेक्स्ट में NUL वर्ण (\\u0000) नहीं होना चाहिए',
  'must not contain control characters': 'इसमें कंट्रोल वर्ण नहीं होने चाहिए',
  'The server cannot store orders or other changes right now: its disk is full. Please try again later.':
    'सर्वर अभी ऑर्डर या दूसरे बदलाव सहेज नहीं सकता: उसकी डिस्क भर गई है। कृपया बाद में फिर से कोशिश करें।',
  'Market data import over HTTP is disabled on this server: set MARKET_DATA_IMPORT_TOKEN, or use npm run import':
    'इस सर्वर पर HTTP से बाज़ार डेटा इम्पोर्ट बंद है: MARKET_DATA_IMPORT_TOKEN सेट करें, या npm run import चलाएँ',
  'An operator token is required to import market data': 'बाज़ार डेटा इम्पोर्ट करने के लिए ऑपरेटर टोकन ज़रूरी है',
  'An operator token is required': 'ऑपरेटर टोकन ज़रूरी है',
  'Operator endpoints are disabled on this server: set OPERATOR_TOKEN':
    'इस सर्वर पर ऑपरेटर endpoints बंद हैं: OPERATOR_TOKEN सेट करें',
  // imported market data (market/routes/lists): figures the files do not reach back far enough for
  "Not enough history for all-time highs: the imported data does not reach back to each stock's first day":
    'सर्वकालिक उच्च स्तर के लिए पर्याप्त इतिहास नहीं है: इम्पोर्ट किया गया डेटा हर शेयर के पहले दिन तक नहीं पहुँचता',
  'Not enough history for 52-week levels: the imported data has {days} sessions without a gap; 250 are needed':
    '52-सप्ताह के स्तरों के लिए पर्याप्त इतिहास नहीं है: इम्पोर्ट किए गए डेटा में बिना अंतराल के {days} सेशन हैं; 250 चाहिए',
  // web vitals (web-vitals/): the browser's reports
  'The value is out of range for this measurement': 'यह मान इस माप की सीमा से बाहर है',
  'A report carries at most {max} measurements': 'एक रिपोर्ट में ज़्यादा से ज़्यादा {max} माप हो सकते हैं',
  'send the file as text/csv or application/zip': 'फ़ाइल text/csv या application/zip के रूप में भेजें',
  'a file name, not a path': 'फ़ाइल का नाम दें, पाथ नहीं',
  'The upload is larger than the {limit} bytes this endpoint takes':
    'अपलोड इस endpoint की सीमा {limit} बाइट से बड़ा है',
  'Web app not built: run npm run build': 'वेब ऐप बिल्ड नहीं हुआ है: npm run build चलाएँ',

  // ---- sign-in (auth/) ----
  'Enter a valid 10-digit Indian mobile number': 'सही 10 अंकों का भारतीय मोबाइल नंबर दर्ज करें',
  'Enter the 6-digit code': '6 अंकों का कोड दर्ज करें',
  'Enter a valid email address': 'सही ईमेल पता दर्ज करें',
  'Name is required': 'नाम ज़रूरी है',
  'Name must be at least 2 characters': 'नाम कम से कम 2 अक्षरों का होना चाहिए',
  'Name must be at most 80 characters': 'नाम ज़्यादा से ज़्यादा 80 अक्षरों का हो सकता है',
  'Verify your mobile number first': 'पहले अपना मोबाइल नंबर सत्यापित करें',
  'Google credential is required': 'Google क्रेडेंशियल ज़रूरी है',
  'userdata must be a JSON object': 'userdata एक JSON ऑब्जेक्ट होना चाहिए',
  'OTP sent': 'OTP भेज दिया गया',
  Registered: 'रजिस्टर्ड है',
  'Not registered': 'रजिस्टर्ड नहीं है',
  'Email is available': 'यह ईमेल उपलब्ध है',
  'Signed in': 'साइन इन हो गया',
  'Signed out': 'साइन आउट हो गया',
  'Mobile number verified. Complete your registration.': 'मोबाइल नंबर सत्यापित हो गया। अपना रजिस्ट्रेशन पूरा करें।',
  'Registration complete': 'रजिस्ट्रेशन पूरा हुआ',
  'Google account verified. Verify your mobile number to finish registration.':
    'Google खाता सत्यापित हो गया। रजिस्ट्रेशन पूरा करने के लिए अपना मोबाइल नंबर सत्यापित करें।',
  'No code was sent to this number, or it was already used. Request a new code.':
    'इस नंबर पर कोई कोड नहीं भेजा गया, या वह पहले ही इस्तेमाल हो चुका है। नया कोड मँगाएँ।',
  'This code has expired. Request a new code.': 'इस कोड की समय-सीमा समाप्त हो गई है। नया कोड मँगाएँ।',
  'Too many wrong attempts. This code no longer works: request a new code.':
    'बहुत ज़्यादा ग़लत कोशिशें। यह कोड अब काम नहीं करेगा: नया कोड मँगाएँ।',
  'Wrong code. {left} attempt left.': 'ग़लत कोड। {left} कोशिश बाकी है।',
  'Wrong code. {left} attempts left.': 'ग़लत कोड। {left} कोशिशें बाकी हैं।',
  'Please wait {seconds} seconds before requesting another code.':
    'दूसरा कोड मँगाने से पहले कृपया {seconds} सेकंड रुकें।',
  'Too many codes were sent to this number in the last hour. Please try again later.':
    'पिछले एक घंटे में इस नंबर पर बहुत ज़्यादा कोड भेजे गए। कृपया बाद में फिर से कोशिश करें।',
  'Too many codes were requested from your network in the last hour. Please try again later.':
    'पिछले एक घंटे में आपके नेटवर्क से बहुत ज़्यादा कोड मँगाए गए। कृपया बाद में फिर से कोशिश करें।',
  'Your mobile verification has expired or was already used. Verify your mobile number again.':
    'आपके मोबाइल का सत्यापन समाप्त हो गया है या पहले ही इस्तेमाल हो चुका है। अपना मोबाइल नंबर फिर से सत्यापित करें।',
  'Your Google sign-in has expired. Sign in with Google again.':
    'आपका Google साइन इन समाप्त हो गया है। Google से फिर से साइन इन करें।',
  'Use the email address of your Google account.': 'अपने Google खाते का ईमेल पता इस्तेमाल करें।',
  'This Google account is already linked to another user.':
    'यह Google खाता पहले से किसी दूसरे उपयोगकर्ता से जुड़ा है।',
  'This email belongs to a Nivesh account that signs in with its mobile number. Please sign in with your mobile number.':
    'यह ईमेल ऐसे Nivesh खाते का है जो मोबाइल नंबर से साइन इन करता है। कृपया अपने मोबाइल नंबर से साइन इन करें।',
  'This mobile number is already registered. Please login.': 'यह मोबाइल नंबर पहले से रजिस्टर्ड है। कृपया लॉगिन करें।',
  'This email is already registered': 'यह ईमेल पहले से रजिस्टर्ड है',
  'Google sign-in is not available on this server. Please sign in with your mobile number.':
    'इस सर्वर पर Google साइन इन उपलब्ध नहीं है। कृपया अपने मोबाइल नंबर से साइन इन करें।',
  'Google sign-in failed: the credential is invalid or has expired. Please try again.':
    'Google साइन इन नहीं हो सका: क्रेडेंशियल सही नहीं है या उसकी समय-सीमा समाप्त हो गई है। कृपया फिर से कोशिश करें।',
  'Your Google email address is not verified. Verify it with Google or sign in with your mobile number.':
    'आपका Google ईमेल पता सत्यापित नहीं है। इसे Google से सत्यापित करें या अपने मोबाइल नंबर से साइन इन करें।',

  // ---- orders (orders/, the paper broker) ----
  '{symbol} is not a stock of this market': '{symbol} इस बाज़ार का शेयर नहीं है',
  'No such order': 'ऐसा कोई ऑर्डर नहीं है',
  'The stock of an order cannot be changed': 'ऑर्डर का शेयर बदला नहीं जा सकता',
  'This order is no longer open': 'यह ऑर्डर अब खुला नहीं है',
  'The order was rejected': 'ऑर्डर अस्वीकार कर दिया गया',
  'Order {orderId} is {status}: only open orders can be deleted':
    'ऑर्डर {orderId} {status} है: सिर्फ़ खुले ऑर्डर हटाए जा सकते हैं',
  '{strategy} flags no stock in {sector} today: choose another sector or strategy':
    '{strategy} आज {sector} में कोई शेयर नहीं दिखाती: दूसरा सेक्टर या रणनीति चुनें',
  'Order {basketId} has processed stocks: it can no longer be edited':
    'ऑर्डर {basketId} के शेयर प्रोसेस हो चुके हैं: इसे अब बदला नहीं जा सकता',
  '{symbol} is not in order {basketId}': '{symbol} ऑर्डर {basketId} में नहीं है',
  '{symbol} is already processed': '{symbol} पहले ही प्रोसेस हो चुका है',
  '{symbol} has no price': '{symbol} का कोई भाव नहीं है',
  // F&O paper trading (orders/option-trading.routes.ts, the broker's lot rule)
  'F&O orders are not available on this market': 'इस बाज़ार पर F&O ऑर्डर उपलब्ध नहीं हैं',
  '{symbol} is not a contract listed now': '{symbol} अभी लिस्टेड कॉन्ट्रैक्ट नहीं है',
  'Lots must be a whole number': 'लॉट पूर्ण संख्या में होने चाहिए',
  'Lots must be at least 1': 'कम से कम 1 लॉट होना चाहिए',
  'Lots must be at most {max}': 'ज़्यादा से ज़्यादा {max} लॉट हो सकते हैं',
  'Add at least one leg': 'कम से कम एक लेग जोड़ें',
  'An order takes at most {max} legs': 'एक ऑर्डर में ज़्यादा से ज़्यादा {max} लेग हो सकते हैं',
  'Choose a contract of the option chain': 'ऑप्शन चेन का कोई कॉन्ट्रैक्ट चुनें',
  'Price is required for a limit order': 'लिमिट ऑर्डर के लिए भाव ज़रूरी है',
  'Price must be on the ₹0.05 tick': 'भाव ₹0.05 के टिक पर होना चाहिए',
  '{placed} of {total} legs placed': '{total} में से {placed} लेग लगाए गए',
  "{placed} of {total} legs placed: see each leg's message":
    '{total} में से {placed} लेग लगाए गए: हर लेग का संदेश देखें',
  'Quantity must be whole lots of {lotSize}': 'मात्रा {lotSize} के पूरे लॉट में होनी चाहिए',
  '{symbol} processed': '{symbol} प्रोसेस हो गया',
  '{symbol} removed from order {basketId}': '{symbol} ऑर्डर {basketId} से हटा दिया गया',
  'Order {orderId} cancelled': 'ऑर्डर {orderId} रद्द कर दिया गया',
  'Order {basketId} deleted': 'ऑर्डर {basketId} हटा दिया गया',
  'Order {orderId} executed at ₹{price}': 'ऑर्डर {orderId} ₹{price} पर पूरा हुआ',
  'Order {orderId} placed: it is open until it fills or the session closes':
    'ऑर्डर {orderId} लग गया: यह भरने तक या सेशन बंद होने तक खुला रहेगा',
  'Order {orderId} placed on {symbols}': 'ऑर्डर {orderId} {symbols} पर लग गया',
  'Opening a {signalType} order for {symbol}': '{symbol} का {signalType} ऑर्डर खोला जा रहा है',
  'Your virtual funds are back to ₹{capital}': 'आपके वर्चुअल फ़ंड फिर से ₹{capital} हो गए',
  'No records yet': 'अभी कोई रिकॉर्ड नहीं',
  'Unknown pageName {pageName}: use simple, trade or position':
    'अज्ञात pageName {pageName}: simple, trade या position इस्तेमाल करें',
  'Strategy Type is required': 'रणनीति का प्रकार ज़रूरी है',
  'Quantity and Number of Stock must be at least 1': 'मात्रा और शेयरों की संख्या कम से कम 1 होनी चाहिए',
  'Stock is required': 'शेयर ज़रूरी है',
  'Secotor is required': 'सेक्टर ज़रूरी है',
  'Strategy  is required': 'रणनीति ज़रूरी है',
  'No strategy {id}': 'ऐसी कोई रणनीति नहीं: {id}',
  'orderId is required': 'orderId ज़रूरी है',
  'order_id is required': 'order_id ज़रूरी है',
  'signalType must be Buy or Sell': 'signalType Buy या Sell होना चाहिए',
  'The market is closed: orders can be placed from 09:15 to 15:30 IST':
    'बाज़ार बंद है: ऑर्डर 09:15 से 15:30 IST तक लगाए जा सकते हैं',
  'Intraday orders close at 15:20 IST: choose Delivery': 'इंट्राडे ऑर्डर 15:20 IST पर बंद हो जाते हैं: डिलीवरी चुनें',
  'You have {open}: close them before resetting your virtual funds (a reset squares nothing off)':
    'आपके पास {open} हैं: वर्चुअल फ़ंड रीसेट करने से पहले इन्हें बंद करें (रीसेट कुछ भी स्क्वेयर ऑफ़ नहीं करता)',
  'open orders': 'खुले ऑर्डर',
  'open positions': 'खुली पोज़िशन',
  holdings: 'होल्डिंग्स',
  'open strategy stocks': 'रणनीति के खुले शेयर',
  'Insufficient funds: this order needs ₹{required} (margin and charges) and ₹{available} is available. Reduce the quantity, or reset your virtual funds when you have no open orders or positions.':
    'फ़ंड कम है: इस ऑर्डर के लिए ₹{required} (मार्जिन और शुल्क) चाहिए और ₹{available} उपलब्ध है। मात्रा घटाएँ, या कोई खुला ऑर्डर या पोज़िशन न होने पर अपने वर्चुअल फ़ंड रीसेट करें।',
  'Quantity must be a whole number of shares above 0': 'मात्रा 0 से ज़्यादा शेयरों की पूर्ण संख्या होनी चाहिए',
  'Price must be above 0': 'भाव 0 से ज़्यादा होना चाहिए',
  'Trigger Price must be above 0': 'ट्रिगर भाव 0 से ज़्यादा होना चाहिए',
  'Order value ₹{value} is above the limit of ₹{limit} per order: reduce the quantity':
    'ऑर्डर मूल्य ₹{value} प्रति ऑर्डर ₹{limit} की सीमा से ज़्यादा है: मात्रा घटाएँ',
  'A buy stop needs last price {ltp} < trigger {trigger} < price {price}':
    'ख़रीद स्टॉप के लिए अंतिम भाव {ltp} < ट्रिगर {trigger} < भाव {price} होना चाहिए',
  'A sell stop needs price {price} < trigger {trigger} < last price {ltp}':
    'बिक्री स्टॉप के लिए भाव {price} < ट्रिगर {trigger} < अंतिम भाव {ltp} होना चाहिए',
  "You can sell at most {sellable} {symbol} for delivery (your holding and today's buys, less open sell orders). Choose Intraday to sell short.":
    'आप डिलीवरी के लिए ज़्यादा से ज़्यादा {sellable} {symbol} बेच सकते हैं (आपकी होल्डिंग और आज की ख़रीद, खुले बिक्री ऑर्डर घटाकर)। शॉर्ट बेचने के लिए इंट्राडे चुनें।',
  'You hold no {symbol} to sell for delivery. Choose Intraday to sell short.':
    'डिलीवरी के लिए बेचने को आपके पास कोई {symbol} नहीं है। शॉर्ट बेचने के लिए इंट्राडे चुनें।',

  // ---- market lists, stocks, sectors (market/) ----
  'No sector {id}': 'ऐसा कोई सेक्टर नहीं: {id}',
  'No options on {symbol}: pick an index (NIFTY, BANKNIFTY, FINNIFTY, MIDCPNIFTY) or an F&O stock':
    '{symbol} पर ऑप्शन नहीं हैं: कोई सूचकांक (NIFTY, BANKNIFTY, FINNIFTY, MIDCPNIFTY) या F&O शेयर चुनें',
  '{symbol} has no expiry on {date}': '{symbol} की {date} को कोई एक्सपायरी नहीं है',
  // imported NSE option chains (derivatives/option-data-historical.ts)
  'No imported option chain has the id {id}: pick one from the imported snapshots':
    'id {id} की कोई इम्पोर्ट की गई ऑप्शन चेन नहीं है: इम्पोर्ट किए गए स्नैपशॉट में से कोई चुनें',
  'The imported {symbol} chain of {time} has no expiry on {date}':
    '{time} की इम्पोर्ट की गई {symbol} चेन में {date} की कोई एक्सपायरी नहीं है',
  'Give the id of an imported snapshot': 'इम्पोर्ट किए गए किसी स्नैपशॉट की id दें',
  '{date} is outside the NSE calendar: pick a session date up to {latest}':
    '{date} NSE कैलेंडर से बाहर है: {latest} तक की कोई सत्र तारीख़ चुनें',
  '{date} is after the latest session ({latest}): pick {latest} or an earlier session':
    '{date} आख़िरी सत्र ({latest}) के बाद की तारीख़ है: {latest} या उससे पहले का कोई सत्र चुनें',
  '{date} is not an NSE session (a weekend or a market holiday): pick a trading day':
    '{date} को NSE में कारोबार नहीं हुआ (सप्ताहांत या बाज़ार की छुट्टी): कोई कारोबारी दिन चुनें',
  'Use YYYY-MM-DD': 'YYYY-MM-DD लिखें',
  'from must not be after to': 'from की तारीख़ to के बाद की नहीं हो सकती',
  'Not a symbol': 'यह कोई सिंबल नहीं है',
  'Not a strategy id': 'यह किसी स्ट्रैटेजी की id नहीं है',
  'No industry {id}': 'ऐसा कोई उद्योग नहीं: {id}',
  'No index {index}': 'ऐसा कोई इंडेक्स नहीं: {index}',
  'No stock with symbol {symbol}': '{symbol} सिंबल वाला कोई शेयर नहीं है',
  'No ETF with symbol {symbol}': '{symbol} सिंबल वाला कोई ETF नहीं है',
  'No NSE equity {symbol}': 'ऐसा कोई NSE शेयर नहीं: {symbol}',
  'Ask for at most {count} symbols': 'ज़्यादा से ज़्यादा {count} सिंबल माँगें',
  'The market has no NIFTY 50 to read a signal from': 'सिग्नल पढ़ने के लिए बाज़ार में NIFTY 50 नहीं है',
  'No {months}-month expiry in the calendar': 'कैलेंडर में {months} महीने की कोई एक्सपायरी नहीं है',
  'No market data for {date}: that session has not happened yet.':
    '{date} का कोई बाज़ार डेटा नहीं: वह सेशन अभी हुआ नहीं है।',
  'No market data for {date}: the market history starts on {first}.':
    '{date} का कोई बाज़ार डेटा नहीं: बाज़ार का इतिहास {first} से शुरू होता है।',
  'No market data for {date}: the market was closed that day (weekend or holiday).':
    '{date} का कोई बाज़ार डेटा नहीं: उस दिन बाज़ार बंद था (सप्ताहांत या छुट्टी)।',
  'No market data for {date}: it is the first day of the history, with no previous close.':
    '{date} का कोई बाज़ार डेटा नहीं: यह इतिहास का पहला दिन है, इसका कोई पिछला बंद नहीं है।',
  "Hourly gainers and losers are kept for today's session only, not {date}.":
    'हर घंटे के बढ़त और गिरावट वाले शेयर सिर्फ़ आज के सेशन के रखे जाते हैं, {date} के नहीं।',
  'India VIX is not available in this market yet': 'India VIX इस बाज़ार में अभी उपलब्ध नहीं है',
  'Enter an NSE symbol such as RELIANCE or M&M': 'RELIANCE या M&M जैसा NSE सिंबल दर्ज करें',
  'Choose at least one column': 'कम से कम एक कॉलम चुनें',
  'Columns saved': 'कॉलम सहेज लिए गए',
  'Unknown column {field} for {table}': '{table} के लिए अनजाना कॉलम {field}',
  'symbol has at most 40 characters': 'symbol ज़्यादा से ज़्यादा 40 अक्षरों का हो सकता है',
  'action is add, remove, up or down': 'action add, remove, up या down होना चाहिए',
  'Use a YYYY-MM-DD date': 'YYYY-MM-DD तारीख़ इस्तेमाल करें',
  'Enter a date as YYYY-MM-DD': 'तारीख़ YYYY-MM-DD के रूप में दर्ज करें',
  'date must be YYYY-MM-DD': 'date YYYY-MM-DD होनी चाहिए',
  'lookback must be 20, 50 or 250': 'lookback 20, 50 या 250 होना चाहिए',
  'min_score must be a whole number from 0 to 9': 'min_score 0 से 9 तक की पूर्ण संख्या होनी चाहिए',

  // ---- screeners, screens, signals, trading tools ----
  'No {kind} screen {id}: choose an id from {first} to {last} (see /{path}) or a screen’s slug':
    'ऐसी कोई {kind} स्क्रीन नहीं: {id}: {first} से {last} तक का id चुनें (देखें /{path}) या स्क्रीन का slug',
  'No {kind} screen {id}: choose a number from 1 to {count}':
    'ऐसी कोई {kind} स्क्रीन नहीं: {id}: 1 से {count} तक की संख्या चुनें',
  'No sector {id}: use a sector’s slug, its name or all':
    'ऐसा कोई सेक्टर नहीं: {id}: सेक्टर का slug, उसका नाम या all इस्तेमाल करें',
  "No sector {id}: use all, a sector's slug or its number in stock/getFilterData":
    'ऐसा कोई सेक्टर नहीं: {id}: all, सेक्टर का slug या stock/getFilterData में उसकी संख्या इस्तेमाल करें',
  'Cannot sort by {key}: sort by one of {keys}': '{key} से क्रम नहीं हो सकता: इनमें से किसी एक से क्रम करें: {keys}',
  'No screen {id}: use a built-in screen’s slug (e.g. golden-cross), category-id (fundamental-3) or a technical screen’s id':
    'ऐसी कोई स्क्रीन नहीं: {id}: बिल्ट-इन स्क्रीन का slug (जैसे golden-cross), category-id (fundamental-3) या टेक्निकल स्क्रीन का id इस्तेमाल करें',
  '{date} has not traded yet: the current session is {session}. Pick {pick} or an earlier trading day.':
    '{date} को अभी कारोबार नहीं हुआ है: मौजूदा सेशन {session} है। {pick} या उससे पहले का कोई कारोबारी दिन चुनें।',
  '{date} is before the market history, which starts on {first}.':
    '{date} बाज़ार के इतिहास से पहले की तारीख़ है, जो {first} से शुरू होता है।',
  '{date} is not a calendar date.': '{date} कैलेंडर की कोई तारीख़ नहीं है।',
  '{date} was a {weekday}: the market was closed.': '{date} को {weekday} था: बाज़ार बंद था।',
  '{date} ({weekday}) was a market holiday: the market was closed.':
    '{date} ({weekday}) को बाज़ार की छुट्टी थी: बाज़ार बंद था।',
  '{closed} The trading day before it was {before}.': '{closed} इससे पहले का कारोबारी दिन {before} था।',
  Monday: 'सोमवार',
  Tuesday: 'मंगलवार',
  Wednesday: 'बुधवार',
  Thursday: 'गुरुवार',
  Friday: 'शुक्रवार',
  Saturday: 'शनिवार',
  Sunday: 'रविवार',
  '“{screen}” reads company fundamentals ({fields}), which the simulated market keeps for the current session only: it can be run on {session}, not on {date}.':
    '“{screen}” कंपनी के फ़ंडामेंटल ({fields}) पढ़ती है, जो सिम्युलेटेड बाज़ार सिर्फ़ मौजूदा सेशन के लिए रखता है: इसे {session} पर चलाया जा सकता है, {date} पर नहीं।',
  '“{screen}” reads 15-minute bars, which are kept for the current session only: it can be run on {session}, not on {date}.':
    '“{screen}” 15 मिनट के बार पढ़ती है, जो सिर्फ़ मौजूदा सेशन के लिए रखे जाते हैं: इसे {session} पर चलाया जा सकता है, {date} पर नहीं।',
  'No pattern {id}: choose one of {ids}': 'ऐसा कोई पैटर्न नहीं: {id}: इनमें से एक चुनें: {ids}',
  '{symbol} has no pre-open price on {date}': '{date} को {symbol} का कोई प्री-ओपन भाव नहीं है',
  'No signal {id}: choose one of {ids} or all': 'ऐसा कोई सिग्नल नहीं: {id}: {ids} में से एक या all चुनें',
  'No strategy family “{family}”': 'ऐसा कोई रणनीति परिवार नहीं: “{family}”',
  'No trading tool “{id}”: choose one of the {count} in the catalogue':
    'ऐसा कोई ट्रेडिंग टूल नहीं: “{id}”: सूची के {count} टूल में से एक चुनें',
  'Choose a screen': 'स्क्रीन चुनें',
  'Choose a stock': 'शेयर चुनें',
  'Choose a trading tool': 'ट्रेडिंग टूल चुनें',
  'Choose {what}': '{what} चुनें',
  'a screen': 'स्क्रीन',
  'a pattern': 'पैटर्न',
  'category must be fundamental, technical or special':
    'category fundamental, technical या special होनी चाहिए',
  'order must be asc or desc': 'order asc या desc होना चाहिए',
  'scan is a whole number': 'scan एक पूर्ण संख्या है',
  'timeframe is daily or m15': 'timeframe daily या m15 है',
  'Write a screen, e.g. close > sma(close, 200)': 'स्क्रीन लिखें, जैसे close > sma(close, 200)',
  'A screen is at most {max} characters': 'स्क्रीन ज़्यादा से ज़्यादा {max} अक्षरों की हो सकती है',
  'Name the screen': 'स्क्रीन का नाम दें',
  'A screen name is at most 60 characters': 'स्क्रीन का नाम ज़्यादा से ज़्यादा 60 अक्षरों का हो सकता है',
  'You can keep at most {max} screens: delete one first':
    'आप ज़्यादा से ज़्यादा {max} स्क्रीन रख सकते हैं: पहले एक हटाएँ',
  'Saved “{name}”': '“{name}” सहेज लिया गया',
  'Screen deleted': 'स्क्रीन हटा दी गई',
  'No such saved screen': 'ऐसी कोई सहेजी गई स्क्रीन नहीं है',
  'A screen may compute at most {allowed} different indicators over {stocks} stock; this one computes {series}. Remove some indicators or narrow it to a sector.':
    'एक स्क्रीन {stocks} शेयर पर ज़्यादा से ज़्यादा {allowed} अलग इंडिकेटर गिन सकती है; यह {series} गिनती है। कुछ इंडिकेटर हटाएँ या इसे एक सेक्टर तक सीमित करें।',
  'A screen may compute at most {allowed} different indicators over {stocks} stocks; this one computes {series}. Remove some indicators or narrow it to a sector.':
    'एक स्क्रीन {stocks} शेयरों पर ज़्यादा से ज़्यादा {allowed} अलग इंडिकेटर गिन सकती है; यह {series} गिनती है। कुछ इंडिकेटर हटाएँ या इसे एक सेक्टर तक सीमित करें।',
  'A screen may have at most {max} terms; this one has {terms}. Remove some conditions.':
    'एक स्क्रीन में ज़्यादा से ज़्यादा {max} पद हो सकते हैं; इसमें {terms} हैं। कुछ शर्तें हटाएँ।',
  'A screen may nest terms at most {max} deep; this one nests {depth}. Simplify it.':
    'एक स्क्रीन में पद ज़्यादा से ज़्यादा {max} स्तर तक एक-दूसरे के भीतर हो सकते हैं; इसमें {depth} स्तर हैं। इसे सरल करें।',
  'Sort by a number field of the rows, e.g. {field}': 'पंक्तियों के किसी संख्या वाले फ़ील्ड से क्रम लगाएँ, जैसे {field}',
  'Sort by a field name, e.g. iv_rank': 'किसी फ़ील्ड के नाम से क्रम लगाएँ, जैसे iv_rank',

  // ---- watchlists ----
  'No such watchlist': 'ऐसी कोई वॉचलिस्ट नहीं है',
  'Name the watchlist': 'वॉचलिस्ट का नाम लिखें',
  'A watchlist name has at most {max} characters': 'वॉचलिस्ट का नाम ज़्यादा से ज़्यादा {max} अक्षरों का हो सकता है',
  'You can keep at most {max} watchlists: delete one first':
    'आप ज़्यादा से ज़्यादा {max} वॉचलिस्ट रख सकते हैं: पहले एक हटाएँ',
  'A watchlist holds at most {max} stocks: remove one first':
    'एक वॉचलिस्ट में ज़्यादा से ज़्यादा {max} शेयर रह सकते हैं: पहले एक हटाएँ',
  'You already have a watchlist named “{name}”': '“{name}” नाम की वॉचलिस्ट आपके पास पहले से है',
  '{symbol} is already in “{name}”': '{symbol} पहले से “{name}” में है',
  '{symbol} is not in “{name}”': '{symbol} “{name}” में नहीं है',
  'Added {symbol} to “{name}”': '{symbol} को “{name}” में जोड़ा गया',
  'Removed {symbol} from “{name}”': '{symbol} को “{name}” से हटाया गया',
  'Moved {symbol} up': '{symbol} को ऊपर किया गया',
  'Moved {symbol} down': '{symbol} को नीचे किया गया',
  'Created “{name}”': '“{name}” बनाई गई',
  'Renamed to “{name}”': 'नया नाम: “{name}”',
  'Watchlist deleted': 'वॉचलिस्ट हटा दी गई',
  'Created “{name}”, following “{screen}”': '“{name}” बनाई गई, “{screen}” स्क्रीन के साथ',
  'Renamed to “{name}”, following “{screen}”': 'नया नाम: “{name}”, “{screen}” स्क्रीन के साथ',
  '“{list}” follows the screen “{screen}”: its stocks are the screen’s results, so they cannot be added, removed or moved by hand':
    '“{list}” स्क्रीन “{screen}” के साथ चलती है: इसके शेयर स्क्रीन के नतीजे हैं, इसलिए इन्हें हाथ से जोड़ा, हटाया या खिसकाया नहीं जा सकता',
  'No built-in screen {id}': 'ऐसी कोई बिल्ट-इन स्क्रीन नहीं: {id}',
  'screen is none, saved:{id} or builtin:{slug}': 'screen none, saved:{id} या builtin:{slug} होना चाहिए',
  '{count} of {max} watchlists': '{max} में से {count} वॉचलिस्ट',
  '{count} stocks in “{name}”': '“{name}” में {count} शेयर',

  // ---- dashboard ----
  '{count} signals today on “{name}”': 'आज “{name}” पर {count} सिग्नल',
  'No watchlist yet': 'अभी कोई वॉचलिस्ट नहीं है',
  'Your day': 'आपका दिन',
  'No portfolio yet: make one on the Portfolios page, or buy for delivery on the order dashboard.':
    'अभी कोई पोर्टफ़ोलियो नहीं: पोर्टफ़ोलियो पेज पर एक बनाएँ, या ऑर्डर डैशबोर्ड पर डिलीवरी के लिए खरीदें।',
  // ---- portfolio analysis (risk profiles, the risk X-ray) ----
  'No such profile': 'ऐसी कोई प्रोफ़ाइल नहीं है',
  'Name the profile': 'प्रोफ़ाइल का नाम दें',
  'A profile name has at most {max} characters': 'प्रोफ़ाइल के नाम में ज़्यादा से ज़्यादा {max} अक्षर हो सकते हैं',
  'Choose an answer': 'एक उत्तर चुनें',
  'You can keep at most {max} profiles': 'आप ज़्यादा से ज़्यादा {max} प्रोफ़ाइलें रख सकते हैं',
  'Saved “{name}”: {score} of {max}': '“{name}” सहेजी गई: {max} में से {score}',
  'Profile deleted': 'प्रोफ़ाइल हटा दी गई',
  '{count} of {max} profiles': '{max} में से {count} प्रोफ़ाइलें',
  'No paper holdings yet': 'अभी कोई पेपर होल्डिंग नहीं',
  '{count} holdings against “{name}”': '“{name}” के सामने {count} होल्डिंग्स',
  'source is paper': 'source paper होना चाहिए',
  // ---- portfolios ----
  'No such portfolio': 'ऐसा कोई पोर्टफ़ोलियो नहीं है',
  'No such transaction': 'ऐसा कोई लेन-देन नहीं है',
  'Name the portfolio': 'पोर्टफ़ोलियो का नाम लिखें',
  'A portfolio name has at most {max} characters': 'पोर्टफ़ोलियो का नाम ज़्यादा से ज़्यादा {max} अक्षरों का हो सकता है',
  'You can keep at most {max} portfolios: delete one first':
    'आप ज़्यादा से ज़्यादा {max} पोर्टफ़ोलियो रख सकते हैं: पहले एक हटाएँ',
  'A portfolio holds at most {max} transactions': 'एक पोर्टफ़ोलियो में ज़्यादा से ज़्यादा {max} लेन-देन रह सकते हैं',
  'You already have a portfolio named “{name}”': '“{name}” नाम का पोर्टफ़ोलियो आपके पास पहले से है',
  'Portfolio deleted': 'पोर्टफ़ोलियो हटा दिया गया',
  'Transaction deleted': 'लेन-देन हटा दिया गया',
  '{count} of {max} portfolios': '{max} में से {count} पोर्टफ़ोलियो',
  '{count} transactions in “{name}”': '“{name}” में {count} लेन-देन',
  '{count} transactions': '{count} लेन-देन',
  'Added a {kind} of {symbol}': '{symbol} का {kind} जोड़ा गया',
  'Holdings of “{name}”': '“{name}” की होल्डिंग',
  'Returns of “{name}”': '“{name}” का रिटर्न',
  'Paper-trading holdings': 'पेपर ट्रेडिंग की होल्डिंग',
  'The paper-trading portfolio': 'पेपर ट्रेडिंग पोर्टफ़ोलियो',
  'Capital gains: an estimate, not tax advice': 'पूँजीगत लाभ: एक अनुमान, कर सलाह नहीं',
  'Imported {count} transactions from {file}': '{file} से {count} लेन-देन आयात किए गए',
  'The paper-trading portfolio is read-only: trade it on the order dashboard':
    'पेपर ट्रेडिंग पोर्टफ़ोलियो केवल देखने के लिए है: इसमें ट्रेड ऑर्डर डैशबोर्ड पर करें',
  'The paper-trading portfolio keeps quantity and cost only, no dated lots: returns and capital gains are for your own portfolios':
    'पेपर ट्रेडिंग पोर्टफ़ोलियो में केवल मात्रा और लागत है, तारीख़ वाले लॉट नहीं: रिटर्न और पूँजीगत लाभ आपके अपने पोर्टफ़ोलियो के लिए हैं',
  'Deleting it leaves a transaction that cannot apply: {reason}':
    'इसे हटाने से एक लेन-देन लागू नहीं हो पाएगा: {reason}',
  '{symbol} on {date}: {reason}': '{date} को {symbol}: {reason}',
  '{file} line {line}: {reason}': '{file} की पंक्ति {line}: {reason}',
  '{file}: the file is empty': '{file}: फ़ाइल ख़ाली है',
  '{file}: no transactions to import': '{file}: आयात के लिए कोई लेन-देन नहीं है',
  'missing column {columns}': 'कॉलम नहीं है: {columns}',
  'The transactions do not apply': 'ये लेन-देन लागू नहीं होते',
  'The file is too large (at most 1.5 MB)': 'फ़ाइल बहुत बड़ी है (ज़्यादा से ज़्यादा 1.5 MB)',
  'kind is buy, sell, bonus, split, dividend or transfer-in':
    'kind buy, sell, bonus, split, dividend या transfer-in होना चाहिए',
  'format is generic, zerodha-tradebook or groww-orders':
    'format generic, zerodha-tradebook या groww-orders होना चाहिए',
  'Give the stock symbol': 'शेयर का सिंबल लिखें',
  'Give the date as YYYY-MM-DD': 'तारीख़ YYYY-MM-DD रूप में लिखें',
  'The date is in the future': 'यह तारीख़ भविष्य की है',
  'Quantity is a whole number above 0': 'मात्रा 0 से बड़ी पूर्ण संख्या होनी चाहिए',
  'Price is a number of rupees of at least 0 with at most 2 decimals':
    'भाव 0 या उससे ज़्यादा रुपये होना चाहिए, दशमलव के बाद ज़्यादा से ज़्यादा 2 अंक',
  'Charges are a number of rupees of at least 0 with at most 2 decimals':
    'शुल्क 0 या उससे ज़्यादा रुपये होने चाहिए, दशमलव के बाद ज़्यादा से ज़्यादा 2 अंक',
  'The ratio is two whole numbers above 0': 'अनुपात 0 से बड़ी दो पूर्ण संख्याएँ होनी चाहिए',
  'A split of equal numbers changes nothing': 'बराबर संख्याओं का विभाजन कुछ नहीं बदलता',
  'Give the original purchase date as YYYY-MM-DD, on or before the transfer date':
    'मूल ख़रीद की तारीख़ YYYY-MM-DD रूप में लिखें, जो ट्रांसफ़र की तारीख़ या उससे पहले की हो',
  'symbol “{symbol}” is not a stock symbol': '“{symbol}” शेयर का सिंबल नहीं है',
  'ISIN “{isin}” is not an ISIN': '“{isin}” ISIN नहीं है',
  'date “{date}” is not YYYY-MM-DD': 'तारीख़ “{date}” YYYY-MM-DD रूप में नहीं है',

  // ---- robo (model) portfolios ----
  'Model portfolios': 'मॉडल पोर्टफ़ोलियो',
  'No such model portfolio': 'ऐसा कोई मॉडल पोर्टफ़ोलियो नहीं है',
  'Quality at a fair price': 'उचित दाम पर गुणवत्ता',
  Momentum: 'मोमेंटम',
  '{symbol} has no price today: try again in a moment':
    '{symbol} का आज कोई भाव नहीं है: थोड़ी देर में फिर कोशिश करें',
  'This model has not rebalanced yet: there is nothing to follow':
    'यह मॉडल अभी तक रीबैलेंस नहीं हुआ है: फ़ॉलो करने को कुछ नहीं है',
  'This portfolio follows no model': 'यह पोर्टफ़ोलियो किसी मॉडल को फ़ॉलो नहीं करता',
  'Follows {name} since {date}': '{date} से {name} को फ़ॉलो करता है',
  'Following {name} in “{portfolio}”': '“{portfolio}” में {name} को फ़ॉलो कर रहे हैं',
  'Enter an amount in rupees greater than zero': 'शून्य से ज़्यादा रक़म रुपयों में लिखें',
  'Enter at most ₹{max}': 'ज़्यादा से ज़्यादा ₹{max} लिखें',
  'Enter the amount in rupees and paise (two decimals at most)':
    'रक़म रुपये और पैसे में लिखें (दशमलव के बाद ज़्यादा से ज़्यादा दो अंक)',
  "At least ₹{minimum} is needed to buy one share of each of the model's {count} stocks":
    'मॉडल के {count} शेयरों में से हर एक का कम से कम एक शेयर ख़रीदने के लिए कम से कम ₹{minimum} चाहिए',

  // ---- user strategies, back-tests ----
  'No such strategy': 'ऐसी कोई रणनीति नहीं है',
  'Check the form': 'फ़ॉर्म जाँचें',
  'Strategy deleted': 'रणनीति हटा दी गई',
  'The rule is valid': 'नियम सही है',
  'Write a condition, e.g. close > sma(close, 50)': 'शर्त लिखें, जैसे close > sma(close, 50)',
  'You can keep at most {max} strategies: delete one first':
    'आप ज़्यादा से ज़्यादा {max} रणनीतियाँ रख सकते हैं: पहले एक हटाएँ',
  'You already have a strategy named “{name}”': '“{name}” नाम की रणनीति आपके पास पहले से है',
  'Strategy Name is required': 'रणनीति का नाम ज़रूरी है',
  'Strategy Name is at most {max} characters': 'रणनीति का नाम ज़्यादा से ज़्यादा {max} अक्षरों का हो सकता है',
  'Description is at most {max} characters': 'विवरण ज़्यादा से ज़्यादा {max} अक्षरों का हो सकता है',
  'Timeframe must be Daily or 15-minute': 'टाइमफ़्रेम Daily या 15-minute होना चाहिए',
  'Side must be Buy or Sell': 'दिशा Buy या Sell होनी चाहिए',
  'Product must be Intraday or Delivery': 'प्रोडक्ट Intraday या Delivery होना चाहिए',
  'A 15-minute strategy is Intraday: its trades are squared off the same day':
    '15 मिनट की रणनीति इंट्राडे होती है: उसके सौदे उसी दिन स्क्वेयर ऑफ़ होते हैं',
  'A Sell strategy is Intraday: NSE cash does not carry short positions overnight':
    'Sell रणनीति इंट्राडे होती है: NSE कैश में शॉर्ट पोज़िशन रात भर नहीं रखी जाती',
  '{label} is at most {max} characters': '{label} ज़्यादा से ज़्यादा {max} अक्षरों की हो सकती है',
  '{label} must be a number': '{label} एक संख्या होनी चाहिए',
  '{label} must be from 0 (none) to {max} %': '{label} 0 (कोई नहीं) से {max} % तक होना चाहिए',
  'Entry Condition: {mistake}': 'एंट्री की शर्त: {mistake}',
  'Exit Condition: {mistake}': 'एग्ज़िट की शर्त: {mistake}',
  '{label}: a rule is at most {max} characters': '{label}: नियम ज़्यादा से ज़्यादा {max} अक्षरों का हो सकता है',
  'Entry and Exit Conditions: {refusal}': 'एंट्री और एग्ज़िट की शर्तें: {refusal}',
  'Entry Condition': 'एंट्री की शर्त',
  'Exit Condition': 'एग्ज़िट की शर्त',
  'Stop Loss': 'स्टॉप-लॉस',
  'Profit Target': 'लाभ का लक्ष्य',
  Entry: 'एंट्री',
  Exit: 'एग्ज़िट',
  'The server is running several back-tests: try again in a few seconds':
    'सर्वर पर कई बैक-टेस्ट चल रहे हैं: कुछ सेकंड बाद फिर से कोशिश करें',
  'Capital must be a number of rupees': 'पूँजी रुपयों में एक संख्या होनी चाहिए',
  'type must be autosignal or tradingTool': 'type autosignal या tradingTool होना चाहिए',
  'Choose Trading Tools, Autosignal or Custom screen': 'Trading Tools, Autosignal या Custom screen चुनें',
  'Scope must be one stock, a sector or all stocks': 'दायरा एक शेयर, एक सेक्टर या सभी शेयर होना चाहिए',
  'Product must be intraday or delivery': 'प्रोडक्ट इंट्राडे या डिलीवरी होना चाहिए',
  'Unknown broker plan': 'अज्ञात ब्रोकर प्लान',
  'Position size must be a number': 'पोज़िशन का आकार एक संख्या होना चाहिए',
  'Open positions must be a number': 'खुली पोज़िशन एक संख्या होनी चाहिए',
  'Stop-loss must be a number': 'स्टॉप-लॉस एक संख्या होना चाहिए',
  'Target must be a number': 'लक्ष्य एक संख्या होना चाहिए',
  'Slippage must be a number': 'स्लिपेज एक संख्या होना चाहिए',
  '{field} is an id of letters, digits, - and _': '{field} अक्षरों, अंकों, - और _ से बना id है',
  '{field} is required': '{field} ज़रूरी है',

  // ---- charges calculator ----
  'Choose Intraday or Delivery': 'इंट्राडे या डिलीवरी चुनें',
  'Quantity must be a number': 'मात्रा एक संख्या होनी चाहिए',
  'Quantity must be a whole number': 'मात्रा एक पूर्ण संख्या होनी चाहिए',
  'Quantity must be at least 1': 'मात्रा कम से कम 1 होनी चाहिए',
  'Quantity must be at most 1,00,00,000': 'मात्रा ज़्यादा से ज़्यादा 1,00,00,000 हो सकती है',
  '{what} must be above 0': '{what} 0 से ज़्यादा होना चाहिए',
  '{what} must be at most ₹10,00,000': '{what} ज़्यादा से ज़्यादा ₹10,00,000 हो सकता है',
  '{what} has at most 2 decimals': '{what} में ज़्यादा से ज़्यादा 2 दशमलव अंक हो सकते हैं',
  'Buy price': 'ख़रीद भाव',
  'Sell price': 'बिक्री भाव',

  // ---- subscriptions and payments ----
  'Choose a package': 'पैकेज चुनें',
  'No such package: choose one of the plans on /subscription':
    'ऐसा कोई पैकेज नहीं: /subscription पर दिए प्लान में से एक चुनें',
  'Choose 1 Month, 3 Months, 6 Months or 1 Year': '1 महीना, 3 महीने, 6 महीने या 1 साल चुनें',
  '1 Month': '1 महीना',
  '3 Months': '3 महीने',
  '6 Months': '6 महीने',
  '1 Year': '1 साल',
  'selectedAmount must be a number of rupees': 'selectedAmount रुपयों में एक संख्या होनी चाहिए',
  'selectedAmount is above any price: reload the plans': 'selectedAmount हर भाव से ज़्यादा है: प्लान फिर से लोड करें',
  'No order': 'कोई ऑर्डर नहीं',
  'Enter the card number': 'कार्ड नंबर दर्ज करें',
  'Enter the card number (12 to 19 digits)': 'कार्ड नंबर दर्ज करें (12 से 19 अंक)',
  'Enter the expiry as MM/YY': 'एक्सपायरी MM/YY के रूप में दर्ज करें',
  'Enter the 3-digit CVV': '3 अंकों का CVV दर्ज करें',
  'cartData is required': 'cartData ज़रूरी है',
  'orderResponse is required': 'orderResponse ज़रूरी है',
  'Name a premium service': 'प्रीमियम सेवा का नाम दें',
  'No premium service “{slug}”: choose {names}': 'ऐसी कोई प्रीमियम सेवा नहीं: “{slug}”: {names} चुनें',
  'No package {id}: reload the plans and choose again':
    'ऐसा कोई पैकेज नहीं: {id}: प्लान फिर से लोड करें और दोबारा चुनें',
  '{plan} for {duration} is free: there is nothing to pay':
    '{duration} के लिए {plan} मुफ़्त है: कुछ भुगतान नहीं करना है',
  '{plan} is not on sale yet: what it adds to Free ({coming}) is still being built. See /subscription-feature for what is coming to the {tier} plan.':
    '{plan} अभी बिक्री के लिए नहीं है: Free के ऊपर इसमें जो जुड़ता है ({coming}) वह अभी बन रहा है। {tier} प्लान में क्या आ रहा है, यह /subscription-feature पर देखें।',
  'nothing yet': 'अभी कुछ नहीं',
  'The price of {plan} for {duration} is Rs. {price}, not Rs. {selected}: reload the plans and try again':
    '{duration} के लिए {plan} का भाव Rs. {price} है, Rs. {selected} नहीं: प्लान फिर से लोड करें और फिर से कोशिश करें',
  'orderResponse is not the checkout’s answer (razorpay_payment_id, razorpay_order_id, razorpay_signature)':
    'orderResponse चेकआउट का जवाब नहीं है (razorpay_payment_id, razorpay_order_id, razorpay_signature)',
  'cartData is not a package with selectedColumn and selectedAmount':
    'cartData selectedColumn और selectedAmount वाला पैकेज नहीं है',
  'The payment could not be verified (its signature does not match), so no plan was activated. If money left your account, contact support with the payment id.':
    'भुगतान सत्यापित नहीं हो सका (उसका सिग्नेचर मेल नहीं खाता), इसलिए कोई प्लान चालू नहीं हुआ। अगर आपके खाते से पैसे कट गए हैं, तो भुगतान id के साथ सपोर्ट से संपर्क करें।',
  'No such payment order: start again from the plans on /subscription':
    'ऐसा कोई भुगतान ऑर्डर नहीं है: /subscription पर प्लान से फिर से शुरू करें',
  'The cart ({cart}, Rs. {amount}) does not match the order paid ({paid}, Rs. {paidAmount}), so no plan was activated':
    'कार्ट ({cart}, Rs. {amount}) भुगतान किए गए ऑर्डर ({paid}, Rs. {paidAmount}) से मेल नहीं खाता, इसलिए कोई प्लान चालू नहीं हुआ',
  'No such payment order: start again from the plans': 'ऐसा कोई भुगतान ऑर्डर नहीं है: प्लान से फिर से शुरू करें',
  'This order is already paid': 'इस ऑर्डर का भुगतान पहले ही हो चुका है',
  'This card has expired: check the expiry date': 'इस कार्ड की समय-सीमा समाप्त हो गई है: एक्सपायरी तारीख़ जाँचें',
  'This order is already paid (payment {paymentId}): nothing was charged again. Reload the plans to see your plan.':
    'इस ऑर्डर का भुगतान पहले ही हो चुका है (भुगतान {paymentId}): दोबारा कुछ नहीं काटा गया। अपना प्लान देखने के लिए प्लान फिर से लोड करें।',
  'The sandbox accepts only its test cards: 4111 1111 1111 1111 (success), 4000 0000 0000 0002 (decline), 4000 0000 0000 0077 (pending)':
    'सैंडबॉक्स सिर्फ़ अपने टेस्ट कार्ड स्वीकार करता है: 4111 1111 1111 1111 (सफल), 4000 0000 0000 0002 (अस्वीकार), 4000 0000 0000 0077 (लंबित)',
  'Payment failed: {reason} Nothing was charged and your plan is unchanged.':
    'भुगतान नहीं हुआ: {reason} कुछ नहीं काटा गया और आपका प्लान नहीं बदला।',
  'Your card was declined by the bank (sandbox test card for a decline).':
    'बैंक ने आपका कार्ड अस्वीकार कर दिया (अस्वीकार के लिए सैंडबॉक्स टेस्ट कार्ड)।',
  'Payment pending: your plan starts when the bank confirms it':
    'भुगतान लंबित है: बैंक के पुष्टि करने पर आपका प्लान शुरू होगा',
  'Payment authorised': 'भुगतान अधिकृत हो गया',
  'Order for {description}: Rs. {amount}': '{description} का ऑर्डर: Rs. {amount}',
  'Invalid webhook signature': 'webhook का सिग्नेचर सही नहीं है',
  'No invoice for this payment: only paid plans have one':
    'इस भुगतान का कोई इनवॉइस नहीं है: इनवॉइस सिर्फ़ पेड प्लान का होता है',
  '{feature} is part of the {plans} plan. Subscribe at {path} to open it.':
    '{feature} {plans} प्लान का हिस्सा है। इसे खोलने के लिए {path} पर सब्सक्राइब करें।',
  '{feature} is part of the {plans} plan. Sign in and subscribe at {path} to open it.':
    '{feature} {plans} प्लान का हिस्सा है। इसे खोलने के लिए साइन इन करें और {path} पर सब्सक्राइब करें।',
  'a paid': 'किसी पेड',
};

export type MessageLanguage = PageLanguage;

const PLACEHOLDER = /\{([A-Za-z]\w*)\}/g;

interface MessagePattern {
  /** The longest fixed part of the English: a message without it cannot match (checked first, cheaply). */
  readonly anchor: string;
  readonly regex: RegExp;
  readonly names: readonly string[];
  readonly hindi: string;
  /** Fixed characters of the English: patterns with more are tried first (the most specific wins). */
  readonly weight: number;
}

const escapeRegex = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compilePattern(english: string, hindi: string): MessagePattern {
  const fixed = english.split(PLACEHOLDER).filter((_, i) => i % 2 === 0);
  const names = [...english.matchAll(PLACEHOLDER)].map((m) => m[1] ?? '');
  const regex = new RegExp(`^${fixed.map(escapeRegex).join('(.+?)')}$`, 's');
  const anchor = fixed.reduce((longest, part) => (part.length > longest.length ? part : longest), '');
  return { anchor, regex, names, hindi, weight: fixed.join('').length };
}

/** Exact messages, looked up in O(1). */
const EXACT = new Map<string, string>();
/** Messages with `{placeholders}`, compiled once, most specific first. */
const PATTERNS: MessagePattern[] = [];
for (const [english, hindi] of Object.entries(HINDI_MESSAGES)) {
  if (/\{[A-Za-z]\w*\}/.test(english)) PATTERNS.push(compilePattern(english, hindi));
  else EXACT.set(english, hindi);
}
PATTERNS.sort((a, b) => b.weight - a.weight);

/** Parts of a list written `a, b or c` / `a, b and c`. */
const LIST_SEPARATOR = /, | or | and /;
const HINDI_CONJUNCTION: Readonly<Record<string, string>> = { ' or ': ' या ', ' and ': ' और ' };

/**
 * A value inside a pattern: its Hindi when it is itself a message of the catalog (a weekday, a
 * label, a rejection reason), a list whose every part is one or a name (`Pro or Pro+`), else as it is.
 */
function translateValue(value: string, depth: number): string {
  const whole = translateHindi(value, depth);
  if (whole !== undefined) return whole;
  if (!LIST_SEPARATOR.test(value)) return value;
  const parts = value.split(/(, | or | and )/);
  const translated = parts.map((part, i) => {
    if (i % 2 === 1) return HINDI_CONJUNCTION[part] ?? part;
    return EXACT.get(part) ?? (/^[A-Z0-9₹][^\s]*$/.test(part) ? part : undefined);
  });
  return translated.every((part) => part !== undefined) ? translated.join('') : value;
}

function translateHindi(message: string, depth: number): string | undefined {
  const exact = EXACT.get(message);
  if (exact !== undefined) return exact;
  if (depth > 2) return undefined;
  for (const pattern of PATTERNS) {
    if (!message.includes(pattern.anchor)) continue;
    const match = pattern.regex.exec(message);
    if (!match) continue;
    const values = new Map(pattern.names.map((name, i) => [name, match[i + 1] ?? ''] as const));
    return pattern.hindi.replace(PLACEHOLDER, (whole, name: string) => {
      const value = values.get(name);
      return value === undefined ? whole : translateValue(value, depth + 1);
    });
  }
  return undefined;
}

/** `message` in `language`: its Hindi when the catalog has it, else the English unchanged. */
export function translateMessage(message: string, language: MessageLanguage): string {
  if (language !== 'hi' || message === '') return message;
  return translateHindi(message, 0) ?? message;
}

/** Whether the catalog has the Hindi of `message`. */
export function hasHindi(message: string): boolean {
  return translateHindi(message, 0) !== undefined;
}

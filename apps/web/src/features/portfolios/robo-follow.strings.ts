import { defineStrings } from '@/lib/strings';

/** The note of a portfolio that follows a model portfolio (RoboPort/getFollow). */
export const roboFollowStrings = defineStrings(
  'portfolioRoboFollow',
  {
    title: 'Follows the {{name}} model since {{date}}',
    bought: 'Bought with {{amount}} at the model’s weights on {{date}}; {{cash}} was left as cash.',
    upToDate: 'The model has not rebalanced since: the portfolio holds what it holds.',
    notApplied_one:
      'The model has rebalanced {{count}} time since, and its trades are not made here: make them yourself if you want to keep up.',
    notApplied_other:
      'The model has rebalanced {{count}} times since, and its trades are not made here: make them yourself if you want to keep up.',
    rebalance: '{{date}}: in {{entered}}; out {{exited}}',
    none: 'none',
    models: 'See the model portfolios',
    names: { 'quality-fair-price': 'Quality at a fair price', momentum: 'Momentum' },
  },
  {
    title: '{{date}} से {{name}} मॉडल को फ़ॉलो करता है',
    bought: '{{date}} को मॉडल के भार पर {{amount}} से ख़रीदा; {{cash}} नक़द बचा।',
    upToDate: 'तब से मॉडल रीबैलेंस नहीं हुआ है: पोर्टफ़ोलियो में वही है जो होना चाहिए।',
    notApplied_one:
      'तब से मॉडल {{count}} बार रीबैलेंस हुआ है, और उसके ट्रेड यहाँ नहीं किए जाते: साथ चलना हो तो उन्हें ख़ुद करें।',
    notApplied_other:
      'तब से मॉडल {{count}} बार रीबैलेंस हुआ है, और उसके ट्रेड यहाँ नहीं किए जाते: साथ चलना हो तो उन्हें ख़ुद करें।',
    rebalance: '{{date}}: जुड़े {{entered}}; निकले {{exited}}',
    none: 'कोई नहीं',
    models: 'मॉडल पोर्टफ़ोलियो देखें',
    names: { 'quality-fair-price': 'उचित दाम पर गुणवत्ता', momentum: 'मोमेंटम' },
  },
);

import { defineStrings } from '@/lib/strings';

/** The note of a portfolio that follows a model portfolio (RoboPort/getFollow). */
export const roboFollowStrings = defineStrings(
  'portfolioRoboFollow',
  {
    title: 'Follows the {{name}} model since {{date}}',
    bought: 'Bought with {{amount}} at the model’s weights on {{date}}; {{cash}} was left as cash.',
    upToDate: 'The model has not rebalanced since: its rebalances will be made here, at the day’s closes.',
    applied_one:
      'The model has rebalanced {{count}} time since; its rule was applied here to what you held that day, at that day’s closes (trades labelled “Robo rebalance”):',
    applied_other:
      'The model has rebalanced {{count}} times since; its rule was applied here to what you held each day, at that day’s closes (trades labelled “Robo rebalance”):',
    notApplied_one:
      '{{count}} rebalance of the model is not applied yet: it is made when the portfolio is next opened.',
    notApplied_other:
      '{{count}} rebalances of the model are not applied yet: they are made when the portfolio is next opened.',
    rebalance: '{{date}}: in {{entered}}; out {{exited}}',
    rebalanceMade_one: '{{date}}: in {{entered}}; out {{exited}}; {{count}} trade here',
    rebalanceMade_other: '{{date}}: in {{entered}}; out {{exited}}; {{count}} trades here',
    none: 'none',
    models: 'See the model portfolios',
    names: { 'quality-fair-price': 'Quality at a fair price', momentum: 'Momentum' },
  },
  {
    title: '{{date}} से {{name}} मॉडल को फ़ॉलो करता है',
    bought: '{{date}} को मॉडल के भार पर {{amount}} से ख़रीदा; {{cash}} नक़द बचा।',
    upToDate: 'तब से मॉडल रीबैलेंस नहीं हुआ है: उसके रीबैलेंस यहाँ उस दिन के बंद भाव पर किए जाएँगे।',
    applied_one:
      'तब से मॉडल {{count}} बार रीबैलेंस हुआ है; उसका नियम यहाँ उस दिन आपकी होल्डिंग पर, उस दिन के बंद भाव पर लागू किया गया (ट्रेड “Robo rebalance” नाम से):',
    applied_other:
      'तब से मॉडल {{count}} बार रीबैलेंस हुआ है; उसका नियम यहाँ हर बार उस दिन आपकी होल्डिंग पर, उस दिन के बंद भाव पर लागू किया गया (ट्रेड “Robo rebalance” नाम से):',
    notApplied_one: 'मॉडल का {{count}} रीबैलेंस अभी लागू नहीं हुआ: पोर्टफ़ोलियो अगली बार खुलने पर किया जाएगा।',
    notApplied_other: 'मॉडल के {{count}} रीबैलेंस अभी लागू नहीं हुए: पोर्टफ़ोलियो अगली बार खुलने पर किए जाएँगे।',
    rebalance: '{{date}}: जुड़े {{entered}}; निकले {{exited}}',
    rebalanceMade_one: '{{date}}: जुड़े {{entered}}; निकले {{exited}}; यहाँ {{count}} ट्रेड',
    rebalanceMade_other: '{{date}}: जुड़े {{entered}}; निकले {{exited}}; यहाँ {{count}} ट्रेड',
    none: 'कोई नहीं',
    models: 'मॉडल पोर्टफ़ोलियो देखें',
    names: { 'quality-fair-price': 'उचित दाम पर गुणवत्ता', momentum: 'मोमेंटम' },
  },
);

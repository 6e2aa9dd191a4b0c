import { defineStrings } from '@/lib/strings';

/** The names of the header's menus (product areas). */
export const navigationStrings = defineStrings(
  'navigation',
  {
    groups: {
      market: 'Market',
      todaysActivity: "Today's activity",
      screeners: 'Screeners & signals',
      derivatives: 'Derivatives',
      tools: 'Tools & tips',
      calculators: 'Calculators',
      learning: 'Learning',
      orders: 'Orders',
      premium: 'Premium',
    },
  },
  {
    groups: {
      market: 'बाज़ार',
      todaysActivity: 'आज की गतिविधि',
      screeners: 'स्क्रीनर और सिग्नल',
      derivatives: 'डेरिवेटिव्स',
      tools: 'टूल और टिप्स',
      calculators: 'कैलकुलेटर',
      learning: 'सीखें',
      orders: 'ऑर्डर',
      premium: 'प्रीमियम',
    },
  },
);

import { defineStrings } from '@/lib/strings';

/** The upgrade prompt's own texts. */
export const premiumStrings = defineStrings(
  'components.premium',
  {
    feature: '{{tiers}} feature',
    seePlans: 'See plans',
    login: 'Login',
  },
  {
    feature: '{{tiers}} फ़ीचर',
    seePlans: 'प्लान देखें',
    login: 'लॉगिन करें',
  },
);

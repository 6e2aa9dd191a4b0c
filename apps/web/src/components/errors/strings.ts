import { defineStrings } from '@/lib/strings';

/** The error pages' own texts. */
export const errorsStrings = defineStrings(
  'components.errors',
  {
    illustration: 'A folded map with a dotted path that ends in a question mark',
  },
  {
    illustration: 'एक मुड़ा हुआ नक्शा, जिस पर बिंदुओं वाला रास्ता एक प्रश्नचिह्न पर ख़त्म होता है',
  },
);

import { defineStrings } from '@/lib/strings';

/** Texts every derivatives page shares (the underlying and expiry pickers, the area's crumb). */
export const derivativesSharedStrings = defineStrings(
  'derivatives-shared',
  {
    area: 'Derivatives',
    underlying: 'Underlying',
    indices: 'Indices',
    stocks: 'F&O stocks',
    expiry: 'Expiry',
    expiryOption: '{{date}} · {{kind}} · {{days}} d',
    kind: { weekly: 'weekly', monthly: 'monthly' },
    loadError: 'The option data could not be loaded',
    searchUnderlying: 'Search an index or F&O stock',
  },
  {
    area: 'डेरिवेटिव्स',
    underlying: 'अंडरलाइंग',
    indices: 'सूचकांक',
    stocks: 'F&O शेयर',
    expiry: 'एक्सपायरी',
    expiryOption: '{{date}} · {{kind}} · {{days}} दिन',
    kind: { weekly: 'साप्ताहिक', monthly: 'मासिक' },
    loadError: 'ऑप्शन डेटा लोड नहीं हो सका',
    searchUnderlying: 'सूचकांक या F&O शेयर खोजें',
  },
);
export type DerivativesSharedT = typeof derivativesSharedStrings.t;

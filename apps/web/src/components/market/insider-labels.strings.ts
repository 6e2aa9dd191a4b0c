// Insider-trading labels shared by the insider-trading page and a stock page's insider card.

/** Sides, categories and modes of SEBI PIT 7(2) disclosures, English. */
export const INSIDER_LABELS_EN = {
  side: { acquired: 'Acquired', disposed: 'Disposed', none: 'No change' },
  category: {
    promoter: 'Promoter',
    director: 'Director',
    kmp: 'KMP',
    'designated-person': 'Designated person',
    'immediate-relative': 'Immediate relative',
    other: 'Other',
  },
  mode: {
    'market-purchase': 'Market purchase',
    'market-sale': 'Market sale',
    'off-market': 'Off-market',
    esop: 'ESOP',
    'pledge-creation': 'Pledge',
    'pledge-revocation': 'Revocation',
    'pledge-invocation': 'Invocation',
  },
} as const;

/** The same in Hindi. */
export const INSIDER_LABELS_HI = {
  side: { acquired: 'अर्जित', disposed: 'निपटान', none: 'कोई बदलाव नहीं' },
  category: {
    promoter: 'प्रमोटर',
    director: 'डायरेक्टर',
    kmp: 'KMP',
    'designated-person': 'नामित व्यक्ति',
    'immediate-relative': 'निकट संबंधी',
    other: 'अन्य',
  },
  mode: {
    'market-purchase': 'बाज़ार से ख़रीद',
    'market-sale': 'बाज़ार में बिक्री',
    'off-market': 'ऑफ़-मार्केट',
    esop: 'ESOP',
    'pledge-creation': 'गिरवी',
    'pledge-revocation': 'मुक्ति',
    'pledge-invocation': 'भुनाई',
  },
} as const;

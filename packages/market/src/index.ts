/** Pure market domain (no I/O). Filled by the market-core work; exported names stay stable. */
export const MARKET_PACKAGE = '@nivesh/market';

// Intraday and pre-market screeners (issue 4): request and answer schemas. Filled in by that area's work.
export {};

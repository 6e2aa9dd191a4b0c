// Built-in screeners (issue 4): request and answer schemas. Filled in by that area's work.
export {};

// Subscriptions, payments and premium access (issue 6): request and answer schemas. Filled in by that area's work.
export {};

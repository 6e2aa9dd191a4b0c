/** Contracts of the user's own strategies (spec 7 `Addstrategies/*`). */
export {};

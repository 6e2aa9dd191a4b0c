// Shorter forms of NSE's long sector names, for chart axes on phones (tables keep the full names).

const SHORT: Readonly<Record<string, string>> = {
  'Automobile and Auto Components': 'Auto',
  'Construction Materials': 'Constr. Materials',
  'Consumer Durables': 'Cons. Durables',
  'Consumer Services': 'Cons. Services',
  'Fast Moving Consumer Goods': 'FMCG',
  'Financial Services': 'Financials',
  'Information Technology': 'IT',
  'Media Entertainment & Publication': 'Media',
  'Oil Gas & Consumable Fuels': 'Oil & Gas',
  Telecommunication: 'Telecom',
};

/** "Fast Moving Consumer Goods" → "FMCG"; names without a short form are returned as they are. */
export function shortSectorName(name: string): string {
  return SHORT[name] ?? name;
}

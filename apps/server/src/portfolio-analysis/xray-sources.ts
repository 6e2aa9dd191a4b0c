/**
 * The holdings lists a user may X-ray (`PortfolioAnalysis/getPerformance`): each of their own
 * portfolios (current FIFO holdings, the market's corporate actions applied, as the Portfolios
 * pages compute them) in creation order, then the order dashboard's paper book. Read for the
 * session's user only, so another user's portfolio is simply not among them.
 */
import { PAPER_PORTFOLIO_ID, type RiskHoldingChoice } from '@nivesh/contracts';
import type { PortfolioTransactionRow } from '../db/schema';
import { compute, paperRow } from '../portfolios/portfolio-answers';
import { withMarketActions } from '../portfolios/portfolio-engine';
import type { MarketServices } from '../services';
import type { HeldQuantity } from './holdings-xray';

export interface XraySource {
  readonly choice: RiskHoldingChoice;
  readonly held: readonly HeldQuantity[];
}

/** Every list the user may X-ray: their portfolios, then the paper book. */
export async function xraySources(
  { market, portfolios, orders }: Pick<MarketServices, 'market' | 'portfolios' | 'orders'>,
  userId: string,
  now: Date,
): Promise<XraySource[]> {
  const rows = await portfolios.list(userId);
  const txRows = await portfolios.transactionsOf(rows.map((r) => r.id));
  const byPortfolio = new Map<string, PortfolioTransactionRow[]>();
  for (const tx of txRows) {
    const list = byPortfolio.get(tx.portfolioId);
    if (list) list.push(tx);
    else byPortfolio.set(tx.portfolioId, [tx]);
  }
  const asOf = market.feed.session().date;
  const own = rows.map((row): XraySource => {
    const computed = compute(withMarketActions(market, byPortfolio.get(row.id) ?? [], asOf));
    // A set the FIFO engine refuses (it cannot be saved so, but the market may change) holds nothing here.
    const held = computed.kind === 'ok' ? computed.holdings.filter((h) => h.quantity > 0) : [];
    return {
      choice: { id: row.id, name: row.name, kind: 'portfolio', holdings: held.length },
      held: held.map((h) => ({ symbol: h.symbol, quantity: h.quantity })),
    };
  });
  const paper = orders.state
    .holdingsOf(userId)
    .filter((h) => h.quantity > 0)
    .map((h) => ({ symbol: h.symbol, quantity: h.quantity }));
  return [
    ...own,
    {
      choice: { id: PAPER_PORTFOLIO_ID, name: paperRow(now).name, kind: 'paper', holdings: paper.length },
      held: paper,
    },
  ];
}

/**
 * The list asked for: `portfolioId` (undefined when it is not the user's), else the paper book
 * when `source` is paper, else the first portfolio, else the paper book.
 */
export function chosenSource(
  sources: readonly XraySource[],
  portfolioId: string | undefined,
  source: 'paper' | undefined,
): XraySource | undefined {
  if (portfolioId !== undefined) return sources.find((s) => s.choice.id === portfolioId);
  const paper = sources.find((s) => s.choice.kind === 'paper');
  if (source === 'paper') return paper;
  return sources.find((s) => s.choice.kind === 'portfolio') ?? paper;
}

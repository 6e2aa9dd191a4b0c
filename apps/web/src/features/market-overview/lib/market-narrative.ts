// "Today in the market" in words, computed from the overview answer: every figure in the text
// comes from the data, and a missing figure drops its sentence rather than being made up.
import type { IndexQuote, MarketOverview, MoverRow } from '@nivesh/contracts';
import { formatNumber, formatPercent, formatPoints, formatRupees, formatTimeIst } from '@/lib/format';

/** A paragraph of the narrative with a short heading. */
export interface NarrativeParagraph {
  readonly id: 'indices' | 'breadth' | 'sectors' | 'movers' | 'levels' | 'global' | 'commodities';
  readonly heading: string;
  readonly text: string;
}

/** Advances ÷ declines above this reads as broad buying; below its inverse, broad selling. */
const BROAD_RATIO = 1.5;

/** "up 0.42 %", "down 1.10 %" or "unchanged" (by the shown, rounded change). */
export function moveWords(changePct: number): string {
  const rounded = Number(changePct.toFixed(2));
  if (rounded > 0) return `up ${formatPercent(rounded).replace('+', '')}`;
  if (rounded < 0) return `down ${formatPercent(-rounded).replace('+', '')}`;
  return 'unchanged';
}

function indexSentence(quote: IndexQuote, live: boolean): string {
  const verb = live ? 'is' : 'closed';
  const points = Math.abs(quote.change);
  const pointText = points > 0 ? ` (${quote.change > 0 ? '+' : '−'}${formatNumber(points)} points)` : '';
  return `${quote.symbol} ${verb} ${moveWords(quote.changePct)} at ${formatPoints(quote.ltp)}${pointText}`;
}

function indicesParagraph(answer: MarketOverview): NarrativeParagraph | null {
  const [lead, ...rest] = answer.indices.filter((q) => q.symbol !== 'INDIA VIX');
  if (!lead) return null;
  const { live, marketTime } = answer.session;
  const when = live ? ` at ${formatTimeIst(marketTime)} IST` : '';
  const range = `, having traded between ${formatPoints(lead.low)} and ${formatPoints(lead.high)}`;
  const others = rest
    .filter((q) => ['NIFTY BANK', 'NIFTY IT', 'NIFTY MIDCAP 100'].includes(q.symbol))
    .map((q) => `${q.symbol} ${live ? 'is' : 'ended'} ${moveWords(q.changePct)}`);
  const midcap = answer.indices.find((q) => q.symbol === 'NIFTY MIDCAP 100');
  const relative =
    midcap && Math.abs(midcap.changePct - lead.changePct) >= 0.05
      ? ` Mid caps ${midcap.changePct > lead.changePct ? 'outperformed' : 'underperformed'} the large caps of NIFTY 50 by ${formatNumber(Math.abs(midcap.changePct - lead.changePct))} percentage points.`
      : '';
  const vix = answer.indices.find((q) => q.symbol === 'INDIA VIX');
  const vixText = vix
    ? ` INDIA VIX, the market's fear gauge, is ${moveWords(vix.changePct)} at ${formatNumber(vix.ltp)}.`
    : '';
  const text =
    `${indexSentence(lead, live)}${when}${range}.` +
    (others.length > 0 ? ` ${others.join('; ')}.` : '') +
    relative +
    vixText;
  return { id: 'indices', heading: live ? 'The indices so far' : 'How the indices closed', text };
}

function breadthParagraph(answer: MarketOverview): NarrativeParagraph | null {
  const b = answer.breadth;
  if (b.total === 0) return null;
  const ratio = b.advanceDeclineRatio;
  const mood =
    ratio === null
      ? 'no stock fell: broad buying'
      : ratio > BROAD_RATIO
        ? 'broad buying'
        : ratio < 1 / BROAD_RATIO
          ? 'broad selling'
          : 'a mixed market';
  const verb = answer.session.live
    ? ['have advanced', 'have declined', 'are unchanged']
    : ['advanced', 'declined', 'were unchanged'];
  const ratioText = ratio === null ? '' : ` (advance/decline ratio ${formatNumber(ratio)})`;
  return {
    id: 'breadth',
    heading: 'Breadth',
    text: `Of ${formatNumber(b.total, 0)} stocks, ${formatNumber(b.advances, 0)} ${verb[0]}, ${formatNumber(b.declines, 0)} ${verb[1]} and ${formatNumber(b.unchanged, 0)} ${verb[2]}${ratioText}: ${mood}.`,
  };
}

function sectorsParagraph(answer: MarketOverview): NarrativeParagraph | null {
  const sectors = answer.sectors;
  const best = sectors[0];
  const worst = sectors[sectors.length - 1];
  if (!best || !worst || sectors.length < 2) return null;
  const rising = sectors.filter((s) => s.weightedChangePct > 0).length;
  return {
    id: 'sectors',
    heading: 'Sectors',
    text:
      `${best.sector} ${best.weightedChangePct >= 0 ? 'led' : 'fell least'} (${formatPercent(best.weightedChangePct)}) and ` +
      `${worst.sector} ${worst.weightedChangePct < 0 ? 'lagged' : 'rose least'} (${formatPercent(worst.weightedChangePct)}); ` +
      `${rising} of ${sectors.length} sectors are higher by market-cap-weighted change.`,
  };
}

function moverText(row: MoverRow): string {
  return `${row.name} (${row.symbol}, ${formatPercent(row.changePct)} at ${formatRupees(row.ltp)})`;
}

function moversParagraph(answer: MarketOverview): NarrativeParagraph | null {
  const gainer = answer.gainers[0];
  const loser = answer.losers[0];
  if (!gainer && !loser) return null;
  const parts = [
    gainer ? `The biggest gainer is ${moverText(gainer)}` : 'No stock is up',
    loser ? `the biggest loser ${moverText(loser)}` : 'no stock is down',
  ];
  return { id: 'movers', heading: 'Movers', text: `${parts.join('; ')}.` };
}

function levelsParagraph(answer: MarketOverview): NarrativeParagraph {
  const { highs, lows } = answer.fiftyTwoWeek;
  const stocks = (n: number) => `${formatNumber(n, 0)} ${n === 1 ? 'stock' : 'stocks'}`;
  return {
    id: 'levels',
    heading: '52-week highs and lows',
    text: `${stocks(highs)} touched a new 52-week high and ${stocks(lows)} a new 52-week low.`,
  };
}

function globalParagraph(answer: MarketOverview): NarrativeParagraph | null {
  const gift = answer.global.find((g) => g.symbol === 'GIFTNIFTY');
  const open = answer.global.filter((g) => g.openNow && g.symbol !== 'GIFTNIFTY');
  const closed = answer.global.filter((g) => !g.openNow && g.region !== 'India');
  if (!gift && answer.global.length === 0) return null;
  const parts: string[] = [];
  if (gift) parts.push(`GIFT Nifty is ${moveWords(gift.changePct)} at ${formatPoints(gift.ltp)}`);
  if (open.length > 0) {
    parts.push(`open now: ${open.map((g) => `${g.name} ${formatPercent(g.changePct)}`).join(', ')}`);
  }
  if (closed.length > 0) {
    parts.push(
      `${closed.length} other ${closed.length === 1 ? 'market is' : 'markets are'} shut at this hour`,
    );
  }
  return { id: 'global', heading: 'Global cues', text: `${parts.join('; ')}.` };
}

function commoditiesParagraph(answer: MarketOverview): NarrativeParagraph | null {
  if (answer.commodities.length === 0) return null;
  const text = answer.commodities
    .slice(0, 3)
    .map(
      (c) =>
        `${c.name} is ${moveWords(c.changePct)} at ${formatRupees(c.ltp, 0)} ${c.unit.replace(/^₹ /, '')}`,
    )
    .join('; ');
  return { id: 'commodities', heading: 'Commodities (MCX)', text: `${text}.` };
}

/** The day's story in paragraphs, each built from the answer's figures. */
export function marketNarrative(answer: MarketOverview): NarrativeParagraph[] {
  return [
    indicesParagraph(answer),
    breadthParagraph(answer),
    sectorsParagraph(answer),
    moversParagraph(answer),
    levelsParagraph(answer),
    globalParagraph(answer),
    commoditiesParagraph(answer),
  ].filter((p): p is NarrativeParagraph => p !== null);
}

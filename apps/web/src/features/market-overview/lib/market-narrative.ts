// "Today in the market" in words, computed from the overview answer: every figure in the text
// comes from the data, and a missing figure drops its sentence rather than being made up. The words
// come from the page's language at the moment the narrative is built (during render).
import type { IndexQuote, MarketOverview, MoverRow } from '@nivesh/contracts';
import { formatNumber, formatPercent, formatPoints, formatRupees, formatTimeIst } from '@/lib/format';
import { narrativeStrings } from '../narrative.strings';

/** A paragraph of the narrative with a short heading. */
export interface NarrativeParagraph {
  readonly id: 'indices' | 'breadth' | 'sectors' | 'movers' | 'levels' | 'global' | 'commodities';
  readonly heading: string;
  readonly text: string;
}

/** Advances ÷ declines above this reads as broad buying; below its inverse, broad selling. */
const BROAD_RATIO = 1.5;

const t = narrativeStrings.t;

/** Parts of a sentence joined with semicolons, ended as the language ends a sentence. */
const sentence = (parts: readonly string[]) => t('sentence', { text: parts.join('; ') });

/** "up 0.42 %", "down 1.10 %" or "unchanged" (by the shown, rounded change). */
export function moveWords(changePct: number): string {
  const rounded = Number(changePct.toFixed(2));
  if (rounded > 0) return t('move.up', { pct: formatPercent(rounded).replace('+', '') });
  if (rounded < 0) return t('move.down', { pct: formatPercent(-rounded).replace('+', '') });
  return t('move.unchanged');
}

function indexSentence(quote: IndexQuote, live: boolean): string {
  const points = Math.abs(quote.change);
  const pointText =
    points > 0
      ? t('indices.points', { sign: quote.change > 0 ? '+' : '−', points: formatNumber(points) })
      : '';
  return t(live ? 'indices.leadLive' : 'indices.leadClosed', {
    symbol: quote.symbol,
    move: moveWords(quote.changePct),
    level: formatPoints(quote.ltp),
    points: pointText,
  });
}

function indicesParagraph(answer: MarketOverview): NarrativeParagraph | null {
  const [lead, ...rest] = answer.indices.filter((q) => q.symbol !== 'INDIA VIX');
  if (!lead) return null;
  const { live, marketTime } = answer.session;
  const range = {
    lead: indexSentence(lead, live),
    low: formatPoints(lead.low),
    high: formatPoints(lead.high),
  };
  const sentences = [
    live
      ? t('indices.rangeLive', { ...range, time: formatTimeIst(marketTime) })
      : t('indices.rangeClosed', range),
  ];
  const others = rest
    .filter((q) => ['NIFTY BANK', 'NIFTY IT', 'NIFTY MIDCAP 100'].includes(q.symbol))
    .map((q) =>
      t(live ? 'indices.otherLive' : 'indices.otherClosed', {
        symbol: q.symbol,
        move: moveWords(q.changePct),
      }),
    );
  if (others.length > 0) sentences.push(sentence(others));
  const midcap = answer.indices.find((q) => q.symbol === 'NIFTY MIDCAP 100');
  if (midcap && Math.abs(midcap.changePct - lead.changePct) >= 0.05) {
    sentences.push(
      t(midcap.changePct > lead.changePct ? 'indices.midOutperformed' : 'indices.midUnderperformed', {
        gap: formatNumber(Math.abs(midcap.changePct - lead.changePct)),
      }),
    );
  }
  const vix = answer.indices.find((q) => q.symbol === 'INDIA VIX');
  if (vix) sentences.push(t('indices.vix', { move: moveWords(vix.changePct), level: formatNumber(vix.ltp) }));
  return {
    id: 'indices',
    heading: t(live ? 'indices.headingLive' : 'indices.headingClosed'),
    text: sentences.join(' '),
  };
}

function breadthParagraph(answer: MarketOverview): NarrativeParagraph | null {
  const b = answer.breadth;
  if (b.total === 0) return null;
  const ratio = b.advanceDeclineRatio;
  const mood =
    ratio === null
      ? t('breadth.mood.noneFell')
      : ratio > BROAD_RATIO
        ? t('breadth.mood.buying')
        : ratio < 1 / BROAD_RATIO
          ? t('breadth.mood.selling')
          : t('breadth.mood.mixed');
  return {
    id: 'breadth',
    heading: t('breadth.heading'),
    text: t(answer.session.live ? 'breadth.live' : 'breadth.closed', {
      total: formatNumber(b.total, 0),
      advances: formatNumber(b.advances, 0),
      declines: formatNumber(b.declines, 0),
      unchanged: formatNumber(b.unchanged, 0),
      ratio: ratio === null ? '' : t('breadth.ratio', { ratio: formatNumber(ratio) }),
      mood,
    }),
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
    heading: t('sectors.heading'),
    text: t('sectors.text', {
      best: best.sector,
      bestVerb: t(best.weightedChangePct >= 0 ? 'sectors.led' : 'sectors.fellLeast'),
      bestChange: formatPercent(best.weightedChangePct),
      worst: worst.sector,
      worstVerb: t(worst.weightedChangePct < 0 ? 'sectors.lagged' : 'sectors.roseLeast'),
      worstChange: formatPercent(worst.weightedChangePct),
      rising,
      total: sectors.length,
    }),
  };
}

function moverText(row: MoverRow): string {
  return t('movers.mover', {
    name: row.name,
    symbol: row.symbol,
    change: formatPercent(row.changePct),
    price: formatRupees(row.ltp),
  });
}

function moversParagraph(answer: MarketOverview): NarrativeParagraph | null {
  const gainer = answer.gainers[0];
  const loser = answer.losers[0];
  if (!gainer && !loser) return null;
  const parts = [
    gainer ? t('movers.gainer', { mover: moverText(gainer) }) : t('movers.noGainer'),
    loser ? t('movers.loser', { mover: moverText(loser) }) : t('movers.noLoser'),
  ];
  return { id: 'movers', heading: t('movers.heading'), text: sentence(parts) };
}

function levelsParagraph(answer: MarketOverview): NarrativeParagraph {
  const { highs, lows } = answer.fiftyTwoWeek;
  const stocks = (n: number) => t('levels.stocks', { count: n, n: formatNumber(n, 0) });
  return {
    id: 'levels',
    heading: t('levels.heading'),
    text: t('levels.text', { highs: stocks(highs), lows: stocks(lows) }),
  };
}

function globalParagraph(answer: MarketOverview): NarrativeParagraph | null {
  const gift = answer.global.find((g) => g.symbol === 'GIFTNIFTY');
  const open = answer.global.filter((g) => g.openNow && g.symbol !== 'GIFTNIFTY');
  const closed = answer.global.filter((g) => !g.openNow && g.region !== 'India');
  if (!gift && answer.global.length === 0) return null;
  const parts: string[] = [];
  if (gift) parts.push(t('global.gift', { move: moveWords(gift.changePct), level: formatPoints(gift.ltp) }));
  if (open.length > 0) {
    parts.push(
      t('global.openNow', {
        markets: open.map((g) => `${g.name} ${formatPercent(g.changePct)}`).join(', '),
      }),
    );
  }
  if (closed.length > 0) parts.push(t('global.shut', { count: closed.length }));
  return { id: 'global', heading: t('global.heading'), text: sentence(parts) };
}

function commoditiesParagraph(answer: MarketOverview): NarrativeParagraph | null {
  if (answer.commodities.length === 0) return null;
  const items = answer.commodities.slice(0, 3).map((c) =>
    t('commodities.item', {
      name: c.name,
      move: moveWords(c.changePct),
      price: formatRupees(c.ltp, 0),
      unit: c.unit.replace(/^₹ /, ''),
    }),
  );
  return { id: 'commodities', heading: t('commodities.heading'), text: sentence(items) };
}

/**
 * The day's story in paragraphs, each built from the answer's figures, in the page's language now
 * (call it while rendering a component that reads the strings, so it is built again on a change).
 */
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

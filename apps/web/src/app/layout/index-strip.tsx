import { Anchor, Badge, Container, Tooltip } from '@mantine/core';
import { type IndexQuote, STRIP_INDICES, type StreamQuote } from '@nivesh/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { direction } from '@/components/market/change-text';
import { colourClass } from '@/components/market/market-colours';
import { SourceBadge } from '@/components/market/source-badge';
import { marketStrings } from '@/components/market/strings';
import { appPath, paths } from '@/config/paths';
import { formatNumber, formatPercent } from '@/lib/format';
import { useLiveQuotesSnapshot } from '@/lib/market-queries/get-live-quotes';
import { answerOf } from '@/lib/market-queries/overview-query';
import { useLiveQuotes, useStreamStatus } from '@/lib/stream/use-live-quotes';
import { useStrings } from '@/lib/strings';
import classes from './index-strip.module.css';

const SHORT: Readonly<Record<string, string>> = {
  'NIFTY 50': 'NIFTY 50',
  'NIFTY BANK': 'BANK NIFTY',
  'INDIA VIX': 'INDIA VIX',
};

/** Where a strip index links: INDIA VIX to its page, the others to their stock-style page. */
export function stripHref(symbol: string): string {
  return symbol === 'INDIA VIX' ? appPath('/india-vix').getHref() : paths.stock.getHref({ symbol });
}

const NO_SYMBOLS: readonly string[] = [];

type StripQuote = Pick<IndexQuote, 'symbol' | 'ltp' | 'change' | 'changePct'>;

function StripItem({ quote }: { readonly quote: StripQuote }) {
  const way = direction(quote.changePct);
  const colour = way === 'up' ? colourClass('green') : way === 'down' ? colourClass('red') : undefined;
  const arrow = way === 'up' ? '▲' : way === 'down' ? '▼' : '';
  return (
    <Anchor
      component={Link}
      to={stripHref(quote.symbol)}
      className={classes.item}
      underline="never"
      data-testid="strip-item"
      data-symbol={quote.symbol}
    >
      <span className={classes.name}>{SHORT[quote.symbol] ?? quote.symbol}</span>
      <span className={classes.figures}>
        <span className={`${classes.value} ${colour ?? ''}`} data-testid="strip-value">
          {formatNumber(quote.ltp)}
        </span>
        <span className={`${classes.change} ${colour ?? ''}`}>
          {arrow && <span aria-hidden="true">{arrow}</span>}
          {formatPercent(quote.changePct)}
        </span>
      </span>
    </Anchor>
  );
}

/** The strip's quotes: the stream's where it has one, else the endpoint's, in the strip's order. */
export function stripQuotes(
  fetched: readonly IndexQuote[] | undefined,
  streamed: ReadonlyMap<string, StreamQuote>,
): StripQuote[] {
  const out: StripQuote[] = [];
  for (const symbol of STRIP_INDICES) {
    const quote = streamed.get(symbol) ?? fetched?.find((q) => q.symbol === symbol);
    if (quote) out.push(quote);
  }
  return out;
}

/**
 * A slim live bar of NIFTY 50, NIFTY BANK and INDIA VIX under the header of every page. Prices
 * come from the quote stream; the `market/liveQuotes` endpoint gives the first values, says whether
 * the server has the stream, and takes over (polling every 5 s while the market trades) whenever the
 * stream is not connected. Symbols the market lacks are left out.
 */
export function IndexStrip() {
  const { t } = useTranslation();
  const market = useStrings(marketStrings);
  const status = useStreamStatus();
  const snapshot = useLiveQuotesSnapshot(STRIP_INDICES, status !== 'open');
  const answer = answerOf(snapshot.data);
  // Subscribe only once the server says it has the stream (no failed WebSocket on a server without it).
  const { quotes: streamed } = useLiveQuotes(answer?.stream ? STRIP_INDICES : NO_SYMBOLS);
  const quotes = stripQuotes(answer?.quotes, streamed);
  const simulated = answer?.source.simulated ?? true;
  return (
    <div className={classes.strip} data-testid="index-strip">
      <Container size="xl" px={{ base: 'xs', sm: 'md' }} className={classes.inner}>
        <nav aria-label={t('strip.label')} className={classes.items}>
          {quotes.length > 0
            ? quotes.map((quote) => <StripItem key={quote.symbol} quote={quote} />)
            : STRIP_INDICES.slice(0, 2).map((symbol) => (
                <span key={symbol} className={classes.item} aria-hidden="true">
                  <span className={classes.name}>{SHORT[symbol]}</span>
                  <span className={classes.figures}>
                    <span className={classes.value}>—</span>
                  </span>
                </span>
              ))}
        </nav>
        {simulated && (
          <Tooltip
            label={market('simulated.explanation')}
            multiline
            w={260}
            withArrow
            events={{ hover: true, focus: true, touch: true }}
          >
            <Badge
              size="xs"
              variant="light"
              color="yellow"
              tt="none"
              className={classes.simulated}
              // Focusable so keyboard users reach the explanation.
              tabIndex={0}
              aria-label={t('strip.simulatedLabel')}
            >
              {t('strip.simulated')}
            </Badge>
          </Tooltip>
        )}
        {!simulated && <SourceBadge source={answer?.source} size="xs" />}
      </Container>
    </div>
  );
}

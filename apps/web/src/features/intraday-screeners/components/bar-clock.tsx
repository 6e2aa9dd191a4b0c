import { Text } from '@mantine/core';
import type { IntradayScreenerListAnswer } from '@nivesh/contracts';
import { formatNumber, formatTimeIst } from '@/lib/format';
import { useStrings } from '@/lib/strings';
import { intradayScreenersStrings } from '../strings';

/** Where today's 15-minute bars stand and when the counts next change. */
export function BarClock({
  answer,
}: {
  readonly answer: Pick<IntradayScreenerListAnswer, 'bars' | 'source' | 'scanned' | 'elapsedMs'>;
}) {
  const t = useStrings(intradayScreenersStrings);
  const { bars, source } = answer;
  const closed = bars.lastClose ? 'closed' : 'none';
  const next = bars.nextCloseMs ? 'Next' : source.live ? 'Live' : 'Done';
  const status = t(`clock.${closed}${next}`, {
    closed: bars.closed,
    last: bars.lastClose ?? '',
    next: bars.nextCloseMs ? formatTimeIst(bars.nextCloseMs) : '',
    date: source.sessionDate,
  });
  const scanned = t('clock.scanned', {
    stocks: formatNumber(answer.scanned, 0),
    ms: formatNumber(answer.elapsedMs, 0),
  });
  return (
    <Text size="sm" c="dimmed" data-testid="bar-clock">
      {status} {scanned}
    </Text>
  );
}

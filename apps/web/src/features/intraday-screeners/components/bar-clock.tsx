import { Text } from '@mantine/core';
import type { IntradayScreenerListAnswer } from '@nivesh/contracts';
import { formatNumber, formatTimeIst } from '@/lib/format';

/** Where today's 15-minute bars stand and when the counts next change. */
export function BarClock({
  answer,
}: {
  readonly answer: Pick<IntradayScreenerListAnswer, 'bars' | 'source' | 'scanned' | 'elapsedMs'>;
}) {
  const { bars, source } = answer;
  const closed = bars.lastClose
    ? `${bars.closed} of 25 fifteen-minute bars closed (last at ${bars.lastClose} IST)`
    : 'No 15-minute bar has closed yet';
  const next = bars.nextCloseMs
    ? `; next update after the ${formatTimeIst(bars.nextCloseMs)} close`
    : source.live
      ? ''
      : `; session of ${source.sessionDate} complete`;
  return (
    <Text size="sm" c="dimmed" data-testid="bar-clock">
      {closed}
      {next}. {formatNumber(answer.scanned, 0)} stocks scanned in {formatNumber(answer.elapsedMs, 0)} ms.
    </Text>
  );
}

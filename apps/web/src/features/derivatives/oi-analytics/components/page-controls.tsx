import { NativeSelect } from '@mantine/core';
import { useStrings } from '@/lib/strings';
import { oneOf, usePageParams } from '@/lib/use-page-params';
import { DEFAULT_STRIKE_WINDOW, STRIKE_WINDOWS, type StrikeWindow } from '../lib/strikes';
import { oiAnalyticsStrings } from '../strings';

/** The history windows offered (sessions); the API takes 5–250. */
export const SESSION_WINDOWS = ['30', '60', '120', '250'] as const;
type SessionWindow = (typeof SESSION_WINDOWS)[number];
const DEFAULT_SESSIONS: SessionWindow = '60';

/** The strikes window of the strike charts (`?strikes=`) and the history window (`?days=`). */
export function useOiPageParams() {
  const { values, set } = usePageParams(['strikes', 'days'] as const);
  return {
    strikes: oneOf(values.strikes, STRIKE_WINDOWS, DEFAULT_STRIKE_WINDOW),
    setStrikes: (next: StrikeWindow) => set({ strikes: next === DEFAULT_STRIKE_WINDOW ? undefined : next }),
    days: Number(oneOf(values.days, SESSION_WINDOWS, DEFAULT_SESSIONS)),
    setDays: (next: string) => set({ days: next === DEFAULT_SESSIONS ? undefined : next }),
  };
}

const SELECT_WIDTH = { base: '100%', xs: 200 } as const;

/** How many strikes around spot the strike charts show. */
export function StrikeWindowSelect({
  value,
  onChange,
}: {
  readonly value: StrikeWindow;
  readonly onChange: (next: StrikeWindow) => void;
}) {
  const t = useStrings(oiAnalyticsStrings);
  return (
    <NativeSelect
      size="sm"
      label={t('common.strikesAround')}
      value={value}
      onChange={(event) => onChange(oneOf(event.currentTarget.value, STRIKE_WINDOWS, DEFAULT_STRIKE_WINDOW))}
      data={STRIKE_WINDOWS.map((w) => ({ value: w, label: t(`common.strikeWindow.${w}`) }))}
      w={SELECT_WIDTH}
    />
  );
}

/** How many past sessions a history page shows. */
export function SessionsSelect({
  value,
  onChange,
}: {
  readonly value: number;
  readonly onChange: (next: string) => void;
}) {
  const t = useStrings(oiAnalyticsStrings);
  return (
    <NativeSelect
      size="sm"
      label={t('common.sessions')}
      value={String(value)}
      onChange={(event) => onChange(event.currentTarget.value)}
      data={SESSION_WINDOWS.map((d) => ({ value: d, label: t('common.sessionsOption', { count: d }) }))}
      w={SELECT_WIDTH}
    />
  );
}

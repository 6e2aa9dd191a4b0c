import { Badge, NativeSelect, Paper, Stack, Text } from '@mantine/core';
import type { SignalListAnswer } from '@nivesh/contracts';
import { colourForSignal } from '@/components/market/colour-rules';
import { appPath } from '@/config/paths';
import { formatDateIst, formatNumber } from '@/lib/format';
import { useStrings } from '@/lib/strings';
import { signalsStrings } from '../strings';

/** A signal name as table text in the spec's colours (red for sell and down-trend signals, green otherwise). */
export function SignalText({ type }: { readonly type: string }) {
  const red = colourForSignal(type) === 'red';
  return (
    <Text
      span
      fw={600}
      c={red ? 'red' : 'teal'}
      data-signal-colour={red ? 'red' : 'teal'}
      style={{ whiteSpace: 'nowrap' }}
    >
      {type}
    </Text>
  );
}

/** A signal name in the spec's colours (red for sell and down-trend signals, green otherwise). */
export function SignalBadge({ type, label }: { readonly type: string; readonly label?: string }) {
  const colour = colourForSignal(type) === 'red' ? 'red' : 'teal';
  return (
    <Badge color={colour} variant="light" tt="none" data-signal-colour={colour}>
      {label ?? type}
    </Badge>
  );
}

const STATUS_COLOUR = { open: 'gray', target: 'teal', stop: 'red', expired: 'yellow' } as const;

export function OutcomeBadge({ status }: { readonly status: keyof typeof STATUS_COLOUR }) {
  const t = useStrings(signalsStrings);
  return (
    <Badge color={STATUS_COLOUR[status]} variant="outline" tt="none">
      {t(`outcome.${status}`)}
    </Badge>
  );
}

/** What the measured numbers stand on: sessions, signals, dates and the method, in words. */
export function RecordSummary({ record }: { readonly record: SignalListAnswer['record'] }) {
  const t = useStrings(signalsStrings);
  const counts = { signals: formatNumber(record.signals, 0), sessions: formatNumber(record.sessions, 0) };
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap={6}>
        <Text fw={600}>{t('record.title')}</Text>
        <Text size="sm">
          {record.firstSession && record.lastSession
            ? t('record.textWithRange', {
                ...counts,
                from: formatDateIst(record.firstSession),
                to: formatDateIst(record.lastSession),
              })
            : t('record.text', counts)}
        </Text>
        <Text size="sm" c="dimmed">
          {record.method}
        </Text>
      </Stack>
    </Paper>
  );
}

/** A picker over the stored sessions (newest first); the first option is the current session. */
export function SessionSelect({
  sessions,
  value,
  current,
  onChange,
}: {
  readonly sessions: readonly string[];
  readonly value: string;
  readonly current: string;
  readonly onChange: (date: string) => void;
}) {
  const t = useStrings(signalsStrings);
  const dates = sessions.includes(current) ? sessions : [current, ...sessions];
  return (
    <NativeSelect
      size="sm"
      aria-label={t('session.label')}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      data={dates.map((d) => ({
        value: d,
        label: d === current ? t('session.current', { date: formatDateIst(d) }) : formatDateIst(d),
      }))}
      w={{ base: '100%', xs: 220 }}
    />
  );
}

const DETAIL = appPath('/autosignal/{signal_id}/{sector_id}/{date}');

/** The detail list of one type (or `all`), sector (slug or `all`) and session. */
export function detailHref(signalId: string, sectorId: string, date: string): string {
  return DETAIL.getHref({ signal_id: signalId, sector_id: sectorId, date });
}

export function PercentOrDash({ value }: { readonly value: number | null }) {
  if (value === null)
    return (
      <Text span c="dimmed">
        —
      </Text>
    );
  return (
    <Text span c={value < 0 ? 'red' : 'teal'}>
      {value > 0 ? '+' : ''}
      {formatNumber(value, 2)} %
    </Text>
  );
}

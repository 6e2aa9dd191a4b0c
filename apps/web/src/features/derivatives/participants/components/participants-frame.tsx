import { Alert, Group, NativeSelect, Stack, Text } from '@mantine/core';
import type { ParticipantOiAnswer } from '@nivesh/contracts';
import type { ReactNode } from 'react';
import { SessionDateInput } from '@/components/market/list-controls';
import { QueryStates } from '@/components/market/query-states';
import { answerOf } from '@/lib/api-client';
import { formatDateIst } from '@/lib/format';
import { useStrings } from '@/lib/strings';
import { oneOf, usePageParams } from '@/lib/use-page-params';
import { DerivativesFrame } from '../../shared/derivatives-frame';
import { useParticipantOi } from '../api';
import { participantStrings } from '../strings';

/** The history windows offered (sessions); the API takes 5–120. */
const SESSION_WINDOWS = ['20', '30', '60', '120'] as const;
type SessionWindow = (typeof SESSION_WINDOWS)[number];
const DEFAULT_SESSIONS: SessionWindow = '30';

/** Where the day's figures come from: the imported file, or the simulation (and whether it is still trading). */
export function SourceNote({ answer }: { readonly answer: ParticipantOiAnswer }) {
  const t = useStrings(participantStrings);
  const { source } = answer;
  const date = formatDateIst(answer.date);
  return (
    <Alert variant="light" color={source.kind === 'imported' ? 'teal' : 'yellow'} p="xs">
      <Stack gap={4}>
        <Text size="sm">
          {source.kind === 'imported'
            ? t('source.imported', { file: source.fileName ?? '', date })
            : t('source.simulated', { date })}
        </Text>
        {answer.provisional && <Text size="sm">{t('source.provisional')}</Text>}
        {!answer.hasChange && <Text size="sm">{t('source.noChange')}</Text>}
      </Stack>
    </Alert>
  );
}

/**
 * A page over FutureStock/getParticipantOi: the session (`?date=`, default the latest) and, when
 * `withSessions`, the history's length (`?days=`) in the URL; then the page's parts for the answer.
 */
export function ParticipantsFrame({
  title,
  subtitle,
  withSessions = false,
  children,
}: {
  readonly title: string;
  readonly subtitle: string;
  readonly withSessions?: boolean;
  readonly children: (answer: ParticipantOiAnswer) => ReactNode;
}) {
  const t = useStrings(participantStrings);
  const { values, set } = usePageParams(['date', 'days'] as const);
  const days = Number(oneOf(values.days, SESSION_WINDOWS, DEFAULT_SESSIONS));
  const query = useParticipantOi({
    ...(values.date ? { date: values.date } : {}),
    ...(withSessions ? { days } : { days: 5 }),
  });
  const answer = answerOf(query.data);
  return (
    <DerivativesFrame title={title} subtitle={subtitle} query={query}>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <SessionDateInput value={values.date} max={answer?.latestDate} onChange={(date) => set({ date })} />
        {withSessions && (
          <NativeSelect
            size="xs"
            label={t('days')}
            value={String(days)}
            onChange={(event) => {
              const next = oneOf(event.currentTarget.value, SESSION_WINDOWS, DEFAULT_SESSIONS);
              set({ days: next === DEFAULT_SESSIONS ? undefined : next });
            }}
            data={[...SESSION_WINDOWS]}
            w={{ base: '100%', xs: 120 }}
          />
        )}
      </Group>
      <QueryStates
        query={query}
        errorTitle={t('loadError')}
        isEmpty={(data) => data.rows.length === 0}
        empty={t('empty')}
      >
        {(data) => (
          <Stack gap="md">
            <SourceNote answer={data} />
            {children(data)}
          </Stack>
        )}
      </QueryStates>
    </DerivativesFrame>
  );
}

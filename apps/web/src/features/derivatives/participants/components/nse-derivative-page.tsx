import { NativeSelect, Stack, Text } from '@mantine/core';
import {
  PARTICIPANT_OI_SEGMENTS,
  type ParticipantOiAnswer,
  type ParticipantOiRowDto,
  type ParticipantOiSegment,
} from '@nivesh/contracts';
import { useMemo, useState } from 'react';
import { DataTable, type DataTableColumn, keyColumn } from '@/components/market/data-table';
import { numberColumn, textColumn } from '@/components/market/overview-columns';
import { Section } from '@/components/market/section';
import { StatTiles } from '@/components/market/stat-tiles';
import { formatChange, formatDateIst } from '@/lib/format';
import { useStrings } from '@/lib/strings';
import { type ParticipantT, participantStrings } from '../strings';
import { ParticipantsFrame } from './participants-frame';
import { type PositionRow, positionColumns } from './segment-columns';

function Tiles({ answer }: { readonly answer: ParticipantOiAnswer }) {
  const t = useStrings(participantStrings);
  const date = answer.previousDate ? formatDateIst(answer.previousDate) : '';
  return (
    <StatTiles
      items={answer.positions.map((p) => {
        const position = p.segments.futureIndex;
        return {
          label: t('nse.netIndexFutures', { participant: t(`participant.${p.participant}`) }),
          value: formatChange(position.net, 0),
          hint:
            position.netChange === null
              ? t('fii.noPrevious')
              : t('fii.netHint', { change: formatChange(position.netChange, 0), date }),
        };
      })}
    />
  );
}

const ALL = 'all';

function PositionsTable({ answer }: { readonly answer: ParticipantOiAnswer }) {
  const t = useStrings(participantStrings);
  const [segment, setSegment] = useState<ParticipantOiSegment | typeof ALL>(ALL);
  const columns = useMemo(() => positionColumns(t, 'both'), [t]);
  const rows = useMemo(() => {
    const total = answer.rows.find((r) => r.clientType === 'TOTAL');
    return PARTICIPANT_OI_SEGMENTS.filter((s) => segment === ALL || s === segment).flatMap((s) => [
      ...answer.positions.map(
        (p): PositionRow => ({ ...p.segments[s], segment: s, participant: p.participant }),
      ),
      ...(total
        ? [
            {
              segment: s,
              participant: 'TOTAL' as const,
              long: total.long[s],
              short: total.short[s],
              net: total.long[s] - total.short[s],
              longShortRatio: null,
              netChange: null,
              longChange: null,
              shortChange: null,
            },
          ]
        : []),
    ]);
  }, [answer, segment]);
  const date = formatDateIst(answer.date);
  return (
    <Section
      title={t('nse.table.title')}
      note={t('nse.table.note', {
        date,
        previous: answer.previousDate ? formatDateIst(answer.previousDate) : '—',
      })}
      action={
        <NativeSelect
          size="xs"
          label={t('segmentFilter')}
          value={segment}
          onChange={(event) => {
            const next = event.currentTarget.value;
            setSegment(PARTICIPANT_OI_SEGMENTS.find((s) => s === next) ?? ALL);
          }}
          data={[
            { value: ALL, label: t('allSegments') },
            ...PARTICIPANT_OI_SEGMENTS.map((s) => ({ value: s, label: t(`segment.${s}`) })),
          ]}
        />
      }
    >
      <DataTable
        caption={t('nse.table.caption', { date })}
        hideCaption
        columns={columns}
        rows={rows}
        rowKey={(r) => `${r.segment}-${r.participant}`}
        pageSize={30}
        stateKey="positions"
        csvFileName={`participant-oi-${answer.date}`}
      />
    </Section>
  );
}

/** NSE's file layout: one row per participant, a long and a short column per segment, then the totals. */
function fileColumns(t: ParticipantT): readonly DataTableColumn<ParticipantOiRowDto>[] {
  const perSegment = PARTICIPANT_OI_SEGMENTS.flatMap((s) =>
    (['long', 'short'] as const).map((side) =>
      numberColumn<ParticipantOiRowDto>(
        `${s}-${side}`,
        `${t(`segment.${s}`)} · ${t(`column.${side}`)}`,
        (r) => r[side][s],
        { decimals: 0 },
      ),
    ),
  );
  return [
    {
      ...textColumn<ParticipantOiRowDto>('clientType', t('column.participant'), (r) =>
        t(`participant.${r.clientType}`),
      ),
      sortable: false,
    },
    keyColumn(numberColumn('totalLong', t('column.totalLong'), (r) => r.totalLong, { decimals: 0 })),
    keyColumn(numberColumn('totalShort', t('column.totalShort'), (r) => r.totalShort, { decimals: 0 })),
    ...perSegment,
  ];
}

function FileTable({ answer }: { readonly answer: ParticipantOiAnswer }) {
  const t = useStrings(participantStrings);
  const columns = useMemo(() => fileColumns(t), [t]);
  const date = formatDateIst(answer.date);
  return (
    <Section title={t('nse.file.title')} note={t('nse.file.note')}>
      <DataTable
        caption={t('nse.file.caption', { date })}
        hideCaption
        columns={columns}
        rows={answer.rows}
        rowKey={(r) => r.clientType}
        pageSize={10}
        stateKey="file"
        csvFileName={`fao_participant_oi_${answer.date}`}
      />
    </Section>
  );
}

function HowToRead() {
  const t = useStrings(participantStrings);
  return (
    <Section title={t('nse.howTo.title')}>
      <Stack gap="xs">
        <Text size="sm">{t('nse.howTo.long')}</Text>
        <Text size="sm">{t('nse.howTo.short')}</Text>
        <Text size="sm">{t('nse.howTo.participants')}</Text>
        <Text size="sm" fw={600}>
          {t('nse.howTo.method')}
        </Text>
      </Stack>
    </Section>
  );
}

/** /nse-derivative: the day's participant-wise OI — net index futures, every participant × segment, NSE's layout. */
export function NseDerivativePage() {
  const t = useStrings(participantStrings);
  return (
    <ParticipantsFrame title={t('nse.title')} subtitle={t('nse.subtitle')}>
      {(answer) => (
        <Stack gap="md">
          <Tiles answer={answer} />
          <PositionsTable answer={answer} />
          <FileTable answer={answer} />
          <HowToRead />
        </Stack>
      )}
    </ParticipantsFrame>
  );
}

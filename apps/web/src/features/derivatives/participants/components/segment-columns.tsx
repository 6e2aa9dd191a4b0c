import type { ParticipantOiSegment, ParticipantType, SegmentPositionDto } from '@nivesh/contracts';
import { type DataTableColumn, keyColumn } from '@/components/market/data-table';
import { changeColumn, numberColumn, textColumn } from '@/components/market/overview-columns';
import type { ParticipantT } from '../strings';

/** One participant's position in one segment, as a table row. */
export interface PositionRow extends SegmentPositionDto {
  readonly segment: ParticipantOiSegment;
  readonly participant: ParticipantType | 'TOTAL';
}

/** long ÷ (long + short) × 100, or null when both are 0. */
export const longPctOf = (r: { readonly long: number; readonly short: number }): number | null =>
  r.long + r.short > 0 ? (r.long / (r.long + r.short)) * 100 : null;

/** Segment (or participant) first, then net and its change as the phone's key columns. */
export function positionColumns(
  t: ParticipantT,
  first: 'segment' | 'participant' | 'both',
): readonly DataTableColumn<PositionRow>[] {
  const lead: DataTableColumn<PositionRow>[] = [];
  if (first === 'segment' || first === 'both') {
    lead.push({
      ...textColumn<PositionRow>('segment', t('column.segment'), (r) => t(`segment.${r.segment}`)),
      sortable: false,
    });
  }
  if (first === 'participant' || first === 'both') {
    const participant = textColumn<PositionRow>('participant', t('column.participant'), (r) =>
      t(`participant.${r.participant}`),
    );
    lead.push(
      first === 'both' ? keyColumn({ ...participant, sortable: false }) : { ...participant, sortable: false },
    );
  }
  return [
    ...lead,
    keyColumn(changeColumn('net', t('column.net'), (r) => r.net, { decimals: 0 })),
    keyColumn(changeColumn('netChange', t('column.netChange'), (r) => r.netChange, { decimals: 0 })),
    numberColumn('long', t('column.long'), (r) => r.long, { decimals: 0, largestFirst: true }),
    numberColumn('short', t('column.short'), (r) => r.short, { decimals: 0, largestFirst: true }),
    changeColumn('longChange', t('column.longChange'), (r) => r.longChange, { decimals: 0 }),
    changeColumn('shortChange', t('column.shortChange'), (r) => r.shortChange, { decimals: 0 }),
    // The total's long % is 50 % by construction: left blank.
    numberColumn('longPct', t('column.longPct'), (r) => (r.participant === 'TOTAL' ? null : longPctOf(r)), {
      decimals: 1,
    }),
  ];
}

import { Stack, Text } from '@mantine/core';
import { DEAL_HORIZONS, type DealGroup, type HorizonStats } from '@nivesh/contracts';
import { useMemo } from 'react';
import { ChangeText } from '@/components/market/change-text';
import { DataTable, type DataTableColumn, keyColumn } from '@/components/market/data-table';
import { type CollectedCsv, ExportAllButton } from '@/components/market/export-all-button';
import { numberColumn } from '@/components/market/overview-columns';
import { Section } from '@/components/market/section';
import { type ApiRefusal, isRefusal } from '@/lib/api-client';
import { formatDateIst, formatNumber, NO_VALUE } from '@/lib/format';
import {
  groupsCsv,
  horizonOf,
  type PerformanceFigures,
  type PerformanceT,
  signed,
  verdictOf,
} from '../lib/groups';

/** The largest page the server gives: the CSV asks for every group in pages of this size. */
const EXPORT_PAGE_SIZE = 100;

/** One horizon of a group: the abnormal mean (signed, coloured, bold when its interval excludes 0), its interval and n. */
function HorizonCell({ h, t }: { readonly h: HorizonStats | undefined; readonly t: PerformanceT }) {
  const verdict = verdictOf(h);
  const n = t('table.n', { n: formatNumber(h?.n ?? 0, 0) });
  return (
    <Stack gap={0} align="flex-end">
      {verdict === 'none' ? (
        <Text span inherit>
          {NO_VALUE}
        </Text>
      ) : (
        <ChangeText
          value={h?.abnormalMeanPct}
          format="percent"
          arrow={false}
          fw={verdict === 'above' || verdict === 'below' ? 700 : undefined}
        />
      )}
      {h && verdict !== 'none' && verdict !== 'single' && (
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {t('table.interval', { low: signed(h.abnormalCiLowPct), high: signed(h.abnormalCiHighPct) })}
        </Text>
      )}
      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {n}
      </Text>
    </Stack>
  );
}

function groupColumns(t: PerformanceT, name: (key: string) => string): readonly DataTableColumn<DealGroup>[] {
  const horizon = (days: number): DataTableColumn<DealGroup> => ({
    id: `t${days}`,
    label: t('table.abnormal', { days }),
    value: (r) => horizonOf(r, days)?.abnormalMeanPct ?? null,
    render: (r) => <HorizonCell h={horizonOf(r, days)} t={t} />,
    align: 'right',
    sortDescFirst: true,
  });
  return [
    { id: 'group', label: t('table.group'), value: (r) => name(r.key) },
    keyColumn(numberColumn('deals', t('table.deals'), (r) => r.deals, { decimals: 0, largestFirst: true })),
    numberColumn('value', t('table.value'), (r) => r.valueCr, { largestFirst: true }),
    // On a phone: the group, its count and T+20, the horizon most readers look at.
    ...DEAL_HORIZONS.map((days) => (days === 20 ? keyColumn(horizon(days)) : horizon(days))),
  ];
}

/** One page of groups of the same range and grouping, as the server answers it. */
export type FetchGroupsPage = (page: number, size: number) => Promise<PerformanceFigures | ApiRefusal>;

type AllGroups = { readonly groups: DealGroup[] } | { readonly refused: string };

/** Every group of the range, asked for page by page (the page on screen holds at most 100). */
async function allGroups(fetchPage: FetchGroupsPage, total: number, computing: string): Promise<AllGroups> {
  const groups: DealGroup[] = [];
  for (let page = 1; (page - 1) * EXPORT_PAGE_SIZE < total; page++) {
    const answer = await fetchPage(page, EXPORT_PAGE_SIZE);
    if (isRefusal(answer)) return { refused: answer.message };
    if (!answer.ready) return { refused: computing };
    groups.push(...answer.groups);
  }
  return { groups };
}

export interface GroupsTableProps {
  readonly data: PerformanceFigures;
  readonly t: PerformanceT;
  /** The section's title (by the grouping). */
  readonly title: string;
  /** A group's name in the page's language. */
  readonly name: (key: string) => string;
  /** The CSV's file name, without the extension. */
  readonly fileName: string;
  /** The other pages of the same range and grouping (the CSV holds every group). */
  readonly fetchPage: FetchGroupsPage;
  readonly onPage: (page: number) => void;
}

/** Downloads every group of the range (not just this page) with each horizon's n, means, interval and beat share. */
function ExportButton({ data, t, name, fileName, fetchPage }: Omit<GroupsTableProps, 'title' | 'onPage'>) {
  const collect = async (): Promise<CollectedCsv> => {
    const all =
      data.page === 1 && data.groups.length >= data.total
        ? { groups: [...data.groups] }
        : await allGroups(fetchPage, data.total, t('computing.title'));
    if ('refused' in all) return all;
    return { fileName, csv: groupsCsv(t, name, all.groups) };
  };
  return (
    <ExportAllButton
      label={t('table.export')}
      disabled={data.total === 0}
      collect={collect}
      failure={(message) => t('table.exportFailed', { message })}
    />
  );
}

/** The groups of the range, one page of them (the server pages them, most first). */
export function GroupsTable(props: GroupsTableProps) {
  const { data, t, title, name, onPage } = props;
  const columns = useMemo(() => groupColumns(t, name), [t, name]);
  return (
    <Section title={title} note={t('table.note')}>
      <DataTable
        caption={t('table.caption', { from: formatDateIst(data.from), to: formatDateIst(data.to) })}
        hideCaption
        columns={columns}
        rows={data.groups}
        rowKey={(r) => r.key}
        stateKey="groups"
        serverPage={{ page: data.page, pageSize: data.size, total: data.total, onPage }}
        toolbar={<ExportButton {...props} />}
      />
    </Section>
  );
}

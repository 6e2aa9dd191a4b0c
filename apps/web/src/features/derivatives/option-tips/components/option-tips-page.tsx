import { Anchor, Group, Pagination, Select, Stack, Text, Title } from '@mantine/core';
import {
  OPTION_TIP_RULE_NAMES,
  OPTION_TIP_UNDERLYINGS,
  type OptionTipDto,
  type TipStatsDto,
  type TipsAnswer,
} from '@nivesh/contracts';
import { type ReactNode, useMemo } from 'react';
import { Link } from 'react-router';
import { ChangeText } from '@/components/market/change-text';
import { DataTable, type DataTableColumn, keyColumn } from '@/components/market/data-table';
import { QueryStates } from '@/components/market/query-states';
import { appPath } from '@/config/paths';
import { answerOf } from '@/lib/api-client';
import { formatDateIst, formatNumber, formatPercent, formatRupees, NO_VALUE } from '@/lib/format';
import { useStrings } from '@/lib/strings';
import { oneOf, usePageParams } from '@/lib/use-page-params';
import { useOptionTips } from '../../shared/api';
import { DerivativesFrame } from '../../shared/derivatives-frame';
import { type OptionTipsT, optionTipsStrings } from '../strings';
import { shortContract, TipStatusBadge, TipsDisclaimer, TipsMethod } from './tip-parts';

const livePage = appPath('/option-chain/live-option-tips');
const RULES = ['all', ...OPTION_TIP_RULE_NAMES] as const;
const UNDERLYINGS = ['ALL', ...OPTION_TIP_UNDERLYINGS] as const;
const PAGE_SIZE = 20;

interface StatsRow {
  readonly key: string;
  readonly label: string;
  readonly stats: TipStatsDto;
}

const pnl = (value: number | null) => <ChangeText value={value} format="rupees" arrow={false} />;

type ColumnId = keyof typeof optionTipsStrings.en.columns;
type Show = (value: number | null) => ReactNode;

/** A right-aligned figure headed `columns.<id>`: sorted on `value`, shown by `show` (else as a number). */
function figureColumn<Row>(
  t: OptionTipsT,
  id: ColumnId,
  value: (row: Row) => number | null,
  show?: Show,
): DataTableColumn<Row> {
  return {
    id,
    label: t(`columns.${id}`),
    value,
    align: 'right',
    ...(show && { render: (r) => show(value(r)) }),
  };
}

const statsColumns = (t: OptionTipsT): readonly DataTableColumn<StatsRow>[] => {
  const stat = (id: ColumnId, pick: (s: TipStatsDto) => number | null, show?: Show) =>
    figureColumn<StatsRow>(t, id, (r) => pick(r.stats), show);
  /** Drawdown and net P&L are measured over closed tips only: none without one. */
  const closedOnly = (id: ColumnId, pick: (s: TipStatsDto) => number, show: Show) => ({
    ...stat(id, pick),
    render: (r: StatsRow) => (r.stats.sampleSize === 0 ? NO_VALUE : show(pick(r.stats))),
  });
  return [
    { id: 'rule', label: t('columns.rule'), value: (r) => r.label, render: (r) => r.label },
    keyColumn(stat('sample', (s) => s.sampleSize)),
    keyColumn(
      stat(
        'hitRate',
        (s) => s.hitRatePct,
        (v) => formatPercent(v, 1),
      ),
    ),
    keyColumn(stat('expectancy', (s) => s.expectancy, pnl)),
    stat('open', (s) => s.open),
    stat('averageWin', (s) => s.averageWin, pnl),
    stat('averageLoss', (s) => s.averageLoss, pnl),
    stat('profitFactor', (s) => s.profitFactor, formatNumber),
    closedOnly('maxDrawdown', (s) => s.maxDrawdown, formatRupees),
    closedOnly('net', (s) => s.netPnl, pnl),
  ];
};

const tipColumns = (
  t: OptionTipsT,
  method: TipsAnswer['method'],
): readonly DataTableColumn<OptionTipDto>[] => [
  keyColumn({
    id: 'contract',
    label: t('columns.contract'),
    value: (r) => shortContract(t, r),
  }),
  keyColumn(figureColumn(t, 'pnl', (r) => r.netPnl, pnl)),
  keyColumn({
    id: 'status',
    label: t('columns.status'),
    value: (r) => r.status,
    render: (r) => <TipStatusBadge tip={r} method={method} asText />,
  }),
  {
    id: 'date',
    label: t('columns.date'),
    value: (r) => r.sessionDate,
    render: (r) => formatDateIst(r.sessionDate),
  },
  { id: 'rule', label: t('columns.rule'), value: (r) => r.rule, render: (r) => t(`rule.${r.rule}`) },
  {
    id: 'expiry',
    label: t('columns.expiry'),
    value: (r) => r.legs[0]?.expiry ?? null,
    render: (r) => formatDateIst(r.legs[0]?.expiry ?? null),
  },
  figureColumn(t, 'entry', (r) => r.entry?.premium ?? null, formatRupees),
  figureColumn(t, 'exit', (r) => r.exit?.premium ?? null, formatRupees),
  figureColumn(t, 'target', (r) => r.target, formatRupees),
  figureColumn(t, 'stop', (r) => r.stop, formatRupees),
  figureColumn(t, 'charges', (r) => r.charges, formatRupees),
];

function LedgerLine({ ledger }: { readonly ledger: TipsAnswer['ledger'] }) {
  const t = useStrings(optionTipsStrings);
  if (ledger.entries === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('ledger.empty')}
      </Text>
    );
  if (!ledger.verified)
    return (
      <Text size="sm" c="red" fw={600}>
        {t('ledger.broken', { at: ledger.brokenAt ?? 0, entries: ledger.entries })}
      </Text>
    );
  return (
    <Text size="sm" c="dimmed">
      {t('ledger.verified', {
        since: formatDateIst(ledger.since),
        entries: ledger.entries,
        hash: (ledger.lastHash ?? '').slice(0, 12),
      })}
    </Text>
  );
}

/** /option-chain/option-tips: the record — statistics per rule and overall, the method, the closed tips. */
export function OptionTipsPage() {
  const t = useStrings(optionTipsStrings);
  const { values, set } = usePageParams(['rule', 'underlying', 'page'] as const);
  const rule = oneOf(values.rule, RULES, 'all');
  const underlying = oneOf(values.underlying, UNDERLYINGS, 'ALL');
  const page = Math.max(1, Number.parseInt(values.page ?? '1', 10) || 1);
  const query = useOptionTips({ rule, underlying, page, limit: PAGE_SIZE });
  const answer = answerOf(query.data);
  const stats = useMemo(() => statsColumns(t), [t]);
  const tips = useMemo(() => (answer ? tipColumns(t, answer.method) : []), [t, answer]);
  return (
    <DerivativesFrame title={t('record.title')} subtitle={t('record.subtitle')} query={query}>
      <TipsDisclaimer />
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label={t('record.filterRule')}
          value={rule}
          allowDeselect={false}
          onChange={(next) => set({ rule: next === 'all' || !next ? undefined : next, page: undefined })}
          data={RULES.map((r) => ({ value: r, label: r === 'all' ? t('record.allRules') : t(`rule.${r}`) }))}
          w={{ base: '100%', xs: 280 }}
        />
        <Select
          label={t('record.filterUnderlying')}
          value={underlying}
          allowDeselect={false}
          onChange={(next) =>
            set({ underlying: next === 'ALL' || !next ? undefined : next, page: undefined })
          }
          data={UNDERLYINGS.map((u) => ({ value: u, label: u === 'ALL' ? t('record.allUnderlyings') : u }))}
          w={{ base: '100%', xs: 200 }}
        />
      </Group>
      <QueryStates query={query} errorTitle={t('loadError')}>
        {(data) => (
          <Stack gap="lg">
            <Stack gap="xs" component="section" aria-labelledby="tips-stats">
              <Title order={2} size="h3" id="tips-stats">
                {t('record.statsTitle')}
              </Title>
              <LedgerLine ledger={data.ledger} />
              <DataTable
                caption={t('record.statsCaption')}
                columns={stats}
                rows={[
                  { key: 'all', label: t('record.overall'), stats: data.record.overall },
                  ...data.record.byRule.map((r) => ({
                    key: r.rule,
                    label: t(`rule.${r.rule}`),
                    stats: r.stats,
                  })),
                ]}
                rowKey={(r) => r.key}
                pageSize={10}
                // A few rows (overall and one per rule): no sort or page to keep in the URL, which
                // belongs to the record's table below.
                stateKey={null}
              />
            </Stack>
            <Stack gap="xs" component="section" aria-labelledby="tips-closed">
              <Title order={2} size="h3" id="tips-closed">
                {t('record.tipsTitle')}
              </Title>
              {data.total === 0 ? (
                <Text size="sm">{t('record.empty', { exitBy: data.method.exitBy })}</Text>
              ) : (
                <>
                  <DataTable
                    caption={t('record.tipsCaption')}
                    columns={tips}
                    rows={data.tips}
                    rowKey={(r) => r.id}
                    pageSize={PAGE_SIZE}
                    csvFileName="option-tips-record"
                  />
                  {data.pages > 1 && (
                    <Group gap="sm">
                      <Pagination
                        total={data.pages}
                        value={data.page}
                        onChange={(next) => set({ page: next === 1 ? undefined : String(next) })}
                        size="sm"
                      />
                      <Text size="sm" c="dimmed">
                        {t('record.pageOf', { page: data.page, pages: data.pages })}
                      </Text>
                    </Group>
                  )}
                </>
              )}
            </Stack>
            <Anchor component={Link} to={livePage.getHref()} size="sm">
              {t('record.liveLink')}
            </Anchor>
            <TipsMethod method={data.method} />
          </Stack>
        )}
      </QueryStates>
    </DerivativesFrame>
  );
}

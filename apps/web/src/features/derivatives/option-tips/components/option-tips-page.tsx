import { Anchor, Group, Pagination, Select, Stack, Text, Title } from '@mantine/core';
import {
  OPTION_TIP_RULE_NAMES,
  OPTION_TIP_UNDERLYINGS,
  type OptionTipDto,
  type TipStatsDto,
  type TipsAnswer,
} from '@nivesh/contracts';
import { useMemo } from 'react';
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
import { premium, shortContract, TipStatusBadge, TipsDisclaimer, TipsMethod } from './tip-parts';

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

const statsColumns = (t: OptionTipsT): readonly DataTableColumn<StatsRow>[] => [
  { id: 'rule', label: t('columns.rule'), value: (r) => r.label, render: (r) => r.label },
  keyColumn({ id: 'sample', label: t('columns.sample'), value: (r) => r.stats.sampleSize, align: 'right' }),
  keyColumn({
    id: 'hitRate',
    label: t('columns.hitRate'),
    value: (r) => r.stats.hitRatePct,
    render: (r) => (r.stats.hitRatePct === null ? NO_VALUE : formatPercent(r.stats.hitRatePct, 1)),
    align: 'right',
  }),
  keyColumn({
    id: 'expectancy',
    label: t('columns.expectancy'),
    value: (r) => r.stats.expectancy,
    render: (r) => pnl(r.stats.expectancy),
    align: 'right',
  }),
  { id: 'open', label: t('columns.open'), value: (r) => r.stats.open, align: 'right' },
  {
    id: 'averageWin',
    label: t('columns.averageWin'),
    value: (r) => r.stats.averageWin,
    render: (r) => pnl(r.stats.averageWin),
    align: 'right',
  },
  {
    id: 'averageLoss',
    label: t('columns.averageLoss'),
    value: (r) => r.stats.averageLoss,
    render: (r) => pnl(r.stats.averageLoss),
    align: 'right',
  },
  {
    id: 'profitFactor',
    label: t('columns.profitFactor'),
    value: (r) => r.stats.profitFactor,
    render: (r) => formatNumber(r.stats.profitFactor),
    align: 'right',
  },
  {
    id: 'maxDrawdown',
    label: t('columns.maxDrawdown'),
    value: (r) => r.stats.maxDrawdown,
    render: (r) => (r.stats.sampleSize === 0 ? NO_VALUE : formatRupees(r.stats.maxDrawdown)),
    align: 'right',
  },
  {
    id: 'net',
    label: t('columns.net'),
    value: (r) => r.stats.netPnl,
    render: (r) => (r.stats.sampleSize === 0 ? NO_VALUE : pnl(r.stats.netPnl)),
    align: 'right',
  },
];

const tipColumns = (
  t: OptionTipsT,
  method: TipsAnswer['method'],
): readonly DataTableColumn<OptionTipDto>[] => [
  keyColumn({
    id: 'contract',
    label: t('columns.contract'),
    value: (r) => shortContract(t, r),
  }),
  keyColumn({
    id: 'pnl',
    label: t('columns.pnl'),
    value: (r) => r.netPnl,
    render: (r) => pnl(r.netPnl),
    align: 'right',
  }),
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
  {
    id: 'entry',
    label: t('columns.entry'),
    value: (r) => r.entry?.premium ?? null,
    render: (r) => premium(r.entry?.premium),
    align: 'right',
  },
  {
    id: 'exit',
    label: t('columns.exit'),
    value: (r) => r.exit?.premium ?? null,
    render: (r) => premium(r.exit?.premium),
    align: 'right',
  },
  {
    id: 'target',
    label: t('columns.target'),
    value: (r) => r.target,
    render: (r) => premium(r.target),
    align: 'right',
  },
  {
    id: 'stop',
    label: t('columns.stop'),
    value: (r) => r.stop,
    render: (r) => premium(r.stop),
    align: 'right',
  },
  {
    id: 'charges',
    label: t('columns.charges'),
    value: (r) => r.charges,
    render: (r) => formatRupees(r.charges),
    align: 'right',
  },
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

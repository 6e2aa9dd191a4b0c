import { Alert, Anchor, Button, Paper, Stack, Table, Tabs, Text, Title } from '@mantine/core';
import type {
  CapitalGainsYear,
  HoldingRow,
  PortfolioPeriodReturnDto,
  PortfolioReturnsAnswer,
  PortfolioTransactionDto,
  XirrDto,
} from '@nivesh/contracts';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { DataTable, type DataTableColumn } from '@/components/market/data-table';
import { QueryStates } from '@/components/market/query-states';
import { appPath } from '@/config/paths';
import { isRefusal } from '@/lib/api-client';
import { formatNumber, formatPercent } from '@/lib/format';
import {
  useCapitalGains,
  useDeleteTransaction,
  usePortfolioHoldings,
  usePortfolioReturns,
  usePortfolioTransactions,
} from '@/lib/portfolios/portfolios-api';
import { useStrings } from '@/lib/strings';
import { type PortfoliosText, portfoliosStrings } from '../strings';
import { CsvExportButton, CsvImport } from './csv-import';
import { PortfoliosFrame, usePortfoliosCrumb, useSignedIn } from './portfolios-frame';
import { RoboFollowNote } from './robo-follow-note';
import { TransactionForm } from './transaction-form';

const money = (n: number | null) => formatNumber(n);
const pct = (n: number | null) => (n === null ? '—' : formatPercent(n));

function holdingColumns(t: PortfoliosText): DataTableColumn<HoldingRow>[] {
  return [
    { id: 'symbol', label: t('holdings.symbol'), value: (h) => h.symbol },
    {
      id: 'quantity',
      label: t('holdings.quantity'),
      value: (h) => h.quantity,
      align: 'right',
      priority: 'key',
    },
    {
      id: 'value',
      label: t('holdings.value'),
      value: (h) => h.value,
      render: (h) => money(h.value),
      align: 'right',
      priority: 'key',
    },
    {
      id: 'unrealised',
      label: t('holdings.unrealised'),
      value: (h) => h.unrealised,
      render: (h) => money(h.unrealised),
      align: 'right',
      tone: 'sign',
      priority: 'key',
    },
    {
      id: 'averageCost',
      label: t('holdings.averageCost'),
      value: (h) => h.averageCost,
      render: (h) => money(h.averageCost),
      align: 'right',
    },
    { id: 'ltp', label: t('holdings.ltp'), value: (h) => h.ltp, render: (h) => money(h.ltp), align: 'right' },
    {
      id: 'dayPnl',
      label: t('holdings.dayPnl'),
      value: (h) => h.dayPnl,
      render: (h) => money(h.dayPnl),
      align: 'right',
      tone: 'sign',
    },
    {
      id: 'unrealisedPct',
      label: t('holdings.unrealisedPct'),
      value: (h) => h.unrealisedPct,
      render: (h) => pct(h.unrealisedPct),
      align: 'right',
      tone: 'sign',
    },
    {
      id: 'realised',
      label: t('holdings.realised'),
      value: (h) => h.realised,
      render: (h) => money(h.realised),
      align: 'right',
      tone: 'sign',
    },
    {
      id: 'lots',
      label: t('holdings.lots'),
      value: (h) => h.lots.length,
      sortable: false,
      render: (h) => (
        <Stack gap={0}>
          {h.lots.map((lot) => (
            <Text key={`${lot.acquiredOn}-${lot.source}-${lot.quantity}`} size="xs">
              {t('holdings.lot', {
                quantity: lot.quantity,
                date: lot.acquiredOn,
                source: t(`holdings.source_${lot.source}`),
                cost: money(lot.cost),
              })}
            </Text>
          ))}
        </Stack>
      ),
    },
  ];
}

function HoldingsTab({ id }: { readonly id: string }) {
  const t = useStrings(portfoliosStrings);
  const holdings = usePortfolioHoldings(id, true);
  return (
    <QueryStates query={holdings} errorTitle={t('detail.loadError')}>
      {(data) => (
        <Stack gap="sm">
          <DataTable
            caption={t('holdings.caption')}
            hideCaption
            columns={holdingColumns(t)}
            rows={data.rows}
            rowKey={(h) => h.symbol}
            emptyMessage={t('holdings.empty')}
            stateKey={null}
          />
          {data.closed.map((c) => (
            <Text key={c.symbol} size="sm" c="dimmed">
              {t('holdings.closed', { symbol: c.symbol, realised: money(c.realised) })}
            </Text>
          ))}
          {data.actions.length > 0 && (
            <Stack gap={2}>
              <Text size="sm" fw={600}>
                {t('holdings.actions')}
              </Text>
              {data.actions.map((a) => (
                <Text key={`${a.symbol}-${a.date}-${a.kind}`} size="sm">
                  {t('holdings.action', { date: a.date, symbol: a.symbol, description: a.description })}
                </Text>
              ))}
            </Stack>
          )}
        </Stack>
      )}
    </QueryStates>
  );
}

function detailOf(t: PortfoliosText, tx: PortfolioTransactionDto): string {
  if (tx.ratioNew !== null && tx.ratioOld !== null)
    return t('tx.ratio', { new: tx.ratioNew, old: tx.ratioOld });
  if (tx.acquiredOn !== null) return t('tx.acquired', { date: tx.acquiredOn });
  return tx.source === 'market' ? (tx.sourceFile ?? '') : '';
}

function transactionColumns(
  t: PortfoliosText,
  onDelete: (tx: PortfolioTransactionDto) => void,
): DataTableColumn<PortfolioTransactionDto>[] {
  return [
    { id: 'date', label: t('tx.date'), value: (tx) => tx.date },
    { id: 'kind', label: t('tx.kind'), value: (tx) => t(`tx.kind_${tx.kind}`), priority: 'key' },
    { id: 'symbol', label: t('tx.symbol'), value: (tx) => tx.symbol, priority: 'key' },
    { id: 'quantity', label: t('tx.quantity'), value: (tx) => tx.quantity, align: 'right', priority: 'key' },
    {
      id: 'price',
      label: t('tx.price'),
      value: (tx) => tx.price,
      render: (tx) => money(tx.price),
      align: 'right',
    },
    {
      id: 'charges',
      label: t('tx.charges'),
      value: (tx) => tx.charges,
      render: (tx) =>
        tx.chargesEstimated ? t('tx.chargesEstimated', { charges: money(tx.charges) }) : money(tx.charges),
      align: 'right',
    },
    { id: 'detail', label: t('tx.detail'), value: (tx) => detailOf(t, tx), sortable: false },
    { id: 'source', label: t('tx.source'), value: (tx) => t(`tx.source_${tx.source}`) },
    {
      id: 'delete',
      label: t('common.delete'),
      value: () => null,
      sortable: false,
      render: (tx) =>
        tx.source === 'market' ? null : (
          <Button
            size="compact-sm"
            variant="subtle"
            color="red"
            aria-label={t('tx.deleteOf', { kind: t(`tx.kind_${tx.kind}`), symbol: tx.symbol, date: tx.date })}
            onClick={() => onDelete(tx)}
          >
            <IconTrash size={14} aria-hidden="true" />
          </Button>
        ),
    },
  ];
}

function TransactionsTab({ id }: { readonly id: string }) {
  const t = useStrings(portfoliosStrings);
  const list = usePortfolioTransactions(id, true);
  const remove = useDeleteTransaction();
  const [refusal, setRefusal] = useState<string | null>(null);
  const onDelete = async (tx: PortfolioTransactionDto) => {
    const answer = await remove.mutateAsync({ portfolio_id: id, transaction_id: tx.id });
    setRefusal(isRefusal(answer) ? answer.message : null);
  };
  return (
    <QueryStates query={list} errorTitle={t('detail.loadError')}>
      {(data) => (
        <Stack gap="lg">
          <Stack gap={4}>
            <Text size="sm" c="dimmed">
              {t('tx.limit', {
                count: data.transactions.filter((tx) => tx.source !== 'market').length,
                limit: data.limits.transactions,
              })}
            </Text>
            {refusal && (
              <Alert color="red" variant="light" role="alert">
                {refusal}
              </Alert>
            )}
            <DataTable
              caption={t('tx.caption')}
              hideCaption
              columns={transactionColumns(t, onDelete)}
              rows={data.transactions}
              rowKey={(tx) => tx.id}
              emptyMessage={t('tx.empty')}
              stateKey={null}
            />
            {data.transactions.some((tx) => tx.chargesEstimated) && (
              <Text size="sm" c="dimmed">
                {t('tx.estimatedNote')}
              </Text>
            )}
          </Stack>
          <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
            <TransactionForm portfolioId={id} />
          </Paper>
          <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
            <Stack gap="md">
              <CsvImport portfolios={[{ id, name: data.portfolio.name }]} />
              <CsvExportButton id={id} />
            </Stack>
          </Paper>
        </Stack>
      )}
    </QueryStates>
  );
}

function xirrText(t: PortfoliosText, x: XirrDto): string {
  return x.kind === 'rate' ? formatPercent(x.ratePct) : `${t('returns.noSolution')}: ${x.reason}`;
}

function periodText(t: PortfoliosText, r: PortfolioPeriodReturnDto | undefined): string {
  if (!r || r.cumulativePct === null) return t('returns.noData');
  const base = formatPercent(r.cumulativePct);
  return r.annualisedPct === null
    ? base
    : `${base} (${t('returns.annualised', { pct: formatPercent(r.annualisedPct) })})`;
}

function ReturnsCard({ data }: { readonly data: PortfolioReturnsAnswer }) {
  const t = useStrings(portfoliosStrings);
  const bench = data.benchmark.kind === 'ok' ? data.benchmark : undefined;
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md">
        <Text size="sm" c="dimmed">
          {t('returns.xirr')}
        </Text>
        <Text fw={700} size="xl">
          {xirrText(t, data.xirr)}
        </Text>
        {bench ? (
          <Text size="sm">
            {t('returns.benchmarkValue', { value: money(bench.value), xirr: xirrText(t, bench.xirr) })}
          </Text>
        ) : data.benchmark.kind === 'unavailable' ? (
          <Text size="sm">{t('returns.benchmarkOff', { reason: data.benchmark.reason })}</Text>
        ) : null}
      </Paper>
      <Table.ScrollContainer minWidth={320}>
        <Table striped>
          <Table.Caption>{t('returns.caption')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('returns.period')}</Table.Th>
              <Table.Th scope="col" ta="right">
                {t('returns.portfolio')}
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {t('returns.benchmark')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.twr.map((r) => (
              <Table.Tr key={r.period}>
                <Table.Th scope="row">
                  {r.period}
                  {r.sinceInception && r.period !== 'Max' ? ` (${t('returns.sinceStart')})` : ''}
                </Table.Th>
                <Table.Td ta="right">{periodText(t, r)}</Table.Td>
                <Table.Td ta="right">
                  {periodText(
                    t,
                    bench?.twr.find((b) => b.period === r.period),
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Stack gap={4}>
        <Title order={3} size="h5">
          {t('returns.method')}
        </Title>
        <Text size="sm">{t('returns.methodXirr')}</Text>
        <Text size="sm">{t('returns.methodTwr')}</Text>
        <Text size="sm">{t('returns.methodBenchmark')}</Text>
        {bench && (
          <Text size="xs" c="dimmed">
            {bench.note}
          </Text>
        )}
      </Stack>
    </Stack>
  );
}

function ReturnsTab({ id }: { readonly id: string }) {
  const t = useStrings(portfoliosStrings);
  const returns = usePortfolioReturns(id, true);
  return (
    <QueryStates query={returns} errorTitle={t('returns.loadError')}>
      {(data) => <ReturnsCard data={data} />}
    </QueryStates>
  );
}

type GainRow = CapitalGainsYear['rows'][number];
type ScheduleRow = CapitalGainsYear['schedule112A'][number];

function gainColumns(t: PortfoliosText): DataTableColumn<GainRow>[] {
  const kindKey = {
    'short-term': 'gains.kind_short_term',
    'long-term': 'gains.kind_long_term',
    speculative: 'gains.kind_speculative',
  } as const;
  return [
    { id: 'symbol', label: t('tx.symbol'), value: (r) => r.symbol },
    { id: 'kind', label: t('gains.kind'), value: (r) => t(kindKey[r.kind]), priority: 'key' },
    {
      id: 'gain',
      label: t('gains.gain'),
      value: (r) => r.gain,
      render: (r) => money(r.gain),
      align: 'right',
      tone: 'sign',
      priority: 'key',
    },
    { id: 'saleDate', label: t('gains.sold'), value: (r) => r.saleDate },
    { id: 'acquiredOn', label: t('gains.bought'), value: (r) => r.acquiredOn },
    { id: 'quantity', label: t('gains.quantity'), value: (r) => r.quantity, align: 'right' },
    {
      id: 'fullValue',
      label: t('gains.fullValue'),
      value: (r) => r.fullValue,
      render: (r) => money(r.fullValue),
      align: 'right',
    },
    {
      id: 'cost',
      label: t('gains.cost'),
      value: (r) => r.cost,
      render: (r) => `${money(r.cost)}${r.grandfathered ? ` (${t('gains.grandfathered')})` : ''}`,
      align: 'right',
    },
    {
      id: 'rate',
      label: t('gains.rate'),
      value: (r) => r.ratePct,
      render: (r) => (r.ratePct === null ? '—' : `${r.ratePct} %`),
      align: 'right',
    },
  ];
}

function scheduleColumns(t: PortfoliosText): DataTableColumn<ScheduleRow>[] {
  return [
    { id: 'isin', label: t('gains.isin'), value: (r) => r.isin ?? r.symbol },
    { id: 'quantity', label: t('gains.quantity'), value: (r) => r.quantity, align: 'right', priority: 'key' },
    {
      id: 'balance',
      label: t('gains.balance'),
      value: (r) => r.balance,
      render: (r) => money(r.balance),
      align: 'right',
      priority: 'key',
    },
    { id: 'saleDate', label: t('gains.sold'), value: (r) => r.saleDate },
    {
      id: 'fullValue',
      label: t('gains.fullValue'),
      value: (r) => r.fullValueOfConsideration,
      render: (r) => money(r.fullValueOfConsideration),
      align: 'right',
    },
    {
      id: 'cost',
      label: t('gains.cost'),
      value: (r) => r.costWithoutIndexation,
      render: (r) => money(r.costWithoutIndexation),
      align: 'right',
    },
  ];
}

function GainsYear({ year }: { readonly year: CapitalGainsYear }) {
  const t = useStrings(portfoliosStrings);
  const sum = (b: readonly { net: number }[]) => b.reduce((s, x) => s + x.net, 0);
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="xs">
        <Title order={3} size="h5">
          {year.label}
        </Title>
        <Text size="sm">{t('gains.shortTerm', { amount: money(sum(year.shortTerm)) })}</Text>
        <Text size="sm">
          {t('gains.longTerm', {
            amount: money(sum(year.longTerm)),
            used: money(year.exemptionUsed),
            exemption: money(year.exemption),
          })}
        </Text>
        {year.speculativeNet !== 0 && (
          <Text size="sm">{t('gains.speculative', { amount: money(year.speculativeNet) })}</Text>
        )}
        <Text size="sm" fw={600}>
          {t('gains.tax', { tax: money(year.tax) })}
        </Text>
        {year.missingFmv.length > 0 && (
          <Text size="xs" c="dimmed">
            {t('gains.missingFmv', { symbols: year.missingFmv.join(', ') })}
          </Text>
        )}
        <DataTable
          caption={t('gains.caption', { fy: year.label })}
          columns={gainColumns(t)}
          rows={year.rows}
          rowKey={(r) => `${r.symbol}-${r.saleDate}-${r.acquiredOn}-${r.quantity}-${r.kind}`}
          csvFileName={`capital-gains-${year.label.replace(/\s+/g, '-')}`}
          stateKey={null}
        />
        {year.schedule112A.length > 0 && (
          <DataTable
            caption={t('gains.scheduleCaption', { fy: year.label })}
            columns={scheduleColumns(t)}
            rows={year.schedule112A}
            rowKey={(r) => `${r.symbol}-${r.saleDate}-${r.acquiredOn}-${r.quantity}`}
            csvFileName={`schedule-112a-${year.label.replace(/\s+/g, '-')}`}
            stateKey={null}
          />
        )}
      </Stack>
    </Paper>
  );
}

function GainsTab({ id }: { readonly id: string }) {
  const t = useStrings(portfoliosStrings);
  const gains = useCapitalGains(id, true);
  return (
    <Stack gap="md">
      <Alert color="yellow" variant="light" title={t('gains.estimate')}>
        {gains.data && !isRefusal(gains.data) ? gains.data.notice : null}
      </Alert>
      <QueryStates
        query={gains}
        errorTitle={t('gains.loadError')}
        isEmpty={(data) => data.years.length === 0}
        empty={<Text size="sm">{t('gains.empty')}</Text>}
      >
        {(data) => (
          <Stack gap="md">
            {data.years.map((y) => (
              <GainsYear key={y.financialYear} year={y} />
            ))}
          </Stack>
        )}
      </QueryStates>
    </Stack>
  );
}

/** /portfolio-stock/{portfolio_id}: holdings, transactions, returns and capital gains of one portfolio. */
export function PortfolioStockPage() {
  const t = useStrings(portfoliosStrings);
  const crumb = usePortfoliosCrumb();
  const id = useParams().portfolio_id ?? '';
  const signedIn = useSignedIn();
  const holdings = usePortfolioHoldings(id, signedIn);
  const answer = holdings.data && !isRefusal(holdings.data) ? holdings.data : undefined;
  const portfolio = answer?.portfolio;
  const paper = portfolio?.readOnly ?? false;
  const title = portfolio ? (paper ? t('common.paper') : portfolio.name) : t('common.portfolios');
  return (
    <PortfoliosFrame
      title={title}
      breadcrumbs={[crumb]}
      asOf={answer?.source.asOf ?? null}
      subtitle={
        portfolio
          ? t('detail.summary', {
              value: money(portfolio.value),
              invested: money(portfolio.invested),
              pnl: money(portfolio.totalPnl),
            })
          : undefined
      }
    >
      <QueryStates query={holdings} errorTitle={t('detail.loadError')}>
        {(data) => (
          <Stack gap="md">
            {data.portfolio.unpriced.length > 0 && (
              <Alert color="orange" variant="light">
                {t('detail.unpriced', { symbols: data.portfolio.unpriced.join(', ') })}
              </Alert>
            )}
            {!paper && <RoboFollowNote id={id} />}
            {paper ? (
              <Stack gap="sm">
                <Text size="sm">
                  {t('detail.paperNote')}{' '}
                  <Anchor component={Link} to={appPath('/portfolio-order-dashboard').getHref()}>
                    {t('detail.openOrders')}
                  </Anchor>
                </Text>
                <Text size="sm" c="dimmed">
                  {t('detail.paperNoReturns')}
                </Text>
                <HoldingsTab id={id} />
              </Stack>
            ) : (
              <Tabs defaultValue="holdings" keepMounted={false}>
                <Tabs.List>
                  <Tabs.Tab value="holdings">{t('detail.holdings')}</Tabs.Tab>
                  <Tabs.Tab value="transactions">{t('detail.transactions')}</Tabs.Tab>
                  <Tabs.Tab value="returns">{t('detail.returns')}</Tabs.Tab>
                  <Tabs.Tab value="gains">{t('detail.gains')}</Tabs.Tab>
                </Tabs.List>
                <Tabs.Panel value="holdings" pt="md">
                  <HoldingsTab id={id} />
                </Tabs.Panel>
                <Tabs.Panel value="transactions" pt="md">
                  <TransactionsTab id={id} />
                </Tabs.Panel>
                <Tabs.Panel value="returns" pt="md">
                  <ReturnsTab id={id} />
                </Tabs.Panel>
                <Tabs.Panel value="gains" pt="md">
                  <GainsTab id={id} />
                </Tabs.Panel>
              </Tabs>
            )}
          </Stack>
        )}
      </QueryStates>
    </PortfoliosFrame>
  );
}

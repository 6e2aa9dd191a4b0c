import { Anchor, Group, List, NativeSelect, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { DashboardRecordAnswer, DashboardRow, DashboardSector } from '@nivesh/contracts';
import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '@/components/market/data-table';
import { RefreshButton } from '@/components/market/market-page';
import { QueryStates } from '@/components/market/query-states';
import { appPath, paths } from '@/config/paths';
import { isRefusal } from '@/lib/api-client';
import { formatNumber, formatPercent, formatRupees } from '@/lib/format';
import { usePortfolios } from '@/lib/portfolios/portfolios-api';
import { useStrings } from '@/lib/strings';
import { usePageParams } from '@/lib/use-page-params';
import { WatchlistTable } from '../../components/watchlist-table';
import { useDashboardRecord } from '../api/dashboard-queries';
import { type DashboardText, dashboardStrings } from '../dashboard.strings';
import {
  DashboardFrame,
  listSignalsHref,
  NoWatchlistYet,
  ORDER_DASHBOARD_HREF,
  sectorHref,
  useSignedIn,
  WatchlistPicker,
} from './dashboard-frame';
import { ListSignalsTable } from './list-signals-table';

/** One card of the day, headed by its title (a level-2 heading under the page's). */
function Card({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} miw={0}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

function Muted({ children }: { readonly children: ReactNode }) {
  return (
    <Text size="sm" c="dimmed">
      {children}
    </Text>
  );
}

const cell = (row: DashboardRow, field: string) => row[field] ?? null;
const rupeeCell = (field: string) => (row: DashboardRow) => {
  const value = cell(row, field);
  return typeof value === 'number' ? formatRupees(value) : (value ?? '');
};

function orderColumns(t: DashboardText): DataTableColumn<DashboardRow>[] {
  return [
    {
      id: 'symbol',
      label: t('day.columns.symbol'),
      value: (r) => cell(r, 'symbolLabel') ?? cell(r, 'symbol'),
    },
    { id: 'signal', label: t('day.columns.side'), value: (r) => cell(r, 'signal'), priority: 'key' },
    { id: 'type', label: t('day.columns.type'), value: (r) => cell(r, 'type') },
    { id: 'quantity', label: t('day.columns.quantity'), value: (r) => cell(r, 'quantity'), align: 'right' },
    {
      id: 'price',
      label: t('day.columns.price'),
      value: (r) => cell(r, 'price') ?? cell(r, 'triggerPrice'),
      render: rupeeCell('price'),
      align: 'right',
      priority: 'key',
    },
    {
      id: 'ltp',
      label: t('day.columns.ltp'),
      value: (r) => cell(r, 'ltp'),
      render: rupeeCell('ltp'),
      align: 'right',
    },
    { id: 'status', label: t('day.columns.status'), value: (r) => cell(r, 'status') },
  ];
}

function positionColumns(t: DashboardText): DataTableColumn<DashboardRow>[] {
  return [
    {
      id: 'symbol',
      label: t('day.columns.symbol'),
      value: (r) => cell(r, 'symbolLabel') ?? cell(r, 'symbol'),
    },
    { id: 'netQty', label: t('day.columns.netQty'), value: (r) => cell(r, 'netQty'), align: 'right' },
    {
      id: 'ltp',
      label: t('day.columns.ltp'),
      value: (r) => cell(r, 'ltp'),
      render: rupeeCell('ltp'),
      align: 'right',
    },
    {
      id: 'cp',
      label: t('day.columns.pnl'),
      value: (r) => cell(r, 'cp'),
      render: rupeeCell('cp'),
      align: 'right',
      tone: 'sign',
      priority: 'key',
    },
  ];
}

function sectorColumns(t: DashboardText): DataTableColumn<DashboardSector>[] {
  return [
    { id: 'name', label: t('day.sector'), value: (r) => r.name },
    {
      id: 'weightedChangePct',
      label: t('day.change'),
      value: (r) => r.weightedChangePct,
      render: (r) => formatPercent(r.weightedChangePct),
      align: 'right',
      tone: 'sign',
      priority: 'key',
      sortDescFirst: true,
    },
    {
      id: 'breadth',
      label: t('day.breadth'),
      value: (r) => r.advances - r.declines,
      render: (r) =>
        t('day.breadthValue', { up: formatNumber(r.advances, 0), down: formatNumber(r.declines, 0) }),
      align: 'right',
    },
  ];
}

function Movers({
  title,
  movers,
  none,
}: {
  readonly title: string;
  readonly movers: DashboardRecordAnswer['sectors']['gainers'];
  readonly none: string;
}) {
  return (
    <Stack gap={2} miw={0}>
      <Text size="sm" fw={600}>
        {title}
      </Text>
      {movers.length === 0 ? (
        <Muted>{none}</Muted>
      ) : (
        <List size="sm" listStyleType="none" spacing={2}>
          {movers.map((m) => (
            <List.Item key={m.symbol}>
              <Group gap={6} wrap="nowrap">
                {/* At least 24 × 24 px (WCAG 2.5.8): a short symbol is a small target otherwise. */}
                <Anchor
                  component={Link}
                  to={paths.stock.getHref({ symbol: m.symbol })}
                  size="sm"
                  miw={24}
                  mih={24}
                  display="inline-block"
                  lh="24px"
                >
                  {m.symbol}
                </Anchor>
                <Text span size="sm" c={m.changePct < 0 ? 'red' : 'teal'}>
                  {formatPercent(m.changePct)}
                </Text>
              </Group>
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}

function SectorsCard({
  sectors,
  onSector,
}: {
  readonly sectors: DashboardRecordAnswer['sectors'];
  readonly onSector: (slug: string) => void;
}) {
  const t = useStrings(dashboardStrings);
  const columns = useMemo(() => sectorColumns(t), [t]);
  const selected = sectors.rows.find((r) => r.slug === sectors.selected);
  return (
    <Card title={t('day.sectorsTitle')}>
      <DataTable
        caption={t('day.sectorsCaption')}
        hideCaption
        columns={columns}
        rows={sectors.rows}
        rowKey={(r) => r.slug}
        rowHref={(r) => sectorHref(r.slug)}
        stickyFirstColumn
        pageSize={10}
        stateKey="sectors"
      />
      {selected && (
        <Stack gap="xs">
          <NativeSelect
            label={t('day.chooseSector')}
            value={selected.slug}
            onChange={(event) => onSector(event.currentTarget.value)}
            data={sectors.rows.map((r) => ({ value: r.slug, label: r.name }))}
            w={{ base: '100%', xs: 260 }}
          />
          <Text size="sm" fw={600}>
            {t('day.movers', { sector: selected.name })}
          </Text>
          <SimpleGrid cols={2} spacing="sm">
            <Movers title={t('day.gainers')} movers={sectors.gainers} none={t('day.noMovers')} />
            <Movers title={t('day.losers')} movers={sectors.losers} none={t('day.noMovers')} />
          </SimpleGrid>
        </Stack>
      )}
    </Card>
  );
}

/** A paper-account table of the order dashboard (open orders, positions), or what it says when empty. */
function PaperTable({
  title,
  none,
  caption,
  columns,
  rows,
  stateKey,
  above,
}: {
  readonly title: string;
  readonly none: string;
  readonly caption: string;
  readonly columns: readonly DataTableColumn<DashboardRow>[];
  readonly rows: readonly DashboardRow[];
  readonly stateKey: string;
  readonly above?: ReactNode;
}) {
  const t = useStrings(dashboardStrings);
  return (
    <Card title={title}>
      {rows.length === 0 ? (
        <Muted>{none}</Muted>
      ) : (
        <>
          {above}
          <DataTable
            caption={caption}
            hideCaption
            columns={columns}
            rows={rows}
            rowKey={(r) => String(cell(r, 'orderId'))}
            stickyFirstColumn
            pageSize={10}
            stateKey={stateKey}
          />
        </>
      )}
      <Anchor component={Link} to={ORDER_DASHBOARD_HREF} size="sm">
        {t('day.placeOrder')}
      </Anchor>
    </Card>
  );
}

function PaperCards({ data }: { readonly data: DashboardRecordAnswer }) {
  const t = useStrings(dashboardStrings);
  const orders = useMemo(() => orderColumns(t), [t]);
  const positions = useMemo(() => positionColumns(t), [t]);
  const net = data.positions.summary?.net;
  return (
    <>
      <PaperTable
        title={t('day.ordersTitle')}
        none={t('day.ordersNone')}
        caption={t('day.ordersCaption')}
        columns={orders}
        rows={data.openOrders.result}
        stateKey="orders"
      />
      <PaperTable
        title={t('day.positionsTitle')}
        none={t('day.positionsNone')}
        caption={t('day.positionsCaption')}
        columns={positions}
        rows={data.positions.result}
        stateKey="positions"
        above={
          net !== undefined && (
            <Text size="sm" fw={600} c={net < 0 ? 'red' : 'teal'}>
              {t('day.netPnl', { value: formatRupees(net) })}
            </Text>
          )
        }
      />
    </>
  );
}

function DayContent({
  data,
  onList,
  onSector,
  onPortfolio,
}: {
  readonly data: DashboardRecordAnswer;
  readonly onList: (id: string) => void;
  readonly onSector: (slug: string) => void;
  /** Shows another portfolio in the P&L card (kept in the URL as `portfolio_id`). */
  readonly onPortfolio: (id: string) => void;
}) {
  const t = useStrings(dashboardStrings);
  const chosen = data.watchlist;
  return (
    <Stack gap="md">
      <Card title={t('day.watchlistTitle')}>
        {chosen === null ? (
          <NoWatchlistYet />
        ) : (
          <>
            <WatchlistPicker lists={data.watchlists} value={chosen.watchlist.id} onChange={onList} />
            <WatchlistTable id={chosen.watchlist.id} rows={chosen.rows} columns={chosen.columns} />
          </>
        )}
      </Card>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Card title={t('day.signalsTitle')}>
          {chosen === null ? (
            <Muted>{t('common.noListText')}</Muted>
          ) : data.signals.rows.length === 0 ? (
            <Muted>{t('day.signalsNone')}</Muted>
          ) : (
            <ListSignalsTable
              rows={data.signals.rows}
              caption={t('signals.caption', { name: chosen.watchlist.name })}
              stateKey="signals"
              compact
            />
          )}
          {chosen !== null && (
            <Anchor component={Link} to={listSignalsHref(chosen.watchlist.id)} size="sm">
              {t('day.seeSignals')}
            </Anchor>
          )}
        </Card>
        <Card title={t('day.portfolioTitle')}>
          {data.portfolio === null ? (
            <Stack gap="xs">
              <Muted>{t('day.portfolioNone')}</Muted>
              <Anchor component={Link} to={PORTFOLIOS_HREF} size="sm">
                {t('day.portfolioAll')}
              </Anchor>
            </Stack>
          ) : (
            <Stack gap="xs">
              <PortfolioPicker chosen={data.portfolio} onPortfolio={onPortfolio} />
              <SimpleGrid cols={3} spacing="xs">
                <Figure label={t('day.portfolioValue')} value={formatRupees(data.portfolio.currentValue)} />
                <Figure
                  label={t('day.portfolioDay')}
                  value={withPct(data.portfolio.dayPnl, data.portfolio.dayPnlPct)}
                  tone={data.portfolio.dayPnl}
                />
                <Figure
                  label={t('day.portfolioTotal')}
                  value={withPct(data.portfolio.totalPnl, data.portfolio.totalPnlPct)}
                  tone={data.portfolio.totalPnl}
                />
              </SimpleGrid>
              <Anchor component={Link} to={portfolioHref(data.portfolio.id)} size="sm">
                {t('day.portfolioOpen')}
              </Anchor>
            </Stack>
          )}
        </Card>
        <SectorsCard sectors={data.sectors} onSector={onSector} />
        <Stack gap="md">
          <PaperCards data={data} />
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}

const PORTFOLIOS_HREF = appPath('/portfolio/').getHref();
const portfolioHref = (id: string) =>
  appPath('/portfolio-stock/{portfolio_id}').getHref({ portfolio_id: id });

/** Rupees with the percentage beside them when there is one. */
const withPct = (value: number, pct: number | null): string =>
  pct === null ? formatRupees(value) : `${formatRupees(value)} (${formatPercent(pct)})`;

/** A labelled figure of the portfolio card, green or red by the sign of `tone`. */
function Figure({
  label,
  value,
  tone,
}: {
  readonly label: string;
  readonly value: string;
  readonly tone?: number;
}) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600} c={tone === undefined ? undefined : tone < 0 ? 'red' : 'teal'}>
        {value}
      </Text>
    </Stack>
  );
}

/**
 * The portfolio card's choice among the user's portfolios (the paper book among them when it holds
 * stocks): a select when there are several, else the portfolio's name.
 */
function PortfolioPicker({
  chosen,
  onPortfolio,
}: {
  readonly chosen: { readonly id: string; readonly name: string };
  readonly onPortfolio: (id: string) => void;
}) {
  const t = useStrings(dashboardStrings);
  const list = usePortfolios(useSignedIn());
  const portfolios = list.data && !isRefusal(list.data) ? list.data.portfolios : [];
  const choices = portfolios.some((p) => p.id === chosen.id)
    ? portfolios
    : [{ id: chosen.id, name: chosen.name }, ...portfolios];
  if (choices.length < 2) return <Text fw={600}>{chosen.name}</Text>;
  return (
    <NativeSelect
      label={t('day.portfolioPick')}
      value={chosen.id}
      data={choices.map((p) => ({ value: p.id, label: p.name }))}
      onChange={(e) => onPortfolio(e.currentTarget.value)}
    />
  );
}

/** /dashboard: the signed-in user's day — a watchlist live, its signals, sectors, paper orders and positions, the portfolio card. */
export function DashboardPage() {
  const t = useStrings(dashboardStrings);
  const { values, set } = usePageParams(['watchlist_id', 'sector_id', 'portfolio_id'] as const);
  const query = useDashboardRecord(
    { watchlistId: values.watchlist_id, sectorId: values.sector_id, portfolioId: values.portfolio_id },
    useSignedIn(),
  );
  const answer = query.data && query.data.status === 1 ? query.data : undefined;
  return (
    <DashboardFrame
      title={t('day.title')}
      subtitle={t('day.subtitle')}
      asOf={answer?.source.asOf}
      actions={<RefreshButton onRefresh={query.refetch} refreshing={query.isFetching} />}
    >
      <QueryStates query={query} errorTitle={t('day.loadError')}>
        {(data) => (
          <DayContent
            data={data}
            onList={(id) => set({ watchlist_id: id })}
            onSector={(slug) => set({ sector_id: slug })}
            onPortfolio={(id) => set({ portfolio_id: id })}
          />
        )}
      </QueryStates>
    </DashboardFrame>
  );
}

import { Button, Group, Stack, Text } from '@mantine/core';
import type { StockListRow } from '@nivesh/contracts';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { ChangeText } from '@/components/market/change-text';
import { DataTable, type DataTableColumn } from '@/components/market/data-table';
import { MarketPage } from '@/components/market/market-page';
import { QueryStates } from '@/components/market/query-states';
import { appPath, paths } from '@/config/paths';
import { isRefusal } from '@/lib/api-client';
import { formatNumber } from '@/lib/format';
import { useAllStocks } from '@/lib/market-queries/get-all-stocks';
import { useStrings } from '@/lib/strings';
import { DIRECTORY_KEYS, directoryKey } from '@/lib/symbol-search';
import { usePageTitle } from '@/lib/use-page-title';
import { stockStrings } from '../strings';

const letterPage = appPath('/symbols/{character}');

/** The directory's columns, in the page's language. */
const columnsIn = (t: typeof stockStrings.t): DataTableColumn<StockListRow>[] => [
  { id: 'symbol', label: t('columns.symbol'), value: (r) => r.symbol },
  { id: 'name', label: t('columns.company'), value: (r) => r.name },
  {
    id: 'sector',
    label: t('columns.sector'),
    value: (r) => (r.kind === 'index' ? t('symbols.kinds.index') : r.sector),
  },
  { id: 'kind', label: t('columns.type'), value: (r) => t(`symbols.kinds.${r.kind}`) },
  {
    id: 'ltp',
    label: t('columns.ltp'),
    value: (r) => r.ltp,
    render: (r) => formatNumber(r.ltp),
    align: 'right',
    priority: 'key',
  },
  {
    id: 'changePct',
    label: t('columns.changePct'),
    value: (r) => r.changePct,
    render: (r) => <ChangeText value={r.changePct} format="percent" />,
    align: 'right',
    sortDescFirst: true,
    csv: (r) => r.changePct,
    priority: 'key',
  },
];

/** The directory key a `{character}` parameter asks for ('a' → 'A', '0-9' or any digit → '0-9'). */
export function keyFromParam(param: string | undefined): string | null {
  if (param === undefined) return null;
  const value = param.trim().toUpperCase();
  if (value === '0-9' || /^[0-9]$/.test(value)) return '0-9';
  return /^[A-Z]$/.test(value) ? value : value === '' ? null : value;
}

function LetterBar({
  active,
  counts,
}: {
  readonly active: string | null;
  /** Symbols per key, or null while the list loads (then no key is shown as empty). */
  readonly counts: ReadonlyMap<string, number> | null;
}) {
  const t = useStrings(stockStrings);
  return (
    <nav aria-label={t('symbols.byLetter')}>
      <Group gap={4} wrap="wrap">
        <Button
          component={Link}
          to={paths.symbols.getHref()}
          size="compact-sm"
          variant={active === null ? 'filled' : 'default'}
        >
          {t('symbols.all')}
        </Button>
        {DIRECTORY_KEYS.map((key) => {
          const count = counts === null ? null : (counts.get(key) ?? 0);
          // An empty key is marked aria-disabled (a disabled attribute means nothing on a link).
          const empty = count === 0;
          return (
            <Button
              key={key}
              component={Link}
              to={letterPage.getHref({ character: key })}
              size="compact-sm"
              variant={active === key ? 'filled' : 'default'}
              disabled={empty}
              aria-disabled={empty ? true : undefined}
              tabIndex={empty ? -1 : undefined}
              aria-label={count === null ? key : t('symbols.letterCount', { letter: key, count })}
              aria-current={active === key ? 'page' : undefined}
            >
              {key}
            </Button>
          );
        })}
      </Group>
    </nav>
  );
}

/** /symbols/ and /symbols/{character}: every symbol A–Z (and 0–9) with its company and price. */
export function SymbolsPage() {
  const { character } = useParams();
  const active = keyFromParam(character);
  const query = useAllStocks();
  const t = useStrings(stockStrings);
  const columns = useMemo(() => columnsIn(t), [t]);
  const stocks = query.data && !isRefusal(query.data) ? query.data.stocks : undefined;
  const counts = useMemo(() => {
    if (stocks === undefined) return null;
    const map = new Map<string, number>();
    for (const s of stocks) map.set(directoryKey(s.symbol), (map.get(directoryKey(s.symbol)) ?? 0) + 1);
    return map;
  }, [stocks]);
  const title = active === null ? t('symbols.titleAll') : t('symbols.titleLetter', { letter: active });
  usePageTitle(
    active === null ? t('symbols.metaAll') : t('symbols.metaLetter', { letter: active }),
    t('symbols.metaDescription'),
  );
  return (
    <MarketPage
      title={title}
      subtitle={t('symbols.subtitle')}
      breadcrumbs={active === null ? [] : [{ label: t('crumbs.symbols'), href: paths.symbols.getHref() }]}
      asOf={query.data && !isRefusal(query.data) ? query.data.source.asOf : undefined}
    >
      <Stack gap="md">
        <LetterBar active={active} counts={counts} />
        <QueryStates query={query}>
          {(data) => {
            const rows =
              active === null ? data.stocks : data.stocks.filter((s) => directoryKey(s.symbol) === active);
            return rows.length === 0 ? (
              <Text c="dimmed" size="sm">
                {t('symbols.none', { letter: active ?? '' })}
              </Text>
            ) : (
              <DataTable<StockListRow>
                caption={title}
                hideCaption
                rows={rows}
                columns={columns}
                rowKey={(r) => r.symbol}
                rowHref={(r) => paths.stock.getHref({ symbol: r.symbol })}
                search={{ text: (r) => `${r.symbol} ${r.name}`, placeholder: t('symbols.filterPlaceholder') }}
                csvFileName={active === null ? 'nse-symbols' : `nse-symbols-${active}`}
                pageSize={active === null ? 50 : 100}
              />
            );
          }}
        </QueryStates>
      </Stack>
    </MarketPage>
  );
}

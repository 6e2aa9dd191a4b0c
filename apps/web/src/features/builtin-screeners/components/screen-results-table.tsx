import { Group } from '@mantine/core';
import { useMemo } from 'react';
import { DataTable, type DataTableColumn } from '@/components/market/data-table';
import { SectorFilter, type SectorOption } from '@/components/market/list-controls';
import { quoteColumns } from '@/components/market/quote-columns';
import { paths } from '@/config/paths';
import { formatDateIst, formatNumber } from '@/lib/format';
import { type StringKey, useStrings } from '@/lib/strings';
import type {
  BuiltinScreenDataAnswer,
  BuiltinScreenDto,
  BuiltinScreenRow,
} from '../api/builtin-screener-queries';
import { builtinScreenersStrings } from '../strings';

/** The heading of a value column, with its unit when it has one. */
const heading = (label: string, unit: string) =>
  unit === '' || unit === '/ 9' ? label : `${label} (${unit})`;

type Translate = (key: StringKey<typeof builtinScreenersStrings.en>) => string;

function screenColumns(
  screen: BuiltinScreenDto,
  priceLabel: string,
  t: Translate,
): DataTableColumn<BuiltinScreenRow>[] {
  const [ltp, change] = quoteColumns<BuiltinScreenRow>();
  return [
    { id: 'symbol', label: t('table.symbol'), value: (r) => r.symbol },
    ...(ltp ? [{ ...ltp, label: priceLabel }] : []),
    ...(change ? [change] : []),
    ...screen.columns.map(
      (c, k): DataTableColumn<BuiltinScreenRow> => ({
        id: `v${k}`,
        label: heading(c.label, c.unit),
        value: (r) => r.values[k] ?? null,
        render: (r) => {
          const v = r.values[k];
          return v === null || v === undefined ? '—' : formatNumber(v, c.decimals);
        },
        align: 'right',
        sortDescFirst: true,
      }),
    ),
    { id: 'sector', label: t('table.sector'), value: (r) => r.sector },
    { id: 'name', label: t('table.company'), value: (r) => r.name },
  ];
}

/** The matches of a screen: sortable, searchable, exportable, with a sector picker; symbols open the stock. */
export function ScreenResultsTable({
  data,
  sectorId,
  onSector,
  csvName,
}: {
  readonly data: BuiltinScreenDataAnswer;
  readonly sectorId: string;
  readonly onSector: (slug: string) => void;
  readonly csvName: string;
}) {
  const t = useStrings(builtinScreenersStrings);
  const { screen } = data;
  const columns = useMemo(
    () => screenColumns(screen, data.live ? t('table.ltp') : t('table.close'), t),
    [screen, data.live, t],
  );
  const sortIndex = screen.columns.findIndex((c) => c.key === data.sort.key);
  const sectors: SectorOption[] = data.sectors;
  const sector = data.sector;
  return (
    <DataTable
      caption={t('table.caption', { screen: screen.name, date: formatDateIst(data.date) })}
      hideCaption
      columns={columns}
      rows={data.rows}
      rowKey={(r) => r.symbol}
      rowHref={(r) => paths.stock.getHref({ symbol: r.symbol })}
      watchSymbol={(r) => r.symbol}
      csvFileName={csvName}
      pageSize={20}
      initialSort={sortIndex >= 0 ? { columnId: `v${sortIndex}`, direction: data.sort.direction } : null}
      search={{ text: (r) => `${r.symbol} ${r.name}`, placeholder: t('table.search') }}
      emptyMessage={
        data.live
          ? sector
            ? t('table.noneTodayIn', { sector })
            : t('table.noneToday')
          : sector
            ? t('table.noneOnIn', { date: formatDateIst(data.date), sector })
            : t('table.noneOn', { date: formatDateIst(data.date) })
      }
      toolbar={
        <Group gap="xs">
          <SectorFilter
            sectors={sectors}
            value={
              sectorId === 'all'
                ? undefined
                : (data.sectors.find((s) => s.name === data.sector)?.slug ?? sectorId)
            }
            onChange={(slug) => onSector(slug ?? 'all')}
          />
        </Group>
      }
    />
  );
}

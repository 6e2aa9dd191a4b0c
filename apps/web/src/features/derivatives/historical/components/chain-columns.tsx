import type { ImportedChainRowDto, ImportedChainSideDto } from '@nivesh/contracts';
import { type DataTableColumn, keyColumn } from '@/components/market/data-table';
import { changeColumn, numberColumn } from '@/components/market/overview-columns';
import { formatStrike } from '../../shared/format';
import type { HistoricalT } from '../strings';

type Side = 'call' | 'put';
type Field = keyof ImportedChainSideDto;

const value =
  (side: Side, field: Field) =>
  (row: ImportedChainRowDto): number | null =>
    row[side]?.[field] ?? null;

/** Open interest and volume are whole contracts. */
const count = (id: string, label: string, side: Side, field: Field) =>
  numberColumn<ImportedChainRowDto>(id, label, value(side, field), { decimals: 0, largestFirst: true });

type Labels = Readonly<
  Record<'ltp' | 'change' | 'oi' | 'oiChange' | 'volume' | 'iv' | 'bid' | 'ask', string>
>;

/** One side's columns: LTP and OI are key (first on a phone, with the strike). */
function sideColumns(side: Side, label: Labels) {
  return {
    ltp: keyColumn(numberColumn<ImportedChainRowDto>(`${side}Ltp`, label.ltp, value(side, 'ltp'))),
    oi: keyColumn(count(`${side}Oi`, label.oi, side, 'oi')),
    rest: [
      changeColumn<ImportedChainRowDto>(`${side}Change`, label.change, value(side, 'change')),
      changeColumn<ImportedChainRowDto>(`${side}OiChange`, label.oiChange, value(side, 'oiChange'), {
        decimals: 0,
      }),
      count(`${side}Volume`, label.volume, side, 'volume'),
      numberColumn<ImportedChainRowDto>(`${side}Iv`, label.iv, value(side, 'iv')),
      numberColumn<ImportedChainRowDto>(`${side}Bid`, label.bid, value(side, 'bid')),
      numberColumn<ImportedChainRowDto>(`${side}Ask`, label.ask, value(side, 'ask')),
    ],
  };
}

/**
 * The imported chain as a table: the strike first, then the calls (LTP and OI first), then the puts
 * (LTP and OI first); on a phone the strike and both sides' LTP and OI come first, the rest scrolls.
 */
export function chainColumns(t: HistoricalT): readonly DataTableColumn<ImportedChainRowDto>[] {
  const call = sideColumns('call', {
    ltp: t('table.callLtp'),
    change: t('table.callChange'),
    oi: t('table.callOi'),
    oiChange: t('table.callOiChange'),
    volume: t('table.callVolume'),
    iv: t('table.callIv'),
    bid: t('table.callBid'),
    ask: t('table.callAsk'),
  });
  const put = sideColumns('put', {
    ltp: t('table.putLtp'),
    change: t('table.putChange'),
    oi: t('table.putOi'),
    oiChange: t('table.putOiChange'),
    volume: t('table.putVolume'),
    iv: t('table.putIv'),
    bid: t('table.putBid'),
    ask: t('table.putAsk'),
  });
  const strike: DataTableColumn<ImportedChainRowDto> = {
    id: 'strike',
    label: t('table.strike'),
    align: 'right',
    value: (r) => r.strike,
    render: (r) => formatStrike(r.strike),
  };
  return [strike, call.oi, call.ltp, ...call.rest, put.ltp, put.oi, ...put.rest];
}

import { Table, VisuallyHidden } from '@mantine/core';
import type { ChainRow } from '@nivesh/contracts';
import { Fragment, type ReactNode, useLayoutEffect, useRef } from 'react';
import { formatNumber, formatVolume } from '@/lib/format';
import { useStrings } from '@/lib/strings';
import type { ChainColumnId } from '../lib/chain-columns';
import { isInTheMoney, spotLineIndex } from '../lib/chain-view';
import { optionChainStrings } from '../strings';
import { OiBar, type OptionKind, sideCellContent } from './chain-cells';
import classes from './option-chain.module.css';

export interface ChainTableProps {
  readonly rows: readonly ChainRow[];
  readonly spot: number;
  readonly atmStrike: number;
  /** The expiry's largest OI: the full length of an OI bar. */
  readonly maxOi: number;
  readonly caption: string;
  /** What the strike cell holds (the strike's menu on the chain, plain text in a preview). */
  readonly strikeCell: (row: ChainRow, atm: boolean) => ReactNode;
}

function cx(...names: readonly (string | false | undefined)[]): string | undefined {
  return names.filter(Boolean).join(' ') || undefined;
}

/**
 * A chain table: its caption and header, then a row per strike (calls' cells, the strike, puts'
 * cells) with the ATM row marked and the spot line between the two strikes it falls between.
 */
function ChainShell({
  rows,
  spot,
  atmStrike,
  caption,
  strikeCell,
  compact = false,
  head,
  sideSpan,
  side,
}: Omit<ChainTableProps, 'maxOi'> & {
  readonly compact?: boolean;
  /** The header's rows. */
  readonly head: ReactNode;
  /** Cells on each side of the strike. */
  readonly sideSpan: number;
  /** A side's cells of a row. */
  readonly side: (kind: OptionKind, row: ChainRow) => ReactNode;
}) {
  const t = useStrings(optionChainStrings);
  const at = spotLineIndex(rows, spot);
  const line = (
    <tr className={classes.spotRow} data-spot-line="">
      {sideSpan > 0 && <td colSpan={sideSpan} className={classes.spotLine} />}
      <td className={classes.spotLabel}>{t('chain.spotLine', { value: formatNumber(spot, 2) })}</td>
      {sideSpan > 0 && <td colSpan={sideSpan} className={classes.spotLine} />}
    </tr>
  );
  return (
    <Table
      className={cx(classes.table, compact && classes.compact)}
      horizontalSpacing={compact ? 8 : 12}
      verticalSpacing={5}
      highlightOnHover
      stickyHeader
      tabularNums
    >
      <VisuallyHidden component="caption">{caption}</VisuallyHidden>
      <Table.Thead>{head}</Table.Thead>
      <Table.Tbody>
        {rows.map((r, i) => {
          const atm = r.strike === atmStrike;
          return (
            <Fragment key={r.strike}>
              {i === at && line}
              <Table.Tr className={atm ? classes.atm : undefined} data-atm={atm ? '' : undefined}>
                {side('call', r)}
                <Table.Th scope="row" className={classes.strike}>
                  {strikeCell(r, atm)}
                </Table.Th>
                {side('put', r)}
              </Table.Tr>
            </Fragment>
          );
        })}
        {at === rows.length && line}
      </Table.Tbody>
    </Table>
  );
}

/** The full chain: the chosen columns of the calls, the strike, the same columns of the puts mirrored. */
export function ChainTable({
  maxOi,
  columns,
  ...table
}: ChainTableProps & { readonly columns: readonly ChainColumnId[] }) {
  const t = useStrings(optionChainStrings);
  const putColumns = [...columns].reverse();
  const n = columns.length;
  const cell = (kind: OptionKind, id: ChainColumnId, r: ChainRow) => {
    const side = kind === 'call' ? r.call : r.put;
    const itm = isInTheMoney(kind, r.strike, table.spot);
    return (
      <td
        key={id}
        className={cx(itm && classes.itm, id === 'oi' && classes.oi, id === 'ltp' && classes.ltp)}
        data-itm={itm ? '' : undefined}
      >
        {sideCellContent(id, side, t)}
        {id === 'oi' && <OiBar kind={kind} oi={side.oi} maxOi={maxOi} />}
      </td>
    );
  };
  return (
    <ChainShell
      {...table}
      sideSpan={n}
      side={(kind, r) => (kind === 'call' ? columns : putColumns).map((id) => cell(kind, id, r))}
      head={
        <>
          {/* Calls | Puts over the sides: words in the first and the last cell only, so the
              first header cell fits a phone (each column header names its side for screen readers). */}
          <Table.Tr>
            {n > 0 && (
              <td className={classes.group} data-kind="call">
                {t('side.callsHeader')}
              </td>
            )}
            {n > 1 && <td colSpan={n - 1} className={classes.group} />}
            <td className={classes.strike} />
            {n > 1 && <td colSpan={n - 1} className={classes.group} />}
            {n > 0 && (
              <td className={classes.group} data-kind="put">
                {t('side.putsHeader')}
              </td>
            )}
          </Table.Tr>
          <Table.Tr>
            {columns.map((id) => (
              <Table.Th key={`call-${id}`} scope="col">
                {t(`columns.${id}`)}
                <VisuallyHidden>{t('side.ofCalls')}</VisuallyHidden>
              </Table.Th>
            ))}
            <Table.Th scope="col" className={classes.strike}>
              {t('columns.strike')}
            </Table.Th>
            {putColumns.map((id) => (
              <Table.Th key={`put-${id}`} scope="col">
                {t(`columns.${id}`)}
                <VisuallyHidden>{t('side.ofPuts')}</VisuallyHidden>
              </Table.Th>
            ))}
          </Table.Tr>
        </>
      }
    />
  );
}

/** One side of the compact chain: LTP, and the OI under it with its bar. */
function CompactSide({
  kind,
  row,
  spot,
  maxOi,
}: {
  readonly kind: OptionKind;
  readonly row: ChainRow;
  readonly spot: number;
  readonly maxOi: number;
}) {
  const t = useStrings(optionChainStrings);
  const side = kind === 'call' ? row.call : row.put;
  const itm = isInTheMoney(kind, row.strike, spot);
  return (
    <td
      className={cx(classes.oi, kind === 'call' && classes.compactCall, itm && classes.itm)}
      data-itm={itm ? '' : undefined}
    >
      <span className={classes.compactLtp}>{sideCellContent('ltp', side, t)}</span>
      <span className={classes.compactSub}>{t('chain.oiLine', { value: formatVolume(side.oi) })}</span>
      <OiBar kind={kind} oi={side.oi} maxOi={maxOi} />
    </td>
  );
}

/** The phone's chain: call LTP · strike · put LTP, with the OI under each price, fitting 390 px. */
export function CompactChainTable({ maxOi, ...table }: ChainTableProps) {
  const t = useStrings(optionChainStrings);
  return (
    <ChainShell
      {...table}
      compact
      sideSpan={1}
      side={(kind, r) => <CompactSide kind={kind} row={r} spot={table.spot} maxOi={maxOi} />}
      head={
        <Table.Tr>
          <Table.Th scope="col" data-key-column="" className={classes.compactCall}>
            {t('chain.callLtpOi')}
          </Table.Th>
          <Table.Th scope="col" data-key-column="" className={classes.strike}>
            {t('columns.strike')}
          </Table.Th>
          <Table.Th scope="col" data-key-column="">
            {t('chain.putLtpOi')}
          </Table.Th>
        </Table.Tr>
      }
    />
  );
}

/** A scroll box takes focus so a keyboard can scroll it (WCAG 2.1.1), as DataTable's does. */
const SCROLL_REGION_FOCUS = { tabIndex: 0 } as const;

/**
 * The chain's own scroll box (both ways, so the page never scrolls sideways), focusable and named
 * for keyboards and screen readers. Each time `centreKey` changes (another underlying, expiry,
 * window or view) it brings the ATM row to its middle, and the strike column too when the table is
 * wider than the box (`centreStrike`); a refresh of the same chain leaves the reader's scroll alone.
 */
export function ChainScrollBox({
  label,
  centreKey,
  centreStrike = true,
  children,
}: {
  readonly label: string;
  readonly centreKey: string;
  /** Also scroll sideways to the strike column when the table is wider than the box. Default true. */
  readonly centreStrike?: boolean;
  readonly children: ReactNode;
}) {
  const box = useRef<HTMLElement>(null);
  const centred = useRef<string | null>(null);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element || centred.current === centreKey) return;
    const atm = element.querySelector<HTMLElement>('tr[data-atm]');
    if (!atm) return;
    centred.current = centreKey;
    const outer = element.getBoundingClientRect();
    const row = atm.getBoundingClientRect();
    element.scrollTop += row.top + row.height / 2 - (outer.top + outer.height / 2);
    const strike = atm.querySelector<HTMLElement>('th');
    if (centreStrike && strike && element.scrollWidth > element.clientWidth) {
      const cell = strike.getBoundingClientRect();
      element.scrollLeft += cell.left + cell.width / 2 - (outer.left + outer.width / 2);
    }
  });
  return (
    <section ref={box} className={classes.box} aria-label={label} {...SCROLL_REGION_FOCUS}>
      {children}
    </section>
  );
}

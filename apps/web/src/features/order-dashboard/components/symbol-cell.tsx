import { Anchor, Button } from '@mantine/core';
import type { DashboardRow } from '@nivesh/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { appPath, paths } from '@/config/paths';
import { useStrings } from '@/lib/strings';
import { orderDashboardStrings } from '../strings';
import classes from './order-dashboard.module.css';

interface SymbolCellProps {
  readonly row: DashboardRow;
  /** Unprocessed rows: enters the symbol now (updateOrderSymbolRecord), then the page refreshes. */
  readonly onProcess?: (row: DashboardRow) => Promise<unknown>;
}

const TERMINAL = appPath('/option-chain/option-trading-terminal');

export const isProcessed = (row: DashboardRow): boolean => row.processStatus === 1;
/** orderType 1 means Buy, anything else Sell (spec 3). */
const sideOf = (row: DashboardRow): 'Buy' | 'Sell' => (row.orderType === 1 ? 'Buy' : 'Sell');

/** The symbol as a link to its stock page; an unprocessed row offers Buy or Sell on hover (spec 4). */
export function SymbolCell({ row, onProcess }: SymbolCellProps) {
  const t = useStrings(orderDashboardStrings);
  const [busy, setBusy] = useState(false);
  const symbol = String(row.symbol ?? '');
  // An F&O contract shows its trader's label and opens the option trading terminal on its underlying.
  const contract = typeof row.symbolLabel === 'string' && typeof row.underlying === 'string';
  const link = (
    <Anchor
      component={Link}
      to={
        contract
          ? `${TERMINAL.getHref()}?symbol=${encodeURIComponent(String(row.underlying))}`
          : paths.stock.getHref({ symbol })
      }
      fw={600}
      size="sm"
    >
      {contract ? String(row.symbolLabel) : symbol}
    </Anchor>
  );
  if (isProcessed(row) || !onProcess) return link;
  const side = sideOf(row);
  return (
    <span className={classes.symbolCell}>
      {link}
      <Button
        className={classes.process}
        size="compact-xs"
        color={side === 'Buy' ? 'green' : 'red'}
        aria-label={t(side === 'Buy' ? 'symbol.processBuy' : 'symbol.processSell', { symbol })}
        loading={busy}
        onClick={async () => {
          setBusy(true);
          try {
            await onProcess(row);
          } finally {
            setBusy(false);
          }
        }}
      >
        {t(`choices.${side}`)}
      </Button>
    </span>
  );
}

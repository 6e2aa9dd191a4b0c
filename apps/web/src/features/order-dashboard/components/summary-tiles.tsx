import type { DashboardListAnswer } from '@nivesh/contracts';
import { ChangeText } from '@/components/market/change-text';
import { StatTiles } from '@/components/market/stat-tiles';
import { formatRupees } from '@/lib/format';

const money = (value: number | undefined) => formatRupees(value ?? null);
const pnl = (value: number | undefined) => <ChangeText value={value ?? null} format="rupees" />;

/** Positions: gross P&L at the last traded prices, the charges paid on every fill, and net P&L. */
export function PositionsSummary({ answer }: { readonly answer: DashboardListAnswer }) {
  const s = answer.summary ?? {};
  return (
    <StatTiles
      columns={3}
      items={[
        { label: 'Gross P&L', value: pnl(s.gross), hint: 'At the last traded prices' },
        {
          label: 'Charges',
          value: money(s.charges),
          hint: 'Brokerage, STT, exchange, SEBI, stamp duty, GST',
        },
        { label: 'Net P&L', value: pnl(s.net), hint: 'Gross P&L less charges' },
      ]}
    />
  );
}

/** Holdings: what was paid, what it is worth now, and the difference. */
export function HoldingsSummary({ answer }: { readonly answer: DashboardListAnswer }) {
  const s = answer.summary ?? {};
  return (
    <StatTiles
      columns={3}
      items={[
        { label: 'Invested', value: money(s.invested), hint: 'Average cost × quantity' },
        { label: 'Current value', value: money(s.current), hint: 'At the last traded prices' },
        { label: 'P&L', value: pnl(s.pnl) },
      ]}
    />
  );
}

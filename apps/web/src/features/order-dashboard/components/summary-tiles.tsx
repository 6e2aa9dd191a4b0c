import type { DashboardListAnswer } from '@nivesh/contracts';
import { ChangeText } from '@/components/market/change-text';
import { StatTiles } from '@/components/market/stat-tiles';
import { formatRupees } from '@/lib/format';
import { useStrings } from '@/lib/strings';
import { orderDashboardStrings } from '../strings';

const money = (value: number | undefined) => formatRupees(value ?? null);
const pnl = (value: number | undefined) => <ChangeText value={value ?? null} format="rupees" />;

/** Positions: gross P&L at the last traded prices, the charges paid on every fill, and net P&L. */
export function PositionsSummary({ answer }: { readonly answer: DashboardListAnswer }) {
  const t = useStrings(orderDashboardStrings);
  const s = answer.summary ?? {};
  return (
    <StatTiles
      columns={3}
      items={[
        { label: t('summary.gross'), value: pnl(s.gross), hint: t('summary.atLastPrices') },
        { label: t('summary.charges'), value: money(s.charges), hint: t('summary.chargesHint') },
        { label: t('summary.net'), value: pnl(s.net), hint: t('summary.netHint') },
      ]}
    />
  );
}

/** Holdings: what was paid, what it is worth now, and the difference. */
export function HoldingsSummary({ answer }: { readonly answer: DashboardListAnswer }) {
  const t = useStrings(orderDashboardStrings);
  const s = answer.summary ?? {};
  return (
    <StatTiles
      columns={3}
      items={[
        { label: t('summary.invested'), value: money(s.invested), hint: t('summary.investedHint') },
        { label: t('summary.current'), value: money(s.current), hint: t('summary.atLastPrices') },
        { label: t('summary.pnl'), value: pnl(s.pnl) },
      ]}
    />
  );
}

// The headers of the order dashboard's tables. The server names its columns in the spec's English
// (order-rows.ts); the page shows them in the reader's language, by the English label, and shows a
// label it does not know as the server sent it.
import { useCallback } from 'react';
import { defineStrings, type StringKey, useStrings } from '@/lib/strings';

const EN = {
  avgCost: 'Avg. cost',
  avgPrice: 'Avg. price',
  brokerage: 'Brokerage',
  buyAvg: 'Buy avg.',
  buyQty: 'Buy qty',
  charges: 'Charges',
  totalCharges: 'Total charges',
  netPnl: 'P&L (net)',
  currentValue: 'Current value',
  dateIst: 'Date (IST)',
  entry: 'Entry',
  exit: 'Exit',
  info: 'Info',
  placedBy: 'Placed by',
  invested: 'Invested',
  ltp: 'LTP',
  netQty: 'Net qty',
  stocks: 'Stocks',
  orderId: 'Order ID',
  otherCharges: 'Exchange + SEBI + stamp + GST',
  pnlPercent: 'P&L %',
  netPl: 'Net P&L',
  pnl: 'P&L',
  grossPnl: 'P&L (gross)',
  fillPrice: 'Fill price',
  price: 'Price',
  processed: 'Processed',
  product: 'Product',
  targetPercent: 'Target %',
  qty: 'Qty',
  qtyPerStock: 'Qty per stock',
  exitReason: 'Exit reason',
  sector: 'Sector',
  sellAvg: 'Sell avg.',
  sellQty: 'Sell qty',
  side: 'Side',
  stopLossPercent: 'Stop loss %',
  stopLoss: 'Stop loss',
  strategy: 'Strategy',
  strategyType: 'Strategy type',
  stt: 'STT',
  symbol: 'Symbol',
  target: 'Target',
  timeIst: 'Time (IST)',
  totalLoss: 'Total loss',
  totalProfit: 'Total profit',
  trigger: 'Trigger',
  type: 'Type',
  value: 'Value',
  status: 'Status',
} as const;

export const columnLabelStrings = defineStrings('order-dashboard.columns', EN, {
  avgCost: 'औसत लागत',
  avgPrice: 'औसत भाव',
  brokerage: 'ब्रोकरेज',
  buyAvg: 'ख़रीद औसत',
  buyQty: 'ख़रीद मात्रा',
  charges: 'शुल्क',
  totalCharges: 'कुल शुल्क',
  netPnl: 'लाभ/हानि (शुद्ध)',
  currentValue: 'मौजूदा मूल्य',
  dateIst: 'तारीख़ (IST)',
  entry: 'एंट्री',
  exit: 'एग्ज़िट',
  info: 'जानकारी',
  placedBy: 'किसने लगाया',
  invested: 'निवेश',
  ltp: 'LTP',
  netQty: 'शुद्ध मात्रा',
  stocks: 'शेयर',
  orderId: 'ऑर्डर ID',
  otherCharges: 'एक्सचेंज + SEBI + स्टाम्प + GST',
  pnlPercent: 'लाभ/हानि %',
  netPl: 'शुद्ध लाभ/हानि',
  pnl: 'लाभ/हानि',
  grossPnl: 'लाभ/हानि (सकल)',
  fillPrice: 'भरा गया भाव',
  price: 'भाव',
  processed: 'प्रोसेस हुआ',
  product: 'प्रोडक्ट',
  targetPercent: 'लक्ष्य %',
  qty: 'मात्रा',
  qtyPerStock: 'प्रति शेयर मात्रा',
  exitReason: 'एग्ज़िट का कारण',
  sector: 'सेक्टर',
  sellAvg: 'बिक्री औसत',
  sellQty: 'बिक्री मात्रा',
  side: 'दिशा',
  stopLossPercent: 'स्टॉप लॉस %',
  stopLoss: 'स्टॉप लॉस',
  strategy: 'रणनीति',
  strategyType: 'रणनीति का प्रकार',
  stt: 'STT',
  symbol: 'सिंबल',
  target: 'लक्ष्य',
  timeIst: 'समय (IST)',
  totalLoss: 'कुल हानि',
  totalProfit: 'कुल लाभ',
  trigger: 'ट्रिगर',
  type: 'प्रकार',
  value: 'मूल्य',
  status: 'स्थिति',
});

type ColumnKey = StringKey<typeof EN>;

const KEY_OF_LABEL: ReadonlyMap<string, ColumnKey> = new Map(
  Object.entries(EN).map(([key, label]) => [label, key as ColumnKey]),
);

/** The label through `t` when it is known, else as the server sent it. */
function labelThrough(t: (key: ColumnKey) => string, label: string): string {
  const key = KEY_OF_LABEL.get(label);
  return key === undefined ? label : t(key);
}

/** The server's column label in the page's language now (as sent when it is not known). */
export function columnLabel(label: string): string {
  return labelThrough(columnLabelStrings.t, label);
}

/** `columnLabel` for a component: a new function when the language changes (memoised columns follow). */
export function useColumnLabel(): (label: string) => string {
  const t = useStrings(columnLabelStrings);
  return useCallback((label: string) => labelThrough(t, label), [t]);
}

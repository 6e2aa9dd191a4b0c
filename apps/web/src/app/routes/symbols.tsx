import { SymbolsPage } from '@/features/stock/components/symbols-page';

export function Component() {
  return <SymbolsPage />;
}

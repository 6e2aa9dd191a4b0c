import type { IndustryRow } from '@nivesh/contracts';
import { DataTable, type DataTableColumn } from '@/components/market/data-table';
import { sectorLinks } from '../lib/sector-links';
import { groupDayColumns, returnColumns, textColumn } from './sector-columns';

const BASE_COLUMNS: readonly DataTableColumn<IndustryRow>[] = [
  ...groupDayColumns<IndustryRow>('Industry'),
  ...returnColumns<IndustryRow>((r) => r.returns),
];

const WITH_SECTOR: readonly DataTableColumn<IndustryRow>[] = [
  ...BASE_COLUMNS,
  textColumn('sector', 'Sector', (r) => r.sector),
];

interface IndustryTableProps {
  readonly industries: readonly IndustryRow[];
  readonly caption: string;
  readonly hideCaption?: boolean;
  /** Adds the sector column (lists that mix sectors). */
  readonly withSector?: boolean;
  readonly fileName?: string;
  readonly pageSize?: number;
  readonly searchable?: boolean;
}

/** Industries with their day and returns, each linked to its page. */
export function IndustryTable({
  industries,
  caption,
  hideCaption,
  withSector = false,
  fileName,
  pageSize = 20,
  searchable = false,
}: IndustryTableProps) {
  return (
    <DataTable
      caption={caption}
      hideCaption={hideCaption}
      columns={withSector ? WITH_SECTOR : BASE_COLUMNS}
      rows={industries}
      rowKey={(r) => r.slug}
      rowHref={(r) => sectorLinks.industry(r.slug)}
      pageSize={pageSize}
      csvFileName={fileName}
      search={
        searchable ? { text: (r) => `${r.name} ${r.sector}`, placeholder: 'Search industry' } : undefined
      }
    />
  );
}

import type { IndustryRow } from '@nivesh/contracts';
import { useMemo } from 'react';
import { DataTable, type DataTableColumn } from '@/components/market/data-table';
import { useStrings } from '@/lib/strings';
import { sectorLinks } from '../lib/sector-links';
import { type SectorsT, sectorsStrings } from '../strings';
import { groupDayColumns, returnColumns, textColumn } from './sector-columns';

function industryColumns(t: SectorsT, withSector: boolean): readonly DataTableColumn<IndustryRow>[] {
  const base = [
    ...groupDayColumns<IndustryRow>(t, t('columns.industry')),
    ...returnColumns<IndustryRow>(t, (r) => r.returns),
  ];
  return withSector ? [...base, textColumn('sector', t('columns.sector'), (r) => r.sector)] : base;
}

interface IndustryTableProps {
  readonly industries: readonly IndustryRow[];
  readonly caption: string;
  readonly hideCaption?: boolean;
  /** Adds the sector column (lists that mix sectors). */
  readonly withSector?: boolean;
  readonly fileName?: string;
  readonly pageSize?: number;
  readonly searchable?: boolean;
  /** The table's URL state key on a page with other tables (see DataTable). */
  readonly stateKey?: string;
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
  stateKey,
}: IndustryTableProps) {
  const t = useStrings(sectorsStrings);
  const columns = useMemo(() => industryColumns(t, withSector), [t, withSector]);
  return (
    <DataTable
      caption={caption}
      hideCaption={hideCaption}
      columns={columns}
      rows={industries}
      rowKey={(r) => r.slug}
      rowHref={(r) => sectorLinks.industry(r.slug)}
      pageSize={pageSize}
      csvFileName={fileName}
      stateKey={stateKey}
      search={
        searchable
          ? { text: (r) => `${r.name} ${r.sector}`, placeholder: t('industryList.search') }
          : undefined
      }
    />
  );
}

import { formatNumber, formatVolume } from '@/lib/format';
import type { DataTableColumn } from './data-table';
import { marketStrings } from './strings';

/** A row that carries today's volume and the values of a rule's terms, in the order of `terms`. */
interface RuleValueRow {
  readonly volume: number;
  readonly values: readonly (number | null)[];
}

/** Volume, then one column per term of the rule (its value on the bar read), for signal tables. */
export function volumeAndTermColumns<R extends RuleValueRow>(terms: readonly string[]): DataTableColumn<R>[] {
  return [
    {
      id: 'volume',
      label: marketStrings.t('columns.volume'),
      value: (r) => r.volume,
      render: (r) => formatVolume(r.volume),
      align: 'right',
    },
    ...terms.map(
      (term, i): DataTableColumn<R> => ({
        id: `term-${i}`,
        label: term,
        value: (r) => r.values[i] ?? null,
        render: (r) => formatNumber(r.values[i] ?? null),
        align: 'right',
      }),
    ),
  ];
}

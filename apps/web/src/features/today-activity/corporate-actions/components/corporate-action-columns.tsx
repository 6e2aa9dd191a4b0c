import { Badge } from '@mantine/core';
import type { CorporateActionKind, CorporateActionRowDto } from '@nivesh/contracts';
import { type DataTableColumn, keyColumn } from '@/components/market/data-table';
import { changeColumn, numberColumn, textColumn } from '@/components/market/overview-columns';
import { dayFirstOf } from '@/lib/day-first-date';
import type { CorporateActionsT } from '../strings';
import classes from './kind-badge.module.css';

type Column = DataTableColumn<CorporateActionRowDto>;

/** Each kind's badge colour (with its word: never the colour alone). */
const KIND_COLOUR: Readonly<Record<CorporateActionKind, string>> = {
  split: 'grape',
  bonus: 'violet',
  demerger: 'orange',
  buyback: 'cyan',
  rights: 'indigo',
  dividend: 'teal',
  meeting: 'gray',
  interest: 'blue',
  redemption: 'blue',
  other: 'gray',
};

export function KindBadge({
  kind,
  t,
}: {
  readonly kind: CorporateActionKind;
  readonly t: CorporateActionsT;
}) {
  const colour = KIND_COLOUR[kind];
  return (
    <Badge
      variant="light"
      color={colour}
      size="sm"
      radius="sm"
      tt="none"
      className={classes.badge}
      style={{
        '--kind-on-light': `var(--mantine-color-${colour}-9)`,
        '--kind-on-dark': `var(--mantine-color-${colour}-2)`,
      }}
    >
      {t(`kind.${kind}`)}
    </Badge>
  );
}

function dateColumn(id: string, label: string, value: (r: CorporateActionRowDto) => string | null): Column {
  return { id, label, value: (r) => value(r) ?? '', render: (r) => dayFirstOf(value(r)) || '—' };
}

/**
 * An action as NSE lists it, then what the market knows of its stock. On a phone the symbol, the
 * kind and the amount stay in view; the rest scroll sideways.
 */
export function corporateActionColumns(t: CorporateActionsT): readonly Column[] {
  return [
    textColumn('symbol', t('column.symbol'), (r) => r.symbol),
    keyColumn({
      id: 'kind',
      label: t('column.kind'),
      value: (r) => t(`kind.${r.kind}`),
      csv: (r) => r.kinds.join('+'),
      render: (r) => <KindBadge kind={r.kind} t={t} />,
    }),
    keyColumn(numberColumn('amount', t('column.amount'), (r) => r.amount, { largestFirst: true })),
    textColumn('purpose', t('column.purpose'), (r) => r.purpose),
    textColumn('series', t('column.series'), (r) => r.series),
    textColumn('ratio', t('column.ratio'), (r) => r.ratio ?? ''),
    numberColumn('yield', t('column.yield'), (r) => r.yieldPct, { largestFirst: true }),
    dateColumn('exDate', t('column.exDate'), (r) => r.exDate),
    dateColumn('recordDate', t('column.recordDate'), (r) => r.recordDate),
    textColumn('security', t('column.security'), (r) => r.security),
    numberColumn('previousClose', t('column.previousClose'), (r) => r.previousClose),
    numberColumn('lastPrice', t('column.lastPrice'), (r) => r.lastPrice),
    changeColumn('changeSince', t('column.changeSince'), (r) => r.changeSincePct, { percent: true }),
  ];
}

import { Alert, Text } from '@mantine/core';
import type { FiiDerivativesAnswer, FiiDerivativesRow } from '@nivesh/contracts';
import { useMemo } from 'react';
import { DataTable, type DataTableColumn, keyColumn } from '@/components/market/data-table';
import { changeColumn, numberColumn } from '@/components/market/overview-columns';
import { QueryEmpty, QueryStates } from '@/components/market/query-states';
import { Section } from '@/components/market/section';
import { formatDateIst } from '@/lib/format';
import { useStrings } from '@/lib/strings';
import { useFiiDerivatives } from '../api';
import { type FiiDiiT, fiiDiiStrings } from '../strings';

/** A row's name in the page's language: a segment's total, or one index's futures or options. */
function rowName(row: FiiDerivativesRow, t: FiiDiiT): string {
  if (row.index === null) return t(`derivatives.segment.${row.segment}`);
  const kind = row.segment === 'indexFutures' ? 'futures' : 'options';
  return t(`derivatives.perIndex.${kind}`, { index: row.index });
}

/**
 * Segment (first), then net ₹ crore and OI contracts, the phone's key columns; buy, sell, net
 * contracts and OI ₹ crore follow (reached by scrolling sideways on a phone).
 */
function derivativesColumns(t: FiiDiiT): readonly DataTableColumn<FiiDerivativesRow>[] {
  const contracts = { decimals: 0, largestFirst: true };
  const amount = { decimals: 2, largestFirst: true };
  return [
    {
      id: 'segment',
      label: t('derivatives.column.segment'),
      value: (r) => rowName(r, t),
      sortable: false,
      render: (r) =>
        r.index === null ? (
          <Text span size="sm" fw={700}>
            {rowName(r, t)}
          </Text>
        ) : (
          <Text span size="sm" pl="md">
            {rowName(r, t)}
          </Text>
        ),
    },
    keyColumn(
      changeColumn<FiiDerivativesRow>('netCrore', t('derivatives.column.netCrore'), (r) => r.net.crore),
    ),
    keyColumn(
      numberColumn<FiiDerivativesRow>(
        'oiContracts',
        t('derivatives.column.oiContracts'),
        (r) => r.oi.contracts,
        contracts,
      ),
    ),
    changeColumn<FiiDerivativesRow>(
      'netContracts',
      t('derivatives.column.netContracts'),
      (r) => r.net.contracts,
      {
        decimals: 0,
      },
    ),
    numberColumn<FiiDerivativesRow>(
      'buyContracts',
      t('derivatives.column.buyContracts'),
      (r) => r.buy.contracts,
      contracts,
    ),
    numberColumn<FiiDerivativesRow>('buyCrore', t('derivatives.column.buyCrore'), (r) => r.buy.crore, amount),
    numberColumn<FiiDerivativesRow>(
      'sellContracts',
      t('derivatives.column.sellContracts'),
      (r) => r.sell.contracts,
      contracts,
    ),
    numberColumn<FiiDerivativesRow>(
      'sellCrore',
      t('derivatives.column.sellCrore'),
      (r) => r.sell.crore,
      amount,
    ),
    numberColumn<FiiDerivativesRow>('oiCrore', t('derivatives.column.oiCrore'), (r) => r.oi.crore, amount),
  ];
}

function DerivativesTable({ answer }: { readonly answer: FiiDerivativesAnswer }) {
  const t = useStrings(fiiDiiStrings);
  const columns = useMemo(() => derivativesColumns(t), [t]);
  return (
    <>
      <Alert variant="light" color={answer.source.kind === 'imported' ? 'teal' : 'yellow'} p="xs">
        <Text size="sm">
          {answer.source.kind === 'imported'
            ? t('derivatives.imported', { file: answer.source.fileName ?? '' })
            : answer.participantOiFile !== null
              ? t('derivatives.fromParticipantOi', { file: answer.participantOiFile })
              : t('derivatives.simulated')}
        </Text>
      </Alert>
      <DataTable
        caption={t('derivatives.caption', { date: formatDateIst(answer.date) })}
        hideCaption
        columns={columns}
        rows={answer.rows}
        rowKey={(r) => r.label}
        initialSort={null}
        pageSize={20}
        stateKey="derivatives"
        csvFileName={`fii-derivatives-${answer.date}`}
      />
      <details>
        <Text component="summary" size="sm">
          {t('derivatives.method')}
        </Text>
        <Text size="sm" c="dimmed" mt={4}>
          {answer.method}
        </Text>
      </details>
    </>
  );
}

/** The session's FII derivatives statistics, under the cash figures of /fii-dii-data-nse. */
export function FiiDerivativesSection({ date }: { readonly date: string }) {
  const t = useStrings(fiiDiiStrings);
  const query = useFiiDerivatives({ date });
  return (
    <Section title={t('derivatives.title')} note={t('derivatives.note')}>
      <QueryStates
        query={query}
        errorTitle={t('derivatives.loadError')}
        isEmpty={(data) => data.rows.length === 0}
        empty={<QueryEmpty message={t('derivatives.empty')} />}
      >
        {(data) => <DerivativesTable answer={data} />}
      </QueryStates>
    </Section>
  );
}

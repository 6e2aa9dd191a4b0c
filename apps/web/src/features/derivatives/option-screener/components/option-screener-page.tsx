import {
  Accordion,
  Alert,
  Button,
  Code,
  Group,
  NativeSelect,
  Pagination,
  Paper,
  SegmentedControl,
  Stack,
  Table,
  Text,
  Textarea,
  UnstyledButton,
} from '@mantine/core';
import {
  OPTION_SCREEN_EXPIRIES,
  OPTION_SCREEN_MAX_PAGE,
  OPTION_SCREEN_ORDERS,
  OPTION_SCREEN_SCOPES,
  type OptionScreenAnswer,
  type OptionScreenRow,
  type OptionScreenScopeDto,
} from '@nivesh/contracts';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { DataTable, type DataTableColumn, keyColumn } from '@/components/market/data-table';
import { QueryStates } from '@/components/market/query-states';
import { marketStrings } from '@/components/market/strings';
import { appPath } from '@/config/paths';
import { isRefusal } from '@/lib/api-client';
import { formatDateIst, formatNumber } from '@/lib/format';
import { problemOf, type ScreenProblem } from '@/lib/screen-language/screen-language';
import { useStrings } from '@/lib/strings';
import { oneOf, usePageParams } from '@/lib/use-page-params';
import { DerivativesFrame } from '../../shared/derivatives-frame';
import { useOptionScreen } from '../api';
import { type OptionScreenerT, optionScreenerStrings } from '../strings';

const DEFAULT_SCREEN = 'iv_rank > 70 and pcr < 0.8';
/** What the server sorts by when the screen compares no field (its first compared field otherwise). */
const DEFAULT_SORT: Readonly<Record<OptionScreenScopeDto, string>> = {
  underlyings: 'iv_rank',
  contracts: 'oi',
};
const EXAMPLES = ['richIv', 'putWriting', 'pinned', 'skew', 'cheapOtm', 'freshOi'] as const;
/** Examples that read contract fields run on contracts. */
const CONTRACT_EXAMPLES: ReadonlySet<string> = new Set(['cheapOtm', 'freshOi']);

/** The fields of each scope, in the order the reference lists them (the server's catalogue). */
const UNDERLYING_FIELDS = [
  'spot',
  'spot_change_pct',
  'iv',
  'iv_rank',
  'iv_percentile',
  'pcr',
  'pcr_volume',
  'max_pain',
  'max_pain_distance',
  'call_oi',
  'put_oi',
  'oi_change',
  'call_oi_change',
  'put_oi_change',
  'forward_basis',
  'straddle',
  'expected_move',
  'days_to_expiry',
  'lot_size',
] as const;
const CONTRACT_FIELDS = [
  'strike',
  'ltp',
  'ltp_change_pct',
  'contract_iv',
  'delta',
  'theta',
  'oi',
  'contract_oi_change',
  'oi_change_pct',
  'volume',
  'moneyness',
] as const;
/** A field with a label and a method in the strings (every field of both scopes). */
type FieldName = keyof typeof optionScreenerStrings.en.fields;
const isField = (key: string): key is FieldName => Object.hasOwn(optionScreenerStrings.en.fields, key);

/** Counts shown without decimals; the rest with two (three for delta and the ratios). */
const WHOLE: ReadonlySet<string> = new Set([
  'call_oi',
  'put_oi',
  'oi_change',
  'call_oi_change',
  'put_oi_change',
  'oi',
  'contract_oi_change',
  'volume',
  'days_to_expiry',
  'lot_size',
  'max_pain',
  'strike',
]);
const DIGITS: Readonly<Record<string, number>> = { delta: 3, pcr: 3, pcr_volume: 3 };
/** Columns a phone shows beside the first. */
const KEY_COLUMNS: Readonly<Record<OptionScreenScopeDto, readonly string[]>> = {
  underlyings: ['iv', 'iv_rank', 'pcr'],
  contracts: ['ltp', 'oi', 'moneyness'],
};

const chainPage = appPath('/nse-option-chain-data');
/** The option chain of a row's underlying, on the expiry it was read on. */
const chainHref = (row: OptionScreenRow): string =>
  `${chainPage.getHref()}?${new URLSearchParams({ symbol: row.symbol, expiry: row.expiry }).toString()}`;

const digitsOf = (key: string): number => (WHOLE.has(key) ? 0 : (DIGITS[key] ?? 2));

function resultColumns(answer: OptionScreenAnswer, t: OptionScreenerT): DataTableColumn<OptionScreenRow>[] {
  const contracts = answer.rows === 'contracts';
  const first: DataTableColumn<OptionScreenRow> = contracts
    ? {
        id: 'contract',
        label: t('columns.contract'),
        value: (r) => `${r.symbol} ${r.strike ?? ''} ${r.side ?? ''}`,
        render: (r) =>
          t('contract', { symbol: r.symbol, strike: formatNumber(r.strike, 0), side: r.side ?? '' }),
      }
    : { id: 'symbol', label: t('columns.symbol'), value: (r) => r.symbol };
  const values = answer.columns.map((key, k): DataTableColumn<OptionScreenRow> => {
    const column: DataTableColumn<OptionScreenRow> = {
      id: `v:${key}`,
      label: isField(key) ? t(`fields.${key}.label`) : key,
      value: (r) => r.values[k] ?? null,
      render: (r) => formatNumber(r.values[k], digitsOf(key)),
      align: 'right',
      sortDescFirst: true,
    };
    return KEY_COLUMNS[answer.rows].includes(key) ? keyColumn(column) : column;
  });
  return [
    first,
    ...values,
    {
      id: 'expiry',
      label: t('columns.expiry'),
      value: (r) => r.expiry,
      render: (r) => formatDateIst(r.expiry),
    },
  ];
}

/** The screen's text with a caret under the character a problem points at. */
function ProblemAlert({ problem, query }: { readonly problem: ScreenProblem; readonly query: string }) {
  const t = useStrings(optionScreenerStrings);
  return (
    <Alert color="red" variant="light" title={t('problem')} role="alert">
      <Stack gap={6}>
        <Text size="sm">{problem.message}</Text>
        {problem.position !== null && (
          <Code block aria-label={t('problemAt', { position: problem.position + 1 })}>
            {`${query}\n${' '.repeat(problem.position)}^`}
          </Code>
        )}
      </Stack>
    </Alert>
  );
}

function Results({
  answer,
  onPage,
}: {
  readonly answer: OptionScreenAnswer;
  readonly onPage: (page: number) => void;
}) {
  const t = useStrings(optionScreenerStrings);
  const table = useStrings(marketStrings);
  const columns = useMemo(() => resultColumns(answer, t), [answer, t]);
  const counts = {
    matched: formatNumber(answer.matched, 0),
    scanned: formatNumber(answer.scanned, 0),
    underlyings: formatNumber(answer.underlyings, 0),
    ms: formatNumber(answer.elapsedMs, 1),
  };
  const pages = Math.ceil(answer.matched / answer.pageSize);
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {answer.rows === 'contracts' ? t('matchedContracts', counts) : t('matched', counts)}
      </Text>
      <DataTable
        caption={t('caption')}
        hideCaption
        columns={columns}
        rows={answer.results}
        rowKey={(r) => `${r.symbol}|${r.strike ?? ''}|${r.side ?? ''}`}
        rowHref={chainHref}
        pageSize={20}
        csvFileName="option-screen"
        emptyMessage={t('empty')}
        stateKey="t"
      />
      {pages > 1 && (
        <Group gap="xs" justify="flex-end">
          <Text size="sm">
            {t('pages', {
              from: formatNumber((answer.page - 1) * answer.pageSize + 1, 0),
              to: formatNumber((answer.page - 1) * answer.pageSize + answer.results.length, 0),
              matched: counts.matched,
            })}
          </Text>
          <Pagination
            size="sm"
            total={pages}
            value={answer.page}
            onChange={onPage}
            siblings={1}
            boundaries={1}
            getItemProps={(p) => ({ 'aria-label': table('table.page', { page: p }) })}
            getControlProps={(control) => ({
              'aria-label':
                control === 'next'
                  ? table('table.nextPage')
                  : control === 'previous'
                    ? table('table.previousPage')
                    : control,
            })}
          />
        </Group>
      )}
    </Stack>
  );
}

function FieldTable({ names }: { readonly names: readonly FieldName[] }) {
  const t = useStrings(optionScreenerStrings);
  return (
    <Table striped>
      <Table.Tbody>
        {names.map((name) => (
          <Table.Tr key={name}>
            <Table.Td>
              <Code>{name}</Code>
            </Table.Td>
            <Table.Td>
              <Text size="sm" fw={500}>
                {t(`fields.${name}.label`)}
              </Text>
              <Text size="xs" c="dimmed">
                {t(`fields.${name}.method`)}
              </Text>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** Every field with what it means, its unit and how it is computed. */
function FieldReference() {
  const t = useStrings(optionScreenerStrings);
  return (
    <Accordion variant="separated">
      <Accordion.Item value="underlyings">
        <Accordion.Control>{t('referenceUnderlyings')}</Accordion.Control>
        <Accordion.Panel>
          <FieldTable names={[...UNDERLYING_FIELDS, 'symbol', 'kind']} />
        </Accordion.Panel>
      </Accordion.Item>
      <Accordion.Item value="contracts">
        <Accordion.Control>{t('referenceContracts')}</Accordion.Control>
        <Accordion.Panel>
          <FieldTable names={[...CONTRACT_FIELDS, 'side']} />
        </Accordion.Panel>
      </Accordion.Item>
      <Text size="sm" c="dimmed" px="sm" pt="sm">
        {t('chainFunctions')}
      </Text>
      <Text size="sm" c="dimmed" px="sm">
        {t('functions')}
      </Text>
    </Accordion>
  );
}

const PARAMS = ['q', 'rows', 'expiry', 'sort', 'order', 'page'] as const;

/** /option-screener: a screen in the screening language over F&O underlyings or their option contracts. */
export function OptionScreenerPage() {
  const t = useStrings(optionScreenerStrings);
  const { values, set } = usePageParams(PARAMS);
  const submitted = values.q ?? DEFAULT_SCREEN;
  const rows = oneOf(values.rows, OPTION_SCREEN_SCOPES, 'underlyings');
  const expiry = oneOf(values.expiry, OPTION_SCREEN_EXPIRIES, 'near');
  const order = oneOf(values.order, OPTION_SCREEN_ORDERS, 'desc');
  const page = Math.max(1, Number.parseInt(values.page ?? '1', 10) || 1);
  const sortFields: readonly FieldName[] =
    rows === 'contracts' ? [...CONTRACT_FIELDS, ...UNDERLYING_FIELDS] : UNDERLYING_FIELDS;
  const sort = sortFields.find((f) => f === values.sort);
  const [text, setText] = useState(submitted);
  const query = useOptionScreen({
    query: submitted,
    rows,
    expiry,
    order,
    page,
    pageSize: OPTION_SCREEN_MAX_PAGE,
    ...(sort ? { sort } : {}),
  });
  const answer = query.data;

  const run = (screen: string, scope: OptionScreenScopeDto = rows) => {
    setText(screen);
    set({
      q: screen.trim(),
      rows: scope === 'underlyings' ? undefined : scope,
      page: undefined,
      sort: scope === rows ? values.sort : undefined,
    });
  };

  return (
    <DerivativesFrame title={t('title')} subtitle={t('subtitle')} query={query}>
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Textarea
            label={t('screen')}
            description={t('screenHint')}
            value={text}
            rows={2}
            spellCheck={false}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            onChange={(event) => setText(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
                event.preventDefault();
                run(text);
              }
            }}
          />
          <Group gap={6} aria-label={t('examples')}>
            <Text size="xs" c="dimmed">
              {t('examples')}
            </Text>
            {EXAMPLES.map((key) => (
              <UnstyledButton
                key={key}
                onClick={() => run(t(`exampleList.${key}`), CONTRACT_EXAMPLES.has(key) ? 'contracts' : rows)}
              >
                <Code>{t(`exampleList.${key}`)}</Code>
              </UnstyledButton>
            ))}
          </Group>
          <Group gap="sm" align="flex-end" wrap="wrap">
            <SegmentedControl
              aria-label={t('rows')}
              value={rows}
              onChange={(next) => run(text, oneOf(next, OPTION_SCREEN_SCOPES, 'underlyings'))}
              data={OPTION_SCREEN_SCOPES.map((s) => ({ value: s, label: t(`scopes.${s}`) }))}
            />
            <NativeSelect
              size="sm"
              label={t('expiry')}
              value={expiry}
              onChange={(event) =>
                set({
                  expiry: event.currentTarget.value === 'near' ? undefined : event.currentTarget.value,
                  page: undefined,
                })
              }
              data={OPTION_SCREEN_EXPIRIES.map((e) => ({ value: e, label: t(`expiries.${e}`) }))}
            />
            <NativeSelect
              size="sm"
              label={t('sort')}
              value={sort ?? (answer && !isRefusal(answer) ? answer.sort.field : DEFAULT_SORT[rows])}
              onChange={(event) => set({ sort: event.currentTarget.value, page: undefined })}
              data={sortFields.map((f) => ({ value: f, label: t(`fields.${f}.label`) }))}
            />
            <NativeSelect
              size="sm"
              label={t('order')}
              value={order}
              onChange={(event) =>
                set({
                  order: event.currentTarget.value === 'desc' ? undefined : event.currentTarget.value,
                  page: undefined,
                })
              }
              data={OPTION_SCREEN_ORDERS.map((o) => ({ value: o, label: t(`orders.${o}`) }))}
            />
            <Button
              leftSection={<IconPlayerPlay size={16} />}
              onClick={() => run(text)}
              loading={query.isFetching}
              ml={{ xs: 'auto' }}
            >
              {t('run')}
            </Button>
          </Group>
        </Stack>
      </Paper>
      <Text size="sm" c="dimmed">
        {t('note')}
      </Text>
      {answer && isRefusal(answer) && answer.body?.position !== undefined ? (
        <ProblemAlert problem={problemOf(answer)} query={submitted} />
      ) : (
        <QueryStates
          query={query}
          errorTitle={t('loadError')}
          isEmpty={(data) => data.results.length === 0}
          empty={
            <Text size="sm" c="dimmed">
              {t('empty')}
            </Text>
          }
        >
          {(data) => (
            <Results answer={data} onPage={(next) => set({ page: next === 1 ? undefined : String(next) })} />
          )}
        </QueryStates>
      )}
      <FieldReference />
    </DerivativesFrame>
  );
}

import {
  Alert,
  Button,
  Code,
  Group,
  NativeSelect,
  Paper,
  Stack,
  Text,
  Textarea,
  UnstyledButton,
} from '@mantine/core';
import type { RunScreenAnswer, ScreenRow } from '@nivesh/contracts';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useSearchParams } from 'react-router';
import { DataTable, type DataTableColumn } from '@/components/market/data-table';
import { MarketPage } from '@/components/market/market-page';
import { QueryError, QueryLoading } from '@/components/market/query-states';
import { quoteColumns } from '@/components/market/quote-columns';
import { paths } from '@/config/paths';
import { isRefusal } from '@/lib/api-client';
import { formatNumber } from '@/lib/format';
import {
  applyCompletion,
  type Completion,
  completionsFor,
  completionsOf,
  wordAt,
} from '@/lib/screen-language/completion';
import { problemOf, type ScreenProblem, useScreenLanguage } from '@/lib/screen-language/screen-language';
import { useStrings } from '@/lib/strings';
import { useRunScreen } from '../api/screener-queries';
import { type ScreenerText, screenerStrings } from '../strings';
import { LanguageReference } from './language-reference';
import { MyScreens } from './my-screens';

const DEFAULT_SCREEN = 'close > sma(close, 200) and rsi(14) < 40 and market_cap > 5000';

function resultColumns(keys: readonly string[], t: ScreenerText): DataTableColumn<ScreenRow>[] {
  return [
    { id: 'symbol', label: t('results.columns.symbol'), value: (r) => r.symbol },
    ...quoteColumns<ScreenRow>(),
    ...keys
      .filter((k) => k !== 'close')
      .map(
        (key): DataTableColumn<ScreenRow> => ({
          id: `v:${key}`,
          label: key,
          value: (r) => r.values[keys.indexOf(key)] ?? null,
          render: (r) => {
            const v = r.values[keys.indexOf(key)];
            return v === null || v === undefined ? '—' : formatNumber(v, 2);
          },
          align: 'right',
        }),
      ),
    { id: 'sector', label: t('results.columns.sector'), value: (r) => r.sector },
    { id: 'name', label: t('results.columns.name'), value: (r) => r.name },
  ];
}

/** The screen's text with a caret under the character a problem points at. */
function ProblemAlert({ problem, query }: { readonly problem: ScreenProblem; readonly query: string }) {
  const t = useStrings(screenerStrings);
  return (
    <Alert color="red" variant="light" title={t('problem.title')} role="alert">
      <Stack gap={6}>
        <Text size="sm">{problem.message}</Text>
        {problem.position !== null && (
          <Code block aria-label={t('problem.position', { position: problem.position + 1 })}>
            {`${query}\n${' '.repeat(problem.position)}^`}
          </Code>
        )}
      </Stack>
    </Alert>
  );
}

function Results({ answer }: { readonly answer: RunScreenAnswer }) {
  const t = useStrings(screenerStrings);
  const columns = useMemo(() => resultColumns(answer.columns, t), [answer.columns, t]);
  const counts = {
    matched: formatNumber(answer.rows.length, 0),
    scanned: formatNumber(answer.scanned, 0),
    ms: formatNumber(answer.elapsedMs, 1),
  };
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {answer.sector
          ? t('results.matchedInSector', { ...counts, sector: answer.sector })
          : t('results.matched', counts)}
      </Text>
      <DataTable
        caption={t('results.caption')}
        hideCaption
        columns={columns}
        rows={answer.rows}
        rowKey={(r) => r.symbol}
        rowHref={(r) => paths.stock.getHref({ symbol: r.symbol })}
        watchSymbol={(r) => r.symbol}
        csvFileName="screen-results"
        emptyMessage={t('results.empty')}
      />
    </Stack>
  );
}

/** /screener/: write a one-line screen over every NSE stock, see what matches and why. */
export function ScreenerPage() {
  const t = useStrings(screenerStrings);
  const [params, setParams] = useSearchParams();
  const submitted = params.get('q') ?? undefined;
  const sectorId = params.get('sector') ?? undefined;
  const [text, setText] = useState(submitted ?? DEFAULT_SCREEN);
  const [caret, setCaret] = useState(0);
  const input = useRef<HTMLTextAreaElement>(null);
  const language = useScreenLanguage();
  const lang = language.data && !isRefusal(language.data) ? language.data : undefined;
  const run = useRunScreen(submitted, sectorId);
  const completions = completionsFor(wordAt(text, caret).word, completionsOf(lang));

  const submit = (query = text, sector = sectorId) => {
    const next = new URLSearchParams();
    next.set('q', query.trim());
    if (sector) next.set('sector', sector);
    setParams(next);
  };
  const complete = (c: Completion) => {
    const next = applyCompletion(text, caret, c.insert);
    // Commit the new text now, then place the caret at once: a key pressed in the same frame must
    // land after the completion, not before it.
    flushSync(() => {
      setText(next.text);
      setCaret(next.caret);
    });
    input.current?.focus();
    input.current?.setSelectionRange(next.caret, next.caret);
  };
  const answer = run.data;

  return (
    <MarketPage
      title={t('page.title')}
      subtitle={t('page.subtitle')}
      breadcrumbs={[{ label: t('page.screeners') }]}
      asOf={answer && !isRefusal(answer) ? answer.source.asOf : undefined}
    >
      <Stack gap="md">
        <Paper withBorder p="md" radius="md">
          <Stack gap="sm">
            <Textarea
              ref={input}
              label={t('page.screen')}
              description={t('page.screenHint')}
              value={text}
              rows={3}
              spellCheck={false}
              styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
              onChange={(event) => {
                setText(event.currentTarget.value);
                setCaret(event.currentTarget.selectionStart);
              }}
              onSelect={(event) => setCaret(event.currentTarget.selectionStart)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
                  event.preventDefault();
                  submit();
                }
              }}
            />
            {completions.length > 0 && (
              <Group gap={6} aria-label={t('page.suggestions')}>
                {completions.map((c) => (
                  <UnstyledButton key={c.name} onClick={() => complete(c)} title={c.hint}>
                    <Code>{c.insert}</Code>
                  </UnstyledButton>
                ))}
              </Group>
            )}
            <Group justify="space-between" gap="sm">
              <NativeSelect
                size="sm"
                aria-label={t('page.sector')}
                value={sectorId ?? ''}
                onChange={(event) => submit(submitted ?? text, event.currentTarget.value || undefined)}
                data={[
                  { value: '', label: t('page.allSectors') },
                  ...(lang?.sectors ?? []).map((s) => ({ value: s.slug, label: s.name })),
                ]}
                w={{ base: '100%', xs: 260 }}
              />
              <Button
                leftSection={<IconPlayerPlay size={16} />}
                onClick={() => submit()}
                loading={run.isFetching}
              >
                {t('page.run')}
              </Button>
            </Group>
            {lang && (
              <Group gap={6}>
                <Text size="xs" c="dimmed">
                  {t('page.try')}
                </Text>
                {lang.examples.map((e) => (
                  <Button
                    key={e.title}
                    size="compact-xs"
                    variant="light"
                    onClick={() => {
                      setText(e.query);
                      submit(e.query);
                    }}
                  >
                    {e.title}
                  </Button>
                ))}
              </Group>
            )}
          </Stack>
        </Paper>
        {submitted === undefined ? null : run.isPending ? (
          <QueryLoading />
        ) : run.isError ? (
          <QueryError error={run.error} onRetry={run.refetch} />
        ) : answer && isRefusal(answer) ? (
          <ProblemAlert problem={problemOf(answer)} query={submitted} />
        ) : answer ? (
          <Results answer={answer} />
        ) : null}
        <MyScreens
          query={text}
          sectorId={sectorId}
          onOpen={(query, sector) => {
            setText(query);
            submit(query, sector);
          }}
        />
        {lang && <LanguageReference language={lang} />}
      </Stack>
    </MarketPage>
  );
}

import { Alert, Stack, Text } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { MarketPage } from '@/components/market/market-page';
import { QueryError, QueryLoading } from '@/components/market/query-states';
import type { RuleProblem } from '@/components/screen-language/rule-editor';
import { type ApiRefusal, isRefusal } from '@/lib/api-client';
import {
  type BacktestForm,
  formFieldOf,
  formFromParams,
  hasRun,
  queryOfForm,
  runQueryOfForm,
} from '@/lib/backtest-params';
import { completionsOf } from '@/lib/screen-language/completion';
import { problemOf, useScreenLanguage } from '@/lib/screen-language/screen-language';
import { useStrings } from '@/lib/strings';
import { useBacktestRun } from '../api/backtest-queries';
import { backtestStrings } from '../strings';
import { BacktestFormPanel, type FormErrors } from './backtest-form';
import { BacktestResults } from './backtest-results';

interface Problems {
  readonly errors: FormErrors;
  readonly rule?: { readonly field: 'entry' | 'exit'; readonly problem: RuleProblem };
  /** A refusal not about one field (e.g. the server is busy). */
  readonly general?: string;
}

/** Where a refusal belongs: beside its field, under a custom rule with the mistake marked, or above the form. */
function problemsOf(refusal: ApiRefusal, submitted: BacktestForm): Problems {
  const body = refusal.body ?? {};
  const field = formFieldOf(typeof body.field === 'string' ? body.field : null);
  if (field === 'entry' || field === 'exit')
    return { errors: {}, rule: { field, problem: { ...problemOf(refusal), source: submitted[field] } } };
  if (field) return { errors: { [field]: refusal.message } };
  const errors: FormErrors = {};
  for (const e of refusal.errors ?? []) {
    const f = formFieldOf(e.field);
    if (f) errors[f] = e.message;
  }
  return Object.keys(errors).length > 0 ? { errors } : { errors, general: refusal.message };
}

/** /back-testing: run a trading tool, an auto-signal type or a custom screen over history, with costs. */
export function BacktestPage() {
  const t = useStrings(backtestStrings);
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const urlForm = useMemo(() => formFromParams(new URLSearchParams(search)), [search]);
  const [form, setForm] = useState(urlForm);
  // Back / forward (or a shared link) shows the form of the URL.
  useEffect(() => setForm(urlForm), [urlForm]);
  const submittedQuery = useMemo(
    () => (hasRun(new URLSearchParams(search)) ? runQueryOfForm(urlForm) : undefined),
    [search, urlForm],
  );
  const run = useBacktestRun(submittedQuery);
  const language = useScreenLanguage();
  const lang = language.data && !isRefusal(language.data) ? language.data : undefined;
  const names = useMemo(() => completionsOf(lang, { fundamentals: false }), [lang]);
  const answer = run.data;
  const problems: Problems =
    answer && isRefusal(answer) && !run.isFetching ? problemsOf(answer, urlForm) : { errors: {} };
  const result = answer && !isRefusal(answer) && !run.isFetching ? answer : undefined;

  const submit = () => setParams(new URLSearchParams(queryOfForm(form)));

  return (
    <MarketPage
      title={t('page.title')}
      subtitle={t('page.subtitle')}
      breadcrumbs={[{ label: t('page.tools') }]}
      asOf={result?.source.asOf}
    >
      <Stack gap="md">
        <BacktestFormPanel
          form={form}
          onChange={setForm}
          onSubmit={submit}
          running={run.isFetching}
          errors={problems.errors}
          ruleProblem={problems.rule}
          sectors={lang?.sectors ?? []}
          names={names}
        />
        {problems.general && (
          <Alert color="red" variant="light" title={t('page.didNotRun')} role="alert">
            {problems.general}
          </Alert>
        )}
        {submittedQuery === undefined ? (
          <Text size="sm" c="dimmed">
            {t('page.hint')}
          </Text>
        ) : run.isFetching ? (
          <QueryLoading label={t('page.running')} />
        ) : run.isError ? (
          <QueryError error={run.error} onRetry={run.refetch} title={t('page.couldNotRun')} />
        ) : result ? (
          <BacktestResults answer={result} />
        ) : null}
      </Stack>
    </MarketPage>
  );
}

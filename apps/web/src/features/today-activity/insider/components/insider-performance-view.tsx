import { Alert, Stack, Text } from '@mantine/core';
import {
  INSIDER_GROUPINGS,
  INSIDER_SIZE_BUCKETS,
  type InsiderGrouping,
  type InsiderPerformanceQuery,
} from '@nivesh/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { SourcedMarketPage } from '@/components/market/market-page';
import { QueryEmpty } from '@/components/market/query-states';
import { answerOf } from '@/lib/api-client';
import { formatDateIst } from '@/lib/format';
import { useStrings } from '@/lib/strings';
import {
  PerformanceControls,
  usePerformanceUrl,
} from '../../deals-performance/components/performance-controls';
import { PerformanceReport, ProgressNote } from '../../deals-performance/components/performance-parts';
import { PerformanceStates } from '../../deals-performance/components/performance-states';
import { insiderPerformanceQueryOptions, useInsiderPerformance } from '../api';
import { insiderPerformanceStrings } from '../performance.strings';
import { insiderStrings } from '../strings';
import { InsiderViewToggle } from './insider-view-toggle';

const DEFAULT_GROUPING: InsiderGrouping = 'category';
type SizeKey = keyof typeof insiderPerformanceStrings.en.size;
/** The server's value buckets (INSIDER_SIZE_BUCKETS, smallest first) by their strings keys. */
const SIZE_KEYS: readonly SizeKey[] = ['under10Lakh', 'lakh10To1Cr', 'cr1To10', 'cr10Up'];

/** A group's name in the page's language: the category, the side or the value bucket (an insider's, `NAME · SYMBOL`, as the server gives it). */
function useGroupName(groupBy: InsiderGrouping): (key: string) => string {
  const t = useStrings(insiderPerformanceStrings);
  const ti = useStrings(insiderStrings);
  return useCallback(
    (key: string) => {
      if (groupBy === 'size') {
        const known = SIZE_KEYS[(INSIDER_SIZE_BUCKETS as readonly string[]).indexOf(key)];
        return known ? t(`size.${known}`) : key;
      }
      const { category, side } = insiderStrings.en;
      if (groupBy === 'category' && key in category) return ti(`category.${key as keyof typeof category}`);
      if (groupBy === 'side' && key in side) return ti(`side.${key as keyof typeof side}`);
      return key;
    },
    [groupBy, t, ti],
  );
}

/**
 * /insider-trading?view=performance: what the stocks did 1, 5, 20 and 60 sessions after insiders'
 * open-market trades were disclosed, against NIFTY 50, overall and by category, side or value, with
 * 95 % intervals. The range (`from`, `to`), the grouping (`groupBy`) and the page of groups (`page`)
 * live in the URL; while the server measures the range the view shows how far it is and asks again.
 */
export function InsiderPerformanceView() {
  const t = useStrings(insiderPerformanceStrings);
  const ti = useStrings(insiderStrings);
  const { url, groupBy, request, onPage } = usePerformanceUrl(INSIDER_GROUPINGS, DEFAULT_GROUPING);
  const params: InsiderPerformanceQuery = request;
  const query = useInsiderPerformance(params);
  const answer = answerOf(query.data);
  const client = useQueryClient();
  const name = useGroupName(answer?.groupBy ?? groupBy);
  return (
    <SourcedMarketPage
      title={ti('title')}
      subtitle={ti('explanation')}
      breadcrumbs={[{ label: ti('area') }]}
      query={query}
    >
      <Stack gap="md">
        <InsiderViewToggle />
        <PerformanceControls url={url} answer={answer} groupingLabel={(g) => t(`groupBy.${g}`)} t={t} />
        <PerformanceStates
          query={query}
          errorTitle={t('loadError')}
          empty={
            answer && (
              <QueryEmpty
                message={t('empty', { from: formatDateIst(answer.from), to: formatDateIst(answer.to) })}
              />
            )
          }
          computing={(data) => (
            <ProgressNote
              progressPct={data.progressPct}
              title={t('computing.title')}
              label={t('computing.label')}
              progress={(pct) => t('computing.progress', { pct })}
              testId="insider-computing"
            />
          )}
        >
          {(data) => (
            <PerformanceReport
              source={
                <Alert variant="light" color="yellow" p="xs">
                  <Text size="sm">
                    {data.source.fileName === null
                      ? t('source')
                      : t('sourceImported', { file: data.source.fileName })}
                  </Text>
                </Alert>
              }
              table={{
                data,
                t,
                title: t(`table.title.${data.groupBy}`),
                name,
                fileName: `insider-trading-performance-by-${data.groupBy}-${data.from}-to-${data.to}`,
                fetchPage: (page, size) =>
                  client.fetchQuery(insiderPerformanceQueryOptions({ ...params, page, size })),
                onPage,
              }}
            />
          )}
        </PerformanceStates>
      </Stack>
    </SourcedMarketPage>
  );
}

import { Group } from '@mantine/core';
import type { OiAnalysisAnswer, OiHistoryAnswer } from '@nivesh/contracts';
import type { ReactNode } from 'react';
import { QueryStates } from '@/components/market/query-states';
import { answerOf } from '@/lib/api-client';
import { useStrings } from '@/lib/strings';
import { useOiAnalysis, useOiHistory } from '../../shared/api';
import { DerivativesFrame } from '../../shared/derivatives-frame';
import { UnderlyingPicker, useUnderlyingParams } from '../../shared/underlying-picker';
import type { StrikeWindow } from '../lib/strikes';
import { oiAnalyticsStrings } from '../strings';
import { SessionsSelect, StrikeWindowSelect, useOiPageParams } from './page-controls';

interface FrameProps {
  readonly title: string;
  readonly subtitle: string;
}

/**
 * A page over one expiry's OptionchainOI/getAnalysisData: underlying, expiry and strikes window in
 * the URL, then the page's parts for the answer (or its loading, error and empty states).
 */
export function OiAnalysisFrame({
  title,
  subtitle,
  children,
}: FrameProps & {
  readonly children: (answer: OiAnalysisAnswer, strikes: StrikeWindow) => ReactNode;
}) {
  const t = useStrings(oiAnalyticsStrings);
  const { symbol, expiry, setSymbol, setExpiry } = useUnderlyingParams();
  const { strikes, setStrikes } = useOiPageParams();
  const query = useOiAnalysis({ symbol, expiry });
  return (
    <DerivativesFrame title={title} subtitle={subtitle} query={query}>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <UnderlyingPicker
          symbol={symbol}
          onSymbol={setSymbol}
          expiry={expiry}
          onExpiry={setExpiry}
          expiries={answerOf(query.data)?.expiries}
        />
        <StrikeWindowSelect value={strikes} onChange={setStrikes} />
      </Group>
      <QueryStates
        query={query}
        errorTitle={t('common.loadError')}
        isEmpty={(data) => data.profile.length === 0}
        empty={t('common.noStrikes')}
      >
        {(data) => children(data, strikes)}
      </QueryStates>
    </DerivativesFrame>
  );
}

/** A page over Optionchain/getOiHistory: underlying and number of sessions in the URL. */
export function OiHistoryFrame({
  title,
  subtitle,
  children,
}: FrameProps & { readonly children: (answer: OiHistoryAnswer) => ReactNode }) {
  const t = useStrings(oiAnalyticsStrings);
  const { symbol, setSymbol } = useUnderlyingParams();
  const { days, setDays } = useOiPageParams();
  const query = useOiHistory({ symbol, days });
  return (
    <DerivativesFrame title={title} subtitle={subtitle} query={query}>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <UnderlyingPicker symbol={symbol} onSymbol={setSymbol} />
        <SessionsSelect value={days} onChange={setDays} />
      </Group>
      <QueryStates
        query={query}
        errorTitle={t('common.loadError')}
        isEmpty={(data) => data.days.length === 0}
        empty={t('common.noDays')}
      >
        {children}
      </QueryStates>
    </DerivativesFrame>
  );
}

import { Grid, Paper, Stack, Text, Title } from '@mantine/core';
import type { OptionChainAnswer, StrategyLeg } from '@nivesh/contracts';
import { useRef } from 'react';
import { QueryStates } from '@/components/market/query-states';
import { usePhone } from '@/components/market/use-phone';
import { answerOf } from '@/lib/api-client';
import { formatDateIst } from '@/lib/format';
import { useUserData } from '@/lib/session/use-user-data';
import { isSignedIn } from '@/lib/session/userdata-store';
import { useStrings } from '@/lib/strings';
import { usePageTitle } from '@/lib/use-page-title';
import { useOptionChain, useOptionData, usePayoff } from '../../shared/api';
import { DerivativesFrame } from '../../shared/derivatives-frame';
import { UnderlyingPicker } from '../../shared/underlying-picker';
import { PayoffChart } from '../../strategies/components/payoff-chart';
import { useBuilderUrl } from '../../strategies/hooks/use-builder-url';
import { MAX_LOTS } from '../../strategies/lib/leg-url';
import { withLeg } from '../lib/basket';
import { terminalStrings } from '../strings';
import { BasketPanel } from './basket-panel';
import { FnoPositions } from './fno-positions';
import { TerminalChain } from './terminal-chain';

/**
 * /option-chain/option-trading-terminal: the chain on one side, a basket of legs with its margin and
 * payoff on the other, one-click paper orders, and the account's F&O positions with live P&L and
 * greeks. The basket lives in the URL in the strategy builder's form (`?symbol=&expiry=&legs=`).
 */
export function OptionTradingTerminalPage() {
  const t = useStrings(terminalStrings);
  usePageTitle(t('title'));
  const url = useBuilderUrl();
  const phone = usePhone();
  const signedIn = isSignedIn(useUserData());
  const chain = useOptionChain({ symbol: url.symbol, expiry: url.expiry });
  const underlying = answerOf(useOptionData().data)?.underlyings.find((u) => u.symbol === url.symbol);
  const futureExpiry = underlying?.expiries.find((e) => e.kind === 'monthly')?.date ?? null;
  const legs = url.legs ?? [];
  // The latest basket, for changes made from an older render's closure (a quick second click).
  const latest = useRef(legs);
  latest.current = legs;
  const updateLegs = (update: (legs: readonly StrategyLeg[]) => readonly StrategyLeg[]) => {
    const next = update(latest.current);
    latest.current = next;
    url.setLegs(next.length > 0 ? next : undefined);
  };
  return (
    <DerivativesFrame title={t('title')} subtitle={t('subtitle')} query={chain}>
      <Stack gap="md">
        <UnderlyingPicker
          symbol={url.symbol}
          onSymbol={url.setSymbol}
          expiry={url.expiry}
          onExpiry={(expiry) => url.setExpiry(expiry, true)}
          expiries={answerOf(chain.data)?.expiries}
        />
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <QueryStates query={chain} errorTitle={t('chain.loadError')}>
              {(answer: OptionChainAnswer) => (
                <TerminalChain
                  chain={answer}
                  futureExpiry={futureExpiry}
                  phone={phone}
                  onAdd={(leg) => updateLegs((current) => withLeg(current, leg, MAX_LOTS))}
                />
              )}
            </QueryStates>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="md">
              <BasketPanel symbol={url.symbol} legs={legs} onLegs={updateLegs} signedIn={signedIn} />
              <BasketPayoff symbol={url.symbol} legs={legs} phone={phone} />
            </Stack>
          </Grid.Col>
        </Grid>
        {signedIn ? (
          <FnoPositions symbol={url.symbol} phone={phone} />
        ) : (
          <Text size="sm" c="dimmed">
            {t('positions.signedOut')}
          </Text>
        )}
      </Stack>
    </DerivativesFrame>
  );
}

/** The basket's payoff at expiry and today, from the builder's payoff call. */
function BasketPayoff({
  symbol,
  legs,
  phone,
}: {
  readonly symbol: string;
  readonly legs: readonly StrategyLeg[];
  readonly phone: boolean;
}) {
  const t = useStrings(terminalStrings);
  const payoff = usePayoff(legs.length > 0 ? { symbol, legs: [...legs] } : undefined);
  const position = legs.length > 0 ? answerOf(payoff.data)?.position : undefined;
  if (!position) return null;
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h4" mb="xs">
        {t('payoff.title')}
      </Title>
      <PayoffChart
        position={position}
        symbol={symbol}
        dateLabel={formatDateIst(position.payoff.evaluationDate)}
        days={0}
        shiftedSpot={null}
        height={phone ? 240 : 280}
        compact
      />
      <Text size="xs" c="dimmed" mt="xs">
        {t('payoff.explain')}
      </Text>
    </Paper>
  );
}

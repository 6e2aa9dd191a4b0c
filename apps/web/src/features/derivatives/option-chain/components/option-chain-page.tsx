import { Button, Group, Stack, Switch, Text } from '@mantine/core';
import { IV_MODES, type OptionChainAnswer } from '@nivesh/contracts';
import { IconArrowsExchange, IconChartBar, IconColumns, IconStack2 } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { Choice } from '@/components/market/list-controls';
import { QueryStates } from '@/components/market/query-states';
import { usePhone } from '@/components/market/use-phone';
import { appPath } from '@/config/paths';
import { useOptionChain } from '@/features/derivatives/shared/api';
import { DerivativesFrame } from '@/features/derivatives/shared/derivatives-frame';
import { UnderlyingPicker, useUnderlyingParams } from '@/features/derivatives/shared/underlying-picker';
import { answerOf } from '@/lib/api-client';
import { formatDateIst, formatNumber } from '@/lib/format';
import { useStrings } from '@/lib/strings';
import { oneOf, usePageParams } from '@/lib/use-page-params';
import { strategyBuilderHref, terminalHref } from '../../strategies/lib/leg-url';
import { useChainColumns, visibleChainColumns } from '../lib/chain-columns';
import { analysisHref, largestOi, STRIKE_WINDOWS, type StrikeWindow, strikesAround } from '../lib/chain-view';
import { optionChainStrings } from '../strings';
import { StrikeMenu } from './chain-cells';
import { ChainHelp, ChainSummaryTiles } from './chain-summary';
import { ChainScrollBox, ChainTable, CompactChainTable } from './chain-tables';

const VIEWS = ['compact', 'full'] as const;
type ChainView = (typeof VIEWS)[number];

/** Phones (as DataTable's): the compact chain fits them; the full table scrolls inside itself. */

interface ChainSettings {
  readonly window: StrikeWindow;
  readonly greeks: boolean;
  readonly view: ChainView;
}

function ChainBody({
  chain,
  settings,
}: {
  readonly chain: OptionChainAnswer;
  readonly settings: ChainSettings;
}) {
  const t = useStrings(optionChainStrings);
  const [chosen] = useChainColumns();
  const columns = useMemo(() => visibleChainColumns(chosen, settings.greeks), [chosen, settings.greeks]);
  const { underlying, expiry, conventions } = chain;
  const sorted = useMemo(() => [...chain.rows].sort((a, b) => a.strike - b.strike), [chain.rows]);
  const maxOi = useMemo(() => largestOi(sorted), [sorted]);
  const rows = useMemo(
    () => strikesAround(sorted, expiry.atmStrike, underlying.spot, settings.window),
    [sorted, expiry.atmStrike, underlying.spot, settings.window],
  );
  const date = formatDateIst(expiry.date);
  const tableProps = {
    rows,
    spot: underlying.spot,
    atmStrike: expiry.atmStrike,
    maxOi,
    strikeCell: (row: { readonly strike: number }, atm: boolean) => (
      <StrikeMenu symbol={underlying.symbol} expiry={expiry.date} strike={row.strike} atm={atm} />
    ),
  };
  const caption =
    settings.view === 'compact'
      ? t('chain.compactCaption', { symbol: underlying.symbol, date })
      : t('chain.caption', { symbol: underlying.symbol, date });
  const conventionsText = t(
    conventions.ivMode === 'nse' ? 'chain.conventionsNse' : 'chain.conventionsModel',
    {
      r: formatNumber(conventions.riskFreeRatePct, 2),
      q: formatNumber(conventions.dividendYieldPct, 2),
      minutes: formatNumber(conventions.minutesToExpiry, 0),
      date,
    },
  );
  return (
    <Stack gap="md">
      <ChainSummaryTiles chain={chain} />
      <Text size="xs" c="dimmed">
        {conventionsText}
      </Text>
      <ChainScrollBox
        label={caption}
        centreKey={`${underlying.symbol}|${expiry.date}|${settings.window}|${settings.view}`}
      >
        {settings.view === 'compact' ? (
          <CompactChainTable {...tableProps} caption={caption} />
        ) : (
          <ChainTable {...tableProps} caption={caption} columns={columns} />
        )}
      </ChainScrollBox>
      <ChainHelp />
    </Stack>
  );
}

/** /nse-option-chain-data: the option chain of an underlying and expiry, NSE's layout (simulated). */
export function OptionChainPage() {
  const t = useStrings(optionChainStrings);
  const { symbol, expiry, setSymbol, setExpiry } = useUnderlyingParams();
  const { values, set } = usePageParams(['strikes', 'iv', 'greeks', 'view'] as const);
  const phone = usePhone();
  const ivMode = oneOf(values.iv, IV_MODES, 'model');
  const settings: ChainSettings = {
    window: oneOf(values.strikes, STRIKE_WINDOWS, '10'),
    greeks: values.greeks === '1',
    view: oneOf(values.view, VIEWS, phone ? 'compact' : 'full'),
  };
  const query = useOptionChain({ symbol, expiry, iv_mode: ivMode });
  const answer = answerOf(query.data);
  return (
    <DerivativesFrame title={t('chain.title')} subtitle={t('chain.subtitle')} query={query}>
      <Stack gap="sm">
        <UnderlyingPicker
          symbol={symbol}
          onSymbol={setSymbol}
          expiry={expiry}
          onExpiry={setExpiry}
          expiries={answer?.expiries}
        />
        <Group gap="md" align="center" wrap="wrap">
          <Choice
            label={t('chain.strikes')}
            value={settings.window}
            options={STRIKE_WINDOWS.map((w) => ({
              value: w,
              label: w === 'all' ? t('chain.strikesAll') : t('chain.strikesAround', { count: w }),
            }))}
            onChange={(next) => set({ strikes: next === '10' ? undefined : next })}
          />
          <Choice
            label={t('chain.ivMode')}
            value={ivMode}
            options={IV_MODES.map((mode) => ({
              value: mode,
              label: t(mode === 'nse' ? 'chain.ivNse' : 'chain.ivModel'),
            }))}
            onChange={(next) => set({ iv: next === 'model' ? undefined : next })}
          />
          <Choice
            label={t('chain.view')}
            value={settings.view}
            options={VIEWS.map((view) => ({
              value: view,
              label: t(view === 'compact' ? 'chain.viewCompact' : 'chain.viewFull'),
            }))}
            onChange={(next) => set({ view: next })}
          />
          {settings.view === 'full' && (
            <Switch
              size="sm"
              label={t('chain.greeks')}
              checked={settings.greeks}
              onChange={(event) => set({ greeks: event.currentTarget.checked ? '1' : undefined })}
            />
          )}
        </Group>
        <Group gap="xs" wrap="wrap">
          <Button
            component={Link}
            to={analysisHref(symbol, expiry)}
            size="xs"
            variant="light"
            leftSection={<IconChartBar size={14} aria-hidden="true" />}
          >
            {t('chain.analysis', { symbol })}
          </Button>
          <Button
            component={Link}
            to={strategyBuilderHref(symbol)}
            size="xs"
            variant="light"
            leftSection={<IconStack2 size={14} aria-hidden="true" />}
          >
            {t('chain.builder')}
          </Button>
          <Button
            component={Link}
            to={terminalHref(symbol)}
            size="xs"
            variant="light"
            leftSection={<IconArrowsExchange size={14} aria-hidden="true" />}
          >
            {t('chain.terminal')}
          </Button>
          <Button
            component={Link}
            to={appPath('/option-chain/edit-column').getHref()}
            size="xs"
            variant="default"
            leftSection={<IconColumns size={14} aria-hidden="true" />}
          >
            {t('chain.editColumns')}
          </Button>
        </Group>
      </Stack>
      <QueryStates
        query={query}
        errorTitle={t('chain.loadError')}
        isEmpty={(chain) => chain.rows.length === 0}
        empty={t('chain.empty')}
      >
        {(chain) => <ChainBody chain={chain} settings={settings} />}
      </QueryStates>
    </DerivativesFrame>
  );
}

import { Select, Stack, Text } from '@mantine/core';
import type { BacktestStrategy, BacktestStrategyType } from '@nivesh/contracts';
import { isRefusal } from '@/lib/api-client';
import { useStrings } from '@/lib/strings';
import { useBacktestStrategies } from '../api/backtest-queries';
import { type BacktestText, backtestStrings } from '../strings';

interface StrategyPickerProps {
  readonly type: BacktestStrategyType;
  readonly value: string;
  readonly onChange: (id: string) => void;
  readonly error?: string;
}

function optionLabel(s: BacktestStrategy, t: BacktestText): string {
  return s.available ? s.name : t('picker.notBacktestable', { name: s.name });
}

/** A searchable list of the strategies of one spec type (BackTest/gettypDaata), with the chosen one's rules. */
export function StrategyPicker({ type, value, onChange, error }: StrategyPickerProps) {
  const t = useStrings(backtestStrings);
  const query = useBacktestStrategies(type);
  const answer = query.data && !isRefusal(query.data) ? query.data : undefined;
  const strategies = answer?.strategies ?? [];
  const chosen = strategies.find((s) => s.id === value);
  const groups = [...new Set(strategies.map((s) => s.family))].map((family) => ({
    group: family,
    items: strategies
      .filter((s) => s.family === family)
      .map((s) => ({ value: s.id, label: optionLabel(s, t), disabled: !s.available })),
  }));
  return (
    <Stack gap={4}>
      <Select
        label={type === 'tradingTool' ? t('picker.tradingTool') : t('picker.autosignal')}
        description={answer ? t('picker.toChooseFrom', { count: strategies.length }) : t('picker.loading')}
        placeholder={t('picker.search')}
        searchable
        nothingFoundMessage={t('picker.nothingFound')}
        data={groups}
        value={chosen ? value : null}
        onChange={(id) => id && onChange(id)}
        error={error ?? (query.isError ? t('picker.loadError') : undefined)}
        maxDropdownHeight={320}
        comboboxProps={{ zIndex: 400 }}
      />
      {chosen && (
        <Text size="xs" c="dimmed">
          {chosen.description} <br />
          <Text span ff="monospace" size="xs">
            {chosen.summary}
          </Text>
        </Text>
      )}
      {chosen && !chosen.available && (
        <Text size="xs" c="red">
          {chosen.name} {chosen.unavailableReason}
        </Text>
      )}
    </Stack>
  );
}

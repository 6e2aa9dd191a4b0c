import { Autocomplete, type AutocompleteProps, Group, Text } from '@mantine/core';
import { STOCK_SYMBOL_PATTERN } from '@nivesh/contracts';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { isRefusal } from '@/lib/api-client';
import { useAllStocks } from '@/lib/market-queries/get-all-stocks';
import { useStrings } from '@/lib/strings';
import { searchSymbols } from '@/lib/symbol-search';
import { marketStrings } from './strings';

export interface SymbolAutocompleteProps
  extends Pick<
    AutocompleteProps,
    'size' | 'label' | 'placeholder' | 'w' | 'miw' | 'autoFocus' | 'description'
  > {
  /** Called with the chosen symbol (an option picked, or Enter on a typed symbol the market knows). */
  readonly onPick: (symbol: string) => void;
  /** Accessible name when there is no visible label. */
  readonly ariaLabel?: string;
  /** Clear the box after a pick (a search box) or keep the symbol shown (a picker); default clear. */
  readonly keepValue?: boolean;
  readonly initialValue?: string;
}

const MAX_OPTIONS = 10;

/**
 * Typeahead over every symbol and company name: arrows move, Enter picks (the first match when none
 * is highlighted), Escape closes. The list (one cached request) loads on first focus.
 */
export function SymbolAutocomplete({
  onPick,
  ariaLabel,
  keepValue = false,
  initialValue = '',
  placeholder,
  ...props
}: SymbolAutocompleteProps) {
  const t = useStrings(marketStrings);
  const [value, setValue] = useState(initialValue);
  const [wanted, setWanted] = useState(false);
  const query = useAllStocks(wanted);
  const stocks = query.data && !isRefusal(query.data) ? query.data.stocks : [];
  const matches = useMemo(() => searchSymbols(stocks, value, MAX_OPTIONS), [stocks, value]);
  const names = useMemo(() => new Map(matches.map((s) => [s.symbol, s.name])), [matches]);

  const pick = (symbol: string) => {
    setValue(keepValue ? symbol : '');
    onPick(symbol);
  };

  return (
    <Autocomplete
      {...props}
      value={value}
      onChange={setValue}
      onFocus={() => setWanted(true)}
      data={matches.map((s) => s.symbol)}
      // The matches are already ranked by searchSymbols.
      filter={({ options }) => options}
      limit={MAX_OPTIONS}
      selectFirstOptionOnChange
      onOptionSubmit={pick}
      onKeyDown={(event) => {
        // Enter with no option list open: a typed symbol the market knows still goes through.
        if (event.key !== 'Enter') return;
        const typed = value.trim().toUpperCase();
        if (matches.length > 0 || !STOCK_SYMBOL_PATTERN.test(typed)) return;
        // Before the list arrives any well-formed symbol goes (the stock page says if it is unknown).
        if (stocks.length === 0 || stocks.some((s) => s.symbol === typed)) pick(typed);
      }}
      renderOption={({ option }) => (
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
          <Text size="sm" fw={600} style={{ flexShrink: 0 }}>
            {option.value}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {names.get(option.value)}
          </Text>
        </Group>
      )}
      placeholder={placeholder ?? t('symbol.placeholder')}
      aria-label={props.label ? undefined : (ariaLabel ?? t('symbol.searchLabel'))}
      leftSection={<IconSearch size={16} stroke={1.6} aria-hidden="true" />}
      autoComplete="off"
      spellCheck={false}
      enterKeyHint="search"
      comboboxProps={{ zIndex: 400 }}
    />
  );
}

/** A labelled box showing the page's chosen symbol (pages that keep one in the URL). */
export function SymbolPicker({
  symbol,
  onPick,
}: {
  readonly symbol: string;
  readonly onPick: (symbol: string) => void;
}) {
  const t = useStrings(marketStrings);
  return (
    <SymbolAutocomplete
      // A new symbol from the URL resets what the box shows.
      key={symbol}
      label={t('symbol.label')}
      keepValue
      initialValue={symbol}
      w={{ base: '100%', sm: 340 }}
      onPick={onPick}
    />
  );
}

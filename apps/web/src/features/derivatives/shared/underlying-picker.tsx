import { Group, NativeSelect } from '@mantine/core';
import type { OptionExpiryDto, OptionUnderlyingDto } from '@nivesh/contracts';
import { useMemo } from 'react';
import { answerOf } from '@/lib/api-client';
import { formatDateIst } from '@/lib/format';
import { useStrings } from '@/lib/strings';
import { usePageParams } from '@/lib/use-page-params';
import { useOptionData } from './api';
import { derivativesSharedStrings } from './strings';

/** The underlying and expiry a derivatives page shows, kept in the URL (`?symbol=&expiry=`). */
export function useUnderlyingParams(defaultSymbol = 'NIFTY') {
  const { values, set } = usePageParams(['symbol', 'expiry'] as const);
  const symbol = (values.symbol ?? defaultSymbol).toUpperCase();
  return {
    symbol,
    /** Undefined: the nearest expiry. */
    expiry: values.expiry,
    setSymbol: (next: string) =>
      set({ symbol: next === defaultSymbol ? undefined : next, expiry: undefined }),
    setExpiry: (next: string | undefined) => set({ expiry: next }),
  };
}

interface UnderlyingPickerProps {
  readonly symbol: string;
  readonly onSymbol: (symbol: string) => void;
  /** Omit to show the underlying alone. */
  readonly expiry?: string;
  readonly onExpiry?: (expiry: string | undefined) => void;
  /** The expiries to offer (the page's answer's); default the underlying's listed ones. */
  readonly expiries?: readonly OptionExpiryDto[];
  /** Offer indices only. */
  readonly indicesOnly?: boolean;
}

/** Underlying (indices, then F&O stocks) and expiry selects: native, so phones get their own picker. */
export function UnderlyingPicker({
  symbol,
  onSymbol,
  expiry,
  onExpiry,
  expiries,
  indicesOnly,
}: UnderlyingPickerProps) {
  const t = useStrings(derivativesSharedStrings);
  const data = answerOf(useOptionData().data);
  const underlyings: readonly OptionUnderlyingDto[] = data?.underlyings ?? [];
  const groups = useMemo(() => {
    const option = (u: OptionUnderlyingDto) => ({ value: u.symbol, label: u.symbol });
    const indices = underlyings.filter((u) => u.kind === 'index').map(option);
    const stocks = underlyings.filter((u) => u.kind === 'stock').map(option);
    const known = underlyings.some((u) => u.symbol === symbol);
    return [
      {
        group: t('indices'),
        items: known || indices.length > 0 ? indices : [{ value: symbol, label: symbol }],
      },
      ...(indicesOnly ? [] : [{ group: t('stocks'), items: stocks }]),
    ];
  }, [underlyings, symbol, indicesOnly, t]);
  const listed = expiries ?? underlyings.find((u) => u.symbol === symbol)?.expiries ?? [];
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <NativeSelect
        size="sm"
        label={t('underlying')}
        value={symbol}
        onChange={(event) => onSymbol(event.currentTarget.value)}
        data={groups}
        w={{ base: '100%', xs: 200 }}
      />
      {onExpiry ? (
        <NativeSelect
          size="sm"
          label={t('expiry')}
          value={expiry ?? listed[0]?.date ?? ''}
          onChange={(event) => {
            const next = event.currentTarget.value;
            onExpiry(next === listed[0]?.date ? undefined : next);
          }}
          data={listed.map((e) => ({
            value: e.date,
            label: t('expiryOption', {
              date: formatDateIst(e.date),
              kind: t(`kind.${e.kind}`),
              days: e.daysToExpiry,
            }),
          }))}
          w={{ base: '100%', xs: 260 }}
        />
      ) : null}
    </Group>
  );
}

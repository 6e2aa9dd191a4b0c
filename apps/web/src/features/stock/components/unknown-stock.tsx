import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { IconZoomQuestion } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Trans } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { type QueryLike, QueryStates } from '@/components/market/query-states';
import { SymbolAutocomplete } from '@/components/market/symbol-autocomplete';
import { paths } from '@/config/paths';
import { type ApiRefusal, isRefusal } from '@/lib/api-client';
import { useStrings } from '@/lib/strings';
import { stockStrings } from '../strings';

/** The page state for a symbol the market does not know: says so, and offers a search (to its stock page by default). */
export function UnknownStock({
  symbol,
  onPick,
}: {
  readonly symbol: string;
  readonly onPick?: (symbol: string) => void;
}) {
  const navigate = useNavigate();
  const t = useStrings(stockStrings);
  return (
    <Paper withBorder radius="md" p="lg" data-testid="unknown-stock">
      <Stack gap="md" align="flex-start">
        <IconZoomQuestion size={40} stroke={1.4} aria-hidden="true" />
        <Title order={2} fz={20}>
          {t('unknown.title', { symbol })}
        </Title>
        <Text size="sm" c="dimmed">
          <Trans
            ns={stockStrings.namespace}
            i18nKey="unknown.help"
            components={{ list: <Anchor component={Link} to={paths.symbols.getHref()} /> }}
          />
        </Text>
        <SymbolAutocomplete
          w={{ base: '100%', sm: 420 }}
          autoFocus
          onPick={onPick ?? ((picked) => navigate(paths.stock.getHref({ symbol: picked })))}
        />
      </Stack>
    </Paper>
  );
}

interface SymbolQueryStatesProps<T> {
  readonly symbol: string;
  readonly query: QueryLike<T>;
  readonly children: (data: Exclude<T, ApiRefusal>) => ReactNode;
  /** Where a pick from the "no such stock" search goes; default its stock page. */
  readonly onPick?: (symbol: string) => void;
}

/** QueryStates for an answer about one symbol: a refusal (an unknown symbol) shows UnknownStock. */
export function SymbolQueryStates<T>({ symbol, query, children, onPick }: SymbolQueryStatesProps<T>) {
  if (query.data !== undefined && isRefusal(query.data))
    return <UnknownStock symbol={symbol} onPick={onPick} />;
  return <QueryStates query={query}>{children}</QueryStates>;
}

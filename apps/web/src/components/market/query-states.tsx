import { Alert, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconInbox, IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { type ApiRefusal, errorMessage, isRefusal } from '@/lib/api-client';
import { useStrings } from '@/lib/strings';
import { premiumRefusalOf, UpgradePrompt } from '../premium/upgrade-prompt';
import { marketStrings } from './strings';

interface QueryLoadingProps {
  /** Number of skeleton lines; default 5. */
  readonly lines?: number;
  /** Accessible text; default "Loading…". */
  readonly label?: string;
}

/** Skeleton lines while a query loads. */
export function QueryLoading({ lines = 5, label }: QueryLoadingProps) {
  const t = useStrings(marketStrings);
  return (
    <Stack
      gap="sm"
      role="status"
      aria-live="polite"
      aria-label={label ?? t('query.loading')}
      data-testid="query-loading"
    >
      {Array.from({ length: lines }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder lines have no identity.
        <Skeleton key={i} height={18} radius="sm" width={i === 0 ? '40%' : '100%'} />
      ))}
    </Stack>
  );
}

interface QueryErrorProps {
  /** The thrown error (ApiError and friends) or a refusal `{status: 0, message}`. */
  readonly error: unknown;
  /** Called by the Retry button: pass the query's `refetch`. */
  readonly onRetry?: () => unknown;
  readonly title?: string;
  /** True while the retry runs. */
  readonly retrying?: boolean;
}

function messageOf(error: unknown): string {
  return isRefusal(error) ? error.message : errorMessage(error);
}

/** A failed query: what went wrong in words a user can act on, and a Retry button. */
export function QueryError({ error, onRetry, title, retrying = false }: QueryErrorProps) {
  const t = useStrings(marketStrings);
  // A premium endpoint refused for want of a plan: an upgrade prompt, not an error.
  const premium = premiumRefusalOf(error);
  if (premium) return <UpgradePrompt message={messageOf(error)} premium={premium} />;
  return (
    <Alert
      color="red"
      variant="light"
      title={title ?? t('query.errorTitle')}
      icon={<IconAlertTriangle size={20} aria-hidden="true" />}
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{messageOf(error)}</Text>
        {onRetry && (
          <Button
            size="xs"
            variant="light"
            color="red"
            leftSection={<IconRefresh size={14} aria-hidden="true" />}
            loading={retrying}
            onClick={() => {
              onRetry();
            }}
          >
            {t('query.retry')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}

interface QueryEmptyProps {
  readonly message: ReactNode;
  /** An optional action (a link to another list, a reset button). */
  readonly children?: ReactNode;
}

/** A query that answered with nothing to show. */
export function QueryEmpty({ message, children }: QueryEmptyProps) {
  return (
    <Paper withBorder p="lg" radius="md">
      <Group gap="sm" wrap="nowrap" justify="center">
        <IconInbox size={22} aria-hidden="true" opacity={0.6} />
        <Text c="dimmed" size="sm">
          {message}
        </Text>
      </Group>
      {children && (
        <Group justify="center" mt="sm">
          {children}
        </Group>
      )}
    </Paper>
  );
}

/** The part of a TanStack `useQuery` result QueryStates reads. */
export interface QueryLike<T> {
  readonly data: T | undefined;
  readonly error: unknown;
  readonly isPending: boolean;
  readonly isError: boolean;
  readonly isRefetching?: boolean;
  readonly refetch: () => unknown;
}

interface QueryStatesProps<T> {
  readonly query: QueryLike<T>;
  /** Rendered with the data once it has loaded and is not a refusal or empty. */
  readonly children: (data: Exclude<T, ApiRefusal>) => ReactNode;
  /** When true for the data, `empty` shows instead of children. */
  readonly isEmpty?: (data: Exclude<T, ApiRefusal>) => boolean;
  readonly empty?: ReactNode;
  /** What shows while loading; default QueryLoading. */
  readonly loading?: ReactNode;
  readonly errorTitle?: string;
}

/**
 * Loading, error (thrown or a `{status: 0}` refusal, both with Retry), empty, or the data: the four
 * states of a market page's query in one place.
 */
export function QueryStates<T>({
  query,
  children,
  isEmpty,
  empty,
  loading = <QueryLoading />,
  errorTitle,
}: QueryStatesProps<T>) {
  const t = useStrings(marketStrings);
  const retrying = query.isRefetching ?? false;
  const error = (failure: unknown) => (
    <QueryError error={failure} onRetry={query.refetch} title={errorTitle} retrying={retrying} />
  );
  const data = query.data;
  if (isAnswer<T>(data)) {
    const content = isEmpty?.(data) ? (empty ?? <QueryEmpty message={t('query.nothing')} />) : children(data);
    // A failed background refresh keeps the last data on screen, with the error above it.
    return query.isError ? (
      <Stack gap="md">
        {error(query.error)}
        {content}
      </Stack>
    ) : (
      content
    );
  }
  if (query.isError) return error(query.error);
  if (query.isPending || data === undefined) return loading;
  return error(data);
}

function isAnswer<T>(data: T | undefined): data is Exclude<T, ApiRefusal> {
  return data !== undefined && !isRefusal(data);
}

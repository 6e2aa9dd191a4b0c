import {
  ActionIcon,
  Anchor,
  Breadcrumbs,
  Container,
  Group,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import type { MarketSource } from '@nivesh/contracts';
import { IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Trans } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { type ApiRefusal, answerOf } from '@/lib/api-client';
import { type DateInput, formatDateTimeIst, toDate } from '@/lib/format';
import { useStrings } from '@/lib/strings';
import { SourceBadge } from './source-badge';
import { marketStrings } from './strings';

export interface Crumb {
  readonly label: string;
  /** Omit for a crumb that is not a page of its own. */
  readonly href?: string;
}

export interface MarketPageProps {
  /** The page's only `<h1>`, also the last breadcrumb. */
  readonly title: string;
  readonly subtitle?: ReactNode;
  /** Crumbs between Home and the title (e.g. Sectors › IT). */
  readonly breadcrumbs?: readonly Crumb[];
  /**
   * Default true: shows where the prices come from ("Simulated market data" or "NSE data, {date}",
   * from `source`, else the market's). Pass false only for a page without market prices or with its
   * own source label.
   */
  readonly simulated?: boolean;
  /** The answer's own `source` block; without it the market's (one source of truth, `useMarketSource`). */
  readonly source?: MarketSource | undefined;
  /** When the data was last updated; shown as "As of 12 Mar 2026, 15:30:05 IST". */
  readonly asOf?: DateInput | null;
  /** The refresh slot (e.g. RefreshButton) and other page actions, shown at the top right. */
  readonly actions?: ReactNode;
  readonly children: ReactNode;
}

/** The frame of every market page: breadcrumb, title, source badge, "as of" time, actions. */
export function MarketPage({
  title,
  subtitle,
  breadcrumbs = [],
  simulated = true,
  source,
  asOf,
  actions,
  children,
}: MarketPageProps) {
  const t = useStrings(marketStrings);
  const asOfDate = toDate(asOf);
  return (
    <Container size="xl" py="lg" px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <Stack gap="xs">
          <Breadcrumbs separator="›" separatorMargin={6}>
            <Anchor component={Link} to={paths.home.getHref()} size="sm">
              {t('page.home')}
            </Anchor>
            {breadcrumbs.map((crumb) =>
              crumb.href ? (
                <Anchor key={crumb.label} component={Link} to={crumb.href} size="sm">
                  {crumb.label}
                </Anchor>
              ) : (
                <Text key={crumb.label} size="sm" c="dimmed">
                  {crumb.label}
                </Text>
              ),
            )}
            {/* A long title is cut short here (it is in full in the heading) so phones never scroll sideways. */}
            <Text size="sm" c="dimmed" aria-current="page" truncate="end" maw="100%">
              {title}
            </Text>
          </Breadcrumbs>
          <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
            <Stack gap={6} style={{ minWidth: 0, flex: '1 1 280px' }}>
              <Title order={1} fz={{ base: 24, sm: 30 }} lh={1.2}>
                {title}
              </Title>
              {subtitle && (
                <Text c="dimmed" size="sm">
                  {subtitle}
                </Text>
              )}
              {(simulated || asOfDate) && (
                <Group gap="sm" wrap="wrap">
                  {simulated && <SourceBadge source={source} size="sm" />}
                  {asOfDate && (
                    <Text size="xs" c="dimmed">
                      <Trans
                        ns={marketStrings.namespace}
                        i18nKey="page.asOf"
                        values={{ time: formatDateTimeIst(asOfDate, { seconds: true }) }}
                        components={{ time: <time dateTime={asOfDate.toISOString()} /> }}
                      />
                    </Text>
                  )}
                </Group>
              )}
            </Stack>
            {actions && (
              <Group gap="xs" wrap="wrap">
                {actions}
              </Group>
            )}
          </Group>
        </Stack>
        {children}
      </Stack>
    </Container>
  );
}

interface RefreshButtonProps {
  readonly onRefresh: () => unknown;
  /** True while the refetch runs (TanStack's `isFetching`). */
  readonly refreshing?: boolean;
  readonly label?: string;
}

/** The standard refresh action for MarketPage's `actions` slot. */
export function RefreshButton({ onRefresh, refreshing = false, label: given }: RefreshButtonProps) {
  const t = useStrings(marketStrings);
  const label = given ?? t('page.refresh');
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={label}
        loading={refreshing}
        onClick={() => {
          onRefresh();
        }}
      >
        <IconRefresh size={18} stroke={1.6} aria-hidden="true" />
      </ActionIcon>
    </Tooltip>
  );
}

/** A page's main query as SourcedMarketPage reads it. */
export interface SourcedQuery {
  readonly data: { readonly source: MarketSource } | ApiRefusal | undefined;
  readonly isFetching: boolean;
  readonly refetch: () => unknown;
}

export interface SourcedMarketPageProps {
  readonly title: string;
  readonly subtitle?: ReactNode;
  readonly breadcrumbs: readonly Crumb[];
  /** The page's main query: its answer's source sets the badge and the as-of time; Refresh refetches it. */
  readonly query: SourcedQuery;
  readonly children: ReactNode;
}

/** MarketPage with the source badge, as-of time and refresh button taken from the page's query. */
export function SourcedMarketPage({ title, subtitle, breadcrumbs, query, children }: SourcedMarketPageProps) {
  const answer = answerOf(query.data);
  return (
    <MarketPage
      title={title}
      subtitle={subtitle}
      breadcrumbs={breadcrumbs}
      source={answer?.source}
      asOf={answer?.source.asOf}
      actions={<RefreshButton onRefresh={query.refetch} refreshing={query.isFetching} />}
    >
      {children}
    </MarketPage>
  );
}

import { Anchor, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import type { MarketSource } from '@nivesh/contracts';
import { IconCompass } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { type Crumb, MarketPage, RefreshButton } from '@/components/market/market-page';
import { type QueryLike, QueryStates } from '@/components/market/query-states';
import { type ApiRefusal, isRefusal } from '@/lib/api-client';
import { useStrings } from '@/lib/strings';
import { usePageTitle } from '@/lib/use-page-title';
import { sectorLinks } from '../lib/sector-links';
import { type SectorsT, sectorsStrings } from '../strings';

/** Market › (page). */
export const marketCrumb = (t: SectorsT): Crumb => ({
  label: t('crumbs.market'),
  href: sectorLinks.market(),
});

/** A sector or industry URL id the server did not know: what was asked and where to go instead. */
export interface UnknownGroup {
  readonly kind: 'sector' | 'industry';
  readonly id: string;
}

interface SectorsFrameProps<T> {
  readonly title: string;
  readonly subtitle?: ReactNode;
  readonly breadcrumbs: readonly Crumb[];
  readonly query: QueryLike<T> & { readonly isFetching: boolean };
  /** Set on a detail page: a refusal then shows the "No sector …" state instead of an error. */
  readonly unknown?: UnknownGroup;
  readonly errorTitle?: string;
  readonly children: (data: Exclude<T, ApiRefusal>) => ReactNode;
}

/** A page's frame: MarketPage with badge, as-of time and refresh from the query, then its states. */
export function SectorsFrame<T extends { readonly source: MarketSource } | ApiRefusal>({
  title,
  subtitle,
  breadcrumbs,
  query,
  unknown,
  errorTitle,
  children,
}: SectorsFrameProps<T>) {
  const data = query.data;
  const source: MarketSource | undefined = data !== undefined && 'source' in data ? data.source : undefined;
  const notFound = unknown !== undefined && isRefusal(data);
  const t = useStrings(sectorsStrings);
  const shownTitle = notFound ? t(`frame.notFound.${unknown.kind}`, { id: unknown.id }) : title;
  // The tab is named after what the page shows (a sector's name, not the route's generic title).
  usePageTitle(source || notFound ? t('documentTitle', { title: shownTitle }) : null);
  return (
    <MarketPage
      title={shownTitle}
      subtitle={notFound ? undefined : subtitle}
      breadcrumbs={breadcrumbs}
      source={source}
      asOf={source?.asOf}
      actions={<RefreshButton onRefresh={query.refetch} refreshing={query.isFetching} />}
    >
      {notFound ? (
        <UnknownGroupCard group={unknown} message={data.message} />
      ) : (
        <QueryStates query={query} errorTitle={errorTitle}>
          {children}
        </QueryStates>
      )}
    </MarketPage>
  );
}

function UnknownGroupCard({ group, message }: { readonly group: UnknownGroup; readonly message: string }) {
  const t = useStrings(sectorsStrings);
  const sectors = { href: sectorLinks.sectors(), label: t('frame.allSectors') };
  const industries = { href: sectorLinks.industries(), label: t('frame.allIndustries') };
  const lists = group.kind === 'sector' ? [sectors, industries] : [industries, sectors];
  return (
    <Paper withBorder radius="md" p="lg" role="status">
      <Group align="flex-start" wrap="nowrap" gap="md">
        <ThemeIcon size="xl" radius="xl" variant="light" color="gray" aria-hidden="true">
          <IconCompass size={24} />
        </ThemeIcon>
        <Stack gap="xs">
          <Text fw={700}>{message}.</Text>
          <Text size="sm" c="dimmed">
            {t(`frame.notFoundHelp.${group.kind}`, { id: group.id })}
          </Text>
          <Group gap="md">
            {lists.map((link) => (
              <Anchor key={link.href} component={Link} to={link.href} fw={600}>
                {link.label} →
              </Anchor>
            ))}
            <Anchor component={Link} to={sectorLinks.analysis()} fw={600}>
              {t('frame.sectorAnalysis')} →
            </Anchor>
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}

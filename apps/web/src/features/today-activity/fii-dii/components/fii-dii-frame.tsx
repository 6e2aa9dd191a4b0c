import { Alert, Anchor, Group, Stack, Text } from '@mantine/core';
import type { FiiDiiSource } from '@nivesh/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SourcedMarketPage, type SourcedQuery } from '@/components/market/market-page';
import { appPath } from '@/config/paths';
import { useStrings } from '@/lib/strings';
import { fiiDiiStrings } from '../strings';

/** The frame of both FII/DII pages: breadcrumb Today's activity › page, source badge, as-of, refresh. */
export function FiiDiiFrame({
  title,
  subtitle,
  query,
  children,
}: {
  readonly title: string;
  readonly subtitle: string;
  readonly query: SourcedQuery;
  readonly children: ReactNode;
}) {
  const t = useStrings(fiiDiiStrings);
  return (
    <SourcedMarketPage title={title} subtitle={subtitle} breadcrumbs={[{ label: t('area') }]} query={query}>
      <Stack gap="md">{children}</Stack>
    </SourcedMarketPage>
  );
}

/** Where the figures come from: the imported NSE file, or the simulation; and whether they are provisional. */
export function SourceNote({
  source,
  provisional = false,
}: {
  readonly source: FiiDiiSource;
  readonly provisional?: boolean;
}) {
  const t = useStrings(fiiDiiStrings);
  return (
    <Alert variant="light" color={source.kind === 'imported' ? 'teal' : 'yellow'} p="xs">
      <Stack gap={4}>
        <Text size="sm">
          {source.kind === 'imported'
            ? t('source.imported', { file: source.fileName ?? '' })
            : t('source.simulated')}
        </Text>
        {provisional && <Text size="sm">{t('source.provisional')}</Text>}
      </Stack>
    </Alert>
  );
}

const LINKS = [
  { path: '/fii-dii-data-nse', key: 'links.data' },
  { path: '/fii-dii-activities', key: 'links.activities' },
  { path: '/fii-futures-data', key: 'links.futures' },
] as const;

/** Links to the other institutional-activity pages (not the one shown). */
export function FiiDiiLinks({ current }: { readonly current: '/fii-dii-data-nse' | '/fii-dii-activities' }) {
  const t = useStrings(fiiDiiStrings);
  return (
    <Group gap="lg" wrap="wrap" component="nav" aria-label={t('links.title')}>
      {LINKS.filter((l) => l.path !== current).map((l) => (
        <Anchor key={l.path} component={Link} to={appPath(l.path).getHref()} size="sm" underline="always">
          {t(l.key)}
        </Anchor>
      ))}
    </Group>
  );
}

import { Anchor, Badge, Divider, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { DealKind, DealsAnswer, FiiDiiDataAnswer } from '@nivesh/contracts';
import { Link } from 'react-router';
import { ChangeText } from '@/components/market/change-text';
import { QueryLoading, QueryStates } from '@/components/market/query-states';
import { appPath } from '@/config/paths';
import { formatDateIst, formatRupees } from '@/lib/format';
import { useDeals, useFiiDiiData } from '@/lib/market-queries/today-activity-queries';
import { useStrings } from '@/lib/strings';
import { institutionsTodayStrings } from './institutions-today.strings';

const DEAL_PAGES = { bulk: appPath('/bulk-deals-nse'), block: appPath('/block-deals-nse') } as const;
const FLOWS_PAGE = appPath('/fii-dii-data-nse');

/** ₹ crore with Indian grouping and the unit in the page's language: "₹12,345.67 Cr". */
const formatCrore = (value: number, unit: string) => `${formatRupees(value)} ${unit}`;

/** A session date as a calendar day at noon IST (formatting never shifts the day). */
const day = (date: string) => new Date(`${date}T12:00:00+05:30`);

/** A category's net in the session, with its month to date. */
function NetFlow(props: { readonly label: string; readonly net: number; readonly monthNet: number }) {
  const { label, net, monthNet } = props;
  const t = useStrings(institutionsTodayStrings);
  const unit = t('crore');
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <ChangeText value={net} format="rupees" unit={unit} fw={700} />
      <Text size="xs" c="dimmed">
        {t('monthToDate')}{' '}
        <Text span inherit style={{ whiteSpace: 'nowrap' }}>
          {formatCrore(monthNet, unit)}
        </Text>
      </Text>
    </div>
  );
}

function Flows({ data }: { readonly data: FiiDiiDataAnswer }) {
  const t = useStrings(institutionsTodayStrings);
  return (
    <Stack gap={6} data-testid="institutions-flows">
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={600}>
          {t('session', { date: formatDateIst(day(data.day.date)) })}
        </Text>
        {data.provisional && (
          <Badge size="xs" variant="light" color="gray">
            {t('provisional')}
          </Badge>
        )}
      </Group>
      <SimpleGrid cols={2} spacing="xs">
        <NetFlow label={t('fiiNet')} net={data.day.fii.net} monthNet={data.monthToDate.fii.net} />
        <NetFlow label={t('diiNet')} net={data.day.dii.net} monthNet={data.monthToDate.dii.net} />
      </SimpleGrid>
      <Anchor component={Link} to={FLOWS_PAGE.getHref()} size="sm">
        {t('flowsLink')}
      </Anchor>
    </Stack>
  );
}

function DealsLine({ kind, data }: { readonly kind: DealKind; readonly data: DealsAnswer }) {
  const t = useStrings(institutionsTodayStrings);
  const unit = t('crore');
  const { summary } = data;
  return (
    <Stack gap={2} data-testid={`institutions-${kind}`}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Anchor component={Link} to={DEAL_PAGES[kind].getHref()} size="sm" fw={600}>
          {t(kind)}
        </Anchor>
        <Text size="xs" c="dimmed">
          {formatDateIst(day(data.date))}
        </Text>
      </Group>
      <Text size="sm">
        {summary.deals === 0
          ? t('noDeals')
          : t('dealCount', { count: summary.deals, stocks: summary.stocks })}
      </Text>
      {summary.deals > 0 && (
        <Text size="xs" c="dimmed">
          {t('bought', { value: formatCrore(summary.buyValueCr, unit) })} ·{' '}
          {t('sold', { value: formatCrore(summary.sellValueCr, unit) })}
        </Text>
      )}
    </Stack>
  );
}

function Deals({ kind }: { readonly kind: DealKind }) {
  const query = useDeals({ kind, size: 5 });
  return (
    <QueryStates query={query} loading={<QueryLoading lines={2} />}>
      {(data) => <DealsLine kind={kind} data={data} />}
    </QueryStates>
  );
}

/**
 * What institutions did in the latest closed session (home page): FII and DII net cash flows with the
 * month to date, and the day's bulk and block deals, each linking to its page.
 */
export function InstitutionsTodayCard() {
  const t = useStrings(institutionsTodayStrings);
  const flows = useFiiDiiData({ days: 5 });
  return (
    <Paper withBorder radius="md" p="sm" h="100%" data-testid="institutions-today">
      <Stack gap="sm">
        <Text fw={700}>{t('title')}</Text>
        <QueryStates query={flows} errorTitle={t('loadError')} loading={<QueryLoading lines={3} />}>
          {(data) => <Flows data={data} />}
        </QueryStates>
        <Divider />
        <SimpleGrid cols={2} spacing="sm">
          <Deals kind="bulk" />
          <Deals kind="block" />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

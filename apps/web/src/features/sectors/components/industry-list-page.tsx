import { Accordion, Anchor, Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import type { IndustryRow } from '@nivesh/contracts';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useStrings } from '@/lib/strings';
import { type IndustryList, useIndustryList } from '../api/get-industry-list';
import { sectorLinks } from '../lib/sector-links';
import { type SectorsT, sectorsStrings } from '../strings';
import type { Figure } from './figure-grid';
import { dayLeaderFigures } from './group-figures';
import { GroupListFrame } from './group-list-frame';
import { IndustryTable } from './industry-table';

type View = 'bySector' | 'all';

/** Industries under the sector holding most of their stocks, sectors by name. */
function bySector(
  industries: readonly IndustryRow[],
): { sector: string; slug: string; rows: IndustryRow[] }[] {
  const groups = new Map<string, { sector: string; slug: string; rows: IndustryRow[] }>();
  for (const row of industries) {
    const group = groups.get(row.sector) ?? { sector: row.sector, slug: row.sectorSlug, rows: [] };
    group.rows.push(row);
    groups.set(row.sector, group);
  }
  return [...groups.values()];
}

function summary(t: SectorsT, data: IndustryList): Figure[] {
  const rows = data.industries;
  return [
    {
      label: t('industryList.industries'),
      value: rows.length,
      note: t('industryList.inSectors', { count: new Set(rows.map((r) => r.sector)).size }),
    },
    ...dayLeaderFigures(t, rows, t('industryList.upDown')),
  ];
}

interface SectorIndustries {
  readonly sector: string;
  readonly slug: string;
  readonly rows: readonly IndustryRow[];
}

/** One panel a sector, each listing its industries; closed at first so the sectors fit on a screen. */
function SectorAccordion({ sectors }: { readonly sectors: readonly SectorIndustries[] }) {
  const [open, setOpen] = useState<string[]>([]);
  const allOpen = open.length === sectors.length;
  const t = useStrings(sectorsStrings);
  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed">
          {t('industryList.openHint')}
        </Text>
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() => setOpen(allOpen ? [] : sectors.map((g) => g.slug))}
        >
          {t(allOpen ? 'industryList.closeAll' : 'industryList.openAll')}
        </Button>
      </Group>
      <Accordion multiple value={open} onChange={setOpen} variant="contained" radius="md">
        {sectors.map((group) => (
          <Accordion.Item key={group.slug} value={group.slug}>
            <Accordion.Control>
              <Group justify="space-between" gap="xs" wrap="nowrap" pr="xs">
                <Text fw={600} size="sm">
                  {group.sector}{' '}
                  <Text span size="xs" c="dimmed" fw={400}>
                    {t('industryList.industryCount', { count: group.rows.length })}
                  </Text>
                </Text>
                <Text size="xs" c="dimmed" ta="right">
                  {t('industryList.upDownCount', {
                    up: group.rows.filter((r) => r.weightedChangePct > 0).length,
                    down: group.rows.filter((r) => r.weightedChangePct < 0).length,
                  })}
                </Text>
              </Group>
            </Accordion.Control>
            <Accordion.Panel>
              <Stack gap="xs">
                <Anchor component={Link} to={sectorLinks.sector(group.slug)} size="sm" fw={600}>
                  {t('industryList.sectorLink', { sector: group.sector })}
                </Anchor>
                {open.includes(group.slug) && (
                  <IndustryTable
                    industries={group.rows}
                    caption={t('sectorDetail.industriesIn', { name: group.sector })}
                    hideCaption
                    stateKey={group.slug}
                  />
                )}
              </Stack>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Stack>
  );
}

/** /indian-industry-sector/: every industry, grouped under its sector or as one sortable list. */
export function IndustryListPage() {
  const query = useIndustryList();
  const [view, setView] = useState<View>('bySector');
  const answer = query.data?.status === 1 ? query.data : undefined;
  const sectors = useMemo(() => bySector(answer?.industries ?? []), [answer]);
  const t = useStrings(sectorsStrings);
  return (
    <GroupListFrame
      title={t('industryList.title')}
      subtitle={t('industryList.subtitle')}
      query={query}
      errorTitle={t('industryList.loadError')}
      figures={(data) => summary(t, data)}
    >
      {(data) => (
        <>
          <SegmentedControl
            aria-label={t('industryList.show')}
            value={view}
            onChange={(next) => setView(next as View)}
            data={[
              { value: 'bySector', label: t('industryList.bySector') },
              { value: 'all', label: t('frame.allIndustries') },
            ]}
            w={{ base: '100%', sm: 'auto' }}
          />
          {view === 'all' ? (
            <IndustryTable
              industries={data.industries}
              caption={t('frame.allIndustries')}
              withSector
              fileName="indian-industries"
              pageSize={30}
              searchable
            />
          ) : (
            <SectorAccordion sectors={sectors} />
          )}
        </>
      )}
    </GroupListFrame>
  );
}

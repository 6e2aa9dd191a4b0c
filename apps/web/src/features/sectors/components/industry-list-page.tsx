import { Accordion, Anchor, Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import type { IndustryRow } from '@nivesh/contracts';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { type IndustryList, useIndustryList } from '../api/get-industry-list';
import { sectorLinks } from '../lib/sector-links';
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

function summary(data: IndustryList): Figure[] {
  const rows = data.industries;
  return [
    {
      label: 'Industries',
      value: rows.length,
      note: `in ${new Set(rows.map((r) => r.sector)).size} sectors`,
    },
    ...dayLeaderFigures(rows, 'Up / down today'),
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
  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed">
          Open a sector to see its industries.
        </Text>
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() => setOpen(allOpen ? [] : sectors.map((g) => g.slug))}
        >
          {allOpen ? 'Close all' : 'Open all'}
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
                    {group.rows.length} {group.rows.length === 1 ? 'industry' : 'industries'}
                  </Text>
                </Text>
                <Text size="xs" c="dimmed" ta="right">
                  {group.rows.filter((r) => r.weightedChangePct > 0).length} up,{' '}
                  {group.rows.filter((r) => r.weightedChangePct < 0).length} down
                </Text>
              </Group>
            </Accordion.Control>
            <Accordion.Panel>
              <Stack gap="xs">
                <Anchor component={Link} to={sectorLinks.sector(group.slug)} size="sm" fw={600}>
                  {group.sector} sector →
                </Anchor>
                {open.includes(group.slug) && (
                  <IndustryTable
                    industries={group.rows}
                    caption={`Industries in ${group.sector}`}
                    hideCaption
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
  return (
    <GroupListFrame
      title="Indian Industry Sectors"
      subtitle="The industries of the simulated NIFTY 500 universe under their NSE sectors: today's market-cap-weighted change, breadth, market cap and returns up to a year."
      query={query}
      errorTitle="Could not load the industries"
      figures={summary}
    >
      {(data) => (
        <>
          <SegmentedControl
            aria-label="Show industries"
            value={view}
            onChange={(next) => setView(next as View)}
            data={[
              { value: 'bySector', label: 'By sector' },
              { value: 'all', label: 'All industries' },
            ]}
            w={{ base: '100%', sm: 'auto' }}
          />
          {view === 'all' ? (
            <IndustryTable
              industries={data.industries}
              caption="All industries"
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

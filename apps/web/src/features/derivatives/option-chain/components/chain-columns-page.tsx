import {
  ActionIcon,
  Alert,
  Button,
  Checkbox,
  Group,
  Paper,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconArrowDown, IconArrowLeft, IconArrowUp, IconRestore } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { MarketPage } from '@/components/market/market-page';
import { appPath } from '@/config/paths';
import { derivativesSharedStrings } from '@/features/derivatives/shared/strings';
import { useStrings } from '@/lib/strings';
import { formatStrike } from '../../shared/format';
import {
  type ChainColumnId,
  DEFAULT_CHAIN_COLUMNS,
  GREEK_COLUMN_IDS,
  moveChainColumn,
  toggleChainColumn,
  useChainColumns,
  visibleChainColumns,
} from '../lib/chain-columns';
import { PREVIEW_MAX_OI, PREVIEW_ROW, PREVIEW_SPOT, PREVIEW_STRIKE } from '../lib/chain-preview';
import { optionChainStrings } from '../strings';
import { ChainScrollBox, ChainTable } from './chain-tables';

type Direction = -1 | 1;

/** /option-chain/edit-column: choose and order the option chain's columns (kept in this browser). */
export function ChainColumnsPage() {
  const t = useStrings(optionChainStrings);
  const shared = useStrings(derivativesSharedStrings);
  const [columns, setColumns] = useChainColumns();
  const [announcement, setAnnouncement] = useState('');
  // After a move, focus stays on the moved column's button (or its other one at an end).
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const [focusNext, setFocusNext] = useState<{ id: ChainColumnId; by: Direction } | null>(null);
  useEffect(() => {
    if (!focusNext) return;
    const same = buttons.current.get(`${focusNext.id}:${focusNext.by}`);
    const other = buttons.current.get(`${focusNext.id}:${-focusNext.by}`);
    (same && !same.disabled ? same : other)?.focus();
    setFocusNext(null);
  }, [focusNext]);

  const name = (id: ChainColumnId) => t(`columns.${id}`);
  const move = (id: ChainColumnId, by: Direction) => {
    const next = moveChainColumn(columns, id, by);
    setColumns(next);
    setFocusNext({ id, by });
    setAnnouncement(
      t('columnsPage.moved', {
        column: name(id),
        place: next.findIndex((c) => c.id === id) + 1,
        count: next.length,
      }),
    );
  };
  const preview = useMemo(() => visibleChainColumns(columns, true), [columns]);
  const chainPath = appPath('/nse-option-chain-data').getHref();
  const previewCaption = t('columnsPage.previewCaption');

  return (
    <MarketPage
      title={t('columnsPage.title')}
      subtitle={t('columnsPage.subtitle')}
      breadcrumbs={[
        { label: shared('area'), href: appPath('/option-dashboard').getHref() },
        { label: t('chain.title'), href: chainPath },
      ]}
      simulated={false}
    >
      <VisuallyHidden aria-live="polite" role="status">
        {announcement}
      </VisuallyHidden>
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('columnsPage.listTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('columnsPage.saved')}
          </Text>
          <Stack
            component="ol"
            gap={0}
            m={0}
            p={0}
            aria-label={t('columnsPage.listCaption')}
            style={{ listStyle: 'none' }}
          >
            {columns.map((column, index) => {
              const label = name(column.id);
              const greek = GREEK_COLUMN_IDS.includes(column.id);
              return (
                <Group
                  component="li"
                  key={column.id}
                  justify="space-between"
                  wrap="nowrap"
                  gap="sm"
                  py={8}
                  style={{
                    borderTop: index === 0 ? undefined : '1px solid var(--mantine-color-default-border)',
                  }}
                >
                  <Checkbox
                    size="md"
                    label={label}
                    description={
                      greek
                        ? `${t(`columnHelp.${column.id}`)} · ${t('columnsPage.greekNote')}`
                        : t(`columnHelp.${column.id}`)
                    }
                    checked={column.shown}
                    onChange={(event) => {
                      const shown = event.currentTarget.checked;
                      setColumns(toggleChainColumn(columns, column.id, shown));
                      setAnnouncement(
                        t(shown ? 'columnsPage.shownNow' : 'columnsPage.hiddenNow', { column: label }),
                      );
                    }}
                  />
                  <Group gap={6} wrap="nowrap">
                    {([-1, 1] as const).map((by) => (
                      <ActionIcon
                        key={by}
                        ref={(element) => {
                          if (element) buttons.current.set(`${column.id}:${by}`, element);
                          else buttons.current.delete(`${column.id}:${by}`);
                        }}
                        variant="default"
                        size="lg"
                        disabled={by === -1 ? index === 0 : index === columns.length - 1}
                        aria-label={t(by === -1 ? 'columnsPage.moveUp' : 'columnsPage.moveDown', {
                          column: label,
                        })}
                        onClick={() => move(column.id, by)}
                      >
                        {by === -1 ? (
                          <IconArrowUp size={16} aria-hidden="true" />
                        ) : (
                          <IconArrowDown size={16} aria-hidden="true" />
                        )}
                      </ActionIcon>
                    ))}
                  </Group>
                </Group>
              );
            })}
          </Stack>
          <Group gap="sm" wrap="wrap">
            <Button
              variant="default"
              leftSection={<IconRestore size={16} aria-hidden="true" />}
              onClick={() => {
                setColumns(DEFAULT_CHAIN_COLUMNS);
                setAnnouncement(t('columnsPage.resetDone'));
              }}
            >
              {t('columnsPage.reset')}
            </Button>
            <Button
              component={Link}
              to={chainPath}
              leftSection={<IconArrowLeft size={16} aria-hidden="true" />}
            >
              {t('columnsPage.backToChain')}
            </Button>
          </Group>
        </Stack>
      </Paper>
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('columnsPage.preview')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('columnsPage.previewNote')}
        </Text>
        {preview.length === 0 && (
          <Alert color="yellow" variant="light">
            {t('columnsPage.noneShown')}
          </Alert>
        )}
        <ChainScrollBox label={previewCaption} centreKey="preview" centreStrike={false}>
          <ChainTable
            rows={[PREVIEW_ROW]}
            spot={PREVIEW_SPOT}
            atmStrike={PREVIEW_STRIKE}
            maxOi={PREVIEW_MAX_OI}
            caption={previewCaption}
            columns={preview}
            strikeCell={(row) => formatStrike(row.strike)}
          />
        </ChainScrollBox>
      </Stack>
    </MarketPage>
  );
}

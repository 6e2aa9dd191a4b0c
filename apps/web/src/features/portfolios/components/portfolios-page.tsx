import { Alert, Badge, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import {
  PORTFOLIO_NAME_MAX,
  PORTFOLIO_NAME_MESSAGES,
  type PortfolioSummary,
  portfolioNameError,
} from '@nivesh/contracts';
import { IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { DeleteDialog } from '@/components/alerts/delete-dialog';
import { EmptyListCard, RowRenameDelete } from '@/components/lists/list-page-parts';
import { DataTable, type DataTableColumn } from '@/components/market/data-table';
import { QueryStates } from '@/components/market/query-states';
import { isRefusal } from '@/lib/api-client';
import { formatNumber } from '@/lib/format';
import {
  deletePortfolio,
  PORTFOLIOS_KEY,
  usePortfolios,
  useSavePortfolio,
} from '@/lib/portfolios/portfolios-api';
import { useStrings } from '@/lib/strings';
import { type PortfoliosText, portfoliosStrings } from '../strings';
import { CsvImport } from './csv-import';
import { PortfoliosFrame, portfolioHref, useSignedIn } from './portfolios-frame';

/** The form's message for a name (the shared rule's message in the page's language), or null. */
function nameMessage(t: PortfoliosText, name: string): string | null {
  const error = portfolioNameError(name);
  if (error === null) return null;
  return error === PORTFOLIO_NAME_MESSAGES.required
    ? t('list.required')
    : t('list.tooLong', { max: PORTFOLIO_NAME_MAX });
}

/** A name box and its button: creates a portfolio, or renames `id`. */
function NameForm({
  id,
  initial,
  label,
  submitLabel,
  disabled,
  onDone,
}: {
  readonly id?: string;
  readonly initial: string;
  readonly label: string;
  readonly submitLabel: string;
  readonly disabled?: boolean;
  readonly onDone?: () => void;
}) {
  const t = useStrings(portfoliosStrings);
  const save = useSavePortfolio();
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const local = nameMessage(t, name);
    if (local !== null) {
      setError(local);
      return;
    }
    const answer = await save.mutateAsync(id === undefined ? { name } : { portfolio_id: id, name });
    if (isRefusal(answer)) setError(answer.message);
    else {
      setError(null);
      setName(id === undefined ? '' : answer.portfolio.name);
      onDone?.();
    }
  };
  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          label={label}
          placeholder={t('list.namePlaceholder')}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={error}
          maxLength={PORTFOLIO_NAME_MAX * 2}
          disabled={disabled}
          autoComplete="off"
          w={{ base: '100%', xs: 280 }}
        />
        <Button
          type="submit"
          mt={{ base: 0, xs: 25 }}
          loading={save.isPending}
          disabled={disabled}
          leftSection={id === undefined ? <IconPlus size={16} aria-hidden="true" /> : undefined}
        >
          {submitLabel}
        </Button>
      </Group>
    </form>
  );
}

function EmptyState() {
  const t = useStrings(portfoliosStrings);
  return (
    <EmptyListCard
      title={t('list.emptyTitle')}
      how={t('list.emptyHow')}
      ways={[t('list.emptyAdd'), t('list.emptyImport'), t('list.emptyPaper')]}
    >
      <NameForm initial="" label={t('list.nameLabel')} submitLabel={t('common.create')} />
    </EmptyListCard>
  );
}

const money = (n: number | null) => formatNumber(n);

function listColumns(
  t: PortfoliosText,
  onRename: (p: PortfolioSummary) => void,
  onDelete: (p: PortfolioSummary) => void,
): DataTableColumn<PortfolioSummary>[] {
  return [
    {
      id: 'name',
      label: t('list.name'),
      value: (p) => p.name,
      render: (p) =>
        p.kind === 'paper' ? (
          <Group gap={6} wrap="nowrap">
            <span>{t('common.paper')}</span>
            <Badge size="xs" variant="light">
              {t('common.readOnly')}
            </Badge>
          </Group>
        ) : (
          p.name
        ),
    },
    {
      id: 'value',
      label: t('list.value'),
      value: (p) => p.value,
      render: (p) => money(p.value),
      align: 'right',
      priority: 'key',
    },
    {
      id: 'totalPnl',
      label: t('list.totalPnl'),
      value: (p) => p.totalPnl,
      render: (p) => money(p.totalPnl),
      align: 'right',
      tone: 'sign',
      priority: 'key',
    },
    {
      id: 'dayPnl',
      label: t('list.dayPnl'),
      value: (p) => p.dayPnl,
      render: (p) => money(p.dayPnl),
      align: 'right',
      tone: 'sign',
    },
    {
      id: 'invested',
      label: t('list.invested'),
      value: (p) => p.invested,
      render: (p) => money(p.invested),
      align: 'right',
    },
    {
      id: 'actions',
      label: t('list.actions'),
      value: () => null,
      sortable: false,
      render: (p) =>
        p.readOnly ? null : (
          <RowRenameDelete
            renameLabel={t('common.rename')}
            renameAriaLabel={t('list.renameOf', { name: p.name })}
            onRename={() => onRename(p)}
            deleteLabel={t('common.delete')}
            deleteAriaLabel={t('list.deleteOf', { name: p.name })}
            onDelete={() => onDelete(p)}
          />
        ),
    },
  ];
}

/** /portfolio/: the user's portfolios with value and P&L; create, rename, delete and import. */
export function PortfoliosPage() {
  const t = useStrings(portfoliosStrings);
  const signedIn = useSignedIn();
  const list = usePortfolios(signedIn);
  const client = useQueryClient();
  const [renaming, setRenaming] = useState<PortfolioSummary | null>(null);
  const [deleting, setDeleting] = useState<PortfolioSummary | null>(null);
  const answer = list.data && list.data.status === 1 ? list.data : undefined;
  const own = answer?.portfolios.filter((p) => !p.readOnly) ?? [];
  const full = answer ? own.length >= answer.limits.portfolios : false;
  return (
    <PortfoliosFrame
      title={t('common.portfolios')}
      subtitle={t('list.subtitle')}
      asOf={answer?.source.asOf ?? null}
    >
      <QueryStates
        query={list}
        errorTitle={t('list.loadError')}
        isEmpty={(data) => data.portfolios.length === 0}
        empty={<EmptyState />}
      >
        {(data) => (
          <Stack gap="lg">
            <Stack gap={4}>
              <Text size="sm" c="dimmed">
                {t('list.count', { count: own.length, limit: data.limits.portfolios })}
                {data.source.simulated ? ` · ${t('list.simulated')}` : ''}
              </Text>
              <DataTable
                caption={t('list.caption')}
                hideCaption
                columns={listColumns(t, setRenaming, setDeleting)}
                rows={data.portfolios}
                rowKey={(p) => p.id}
                rowHref={(p) => portfolioHref(p.id)}
                stateKey={null}
              />
            </Stack>
            {full ? (
              <Alert color="orange" variant="light">
                {t('list.limitReached', { limit: data.limits.portfolios })}
              </Alert>
            ) : (
              <NameForm initial="" label={t('common.newPortfolio')} submitLabel={t('common.create')} />
            )}
            {own.length > 0 && <CsvImport portfolios={own} />}
          </Stack>
        )}
      </QueryStates>
      <Modal
        opened={renaming !== null}
        onClose={() => setRenaming(null)}
        title={renaming ? t('list.renameOf', { name: renaming.name }) : ''}
      >
        {renaming && (
          <NameForm
            id={renaming.id}
            initial={renaming.name}
            label={t('list.newName')}
            submitLabel={t('common.save')}
            onDone={() => setRenaming(null)}
          />
        )}
      </Modal>
      <DeleteDialog
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        onDelete={() => deletePortfolio(deleting?.id ?? '')}
        onDeleted={() => {
          setDeleting(null);
          void client.invalidateQueries({ queryKey: PORTFOLIOS_KEY });
        }}
      />
    </PortfoliosFrame>
  );
}

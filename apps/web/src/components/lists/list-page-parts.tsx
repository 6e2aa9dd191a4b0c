// Parts the pages of a user's named lists share (/watchlist/, /portfolio/): the card that teaches an
// empty account, and a row's Rename and Delete buttons.
import { Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconEdit } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { RowDeleteButton } from '@/components/alerts/row-delete-button';

/** What an empty account sees: a titled card saying how a list is made and filled, and where to start. */
export function EmptyListCard({
  title,
  how,
  ways,
  children,
}: {
  readonly title: string;
  readonly how: string;
  /** The ways to fill a list, one item each. */
  readonly ways: readonly string[];
  /** The call to action (a button, a form). */
  readonly children: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={720}>
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h4">
          {title}
        </Title>
        <Text size="sm">{how}</Text>
        <List spacing={6} size="sm">
          {ways.map((way) => (
            <List.Item key={way}>{way}</List.Item>
          ))}
        </List>
        {children}
      </Stack>
    </Paper>
  );
}

export interface RowRenameDeleteProps {
  readonly renameLabel: string;
  /** Names the row, e.g. "Rename Banks". */
  readonly renameAriaLabel: string;
  /** Rename opens this page, or (without it) calls `onRename`. */
  readonly renameTo?: string;
  readonly onRename?: () => void;
  readonly deleteLabel: string;
  /** Names the row, e.g. "Delete Banks". */
  readonly deleteAriaLabel: string;
  readonly onDelete: () => void;
}

/** A list row's compact Rename and Delete buttons (Delete opens the page's DeleteDialog). */
export function RowRenameDelete({
  renameLabel,
  renameAriaLabel,
  renameTo,
  onRename,
  deleteLabel,
  deleteAriaLabel,
  onDelete,
}: RowRenameDeleteProps) {
  const rename = {
    size: 'compact-sm',
    variant: 'subtle',
    'aria-label': renameAriaLabel,
    leftSection: <IconEdit size={14} aria-hidden="true" />,
  } as const;
  return (
    <Group gap={4} wrap="nowrap">
      {renameTo === undefined ? (
        <Button {...rename} onClick={onRename}>
          {renameLabel}
        </Button>
      ) : (
        <Button {...rename} component={Link} to={renameTo}>
          {renameLabel}
        </Button>
      )}
      <RowDeleteButton label={deleteLabel} ariaLabel={deleteAriaLabel} onClick={onDelete} />
    </Group>
  );
}

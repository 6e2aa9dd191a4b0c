import { Button } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';

/** The compact red "Delete" of a table row (its label names the row), which opens the page's DeleteDialog. */
export function RowDeleteButton({
  label,
  ariaLabel,
  onClick,
}: {
  /** The button's text. */
  readonly label: string;
  /** What it deletes, e.g. "Delete Banks". */
  readonly ariaLabel: string;
  readonly onClick: () => void;
}) {
  return (
    <Button
      size="compact-sm"
      variant="subtle"
      color="red"
      aria-label={ariaLabel}
      onClick={onClick}
      leftSection={<IconTrash size={14} aria-hidden="true" />}
    >
      {label}
    </Button>
  );
}

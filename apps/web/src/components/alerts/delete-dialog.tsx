import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { type DashboardAlert as Alerted, outcomeAlert } from '@/lib/dashboard-alert';
import { useStrings } from '@/lib/strings';
import { DashboardAlert } from './dashboard-alert';
import { alertsStrings } from './strings';

interface DeleteDialogProps {
  readonly opened: boolean;
  readonly onClose: () => void;
  /** Runs the delete; its answer decides: status 1 → `onDeleted`, otherwise the alert of spec 8. */
  readonly onDelete: () => Promise<unknown>;
  readonly onDeleted: () => void;
}

/** Spec 8's deletion confirmation: the question, Close and Delete, "Please wait" while it runs. */
export function DeleteDialog({ opened, onClose, onDelete, onDeleted }: DeleteDialogProps) {
  const t = useStrings(alertsStrings);
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<Alerted | null>(null);
  const close = () => {
    if (busy) return;
    setAlert(null);
    onClose();
  };
  const remove = async () => {
    setBusy(true);
    setAlert(null);
    const failure = await outcomeAlert(onDelete);
    setBusy(false);
    if (failure) setAlert(failure);
    else onDeleted();
  };
  return (
    <Modal opened={opened} onClose={close} title={t('delete.title')} centered withCloseButton={false}>
      <Stack gap="md">
        <Text>{t('delete.question')}</Text>
        <DashboardAlert alert={alert} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={busy}>
            {t('delete.close')}
          </Button>
          <Button color="red" onClick={remove} disabled={busy}>
            {busy ? t('delete.wait') : t('delete.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** A row's red button that opens the delete dialog (Delete, Cancel, Remove). */
export function RowDeleteButton({
  label,
  onClick,
}: {
  readonly label: string;
  readonly onClick: () => void;
}) {
  return (
    <Button size="compact-xs" variant="light" color="red" onClick={onClick}>
      {label}
    </Button>
  );
}

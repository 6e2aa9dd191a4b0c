import { Button, Group, Modal, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { loginHref } from '@/lib/session/auth-session';
import { useStrings } from '@/lib/strings';
import { subscriptionsStrings } from '../strings';

interface AuthIssueDialogProps {
  readonly opened: boolean;
  readonly onClose: () => void;
  /** Where to come back after signing in. */
  readonly returnTo: string;
}

/** Spec 8: the dialog of an unauthenticated payment attempt, with Close and Login. */
export function AuthIssueDialog({ opened, onClose, returnTo }: AuthIssueDialogProps) {
  const t = useStrings(subscriptionsStrings);
  const navigate = useNavigate();
  return (
    <Modal opened={opened} onClose={onClose} title={t('authIssue.title')} centered>
      <Text size="sm">{t('authIssue.text')}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          {t('authIssue.close')}
        </Button>
        <Button onClick={() => navigate(loginHref(returnTo))}>{t('authIssue.login')}</Button>
      </Group>
    </Modal>
  );
}

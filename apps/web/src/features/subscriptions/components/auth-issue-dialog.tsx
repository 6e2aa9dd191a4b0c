import { Button, Group, Modal, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { loginHref } from '@/lib/session/auth-session';

interface AuthIssueDialogProps {
  readonly opened: boolean;
  readonly onClose: () => void;
  /** Where to come back after signing in. */
  readonly returnTo: string;
}

/** Spec 8: the dialog of an unauthenticated payment attempt, with Close and Login. */
export function AuthIssueDialog({ opened, onClose, returnTo }: AuthIssueDialogProps) {
  const navigate = useNavigate();
  return (
    <Modal opened={opened} onClose={onClose} title="Authentication issue." centered>
      <Text size="sm">You are not logged in or your session has expired, please login again.</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          Close
        </Button>
        <Button onClick={() => navigate(loginHref(returnTo))}>Login</Button>
      </Group>
    </Modal>
  );
}

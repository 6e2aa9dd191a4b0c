import {
  ActionIcon,
  Anchor,
  Button,
  Code,
  Group,
  Paper,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { IconDeviceFloppy, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Trans } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { errorMessage, isRefusal } from '@/lib/api-client';
import { useUserData } from '@/lib/session/use-user-data';
import { isSignedIn } from '@/lib/session/userdata-store';
import { useStrings } from '@/lib/strings';
import { useDeleteScreen, useSavedScreens, useSaveScreen } from '../api/screener-queries';
import { screenerStrings } from '../strings';

interface MyScreensProps {
  /** The screen in the editor and the sector chosen (what "Save" keeps). */
  readonly query: string;
  readonly sectorId: string | undefined;
  /** Loads a saved screen into the editor and runs it. */
  readonly onOpen: (query: string, sectorId: string | undefined) => void;
}

/** The signed-in user's saved screens: save the one in the editor, open or delete the others. */
export function MyScreens({ query, sectorId, onOpen }: MyScreensProps) {
  const t = useStrings(screenerStrings);
  const signedIn = isSignedIn(useUserData());
  const saved = useSavedScreens(signedIn);
  const save = useSaveScreen();
  const remove = useDeleteScreen();
  const [name, setName] = useState('');
  const [message, setMessage] = useState<string | null>(null);

  if (!signedIn) {
    return (
      <Paper withBorder p="md" radius="md">
        <Text size="sm">
          <Trans
            ns={screenerStrings.namespace}
            i18nKey="myScreens.signIn"
            components={{ login: <Anchor component={Link} to={paths.login.getHref()} /> }}
          />
        </Text>
      </Paper>
    );
  }
  const screens = saved.data && !isRefusal(saved.data) ? saved.data.screens : [];
  const submit = () =>
    save.mutate(
      { name, query, sector_id: sectorId },
      {
        onSuccess: (answer) => setMessage(answer.message),
        onError: (error) => setMessage(errorMessage(error)),
      },
    );
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Text fw={600}>{t('myScreens.title')}</Text>
        <Group gap="xs" align="flex-end">
          <TextInput
            label={t('myScreens.saveAs')}
            placeholder={t('myScreens.savePlaceholder')}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            maxLength={60}
            w={{ base: '100%', xs: 280 }}
          />
          <Button
            leftSection={<IconDeviceFloppy size={16} />}
            onClick={submit}
            loading={save.isPending}
            disabled={name.trim() === ''}
          >
            {t('myScreens.save')}
          </Button>
        </Group>
        {message && (
          <Text size="sm" role="status">
            {message}
          </Text>
        )}
        {screens.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('myScreens.none')}
          </Text>
        ) : (
          <Stack gap={4}>
            {screens.map((s) => (
              <Group key={s.id} justify="space-between" wrap="nowrap" gap="xs">
                <UnstyledButton
                  onClick={() => onOpen(s.query, s.sector ?? undefined)}
                  style={{ minWidth: 0 }}
                >
                  <Text size="sm" fw={600} truncate>
                    {s.name}
                  </Text>
                  <Code
                    style={{
                      display: 'block',
                      overflow: 'hidden',
                      textOverflow: 'ellipsis',
                      whiteSpace: 'nowrap',
                    }}
                  >
                    {s.query}
                  </Code>
                </UnstyledButton>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('myScreens.delete', { name: s.name })}
                  onClick={() => remove.mutate(s.id)}
                  loading={remove.isPending && remove.variables === s.id}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

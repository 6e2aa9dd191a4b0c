import { Alert, Button, Divider, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import {
  WATCHLIST_NAME_MAX,
  WATCHLIST_NAME_MESSAGES,
  type Watchlist,
  watchlistNameError,
} from '@nivesh/contracts';
import { IconDeviceFloppy, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { DeleteDialog } from '@/components/alerts/delete-dialog';
import { QueryStates } from '@/components/market/query-states';
import { isRefusal } from '@/lib/api-client';
import { useStrings } from '@/lib/strings';
import {
  deleteWatchlist,
  useSaveWatchlist,
  useWatchlist,
  useWatchlists,
  WATCHLISTS_KEY,
} from '@/lib/watchlists/watchlists-api';
import { type WatchlistsText, watchlistsStrings } from '../strings';
import { LIST_HREF, stocksHref, useSignedIn, useWatchlistsCrumb, WatchlistsFrame } from './watchlists-frame';

/** The name's message in the page's language (the same rule the server applies), or null. */
function nameMessage(name: string, t: WatchlistsText): string | null {
  const error = watchlistNameError(name);
  if (error === null) return null;
  return error === WATCHLIST_NAME_MESSAGES.required
    ? t('form.required')
    : t('form.tooLong', { max: WATCHLIST_NAME_MAX });
}

interface NameFormProps {
  readonly initial: string;
  readonly submitLabel: string;
  /** Saves the name; resolves to the saved list, or the server's refusal message. */
  readonly onSave: (name: string) => Promise<Watchlist | string>;
  readonly onSaved: (watchlist: Watchlist) => void;
  readonly disabled?: boolean;
}

/** The name field with its message (shown once the user has typed or tried to save), and Save / Cancel. */
function NameForm({ initial, submitLabel, onSave, onSaved, disabled = false }: NameFormProps) {
  const t = useStrings(watchlistsStrings);
  const [name, setName] = useState(initial);
  const [touched, setTouched] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const message = touched ? nameMessage(name, t) : null;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    setRefusal(null);
    if (nameMessage(name, t) !== null) return;
    setBusy(true);
    try {
      const saved = await onSave(name.trim());
      if (typeof saved === 'string') setRefusal(saved);
      else onSaved(saved);
    } catch {
      setRefusal(t('stocks.failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={480}>
        <TextInput
          label={t('form.name')}
          description={t('form.nameHint', { max: WATCHLIST_NAME_MAX })}
          value={name}
          onChange={(e) => {
            setName(e.currentTarget.value);
            setTouched(true);
          }}
          error={message ?? refusal}
          required
          disabled={disabled}
          maxLength={WATCHLIST_NAME_MAX * 2}
          autoComplete="off"
        />
        <Group gap="sm">
          <Button
            type="submit"
            loading={busy}
            disabled={disabled}
            leftSection={<IconDeviceFloppy size={16} aria-hidden="true" />}
          >
            {submitLabel}
          </Button>
          <Button component={Link} to={LIST_HREF} variant="default">
            {t('common.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Runs the save call and reads its answer: the list, or the refusal's message. */
function useSaveName(id?: string) {
  const save = useSaveWatchlist();
  return async (name: string): Promise<Watchlist | string> => {
    const answer = await save.mutateAsync(id === undefined ? { name } : { watchlist_id: id, name });
    return isRefusal(answer) ? answer.message : answer.watchlist;
  };
}

/** /add-watchlist/: name a new list, then go to it to add its stocks. */
export function AddWatchlistPage() {
  const t = useStrings(watchlistsStrings);
  const crumb = useWatchlistsCrumb();
  const navigate = useNavigate();
  const signedIn = useSignedIn();
  const lists = useWatchlists(signedIn);
  const save = useSaveName();
  const answer = lists.data && lists.data.status === 1 ? lists.data : undefined;
  const full = answer ? answer.watchlists.length >= answer.limits.lists : false;
  return (
    <WatchlistsFrame title={t('form.addTitle')} subtitle={t('form.addSubtitle')} breadcrumbs={[crumb]}>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          {full && answer && (
            <Alert color="orange" variant="light">
              {t('form.limitReached', { limit: answer.limits.lists })}
            </Alert>
          )}
          <NameForm
            initial=""
            submitLabel={t('form.create')}
            disabled={full}
            onSave={save}
            onSaved={(w) => navigate(stocksHref(w.id))}
          />
        </Stack>
      </Paper>
    </WatchlistsFrame>
  );
}

/** /update-watchlist/{watchlist_id}: rename the list, or delete it (after a confirmation). */
export function UpdateWatchlistPage() {
  const t = useStrings(watchlistsStrings);
  const crumb = useWatchlistsCrumb();
  const navigate = useNavigate();
  const id = useParams().watchlist_id ?? '';
  const list = useWatchlist(id, useSignedIn());
  const save = useSaveName(id);
  const [deleting, setDeleting] = useState(false);
  const client = useQueryClient();
  const answer = list.data && list.data.status === 1 ? list.data : undefined;
  return (
    <WatchlistsFrame
      title={answer ? answer.watchlist.name : t('form.updateTitle')}
      subtitle={t('form.updateTitle')}
      breadcrumbs={[crumb]}
    >
      <QueryStates query={list} errorTitle={t('form.loadError')}>
        {(data) => (
          <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
            <Stack gap="md">
              <NameForm
                key={data.watchlist.id}
                initial={data.watchlist.name}
                submitLabel={t('common.save')}
                onSave={save}
                onSaved={(w) => navigate(stocksHref(w.id))}
              />
              <Divider />
              <Text size="sm" c="dimmed">
                {t('form.deleteHint')}
              </Text>
              <div>
                <Button
                  color="red"
                  variant="light"
                  onClick={() => setDeleting(true)}
                  leftSection={<IconTrash size={16} aria-hidden="true" />}
                >
                  {t('form.deleteList')}
                </Button>
              </div>
            </Stack>
          </Paper>
        )}
      </QueryStates>
      <DeleteDialog
        opened={deleting}
        onClose={() => setDeleting(false)}
        onDelete={() => deleteWatchlist(id)}
        onDeleted={() => {
          void client.invalidateQueries({ queryKey: WATCHLISTS_KEY });
          navigate(LIST_HREF);
        }}
      />
    </WatchlistsFrame>
  );
}

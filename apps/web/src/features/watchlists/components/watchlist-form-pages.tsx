import { Alert, Button, Divider, Group, NativeSelect, Paper, Stack, Text, TextInput } from '@mantine/core';
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
  useScreenChoices,
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

/** `screen` of a list of its own stocks. */
const NO_SCREEN = 'none';

/** The choice of what the list holds: its own stocks, or one of the user's saved or the built-in screens. */
function ScreenSelect({
  value,
  onChange,
  disabled,
}: {
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly disabled: boolean;
}) {
  const t = useStrings(watchlistsStrings);
  const choices = useScreenChoices(useSignedIn());
  const data = [
    { label: t('form.screenNone'), value: NO_SCREEN },
    ...(choices.loading ? [{ label: t('form.screensLoading'), value: 'loading', disabled: true }] : []),
    ...(choices.saved.length > 0
      ? [
          {
            group: t('form.savedScreens'),
            items: choices.saved.map((s) => ({ label: s.name, value: `saved:${s.id}` })),
          },
        ]
      : []),
    ...(choices.builtin.length > 0
      ? [
          {
            group: t('form.builtinScreens'),
            items: choices.builtin.map((s) => ({ label: s.name, value: `builtin:${s.slug}` })),
          },
        ]
      : []),
  ];
  return (
    <NativeSelect
      label={t('form.screen')}
      description={t('form.screenHint')}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      data={data}
      disabled={disabled}
    />
  );
}

interface NameFormProps {
  readonly initial: string;
  /** The list's `screen` now (`none`, `saved:{id}`, `builtin:{slug}`). */
  readonly initialScreen?: string;
  readonly submitLabel: string;
  /** Saves the name and screen; resolves to the saved list, or the server's refusal message. */
  readonly onSave: (name: string, screen: string) => Promise<Watchlist | string>;
  readonly onSaved: (watchlist: Watchlist) => void;
  readonly disabled?: boolean;
}

/** The name field with its message (shown once the user has typed or tried to save), and Save / Cancel. */
function NameForm({
  initial,
  initialScreen = NO_SCREEN,
  submitLabel,
  onSave,
  onSaved,
  disabled = false,
}: NameFormProps) {
  const t = useStrings(watchlistsStrings);
  const [name, setName] = useState(initial);
  const [screen, setScreen] = useState(initialScreen);
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
      const saved = await onSave(name.trim(), screen);
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
        <ScreenSelect value={screen} onChange={setScreen} disabled={disabled} />
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
  return async (name: string, screen: string): Promise<Watchlist | string> => {
    const answer = await save.mutateAsync(
      id === undefined ? { name, screen } : { watchlist_id: id, name, screen },
    );
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
                initialScreen={data.watchlist.screen?.key ?? NO_SCREEN}
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

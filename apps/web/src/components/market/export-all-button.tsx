import { Button, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '@/lib/api-client';
import { downloadCsv } from './csv';
import { colourClass } from './market-colours';

/** What an export collects: the file to download, or why it could not (a refusal's message). */
export type CollectedCsv = { readonly fileName: string; readonly csv: string } | { readonly refused: string };

/**
 * A CSV download of a whole list the server pages (not just the page shown): `collect` fetches the
 * rest when needed; a refusal or a failure is shown under the button through `failure`.
 */
export function ExportAllButton({
  label,
  disabled,
  collect,
  failure,
}: {
  readonly label: string;
  readonly disabled: boolean;
  readonly collect: () => Promise<CollectedCsv>;
  readonly failure: (message: string) => string;
}) {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const run = async () => {
    setBusy(true);
    setMessage(null);
    try {
      const collected = await collect();
      if ('refused' in collected) setMessage(collected.refused);
      else downloadCsv(collected.fileName, collected.csv);
    } catch (error) {
      setMessage(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap={4} align="flex-end">
      <Button
        variant="default"
        size="sm"
        leftSection={<IconDownload size={16} aria-hidden="true" />}
        loading={busy}
        disabled={disabled}
        onClick={() => {
          void run();
        }}
      >
        {label}
      </Button>
      {message !== null && (
        <Text size="sm" className={colourClass('red')} role="alert">
          {failure(message)}
        </Text>
      )}
    </Stack>
  );
}

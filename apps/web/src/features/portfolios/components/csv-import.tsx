import { Alert, Button, FileInput, Group, Select, Stack, Text, Title } from '@mantine/core';
import { CSV_FORMATS, type CsvFormat, PORTFOLIO_CSV_MAX } from '@nivesh/contracts';
import { IconDownload, IconFileImport } from '@tabler/icons-react';
import { useState } from 'react';
import { isRefusal } from '@/lib/api-client';
import { exportPortfolioCsv, useImportCsv } from '@/lib/portfolios/portfolios-api';
import { useStrings } from '@/lib/strings';
import { portfoliosStrings } from '../strings';

const FORMAT_LABEL = {
  generic: 'csv.generic',
  'zerodha-tradebook': 'csv.zerodha',
  'groww-orders': 'csv.groww',
} as const;

/** Imports a CSV into a portfolio (all rows or none); the server names a bad row's file and line. */
export function CsvImport({
  portfolios,
}: {
  readonly portfolios: readonly { readonly id: string; readonly name: string }[];
}) {
  const t = useStrings(portfoliosStrings);
  const run = useImportCsv();
  const [target, setTarget] = useState<string | null>(portfolios[0]?.id ?? null);
  const [format, setFormat] = useState<CsvFormat>('generic');
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const submit = async () => {
    if (!file || !target) return;
    setResult(null);
    try {
      const content = await file.text();
      if (content.length > PORTFOLIO_CSV_MAX) throw new Error('too large');
      const answer = await run.mutateAsync({ portfolio_id: target, format, file_name: file.name, content });
      if (isRefusal(answer)) setResult({ ok: false, text: answer.message });
      else
        setResult({
          ok: true,
          text: [
            t('csv.imported', { count: answer.imported }),
            answer.skipped > 0 ? t('csv.skipped', { count: answer.skipped }) : '',
          ]
            .filter(Boolean)
            .join(' · '),
        });
    } catch {
      setResult({ ok: false, text: t('csv.readError') });
    }
  };
  return (
    <Stack gap="sm" maw={640}>
      <Title order={3} size="h5">
        {t('csv.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('csv.allOrNothing')}
      </Text>
      <Text size="sm" c="dimmed">
        {t('csv.brokerCharges')}
      </Text>
      {portfolios.length > 1 && (
        <Select
          label={t('list.name')}
          data={portfolios.map((p) => ({ value: p.id, label: p.name }))}
          value={target}
          onChange={setTarget}
          allowDeselect={false}
        />
      )}
      <Select
        label={t('csv.format')}
        data={CSV_FORMATS.map((f) => ({ value: f, label: t(FORMAT_LABEL[f]) }))}
        value={format}
        onChange={(v) => setFormat((v as CsvFormat | null) ?? 'generic')}
        allowDeselect={false}
      />
      <FileInput label={t('csv.file')} accept=".csv,text/csv" value={file} onChange={setFile} />
      <Group>
        <Button
          onClick={submit}
          disabled={!file || !target}
          loading={run.isPending}
          leftSection={<IconFileImport size={16} aria-hidden="true" />}
        >
          {t('common.importCsv')}
        </Button>
      </Group>
      {result && (
        <Alert color={result.ok ? 'green' : 'red'} variant="light" role={result.ok ? 'status' : 'alert'}>
          {result.text}
        </Alert>
      )}
    </Stack>
  );
}

/** Downloads a portfolio's transactions in the template's columns. */
export function CsvExportButton({ id }: { readonly id: string }) {
  const t = useStrings(portfoliosStrings);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const run = async () => {
    setBusy(true);
    try {
      const answer = await exportPortfolioCsv(id);
      if (isRefusal(answer)) return;
      const url = URL.createObjectURL(new Blob([answer.csv], { type: 'text/csv' }));
      const a = document.createElement('a');
      a.href = url;
      a.download = answer.fileName;
      a.click();
      URL.revokeObjectURL(url);
      setDone(answer.fileName);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Group gap="xs">
      <Button
        variant="default"
        onClick={run}
        loading={busy}
        leftSection={<IconDownload size={16} aria-hidden="true" />}
      >
        {t('common.exportCsv')}
      </Button>
      {done && (
        <Text size="sm" c="dimmed" role="status">
          {t('csv.exportDone', { file: done })}
        </Text>
      )}
    </Group>
  );
}

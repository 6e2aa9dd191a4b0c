import { Accordion, Code, Table, Text } from '@mantine/core';
import type { ScreenLanguageAnswer } from '@nivesh/contracts';
import { useStrings } from '@/lib/strings';
import { screenerStrings } from '../strings';

interface Entry {
  readonly key: string;
  readonly code: string;
  readonly description: string;
  readonly note: string;
  readonly example: string;
}

function ReferenceSection({
  value,
  title,
  entries,
}: {
  readonly value: string;
  readonly title: string;
  readonly entries: readonly Entry[];
}) {
  const t = useStrings(screenerStrings);
  return (
    <Accordion.Item value={value}>
      <Accordion.Control>
        {title} ({entries.length})
      </Accordion.Control>
      <Accordion.Panel>
        <Table striped>
          <Table.Tbody>
            {entries.map((e) => (
              <Table.Tr key={e.key}>
                <Table.Td>
                  <Code>{e.code}</Code>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{e.description}</Text>
                  <Text size="xs" c="dimmed">
                    {e.note}
                    {t('reference.eg')} <Code>{e.example}</Code>
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Accordion.Panel>
    </Accordion.Item>
  );
}

/** The fields and functions of the screening language, with units and examples. */
export function LanguageReference({ language }: { readonly language: ScreenLanguageAnswer }) {
  const t = useStrings(screenerStrings);
  const fields = language.fields.map((f) => ({
    key: f.name,
    code: f.name,
    description: f.description,
    note: `${f.unit} · `,
    example: f.example,
  }));
  const functions = language.functions.map((f) => ({
    key: f.name,
    code: f.signature,
    description: f.description,
    note: '',
    example: f.example,
  }));
  return (
    <Accordion variant="separated">
      <ReferenceSection value="fields" title={t('reference.fields')} entries={fields} />
      <ReferenceSection value="functions" title={t('reference.functions')} entries={functions} />
    </Accordion>
  );
}

import { Accordion, Code, Table, Text } from '@mantine/core';
import type { ScreenLanguageAnswer } from '@nivesh/contracts';

/** The fields and functions of the screening language, with units and examples. */
export function LanguageReference({ language }: { readonly language: ScreenLanguageAnswer }) {
  return (
    <Accordion variant="separated">
      <Accordion.Item value="fields">
        <Accordion.Control>Fields ({language.fields.length})</Accordion.Control>
        <Accordion.Panel>
          <Table.ScrollContainer minWidth={560}>
            <Table striped>
              <Table.Tbody>
                {language.fields.map((f) => (
                  <Table.Tr key={f.name}>
                    <Table.Td>
                      <Code>{f.name}</Code>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{f.description}</Text>
                      <Text size="xs" c="dimmed">
                        {f.unit} · e.g. <Code>{f.example}</Code>
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Accordion.Panel>
      </Accordion.Item>
      <Accordion.Item value="functions">
        <Accordion.Control>Functions ({language.functions.length})</Accordion.Control>
        <Accordion.Panel>
          <Table.ScrollContainer minWidth={560}>
            <Table striped>
              <Table.Tbody>
                {language.functions.map((f) => (
                  <Table.Tr key={f.name}>
                    <Table.Td>
                      <Code>{f.signature}</Code>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{f.description}</Text>
                      <Text size="xs" c="dimmed">
                        e.g. <Code>{f.example}</Code>
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}

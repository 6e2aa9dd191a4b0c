import { Code, Group, Stack, Textarea, UnstyledButton } from '@mantine/core';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { applyCompletion, type Completion, completionsFor, wordAt } from '@/lib/screen-language/completion';
import { useStrings } from '@/lib/strings';
import { screenLanguageStrings } from './strings';

export interface RuleProblem {
  readonly message: string;
  /** 0-based character the mistake is at, when the screening language knows it. */
  readonly position: number | null;
  /** The rule as it was run (the position counts in it). */
  readonly source: string;
}

interface RuleEditorProps {
  readonly label: string;
  readonly description: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly names: readonly Completion[];
  readonly problem?: RuleProblem;
  readonly onSubmit: () => void;
}

/** A condition in the screening language, with the screener's name completion and the mistake marked under it. */
export function RuleEditor({
  label,
  description,
  value,
  onChange,
  names,
  problem,
  onSubmit,
}: RuleEditorProps) {
  const t = useStrings(screenLanguageStrings);
  const [caret, setCaret] = useState(0);
  const input = useRef<HTMLTextAreaElement>(null);
  const completions = completionsFor(wordAt(value, caret).word, names);
  const complete = (c: Completion) => {
    const next = applyCompletion(value, caret, c.insert);
    // Commit the new text now, then place the caret at once: a key pressed in the same frame must
    // land after the completion, not before it (as in the screener).
    flushSync(() => {
      onChange(next.text);
      setCaret(next.caret);
    });
    input.current?.focus();
    input.current?.setSelectionRange(next.caret, next.caret);
  };
  return (
    <Stack gap={4}>
      <Textarea
        ref={input}
        label={label}
        description={description}
        value={value}
        rows={2}
        spellCheck={false}
        error={problem?.message}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        onChange={(event) => {
          onChange(event.currentTarget.value);
          setCaret(event.currentTarget.selectionStart);
        }}
        onSelect={(event) => setCaret(event.currentTarget.selectionStart)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            onSubmit();
          }
        }}
      />
      {problem?.position != null && (
        <Code block aria-label={t('mistake', { label, position: problem.position + 1 })} c="red">
          {`${problem.source}\n${' '.repeat(problem.position)}^`}
        </Code>
      )}
      {completions.length > 0 && (
        <Group gap={6} aria-label={t('suggestions', { label })}>
          {completions.map((c) => (
            <UnstyledButton key={c.name} onClick={() => complete(c)} title={c.hint}>
              <Code>{c.insert}</Code>
            </UnstyledButton>
          ))}
        </Group>
      )}
    </Stack>
  );
}

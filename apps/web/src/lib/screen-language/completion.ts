import type { ScreenLanguageAnswer } from '@nivesh/contracts';

/** The word being typed at the caret: its start offset and text (letters, digits and underscores). */
export function wordAt(text: string, caret: number): { readonly start: number; readonly word: string } {
  let start = caret;
  while (start > 0 && /[A-Za-z0-9_]/.test(text.charAt(start - 1))) start--;
  return { start, word: text.slice(start, caret) };
}

export interface Completion {
  readonly name: string;
  /** What is inserted: a field's name, or a function's name with an opening parenthesis. */
  readonly insert: string;
  readonly hint: string;
}

/** Up to `limit` names starting with the word at the caret (case-insensitive), fields and functions alike. */
export function completionsFor(word: string, names: readonly Completion[], limit = 8): Completion[] {
  if (word === '' || /^\d/.test(word)) return [];
  const lower = word.toLowerCase();
  return names
    .filter((n) => n.name.toLowerCase().startsWith(lower) && n.name.toLowerCase() !== lower)
    .slice(0, limit);
}

/** `text` with the word at the caret replaced by `insert`, and the caret after it. */
export function applyCompletion(
  text: string,
  caret: number,
  insert: string,
): { readonly text: string; readonly caret: number } {
  const { start } = wordAt(text, caret);
  const next = text.slice(0, start) + insert + text.slice(caret);
  return { text: next, caret: start + insert.length };
}

/** The screening language's fields and functions as completions (fundamentals left out when asked). */
export function completionsOf(
  language: ScreenLanguageAnswer | undefined,
  { fundamentals = true }: { readonly fundamentals?: boolean } = {},
): Completion[] {
  if (!language) return [];
  return [
    ...language.fields
      .filter((f) => fundamentals || f.kind !== 'fundamental')
      .map((f) => ({ name: f.name, insert: f.name, hint: f.description })),
    ...language.functions.map((f) => ({ name: f.name, insert: `${f.name}(`, hint: f.signature })),
  ];
}

/**
 * Finds user-visible text written as a literal in a component instead of coming from the string
 * resources (issue 14): JSX text, a string put in JSX as `{'…'}`, a string given to a prop or an
 * object key that is shown to the user (label, title, placeholder, aria-label, header, message…).
 * Text without a letter (numbers, symbols, `₹`, `%`, `—`) is not language, and is let through.
 * Used by the test of the same name over every component file; kept here so it can be tested.
 */
import { parseAst } from 'rolldown/parseAst';

/** Props and object keys whose string value a user reads or hears. */
export const VISIBLE_KEYS = new Set([
  'label',
  'title',
  'placeholder',
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'alt',
  'description',
  'message',
  'error',
  'header',
  'heading',
  'text',
  'tooltip',
  'caption',
  'emptyText',
  'empty',
  'hint',
  'helper',
  'confirmLabel',
  'cancelLabel',
  'nothingFoundMessage',
]);

const hasLetter = (text: string) => /[A-Za-z\u0900-\u097F]/.test(text);

export interface LiteralText {
  readonly line: number;
  readonly text: string;
}

interface Node {
  readonly type: string;
  readonly start: number;
  readonly [key: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';

/** The string a literal or a template without placeholders holds, else undefined. */
function stringOf(node: unknown): string | undefined {
  if (!isNode(node)) return undefined;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral') {
    const quasis = node.quasis as readonly { value: { cooked: string | null } }[];
    if ((node.expressions as readonly unknown[]).length === 0) return quasis[0]?.value.cooked ?? undefined;
    // A template with placeholders: its fixed parts are text too.
    return quasis.map((q) => q.value.cooked ?? '').join(' ');
  }
  return undefined;
}

function keyName(node: unknown): string | undefined {
  if (!isNode(node)) return undefined;
  if (node.type === 'Identifier' || node.type === 'JSXIdentifier') return String(node.name);
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  return undefined;
}

/** Every literal user-visible text in a .tsx/.ts source. */
export function literalTextIn(source: string, file: string): LiteralText[] {
  const lang = file.endsWith('.tsx') ? 'tsx' : 'ts';
  const program = parseAst(source, { lang }, file) as unknown as Node;
  const lineStarts = [0];
  for (let i = 0; i < source.length; i++) if (source[i] === '\n') lineStarts.push(i + 1);
  const lineOf = (offset: number) => {
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const mid = Math.ceil((low + high) / 2);
      if ((lineStarts[mid] ?? 0) <= offset) low = mid;
      else high = mid - 1;
    }
    return low + 1;
  };
  const found: LiteralText[] = [];
  const report = (node: Node, text: string | undefined) => {
    if (text !== undefined && hasLetter(text)) found.push({ line: lineOf(node.start), text: text.trim() });
  };
  const visit = (node: Node, parent: Node | undefined) => {
    switch (node.type) {
      case 'JSXText':
        report(node, String(node.value));
        break;
      case 'JSXExpressionContainer':
        if (parent?.type === 'JSXElement' || parent?.type === 'JSXFragment')
          report(node, stringOf(node.expression));
        break;
      case 'JSXAttribute': {
        const name = keyName(node.name);
        if (name && VISIBLE_KEYS.has(name)) {
          const value = node.value;
          report(
            node,
            isNode(value) && value.type === 'JSXExpressionContainer'
              ? stringOf(value.expression)
              : stringOf(value),
          );
        }
        break;
      }
      case 'Property': {
        const name = keyName(node.key);
        if (name && VISIBLE_KEYS.has(name) && !node.computed) report(node, stringOf(node.value));
        break;
      }
    }
    for (const [key, value] of Object.entries(node)) {
      if (key === 'type') continue;
      if (Array.isArray(value)) {
        for (const child of value) if (isNode(child)) visit(child, node);
      } else if (isNode(value)) visit(value, node);
    }
  };
  visit(program, undefined);
  return found;
}

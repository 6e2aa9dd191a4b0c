import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BUILTIN_SCREENS } from './builtin-screen-catalogue';

const doc = readFileSync(new URL('../../../../docs/builtin-screeners.md', import.meta.url), 'utf8');

describe('docs/builtin-screeners.md', () => {
  it.each(BUILTIN_SCREENS.map((s) => [`${s.category} ${s.id} ${s.slug}`, s] as const))(
    'documents %s with its exact rule and columns',
    (_key, screen) => {
      expect(doc).toContain(`### ${screen.id}. ${screen.name} — \`${screen.slug}\``);
      expect(doc).toContain(`\`\`\`\n${screen.query}\n\`\`\``);
      expect(doc).toContain(screen.description);
      for (const column of screen.columns)
        expect(doc).toContain(`${column.label} = \`${column.expression}\``);
    },
  );
});

import { readFileSync } from 'node:fs';
import { ENDPOINTS } from '@nivesh/contracts';
import { describe, expect, it } from 'vitest';
import { API_MD_FILE, apiMarkdown, OPENAPI_FILE, openApiText } from './api-reference';

describe('the API reference', () => {
  it('docs/openapi.json is what the registry generates (run `npm run api:docs` after changing an endpoint)', () => {
    expect(readFileSync(OPENAPI_FILE, 'utf8')).toBe(openApiText());
  });

  it('docs/api.md is what the registry generates', () => {
    expect(readFileSync(API_MD_FILE, 'utf8')).toBe(apiMarkdown());
  });

  it('is an OpenAPI 3.1 document with every endpoint, its gate and its answer', () => {
    const doc: unknown = JSON.parse(openApiText());
    if (typeof doc !== 'object' || doc === null || !('paths' in doc) || !('openapi' in doc))
      throw new Error('no paths');
    expect(doc.openapi).toBe('3.1.0');
    const paths = doc.paths as Record<
      string,
      Record<string, { security?: unknown; responses: Record<string, unknown> }>
    >;
    for (const e of ENDPOINTS) {
      const op = paths[`/api/v3/${e.path}`]?.[e.method.toLowerCase()];
      expect(op, `${e.method} ${e.path}`).toBeDefined();
      expect(op?.responses['200']).toBeDefined();
      expect(op?.security !== undefined).toBe(e.access !== 'public' || e.premiumFeature !== null);
    }
  });
});

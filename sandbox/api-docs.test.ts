import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { operations } from '../src/core/api/contract/operations';
import { API_DOCS_PATH, renderApiDocs } from '../scripts/generate-api-docs';

describe('docs/api.md', () => {
  it('is up to date with the contract (run npm run docs:api)', () => {
    const committed = readFileSync(API_DOCS_PATH, 'utf8');
    if (committed !== renderApiDocs()) {
      expect.fail('docs/api.md is stale: run npm run docs:api and commit the result');
    }
  });

  it('documents every operation of the registry', () => {
    const docs = renderApiDocs();
    for (const key of Object.keys(operations)) expect(docs).toContain(`### ${key}\n`);
  });

  it('names every named method by its registry key, so the sandbox can dispatch by either', () => {
    for (const [key, operation] of Object.entries(operations)) {
      if (operation.kind === 'method') expect(operation.name).toBe(key);
    }
  });
});

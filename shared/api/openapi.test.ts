import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from './endpoints';
import { buildOpenApiDocument } from './openapi';

const file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/openapi.json');

describe('OpenAPI document', () => {
  it('docs/openapi.json matches the contract (run `npm run openapi` after changing it)', () => {
    const committed = JSON.parse(fs.readFileSync(file, 'utf8'));
    expect(committed).toEqual(JSON.parse(JSON.stringify(buildOpenApiDocument())));
  });

  it('describes every endpoint with its method', () => {
    const doc = buildOpenApiDocument() as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toBe('3.1.0');
    for (const { method, path: p } of Object.values(ENDPOINTS)) {
      expect(doc.paths[`/api/v1${p}`]?.[method.toLowerCase()]).toBeTruthy();
    }
  });
});

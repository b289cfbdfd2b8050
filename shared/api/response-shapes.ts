/**
 * The contract's response schemas as JSON Schema, for `contract-check.ts`: one document for every endpoint,
 * shared parts written once under `$defs`. The server builds it at start from CONTRACT; the browser bundle
 * carries the same document as `response-shapes.json` (zod itself would weigh ~96 KB gzipped there;
 * docs/decisions/020-contract-checks.md), written by `npm run openapi` and kept equal by a unit test.
 * Server and build only: importing this pulls zod in.
 */
import { z } from 'zod';
import type { ResponseShapes } from './contract-check';
import { CONTRACT } from './contract';

export function buildResponseShapes(): ResponseShapes {
  const all = z.object(Object.fromEntries(Object.entries(CONTRACT).map(([name, c]) => [name, c.response])));
  // Input: what arrives on the wire, before any transform (a tag page's `region` is a slug or a list).
  const json = z.toJSONSchema(all, { io: 'input', unrepresentable: 'any', reused: 'ref' }) as {
    $defs?: ResponseShapes['$defs'];
    properties: ResponseShapes['endpoints'];
  };
  return withoutAnnotations({ $defs: json.$defs ?? {}, endpoints: json.properties });
}

/** Notes for readers of the OpenAPI document (`.meta({ description })`) say nothing about a shape. */
const ANNOTATIONS = new Set(['description', 'title', 'examples']);

function withoutAnnotations<T>(node: T, parent = 'root'): T {
  if (Array.isArray(node)) return node.map((n) => withoutAnnotations(n, 'item')) as T;
  if (!node || typeof node !== 'object') return node;
  // Under these, keys are names of fields, definitions or endpoints, never keywords.
  const names = parent === 'properties' || parent === '$defs' || parent === 'endpoints' || parent === 'root';
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key]) => names || !ANNOTATIONS.has(key))
      .map(([key, value]) => [key, withoutAnnotations(value, key)]),
  ) as T;
}

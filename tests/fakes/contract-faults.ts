/**
 * Answers that parse as JSON but break the contract, made from the real answer of an endpoint: what the
 * misbehaving API (misbehaving-api.ts) sends for its contract faults, and what the contract-check tests
 * feed to both zod and the site's checker.
 */
import type { EndpointName } from '../../shared/api/endpoints';
import { buildResponseShapes } from '../../shared/api/response-shapes';

export const CONTRACT_FAULTS = [
  'null',
  'empty-object',
  'empty-array',
  /** The first leaf of the real answer (`items[0].slug`) in the wrong type. */
  'wrong-type',
  /** The real answer without its first required field. */
  'missing-field',
  /** The real answer's first list (or the whole answer) as 10,000 numbers. */
  'huge-array',
  /** A 2 MB string instead of the object. */
  'huge-string',
] as const;
export type ContractFault = (typeof CONTRACT_FAULTS)[number];

export const HUGE_ARRAY_LENGTH = 10_000;
export const HUGE_STRING_BYTES = 2 * 1024 * 1024;

const shapes = buildResponseShapes();

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** The path of the first leaf (a value that is neither object nor array) of `value`, depth first. */
function firstLeaf(value: Json, path: Array<string | number> = []): Array<string | number> | null {
  if (Array.isArray(value)) {
    return value.length > 0 ? firstLeaf(value[0], [...path, 0]) : null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      const found = firstLeaf(child, [...path, key]);
      if (found) return found;
    }
    return null;
  }
  return path;
}

/** The path of the first list in `value`, depth first. */
function firstList(value: Json, path: Array<string | number> = []): Array<string | number> | null {
  if (Array.isArray(value)) return path;
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      const found = firstList(child, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

function setAt(root: Json, path: Array<string | number>, next: Json): void {
  let node = root as Record<string | number, Json>;
  for (const segment of path.slice(0, -1)) node = node[segment] as Record<string | number, Json>;
  node[path[path.length - 1]] = next;
}

function getAt(root: Json, path: Array<string | number>): Json {
  let node = root;
  for (const segment of path) node = (node as Record<string | number, Json>)[segment];
  return node;
}

function wrongTypeOf(value: Json): Json {
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return 42;
  if (typeof value === 'boolean') return String(value);
  return 42;
}

/** The text the API sends instead of `realText` (the real answer of `endpoint`) for `fault`. */
export function breakAnswer(fault: ContractFault, endpoint: EndpointName, realText: string): string {
  switch (fault) {
    case 'null':
      return 'null';
    case 'empty-object':
      return '{}';
    case 'empty-array':
      return '[]';
    case 'huge-string':
      return JSON.stringify('ы'.repeat(HUGE_STRING_BYTES / 2));
    default:
      break;
  }
  const real = JSON.parse(realText) as Json;
  const numbers = Array.from({ length: HUGE_ARRAY_LENGTH }, (_, i) => i);
  if (fault === 'huge-array') {
    const list = firstList(real);
    if (!list || list.length === 0) return JSON.stringify(numbers);
    setAt(real, list, numbers);
    return JSON.stringify(real);
  }
  if (fault === 'missing-field') {
    const shape = shapes.endpoints[endpoint];
    const root = shape?.$ref ? shapes.$defs[shape.$ref.slice('#/$defs/'.length)] : shape;
    const required = root?.required ?? [];
    const record = real as Record<string, Json>;
    if (required[0] !== undefined) delete record[required[0]];
    return JSON.stringify(record);
  }
  // wrong-type
  const leaf = firstLeaf(real);
  const path = leaf && leaf.length > 0 ? leaf : [Object.keys(real as object)[0]];
  setAt(real, path, wrongTypeOf(leaf ? getAt(real, path) : null));
  return JSON.stringify(real);
}

import { z } from 'zod';
import { badRequest } from './errors';

const ru = z.locales.ru().localeError;

/**
 * Query string → plain object: repeated keys become arrays. Parsed from the raw URL so the catalogue does not
 * depend on the host app's `query parser` setting.
 */
export function queryOf(originalUrl: string): Record<string, string | string[]> {
  const q = originalUrl.indexOf('?');
  const out: Record<string, string | string[]> = {};
  if (q < 0) return out;
  for (const [k, v] of new URLSearchParams(originalUrl.slice(q + 1))) {
    const prev = out[k];
    out[k] = prev === undefined ? v : Array.isArray(prev) ? [...prev, v] : [prev, v];
  }
  return out;
}

/** Validates with the contract schema; the first issue names the field and gives a Russian message. */
export function parseInput<T extends z.ZodTypeAny>(schema: T, data: unknown): z.output<T> {
  const result = schema.safeParse(data, { error: ru });
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  let field = issue.path.map(String).join('.');
  if (issue.code === 'unrecognized_keys' && issue.keys.length > 0) {
    field = [field, issue.keys[0]].filter(Boolean).join('.');
    throw badRequest(`Неизвестное поле: ${issue.keys[0]}`, field);
  }
  throw badRequest(issue.message, field || undefined);
}

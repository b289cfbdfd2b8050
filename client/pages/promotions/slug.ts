/**
 * Slug shape check for route params, before any API call. A copy of SLUG_PATTERN in shared/api/schemas.ts
 * (importing that module would pull zod into the browser bundle); slug.test.ts keeps the two equal.
 */
export const SLUG_RE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX_LENGTH = 120;

export function isValidSlug(value: string | undefined): value is string {
  return (
    typeof value === 'string' && value.length > 0 && value.length <= SLUG_MAX_LENGTH && SLUG_RE.test(value)
  );
}

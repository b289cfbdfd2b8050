/**
 * Plain-text helpers for the API's descriptions (plain text, paragraphs separated by line breaks): the one
 * paragraph splitter of places, lines, ships, promotions and cruises.
 */

/** Splits a description into paragraphs: blank lines, or single line breaks, separate them. */
export function paragraphs(text: string | null | undefined): string[] {
  if (!text) return [];
  return text
    .split(/\r?\n+/)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

/**
 * A meta description of at most `max` characters, cut at a word boundary with an ellipsis; search
 * engines show about 160 characters.
 */
export function metaDescription(text: string, max = 160): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:—–-]+$/, '')}…`;
}

/** `Италия, Испания и Франция`. */
export function joinRu(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} и ${items[items.length - 1]}`;
}

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
 * A meta description of at most `max` characters; search engines show about 160. Too long, it keeps the
 * whole sentences that fill most of it, else cuts at a word boundary with an ellipsis. Non-breaking spaces
 * stay: a cut inside `105 700 ₽` would show a wrong price (`от 105…`).
 */
export function metaDescription(text: string, max = 160): string {
  const clean = text.replace(/[ \t\r\n]+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const lastSentence = clean.slice(0, max).lastIndexOf('. ');
  if (lastSentence > max * 0.6) return clean.slice(0, lastSentence + 1);
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:—–-]+$/, '')}…`;
}

/**
 * Telegram's HTML parse mode (https://core.telegram.org/bots/api#html-style): only a few tags, the named
 * entities &lt; &gt; &amp; &quot; and numeric entities are understood; anything else makes the Bot API
 * refuse the message. The site's one HTML escaper (html-escaper) writes only those.
 */
import { escape as escapeHtml } from 'html-escaper';

export { escapeHtml };

const ALLOWED_TAGS = new Set(['b', 'i', 'u', 's', 'code', 'pre']);
const TOKEN = /<(\/?)([a-z]+)>|&(?:lt|gt|amp|quot|#\d{1,6});|[<>&"]/g;

/**
 * Makes text from the public endpoint safe to relay: bare formatting tags without attributes and the four
 * entities survive, every other `<`, `>`, `&`, `"` is escaped (so no links, no attributes). Unbalanced tags
 * would make Telegram reject the message, so then everything is escaped.
 */
export function sanitizeTelegramHtml(input: string): string {
  const open: string[] = [];
  let balanced = true;
  const out = input.replace(TOKEN, (match, slash: string | undefined, tag: string | undefined) => {
    if (tag !== undefined) {
      if (!ALLOWED_TAGS.has(tag)) return escapeHtml(match);
      if (slash) {
        if (open.pop() !== tag) balanced = false;
      } else {
        open.push(tag);
      }
      return match;
    }
    if (match.length > 1) return match;
    return escapeHtml(match);
  });
  return balanced && open.length === 0 ? out : escapeHtml(input);
}

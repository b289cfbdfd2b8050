/**
 * A small allow-list HTML sanitiser for editorial text (tag pages' SEO text). It runs in the loader on both
 * sides: sanitize-html would add its parser and postcss to the browser bundle (and needs Node built-ins),
 * so instead the HTML is rebuilt from scratch: only the tags below survive, with no attributes except a
 * checked `href` on links; everything else is dropped or escaped as text. Script-like elements lose their
 * content too. The unit tests compare it with sanitize-html on hostile input
 * (docs/decisions/005-search-and-cruise.md).
 */

const ALLOWED = new Set([
  'p',
  'br',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'strong',
  'b',
  'em',
  'i',
  'a',
  'blockquote',
]);
const VOID = new Set(['br']);
/** Elements whose content is not text for the reader: dropped whole. */
const DROP_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'template',
  'noscript',
  'textarea',
  'title',
  'svg',
  'math',
  'select',
  'xmp',
  'noembed',
  'noframes',
  'plaintext',
]);

const TAG =
  /^<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/;
const ATTR = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const ENTITY = /^&(?:[a-zA-Z][a-zA-Z0-9]{1,31}|#\d{1,7}|#[xX][0-9a-fA-F]{1,6});/;
const SAFE_HREF = /^(?:https?:\/\/[^\s/]|mailto:|tel:|\/(?![/\\])|#)/i;

function escapeAttr(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Decodes numeric and the common named entities, so `jav&#x61;script:` is seen for what it is. */
function decodeEntities(value: string): string {
  return value
    .replace(/&#[xX]([0-9a-fA-F]{1,6});?/g, (_, hex: string) =>
      String.fromCodePoint(Math.min(parseInt(hex, 16), 0x10ffff)),
    )
    .replace(/&#(\d{1,7});?/g, (_, dec: string) =>
      String.fromCodePoint(Math.min(parseInt(dec, 10), 0x10ffff)),
    )
    .replace(
      /&(amp|lt|gt|quot|apos);/g,
      (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" })[name] ?? '',
    );
}

/** A link target we allow, or null. Anything still holding `&`, a backslash or a control character is refused. */
export function safeHref(raw: string): string | null {
  const value = decodeEntities(raw).trim();
  // eslint-disable-next-line no-control-regex
  if (!value || /[\s&\\\u0000-\u001f\u007f-\u009f]/.test(value)) return null;
  return SAFE_HREF.test(value) ? value : null;
}

function openTag(name: string, attrs: string): string {
  if (name !== 'a') return `<${name}>`;
  let hrefValue: string | null = null;
  for (const match of attrs.matchAll(ATTR)) {
    if (match[1].toLowerCase() !== 'href') continue;
    hrefValue = safeHref(match[2] ?? match[3] ?? match[4] ?? '');
    break;
  }
  if (!hrefValue) return '<a>';
  const external = /^https?:/i.test(hrefValue);
  return `<a href="${escapeAttr(hrefValue)}"${external ? ' rel="noopener noreferrer" target="_blank"' : ''}>`;
}

export function sanitizeHtml(html: string): string {
  let out = '';
  const stack: string[] = [];
  let i = 0;
  while (i < html.length) {
    const ch = html[i];
    if (ch === '<') {
      const rest = html.slice(i, i + 4096);
      if (rest.startsWith('<!--')) {
        const end = html.indexOf('-->', i + 4);
        i = end < 0 ? html.length : end + 3;
        continue;
      }
      if (rest.startsWith('<!') || rest.startsWith('<?')) {
        const end = html.indexOf('>', i);
        i = end < 0 ? html.length : end + 1;
        continue;
      }
      const tag = TAG.exec(rest);
      if (!tag) {
        out += '&lt;';
        i += 1;
        continue;
      }
      i += tag[0].length;
      const closing = tag[1] === '/';
      const name = tag[2].toLowerCase();
      if (DROP_WITH_CONTENT.has(name)) {
        if (!closing) {
          const close = new RegExp(`</${name}\\s*>`, 'i').exec(html.slice(i));
          i = close ? i + close.index + close[0].length : html.length;
        }
        continue;
      }
      if (!ALLOWED.has(name)) continue;
      if (VOID.has(name)) {
        if (!closing) out += `<${name}>`;
        continue;
      }
      if (!closing) {
        out += openTag(name, tag[3]);
        stack.push(name);
        continue;
      }
      const at = stack.lastIndexOf(name);
      if (at < 0) continue;
      while (stack.length > at) out += `</${stack.pop()}>`;
      continue;
    }
    if (ch === '&') {
      const entity = ENTITY.exec(html.slice(i, i + 40));
      if (entity) {
        out += entity[0];
        i += entity[0].length;
      } else {
        out += '&amp;';
        i += 1;
      }
      continue;
    }
    if (ch === '>') {
      out += '&gt;';
      i += 1;
      continue;
    }
    out += ch;
    i += 1;
  }
  while (stack.length) out += `</${stack.pop()}>`;
  return out;
}

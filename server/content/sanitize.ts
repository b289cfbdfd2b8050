/**
 * Sanitising of editorial HTML (content pages and page-builder pages) before it is rendered. Server only:
 * sanitize-html never reaches the browser bundle (docs/decisions/007-content-payment-seo.md).
 *
 * What survives: text structure (headings, paragraphs, lists, tables, quotes, emphasis), links and images.
 * What goes:
 * - scripts, styles, iframes, forms, embeds — with their content (a form without its backend is a dead end);
 * - every attribute not listed, so no event handlers, no `style`, no builder `class`/`id` (they would clash
 *   with the site's own ids and mean nothing without the builder's CSS);
 * - URLs other than http(s), mailto and tel (no javascript:, data:, vbscript:), protocol-relative URLs;
 * - images that are not on this site (`/storage/...` and other root paths): the CSP would block them anyway,
 *   and a third-party pixel would track visitors.
 * External links open in a new tab with rel="noopener noreferrer".
 */
import sanitizeHtml from 'sanitize-html';

const ALLOWED_TAGS = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'br',
  'hr',
  'div',
  'section',
  'span',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'small',
  'sub',
  'sup',
  'mark',
  'abbr',
  'code',
  'pre',
  'blockquote',
  'q',
  'time',
  'a',
  'img',
  'figure',
  'figcaption',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
];

/** Dropped together with everything inside them. */
const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'noscript',
  'template',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'form',
  'button',
  'select',
  'option',
  'textarea',
  'svg',
  'math',
  'canvas',
  'video',
  'audio',
  'title',
  'head',
];

export interface SanitizeOptions {
  /** The site's origin: absolute links to it stay in the same tab. */
  siteOrigin: string;
}

function isExternal(href: string, siteOrigin: string): boolean {
  if (!/^https?:\/\//i.test(href)) return false;
  try {
    return new URL(href).origin !== siteOrigin;
  } catch {
    return true;
  }
}

export function sanitizeContentHtml(html: string, { siteOrigin }: SanitizeOptions): string {
  return sanitizeHtml(html, {
    allowedTags: ALLOWED_TAGS,
    nonTextTags: DROPPED_WITH_CONTENT,
    disallowedTagsMode: 'discard',
    allowedAttributes: {
      a: ['href', 'title', 'target', 'rel'],
      img: ['src', 'alt', 'width', 'height', 'loading', 'decoding'],
      th: ['colspan', 'rowspan', 'scope'],
      td: ['colspan', 'rowspan'],
      time: ['datetime'],
      abbr: ['title'],
      ol: ['start', 'reversed'],
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: [] },
    allowProtocolRelative: false,
    allowedStyles: {},
    transformTags: {
      a: (tagName, attribs) => {
        const out: Record<string, string> = {};
        if (attribs.href) out.href = attribs.href.trim();
        if (attribs.title) out.title = attribs.title;
        if (out.href && isExternal(out.href, siteOrigin)) {
          out.target = '_blank';
          out.rel = 'noopener noreferrer';
        }
        return { tagName, attribs: out };
      },
      img: (tagName, attribs) => ({
        tagName,
        attribs: { ...attribs, alt: attribs.alt ?? '', loading: 'lazy', decoding: 'async' },
      }),
    },
    // Only images on this site: a root path, never `//host/...`.
    exclusiveFilter: (frame) => frame.tag === 'img' && !/^\/(?!\/)/.test(frame.attribs.src ?? ''),
  });
}

import { describe, expect, it } from 'vitest';
import { sanitizeContentHtml } from './sanitize';

const SITE = 'https://kruizy.example';
const clean = (html: string) => sanitizeContentHtml(html, { siteOrigin: SITE });

describe('sanitizeContentHtml', () => {
  it('drops scripts, styles, iframes and forms with their content', () => {
    const out = clean(
      '<p>a</p><script>alert(1)</script><style>body{display:none}</style><iframe src="https://x.example"></iframe><form><input name="p"><button>Send</button></form><noscript>n</noscript>',
    );
    expect(out).toBe('<p>a</p>');
  });

  it('drops event handlers, inline styles, classes and ids', () => {
    const out = clean(
      '<div class="t-rec" id="main" style="color:red" onclick="x()"><p onmouseover="y()">t</p></div>',
    );
    expect(out).toBe('<div><p>t</p></div>');
  });

  it('removes javascript:, data: and protocol-relative URLs', () => {
    expect(clean('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(clean('<a href=" JaVaScRiPt:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(clean('<a href="data:text/html,<script>1</script>">x</a>')).toBe('<a>x</a>');
    expect(clean('<a href="//evil.example/x">x</a>')).toBe('<a>x</a>');
  });

  it('opens external links in a new tab safely and keeps internal links as they are', () => {
    expect(clean('<a href="https://other.example/p" target="_self" rel="opener">x</a>')).toBe(
      '<a href="https://other.example/p" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(clean('<a href="/info/policy" target="_blank">x</a>')).toBe('<a href="/info/policy">x</a>');
    expect(clean(`<a href="${SITE}/promotions">x</a>`)).toBe(`<a href="${SITE}/promotions">x</a>`);
    expect(clean('<a href="tel:+78001234567">x</a>')).toBe('<a href="tel:+78001234567">x</a>');
  });

  it('keeps only images on this site, always with alt', () => {
    expect(clean('<img src="x" onerror="alert(1)">')).toBe('');
    expect(clean('<img src="https://tracker.example/px">')).toBe('');
    expect(clean('<img src="data:image/png;base64,AAAA">')).toBe('');
    expect(clean('<img src="/storage/a.jpg" width="10" height="5">')).toBe(
      '<img src="/storage/a.jpg" width="10" height="5" alt="" loading="lazy" decoding="async" />',
    );
  });
});

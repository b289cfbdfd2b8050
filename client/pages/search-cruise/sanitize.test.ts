import sanitizeHtmlLib from 'sanitize-html';
import { describe, expect, it } from 'vitest';
import { safeHref, sanitizeHtml } from './sanitize';

const HOSTILE = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="jav&#x61;script:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="//evil.example">x</a>',
  '<a href="/\\evil.example">x</a>',
  '<a href="data:text/html,<script>alert(1)</script>">x</a>',
  '<p onclick="alert(1)" style="color:red">t</p>',
  '<svg><script>alert(1)</script></svg>',
  '<style>body{display:none}</style>',
  '<iframe src="https://evil.example"></iframe>',
  '<!--<script>alert(1)</script>-->',
  '<p>a<!-- unclosed',
  '<<script>script>alert(1)<</script>/script>',
  '<div><p>Текст</div>',
  '<p title="x"onmouseover=alert(1)>t</p>',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<scr<script>ipt>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
];

function dangerous(html: string): boolean {
  return /<script|<img|<iframe|<svg|<style|\son\w+=|javascript:|data:text/i.test(html);
}

describe('sanitizeHtml', () => {
  it('keeps editorial HTML as it is', () => {
    const html =
      '<h2>Круизы по Волге</h2><p>Лучшее время — <strong>лето</strong>, см. <a href="/region/volga">регион</a>.</p><ul><li>Москва</li><li>Углич</li></ul>';
    expect(sanitizeHtml(html)).toBe(html);
    expect(sanitizeHtml(html)).toBe(
      sanitizeHtmlLib(html, {
        allowedTags: ['h2', 'p', 'strong', 'a', 'ul', 'li'],
        allowedAttributes: { a: ['href'] },
      }),
    );
  });

  it('neutralises hostile input', () => {
    for (const html of HOSTILE) {
      const clean = sanitizeHtml(html);
      expect(dangerous(clean), `${html} → ${clean}`).toBe(false);
      // Whatever we keep, sanitize-html (the reference) keeps unchanged: nothing unsafe slipped through.
      const reference = sanitizeHtmlLib(clean, {
        allowedTags: [
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
        ],
        allowedAttributes: { a: ['href', 'rel', 'target'] },
        allowedSchemes: ['http', 'https', 'mailto', 'tel'],
        allowProtocolRelative: false,
      });
      expect(dangerous(reference)).toBe(false);
    }
  });

  it('balances tags and escapes stray brackets and ampersands', () => {
    expect(sanitizeHtml('<p><strong>a</p>')).toBe('<p><strong>a</strong></p>');
    expect(sanitizeHtml('1 < 2 > 0 & Ко &amp; &nbsp;')).toBe('1 &lt; 2 &gt; 0 &amp; Ко &amp; &nbsp;');
    expect(sanitizeHtml('</p>текст<br/>')).toBe('текст<br>');
  });

  it('external links open safely in a new tab', () => {
    expect(sanitizeHtml('<a href="https://example.ru" target="_top">x</a>')).toBe(
      '<a href="https://example.ru" rel="noopener noreferrer" target="_blank">x</a>',
    );
  });

  it('safeHref', () => {
    expect(safeHref('/cruise/a')).toBe('/cruise/a');
    expect(safeHref('#top')).toBe('#top');
    expect(safeHref('mailto:a@b.ru')).toBe('mailto:a@b.ru');
    expect(safeHref('//evil')).toBeNull();
    expect(safeHref('vbscript:x')).toBeNull();
    expect(safeHref('java\tscript:x')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { expectToContainAll } from '../../../shared/expect-text.test-util';
import { renderHtml } from '../../ui/test-render';
import { SiteOriginContext } from '../../app/site-origin';
import { pageTitle, Seo } from './seo';

describe('Seo', () => {
  it('renders title with the site name, description, canonical and og tags', () => {
    const html = renderHtml(
      <Seo title="Круизы по Волге" description="Речные круизы по Волге." image="/storage/volga.jpg" />,
      '/region/volga?page=2',
    );
    expectToContainAll(html, [
      '<title>Круизы по Волге — Круизный клуб</title>',
      '<meta name="description" content="Речные круизы по Волге."/>',
      '<link rel="canonical" href="/region/volga"/>',
      '<meta property="og:title" content="Круизы по Волге — Круизный клуб"/>',
      '<meta property="og:image" content="/_img/1200/volga.jpg"/>',
      '<meta property="og:locale" content="ru_RU"/>',
    ]);
    expect(html).not.toContain('noindex');
  });

  it('marks a page noindex without a canonical', () => {
    const html = renderHtml(<Seo title="Тест" noindex />, '/copy-home');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).not.toContain('rel="canonical"');
  });

  it('makes canonical and Open Graph URLs absolute with the site origin', () => {
    const html = renderHtml(
      <SiteOriginContext value="https://cruise.example">
        <Seo title="Круиз" image="/storage/a.jpg" />
      </SiteOriginContext>,
      '/cruise/a',
    );
    expectToContainAll(html, [
      '<link rel="canonical" href="https://cruise.example/cruise/a"/>',
      '<meta property="og:url" content="https://cruise.example/cruise/a"/>',
      'content="https://cruise.example/_img/1200/a.jpg"',
    ]);
  });

  it('does not repeat the site name', () => {
    expect(pageTitle('Круизный клуб')).toBe('Круизный клуб');
    expect(pageTitle('Акции')).toBe('Акции — Круизный клуб');
  });
});

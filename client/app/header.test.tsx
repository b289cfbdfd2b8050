import { describe, expect, it } from 'vitest';
import type { HeaderSettings } from '../../shared/api/schemas';
import { expectToContainAll } from '../../shared/expect-text.test-util';
import { renderHtml } from '../ui/test-render';
import { Header, telHref } from './header';

const base: HeaderSettings = {
  phone: null,
  phoneDisplay: null,
  workingHours: 'Ежедневно с 9:00 до 21:00',
  menu: [
    { title: 'Круизы', href: '/search-cruise' },
    { title: 'Акции', href: '/promotions' },
    { title: 'Блог', href: 'https://blog.example.ru/' },
  ],
};

describe('Header', () => {
  it('has no phone button when no phone is configured', () => {
    const html = renderHtml(<Header settings={base} />);
    expect(html).not.toContain('tel:');
    expect(html).not.toContain('Позвонить');
  });

  it('shows the phone as a tel: link with an icon and the display text', () => {
    const html = renderHtml(
      <Header settings={{ ...base, phone: '+78001234567', phoneDisplay: '8 800 123-45-67' }} />,
    );
    expectToContainAll(html, [
      'href="tel:+78001234567"',
      'aria-label="Позвонить: 8 800 123-45-67"',
      'icon--phone',
      '>8 800 123-45-67</span>',
    ]);
  });

  it('renders the logo, the menu and closed burger and search', () => {
    const html = renderHtml(<Header settings={base} />);
    expectToContainAll(html, [
      'aria-label="Круизный клуб — на главную"',
      '<nav id="site-menu" class="hdr__nav" aria-label="Основное меню">',
      'href="/search-cruise"',
      'href="https://blog.example.ru/"',
      'aria-label="Открыть меню" aria-expanded="false" aria-controls="site-menu"',
      'aria-label="Открыть поиск" aria-expanded="false"',
    ]);
    const form = /<form id="header-search"[^>]*>/.exec(html)?.[0] ?? '';
    expectToContainAll(form, ['role="search"', 'action="/search"', 'method="get"', 'hidden=""']);
    expect(html).toContain('name="term"');
  });
});

describe('telHref', () => {
  it('keeps the plus and the digits', () => {
    expect(telHref('+7 (495) 123-45-67')).toBe('tel:+74951234567');
  });
});

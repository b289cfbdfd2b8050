import { describe, expect, it } from 'vitest';
import type { FooterSettings } from '../../shared/api/schemas';
import { expectToContainAll } from '../../shared/expect-text.test-util';
import { renderHtml } from '../ui/test-render';
import { DEMO_NOTICE, Footer } from './footer';

const settings: FooterSettings = {
  about: 'Продаём круизы с 2005 года.',
  contacts: {
    phone: '+74951234567',
    phoneDisplay: '+7 495 123-45-67',
    email: 'info@example.ru',
    address: 'Москва, Тверская, 1',
  },
  columns: [{ title: 'Круизы', links: [{ title: 'Речные круизы', href: '/search-cruise?kind=river' }] }],
  socials: [
    { type: 'vk', title: 'ВКонтакте', href: 'https://vk.com/example' },
    { type: 'telegram', title: 'Telegram', href: 'https://t.me/example' },
  ],
  legal: 'ООО «Круизный клуб», ИНН 7700000000',
  copyright: '© 2025 Круизный клуб',
};

describe('Footer', () => {
  const html = renderHtml(<Footer settings={settings} />);

  it('shows about, columns, contacts, legal and copyright', () => {
    expectToContainAll(html, [
      'Продаём круизы с 2005 года.',
      '<nav class="ftr__col" aria-label="Круизы">',
      'href="/search-cruise?kind=river"',
      'href="tel:+74951234567"',
      'href="mailto:info@example.ru"',
      'Москва, Тверская, 1',
      'ООО «Круизный клуб», ИНН 7700000000',
      '© 2025 Круизный клуб',
    ]);
  });

  it('links socials with icons and names, in a new tab', () => {
    expect(html).toContain(
      'href="https://vk.com/example" target="_blank" rel="noopener noreferrer" aria-label="ВКонтакте"',
    );
    expect(html).toContain('icon--vk');
    expect(html).toContain('icon--telegram');
  });

  it('has the subscribe link to the anchor on home', () => {
    expect(html).toMatch(/<a href="\/#subscribe"[^>]*>.*Подписаться на рассылку<\/a>/);
  });

  it('says nothing of a demonstration on a real site', () => {
    expect(html).not.toContain(DEMO_NOTICE);
    expect(html).not.toContain('ftr__demo');
  });

  it('says in one line that demonstration settings are a demonstration, with no socials it was not given', () => {
    const demo = renderHtml(<Footer settings={{ ...settings, socials: [], demo: true }} />);
    expect(demo).toContain(`<p class="ftr__demo">${DEMO_NOTICE}</p>`);
    expect(demo).not.toContain('ftr__socials');
  });
});

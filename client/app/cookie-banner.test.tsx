import { describe, expect, it } from 'vitest';
import { renderHtml } from '../ui/test-render';
import { CookieBanner, COOKIE_BANNER_BUTTON } from './cookie-banner';
import { FALLBACK_FOOTER, FALLBACK_HEADER, FALLBACK_SUBSCRIPTION } from './root-loader';
import { LayoutView } from './root';
import { NO_VISITOR_TOOLS } from '../../shared/visitor-tools';

const rootData = {
  header: FALLBACK_HEADER,
  footer: FALLBACK_FOOTER,
  subscription: FALLBACK_SUBSCRIPTION,
  siteUrl: '',
  extras: null,
  tools: NO_VISITOR_TOOLS,
  favourites: null,
  comparison: null,
};

describe('CookieBanner', () => {
  const html = renderHtml(<CookieBanner />);

  it('shows the required title and the consent text', () => {
    expect(html).toContain('Уведомление о файлах cookie');
    expect(html).toContain('Мы используем файлы cookie');
    expect(html).toContain('Оставаясь на сайте, вы соглашаетесь с');
  });

  it('has the button spelled exactly as required (Latin O, Cyrillic к)', () => {
    expect(COOKIE_BANNER_BUTTON).toBe('\u004f\u043a');
    expect(html).toMatch(/<button type="submit"[^>]*>O\u043a<\/button>/);
  });

  it('posts its consent to the page it is on, so the button works without JavaScript', () => {
    const onPage = renderHtml(<CookieBanner />, '/search-cruise?page=2');
    expect(onPage).toContain('<form class="cookie__form" action="/search-cruise?page=2" method="post">');
    expect(onPage).toContain('<input type="hidden" name="intent" value="cookie-consent"/>');
  });

  it('links the cookie terms, the privacy provisions and the consent, each in a new tab', () => {
    for (const path of [
      '/info/cookies',
      '/info/policy',
      '/info/soglasie-na-obrabotku-personalnykh-dannykh',
    ]) {
      expect(html).toContain(`<a href="${path}" target="_blank" rel="noopener">`);
    }
  });

  it('is part of the layout only while the consent cookie is absent', () => {
    const without = renderHtml(<LayoutView data={{ ...rootData, consent: false }} />);
    const withConsent = renderHtml(<LayoutView data={{ ...rootData, consent: true }} />);
    expect(without).toContain('Уведомление о файлах cookie');
    expect(withConsent).not.toContain('Уведомление о файлах cookie');
  });
});

describe('LayoutView', () => {
  const html = renderHtml(
    <LayoutView data={{ ...rootData, consent: true }}>
      <p>Страница</p>
    </LayoutView>,
  );

  it('has the skip link, the landmarks and the page inside main', () => {
    expect(html).toContain('<a class="skip-link" href="#main">Перейти к содержанию</a>');
    expect(html).toContain('<header');
    expect(html).toMatch(/<main id="main"[^>]*><p>Страница<\/p><\/main>/);
    expect(html).toContain('<footer');
  });

  it('starts with the subscription modal closed: its code loads when it first opens', () => {
    expect(html).not.toContain('<dialog');
    expect(html).not.toContain(FALLBACK_SUBSCRIPTION.title);
  });
});

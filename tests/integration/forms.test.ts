/** Form posts without JavaScript (cookie consent, subscription), the cross-site guard and past-the-end pages. */
import { describe, expect, it } from 'vitest';
import { siteForFile } from './harness';

const site = siteForFile();

/** A form as a browser posts it without JavaScript; `headers` carry the origin signals a test needs. */
function postForm(path: string, body: string, headers: Record<string, string> = {}) {
  return site.request
    .post(path)
    .set('Content-Type', 'application/x-www-form-urlencoded')
    .set(headers)
    .send(body);
}

describe("the cookie banner's post", () => {
  it('sets the consent cookie for 365 days and sends the visitor back to the same page', async () => {
    const res = await postForm('/search-cruise?kind=river', 'intent=cookie-consent', {
      Origin: site.url,
      'Sec-Fetch-Site': 'same-origin',
    });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/search-cruise?kind=river');
    const cookie = (res.headers['set-cookie'] as unknown as string[]).find((c) =>
      c.startsWith('cookie_consent='),
    );
    expect(cookie).toMatch(/^cookie_consent=1; Max-Age=31536000; Path=\/; Expires=[^;]+; SameSite=Lax$/);
  });

  it('never sends the visitor to another host', async () => {
    const res = await postForm('//evil.example/x', 'intent=cookie-consent');
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/evil.example/x');
  });

  it('is refused from another site, by Origin or by Sec-Fetch-Site', async () => {
    const byOrigin = await postForm('/', 'intent=cookie-consent', { Origin: 'https://evil.example' });
    expect(byOrigin.status).toBe(403);
    expect(byOrigin.text).toBe('Форма отправлена с другого сайта и не принята');
    expect(byOrigin.headers['set-cookie']).toBeUndefined();
    const byFetchSite = await postForm('/', 'intent=cookie-consent', { 'Sec-Fetch-Site': 'cross-site' });
    expect(byFetchSite.status).toBe(403);
    const nullOrigin = await postForm('/', 'intent=cookie-consent', { Origin: 'null' });
    expect(nullOrigin.status).toBe(403);
  });
});

describe("home's subscription post", () => {
  it('subscribes and answers in place of the form', async () => {
    const email = `post-${Date.now()}@example.ru`;
    const res = await postForm('/?index', `email=${encodeURIComponent(email)}&consent=on`);
    expect(res.status).toBe(200);
    expect(res.text).toMatch(/<p class="subscribe__done" role="status">/);
    // The same address again gets the same thanks: the form tells no one whose address is on the list.
    const again = await postForm('/?index', `email=${encodeURIComponent(email)}&consent=on`);
    const done = (html: string) => /<p class="subscribe__done" role="status">([^<]*)</.exec(html)?.[1];
    expect(done(again.text)).toBe(done(res.text));
    expect(again.text).not.toContain('уже подписаны');
  });

  it("counts each visitor's posts against the API's limit apart: the site passes the visitor's address on", async () => {
    // The catalogue allows 30 posts a minute per address; the site's own calls come from one.
    for (let visitor = 1; visitor <= 35; visitor++) {
      const email = `limit-${visitor}-${Date.now()}@example.ru`;
      const res = await postForm('/?index', `email=${encodeURIComponent(email)}&consent=on`, {
        'X-Forwarded-For': `198.51.100.${visitor}`,
      });
      expect(res.text, `visitor ${visitor}`).toMatch(/<p class="subscribe__done" role="status">/);
    }
  });

  it('answers 400 with the message next to the field and keeps the address', async () => {
    const res = await postForm('/?index', 'email=someone%40example.ru');
    expect(res.status).toBe(400);
    expect(res.text).toContain('Нужно согласие на обработку персональных данных');
    expect(res.text).toContain('value="someone@example.ru"');
    const bad = await postForm('/?index', 'email=nope&consent=on');
    expect(bad.status).toBe(400);
    expect(bad.text).toContain('Проверьте адрес электронной почты');
  });

  it('renders the form as a post, so the e-mail never goes into a URL', async () => {
    const res = await site.request.get('/');
    const form = /<form class="subscribe__form[^>]*>/.exec(res.text)?.[0];
    expect(form).toContain('action="/?index#subscribe"');
    expect(form).toContain('method="post"');
  });
});

describe('a page past the last one', () => {
  it('redirects /promotions to the last page there is', async () => {
    const res = await site.request.get('/promotions?page=99');
    expect(res.status).toBe(302);
    expect(res.headers.location).toMatch(/^\/promotions(\?page=\d+)?$/);
    const last = await site.request.get(res.headers.location as string);
    expect(last.status).toBe(200);
    expect(last.text).toContain(`rel="canonical" href="${site.config.siteUrl}${res.headers.location}"`);
  });
});

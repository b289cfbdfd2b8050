import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type RouteObject,
} from 'react-router';
import { describe, expect, it } from 'vitest';
import { Layout, rootLoader } from '../../app/root';
import * as home from './index';

const image = { url: '/storage/banners/volga.jpg', width: 1920, height: 900, alt: 'Волга' };
const answers: Record<string, unknown> = {
  getBanners: {
    items: [
      {
        id: 1,
        placement: 'home',
        title: 'Весна на Волге',
        subtitle: 'Скидки до 20%',
        image,
        href: '/promotions/vesna',
        buttonText: 'Подробнее',
      },
      {
        id: 2,
        placement: 'home',
        title: 'Норвежские фьорды',
        subtitle: null,
        image,
        href: '/region/norvegiya',
        buttonText: 'Смотреть',
      },
    ],
  },
  getUspList: {
    items: [{ id: 1, icon: 'shield', title: 'Официальный агент', text: 'Прямые договоры с компаниями' }],
  },
  getPageTags: { items: [{ slug: 'kruizy-po-volge', title: 'Круизы по Волге', count: 42 }] },
};
const api = new Proxy(
  {},
  {
    get: (_, name: string) => async () =>
      name in answers
        ? { ok: true, data: answers[name] }
        : { ok: false, error: { code: 502, message: 'down' } },
  },
);

async function render(path: string) {
  const routes: RouteObject[] = [
    {
      id: 'root',
      path: '/',
      loader: rootLoader,
      Component: Layout,
      children: [
        { index: true, loader: home.loader, Component: home.Component },
        { path: 'copy-home', loader: home.copyHome.loader, Component: home.copyHome.Component },
      ],
    },
  ];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`), {
    requestContext: { api } as never,
  });
  if (context instanceof Response) throw new Error('unexpected response');
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />);
}

describe('home page', () => {
  it('renders the hero with the first banner eager, the quick search, USP, tags and the subscribe block', async () => {
    const html = await render('/');
    expect(html).toContain('<title>Морские и речные круизы — Круизный клуб</title>');
    expect(html).toMatch(/<h1[^>]*>Морские и речные круизы<\/h1>/);
    const imgs = html.match(/<img[^>]*>/g) ?? [];
    expect(imgs[0]).toContain('loading="eager"');
    expect(imgs[0]).toMatch(/fetchPriority="high"/i);
    expect(imgs[1]).toContain('loading="lazy"');
    expect(html).toContain('Весна на Волге');
    expect(html).toMatch(/<form[^>]*action="\/search-cruise" method="get"/);
    expect(html).toContain('name="kind"');
    expect(html).toContain('name="month"');
    expect(html).toContain('Официальный агент');
    expect(html).toContain('href="/search-cruise/kruizy-po-volge"');
    expect(html).toContain('id="subscribe"');
    // Failed blocks are left out, not broken.
    expect(html).not.toContain('Популярные круизы');
    expect(html).not.toContain('noindex');
  });

  it('copy-home is not indexed', async () => {
    const html = await render('/copy-home');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain('Весна на Волге');
  });
});

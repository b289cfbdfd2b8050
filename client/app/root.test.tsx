/** The shell inside a real data router: the root loader, the layout and both error boundaries. */
import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  data,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router';
import { describe, expect, it } from 'vitest';
import { shellRoutes } from '../routes';

const failing = { ok: false, error: { code: 502, message: 'Bad gateway' } };
const fakeApi = new Proxy({}, { get: () => async () => failing });

const routes = shellRoutes([
  { index: true, Component: () => <h1>Главная страница</h1> },
  { path: 'gone', loader: () => Promise.reject(data(null, { status: 404 })), Component: () => null },
  {
    path: 'broken',
    loader: () => Promise.reject(data({ message: 'Сервис временно недоступен' }, { status: 502 })),
    Component: () => null,
  },
]);

async function render(path: string, cookie = ''): Promise<{ status: number; html: string }> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`, { headers: { cookie } }), {
    requestContext: { api: fakeApi } as never,
  });
  if (context instanceof Response) throw new Error('unexpected response');
  const router = createStaticRouter(handler.dataRoutes, context);
  return { status: context.statusCode, html: await stream(router, context) };
}

/** Rendered as the server does (a stream, so a view whose code is still loading waits for it). */
function stream(
  router: ReturnType<typeof createStaticRouter>,
  context: StaticHandlerContext,
): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk, _encoding, done) {
        html += String(chunk);
        done();
      },
      final(done) {
        resolve(html);
        done();
      },
    });
    const { pipe } = renderToPipeableStream(
      <StaticRouterProvider router={router} context={context} hydrate={false} />,
      { onAllReady: () => pipe(sink), onShellError: reject },
    );
  });
}

describe('app shell', () => {
  it('renders header, page, footer and the cookie banner with fallback settings', async () => {
    const { status, html } = await render('/');
    expect(status).toBe(200);
    expect(html).toContain('Перейти к содержанию');
    expect(html).toContain('Главная страница');
    expect(html).toContain('href="/all-regions"');
    expect(html).toContain('Уведомление о файлах cookie');
    expect(html).not.toContain('tel:');
  });

  it('leaves the cookie banner out when the consent cookie exists', async () => {
    const { html } = await render('/', 'cookie_consent=1');
    expect(html).not.toContain('Уведомление о файлах cookie');
  });

  it('shows the not-found page inside the layout for a 404', async () => {
    const { status, html } = await render('/gone');
    expect(status).toBe(404);
    expect(html).toContain('Страница не найдена');
    expect(html).toContain('<header');
    expect(html).toContain('<footer');
  });

  it('shows the error screen inside the layout for other failures', async () => {
    const { status, html } = await render('/broken');
    expect(status).toBe(502);
    expect(html).toContain('Очень жаль, но <span class="nowrap">что-то</span> пошло не так');
    expect(html).toContain('Сервис временно недоступен');
    expect(html).toContain('Обновить');
    expect(html).toContain('<footer');
  });
});

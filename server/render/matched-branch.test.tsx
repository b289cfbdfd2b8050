import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  Link,
  Outlet,
  StaticRouterProvider,
  useLoaderData,
  type RouteObject,
  type StaticHandlerContext,
} from 'react-router';
import { describe, expect, it } from 'vitest';
import { matchedBranch } from './matched-branch';

function Page() {
  const data = useLoaderData<{ title: string }>();
  return <h1>{data.title}</h1>;
}

const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    loader: () => ({ site: 'Круизный клуб' }),
    element: (
      <main>
        <Link to="/b">b</Link>
        <Outlet />
      </main>
    ),
    errorElement: <p>Ошибка</p>,
    children: [
      { id: 'home', index: true, loader: () => ({ title: 'Главная' }), element: <Page /> },
      {
        id: 'section',
        path: 'a',
        element: <Outlet />,
        children: [
          {
            id: 'a-page',
            path: ':slug',
            loader: ({ params }) => ({ title: `A ${params.slug}` }),
            element: <Page />,
          },
          { id: 'a-list', index: true, loader: () => ({ title: 'A' }), element: <Page /> },
        ],
      },
      { id: 'b', path: 'b', loader: () => ({ title: 'B' }), element: <Page /> },
    ],
  },
];

async function contextFor(
  path: string,
): Promise<{ handler: ReturnType<typeof createStaticHandler>; context: StaticHandlerContext }> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error('a redirect');
  return { handler, context };
}

const html = (routeTree: Parameters<typeof createStaticRouter>[0], context: StaticHandlerContext) =>
  renderToString(
    <StaticRouterProvider
      router={createStaticRouter(routeTree, context)}
      context={context}
      hydrate={false}
    />,
  );

describe('matchedBranch', () => {
  it('keeps the matched routes only, with their ids', async () => {
    const { handler, context } = await contextFor('/a/volga');
    const branch = matchedBranch(handler.dataRoutes, context);
    expect(branch.map((r) => r.id)).toEqual(['root']);
    expect(branch[0].children?.map((r) => r.id)).toEqual(['section']);
    expect(branch[0].children?.[0].children?.map((r) => r.id)).toEqual(['a-page']);
  });

  it('renders every page, a 404 too, exactly as the whole table does', async () => {
    for (const path of ['/', '/a', '/a/volga', '/b', '/nowhere']) {
      const { handler, context } = await contextFor(path);
      expect(html(matchedBranch(handler.dataRoutes, context), context), path).toBe(
        html(handler.dataRoutes, context),
      );
    }
  });
});

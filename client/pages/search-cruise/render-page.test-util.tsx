/** Test helper: the search page server-rendered from given loader data, as a visitor's HTML (no hydration). */
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { SearchPageData } from './loader';
import { Component } from './index';

export async function renderPage(data: SearchPageData): Promise<string> {
  const handler = createStaticHandler([
    { id: 'search-cruise', path: '/search-cruise', loader: () => data, Component },
  ]);
  const context = await handler.query(new Request('http://localhost/search-cruise'));
  if (context instanceof Response) throw new Error('unexpected response');
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />);
}

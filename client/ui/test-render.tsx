/** Test helper: server-render a tree inside a memory router (and the app state), as a visitor's HTML. */
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { AppStateProvider } from '../app/app-state';

export function renderHtml(node: ReactNode, path = '/'): string {
  return renderToStaticMarkup(
    <MemoryRouter initialEntries={[path]}>
      <AppStateProvider>{node}</AppStateProvider>
    </MemoryRouter>,
  );
}

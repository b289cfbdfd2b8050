/**
 * The floor for time to usable: the least a hydrating page on the site's stack can be. An Express server
 * renders one react-router data route (createStaticHandler, createStaticRouter, StaticRouterProvider) with
 * React 19's renderToPipeableStream: the same 24 cruise cards as reference-page.tsx, from the catalogue on
 * every request. Its browser entry (floor-client.tsx) hydrates the document with createBrowserRouter and
 * RouterProvider from the router state the server sent. `/react-only` is the same page hydrated by React
 * alone (floor-client-react.tsx), to tell React's share from the router's. No styles, no other code.
 * `/search-cruise?dress=1` is the router page "dressed" as the site's pages are before they hydrate: the
 * site's stylesheet and its search page's largest-paint image preloaded, both borrowed byte for byte from
 * the running site (SITE_URL) and served from here, so the page stays one origin as the site is.
 *
 * The entries are bundled at start with the site's esbuild options (production, minified, ESM, split
 * into chunks, build/options.ts), with the compile hint of the site's first-load chunks (build/merge-chunks.ts),
 * and served precompressed like the site's assets, their chunks preloaded.
 * bench/run.ts starts it as its own production process (`node --import tsx`); bench/floor.ts measures it.
 */
import http, { type IncomingHttpHeaders } from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import express, { type Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { build, type Metafile } from 'esbuild';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { COMPILE_HINT } from '../build/merge-chunks';
import { buildOptions, DIST, outputOf, writePrecompressed } from '../build/options';
import { imageUrl } from '../client/ui/image-url';
import { toScriptJson } from '../shared/hydration';
import { FloorDocument, type FloorAssets, type FloorPayload } from './floor-document';
import { floorRoutes, type FloorRouterData } from './floor-routes';
import { SearchResults, searchCruisesUrl, type Cruise } from './reference-cards';

const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:4310';
/** The running site the dressed variant borrows from. */
const siteUrl = process.env.SITE_URL;
/** The width a 390 px phone at 2× picks from a card image's candidates, as the site's search page preloads. */
const PHONE_IMAGE_WIDTH = 828;
const port = Number(process.env.PORT ?? 4314);
const ASSETS_DIR = path.join(DIST, 'floor');
const ROUTER_ENTRY = 'bench/floor-client.tsx';
const REACT_ENTRY = 'bench/floor-client-react.tsx';

/** An entry's script and every chunk it imports before it runs (chunks import chunks). */
function assetsOf(meta: Metafile, entryPoint: string): FloorAssets {
  const url = (file: string) => `/assets/${path.relative(ASSETS_DIR, file).split(path.sep).join('/')}`;
  const entry = outputOf(meta, entryPoint);
  const chunks = new Set<string>();
  const visit = (file: string) => {
    for (const { path: chunk, kind } of meta.outputs[file].imports)
      if (kind === 'import-statement' && !chunks.has(chunk)) {
        chunks.add(chunk);
        visit(chunk);
      }
  };
  visit(entry);
  return { entry: url(entry), preload: [...chunks].map(url) };
}

const { metafile } = await build({
  ...buildOptions('production').client,
  entryPoints: [ROUTER_ENTRY, REACT_ENTRY],
  outdir: ASSETS_DIR,
  outbase: 'bench',
  // As the site's entry, vendor and shared chunks: every function of the floor runs as it hydrates.
  banner: { js: COMPILE_HINT },
});
await writePrecompressed(ASSETS_DIR);
const routerAssets = assetsOf(metafile, ROUTER_ENTRY);
const reactAssets = assetsOf(metafile, REACT_ENTRY);

function stream(res: Response, page: ReactNode) {
  const html = renderToPipeableStream(page, {
    onShellReady() {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      html.pipe(res);
    },
    onShellError() {
      res.status(500).send('error');
    },
  });
}

interface Borrowed {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** One file from the site as it answers these request headers (its own compression and image format). */
function borrow(target: string, accept: string, acceptEncoding: string): Promise<Borrowed> {
  return new Promise((resolve, reject) => {
    http
      .get(`${siteUrl}${target}`, { headers: { accept, 'accept-encoding': acceptEncoding } }, (res) => {
        const parts: Buffer[] = [];
        res.on('data', (part: Buffer) => parts.push(part));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 502, headers: res.headers, body: Buffer.concat(parts) }),
        );
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

/** Borrowed once per file and request headers: the timings are of the transfer, not of the site's work. */
const borrowed = new Map<string, Promise<Borrowed>>();
const SITE_PREFIX = '/site';

/** The site's stylesheet, from its build's manifest (the bench builds the site first), read once. */
let stylesheet: string | undefined;
const siteStylesheet = (): string =>
  (stylesheet ??= (
    JSON.parse(fs.readFileSync(path.join(DIST, 'client/manifest.json'), 'utf8')) as { css: string[] }
  ).css[0]);

const routes = floorRoutes(apiUrl);
const handler = createStaticHandler(routes);
const app = express();
app.use(compression());
app.use(
  '/assets',
  expressStaticGzip(ASSETS_DIR, { enableBrotli: true, orderPreference: ['br', 'gzip'], index: false }),
);
app.get('/healthz', (_req, res) => {
  res.send('ok');
});
app.use(SITE_PREFIX, async (req, res) => {
  if (!siteUrl) {
    res.status(404).end();
    return;
  }
  const accept = req.headers.accept ?? '';
  const acceptEncoding = String(req.headers['accept-encoding'] ?? '');
  const key = `${req.url}|${accept}|${acceptEncoding}`;
  if (!borrowed.has(key))
    borrowed.set(
      key,
      // A failed borrow (the site not up yet) is tried again by the next request.
      borrow(req.url, accept, acceptEncoding).catch((error: unknown) => {
        borrowed.delete(key);
        throw error;
      }),
    );
  const file = await borrowed.get(key)!;
  for (const name of ['content-type', 'content-encoding', 'vary'])
    if (file.headers[name]) res.setHeader(name, file.headers[name]);
  res.status(file.status).end(file.body);
});
app.get('/search-cruise', async (req, res) => {
  // `dress` is the floor's own switch: the catalogue would refuse it as an unknown filter.
  const url = new URL(`http://${req.headers.host}${req.originalUrl}`);
  const dressed = url.searchParams.get('dress') === '1' && Boolean(siteUrl);
  url.searchParams.delete('dress');
  const context = await handler.query(new Request(url));
  if (context instanceof globalThis.Response) {
    res.status(context.status).end();
    return;
  }
  const first = (context.loaderData.cruises as Cruise[] | undefined)?.[0];
  const assets: FloorAssets =
    dressed && first
      ? {
          ...routerAssets,
          dress: {
            stylesheet: SITE_PREFIX + siteStylesheet(),
            image: SITE_PREFIX + imageUrl(first.image.url, PHONE_IMAGE_WIDTH),
          },
        }
      : routerAssets;
  const payload: FloorPayload<FloorRouterData> = {
    assets,
    data: {
      apiUrl,
      hydrationData: {
        loaderData: context.loaderData,
        actionData: context.actionData,
        errors: context.errors,
      },
    },
  };
  stream(
    res,
    <FloorDocument assets={assets} json={toScriptJson(payload)}>
      <StaticRouterProvider
        router={createStaticRouter(handler.dataRoutes, context)}
        context={context}
        hydrate={false}
      />
    </FloorDocument>,
  );
});
app.get('/react-only', async (req, res) => {
  const query = new URLSearchParams(req.query as Record<string, string>).toString();
  const { items } = (await (await fetch(searchCruisesUrl(apiUrl, query))).json()) as { items: Cruise[] };
  const payload: FloorPayload<Cruise[]> = { assets: reactAssets, data: items };
  stream(
    res,
    <FloorDocument assets={reactAssets} json={toScriptJson(payload)}>
      <SearchResults cruises={items} />
    </FloorDocument>,
  );
});
app.listen(port, '127.0.0.1');

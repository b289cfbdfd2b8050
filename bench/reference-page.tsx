/**
 * The bench's second reference: the floor the performance targets measure us against, "a bare Express +
 * renderToPipeableStream page" with the same 24 cruises, fetched from the local API on every request.
 * No site around it: no header or footer, no filters, no router, no cookies, no security headers, one
 * flat card per cruise. bench/run.ts starts it as its own production process (`node --import tsx`) and
 * drives it like the site, so "× bare" in bench/RESULTS.md says what the whole site costs on top of the
 * floor on this machine.
 */
import http from 'node:http';
import compression from 'compression';
import express from 'express';
import fetch from 'node-fetch';
import { renderToPipeableStream } from 'react-dom/server';
import { SearchResults, searchCruisesUrl, type Cruise } from './reference-cards';

const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:4310';
const port = Number(process.env.PORT ?? 4313);
const agent = new http.Agent({ keepAlive: true, maxSockets: 128 });

function Page({ cruises }: { cruises: Cruise[] }) {
  return (
    <html lang="ru">
      <head>
        <meta charSet="utf-8" />
        <title>Поиск круизов</title>
      </head>
      <body>
        <SearchResults cruises={cruises} />
        <script
          id="data"
          type="application/json"
          dangerouslySetInnerHTML={{ __html: JSON.stringify(cruises).replace(/</g, '\\u003c') }}
        />
      </body>
    </html>
  );
}

const app = express();
app.use(compression());
app.get('/healthz', (_req, res) => {
  res.send('ok');
});
app.get('/search-cruise', async (req, res) => {
  const query = new URLSearchParams(req.query as Record<string, string>).toString();
  const response = await fetch(searchCruisesUrl(apiUrl, query), { agent });
  const { items } = (await response.json()) as { items: Cruise[] };
  const stream = renderToPipeableStream(<Page cruises={items} />, {
    onShellReady() {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      stream.pipe(res);
    },
    onShellError() {
      res.status(500).send('error');
    },
  });
});
app.listen(port, '127.0.0.1');

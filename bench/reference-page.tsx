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

interface Cruise {
  slug: string;
  title: string;
  startDate: string;
  nights: number;
  route: string[];
  ship: { name: string };
  cruiseLine: { name: string };
  image: { url: string; width: number; height: number };
  priceFromRub: { amount: number } | null;
}

const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:4310';
const port = Number(process.env.PORT ?? 4313);
const agent = new http.Agent({ keepAlive: true, maxSockets: 128 });
const rub = new Intl.NumberFormat('ru-RU', { style: 'currency', currency: 'RUB', maximumFractionDigits: 0 });
const day = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', year: 'numeric' });

function Card({ cruise }: { cruise: Cruise }) {
  const img = (w: number) => `/_img?url=${cruise.image.url}&w=${w}`;
  return (
    <article className="card">
      <img
        src={img(640)}
        srcSet={`${img(640)} 640w, ${img(1080)} 1080w`}
        sizes="(min-width: 1200px) 300px, 100vw"
        width={cruise.image.width}
        height={cruise.image.height}
        alt=""
        loading="lazy"
      />
      <h3>
        <a href={`/cruise/${cruise.slug}`}>{cruise.title}</a>
      </h3>
      <p>{cruise.route.join(' → ')}</p>
      <ul>
        <li>{day.format(new Date(cruise.startDate))}</li>
        <li>{`${cruise.nights} ноч.`}</li>
        <li>{`${cruise.ship.name} · ${cruise.cruiseLine.name}`}</li>
      </ul>
      <p>{cruise.priceFromRub ? `от ${rub.format(cruise.priceFromRub.amount)}` : 'Цена по запросу'}</p>
    </article>
  );
}

function Page({ cruises }: { cruises: Cruise[] }) {
  return (
    <html lang="ru">
      <head>
        <meta charSet="utf-8" />
        <title>Поиск круизов</title>
      </head>
      <body>
        <main>
          <h1>Поиск круизов</h1>
          <ul>
            {cruises.map((cruise) => (
              <li key={cruise.slug}>
                <Card cruise={cruise} />
              </li>
            ))}
          </ul>
        </main>
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
  const response = await fetch(`${apiUrl}/api/v1/search/get-cruises?${query}`, { agent });
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

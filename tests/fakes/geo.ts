/**
 * A fake public-IP and geo-by-IP service on 127.0.0.1: `GET /ip` answers the configured IP (text or JSON
 * {ip}), `GET /geo/:ip` answers JSON {city, country, region} for known IPs and 404 otherwise. It can be
 * slowed down to test the lookup timeout.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Place {
  city: string;
  country: string;
  region: string;
}

export interface FakeGeo {
  /** IP_LOOKUP_URL */
  ipUrl: string;
  /** GEO_LOOKUP_URL, with the `{ip}` placeholder. */
  geoUrl: string;
  /** Paths asked, in order. */
  requests: string[];
  setDelay(ms: number): void;
  close(): Promise<void>;
}

export async function startFakeGeo(
  options: { publicIp?: string; ipFormat?: 'text' | 'json'; places?: Record<string, Place> } = {},
): Promise<FakeGeo> {
  const requests: string[] = [];
  const places = options.places ?? {};
  let delay = 0;
  const server = http.createServer((req, res) => {
    const path = req.url ?? '';
    requests.push(path);
    const reply = () => {
      if (path === '/ip') {
        const ip = options.publicIp ?? '203.0.113.7';
        if (options.ipFormat === 'json')
          res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ ip }));
        else res.writeHead(200, { 'content-type': 'text/plain' }).end(`${ip}\n`);
        return;
      }
      const match = /^\/geo\/([^/]+)$/.exec(path);
      const place = match ? places[decodeURIComponent(match[1])] : undefined;
      if (place) res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(place));
      else res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"unknown ip"}');
    };
    if (delay > 0) setTimeout(reply, delay);
    else reply();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;
  return {
    ipUrl: `${base}/ip`,
    geoUrl: `${base}/geo/{ip}`,
    requests,
    setDelay(ms) {
      delay = ms;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

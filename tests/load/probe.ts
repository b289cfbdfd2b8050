/**
 * Raw HTTP probes for the fuzzers and the bad-input table: the path goes on the wire exactly as given
 * (fetch would normalise it), and the answer is checked for a 5xx and for unescaped reflection.
 */
import http from 'node:http';

export interface ProbeResult {
  status: number;
  contentType: string;
  body: string;
  ms: number;
}

export interface ProbeRequest {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

export const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });

export function probe(base: string, request: ProbeRequest, timeoutMs = 30_000): Promise<ProbeResult> {
  const url = new URL(base);
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        method: request.method ?? 'GET',
        path: request.path,
        headers: request.headers,
        agent,
        timeout: timeoutMs,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            contentType: String(res.headers['content-type'] ?? ''),
            body: Buffer.concat(chunks).toString('utf8'),
            ms: Date.now() - started,
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('timeout', () =>
      req.destroy(new Error(`no answer in ${timeoutMs} ms: ${request.path.slice(0, 200)}`)),
    );
    req.on('error', reject);
    req.end(request.body);
  });
}

/**
 * Markup a visitor could inject: every payload the tests send carries one of these, and none may come back
 * unescaped in an HTML answer (React escapes text and attributes; the router state is JSON with `<` escaped).
 */
export const INJECTION_MARKERS = [
  '<script>alert(',
  '</script><script>',
  '<svg onload=',
  '<svg/onload=',
  '<img src=x onerror=',
  '" onmouseover="',
  "' onfocus='",
  '<iframe src=',
  'href="javascript:',
  '<x-evil',
];

/** The markers found unescaped in an HTML body. */
export function reflectedMarkers(result: Pick<ProbeResult, 'contentType' | 'body'>): string[] {
  if (!result.contentType.includes('html')) return [];
  const lower = result.body.toLowerCase();
  return INJECTION_MARKERS.filter((marker) => lower.includes(marker.toLowerCase()));
}

/** Percent-encodes what the HTTP client refuses on the wire (spaces, controls, non-Latin-1), keeping the rest raw. */
export function wirePath(path: string): string {
  return path.replace(/[^\u0021-\u007e]/gu, (c) => encodeURIComponent(c));
}

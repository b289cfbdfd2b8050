/** Express request → Fetch API Request for react-router's static handler (after react-router-express). */
import type { Request as ExpressRequest } from 'express';

export function toFetchRequest(req: ExpressRequest, signal: AbortSignal): Request {
  // [reliability] A `//x` path or a malformed Host header made `new URL` throw (a 500): keep a valid Host only.
  const url = new URL(`${req.protocol}://${validHost(req.get('host'))}${req.originalUrl}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else headers.set(name, value);
  }
  const body = req.method === 'POST' && Buffer.isBuffer(req.body) ? new Uint8Array(req.body) : undefined;
  return new Request(url, { method: req.method, headers, signal, body });
}

/** The Host header when it is a plain host[:port]; anything else (a path, a bad port, markup) is ignored. */
function validHost(host: string | undefined): string {
  if (!host || /[^\w.:[\]-]/.test(host) || !URL.canParse(`http://${host}`)) return 'localhost';
  return host;
}

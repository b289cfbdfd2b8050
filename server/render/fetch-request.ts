/** Express request → Fetch API Request for react-router's static handler (after react-router-express). */
import type { Request as ExpressRequest } from 'express';

export function toFetchRequest(req: ExpressRequest, signal: AbortSignal): Request {
  const url = new URL(req.originalUrl, `${req.protocol}://${req.get('host') ?? 'localhost'}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else headers.set(name, value);
  }
  const body = req.method === 'POST' && Buffer.isBuffer(req.body) ? new Uint8Array(req.body) : undefined;
  return new Request(url, { method: req.method, headers, signal, body });
}

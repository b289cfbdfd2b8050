/**
 * The site's HTTP server. Its requests and responses are created with Express's own prototypes
 * (`app.request`, `app.response`), so Express's `Object.setPrototypeOf` on every request finds them already
 * set and changes nothing.
 *
 * Why: after that prototype change V8 kept a request's objects alive through two young-generation
 * collections, so they were copied into the old generation and freed only by the next full collection.
 * A bare Express app promoted 7.2 KB a request that way, the site's /robots.txt 25 KB and a search page
 * 22 KB more than with these constructors (Node's own server: 0.02 KB). That garbage is what fills V8's
 * old generation: docs/performance.md, "Tenth pass".
 */
import http from 'node:http';
import type { Duplex } from 'node:stream';
import type { Socket } from 'node:net';
import type { Express } from 'express';
import { STATIC_PAGE_STYLE_SOURCE, TOO_LONG_REQUEST_HTML } from './render/fallback-page';

/** Node's answers to what it cannot parse, as its own default gives them. */
const UNREADABLE_STATUS: Record<string, string> = {
  HPE_HEADER_OVERFLOW: '431 Request Header Fields Too Large',
  HPE_CHUNK_EXTENSIONS_OVERFLOW: '413 Payload Too Large',
  ERR_HTTP_REQUEST_TIMEOUT: '408 Request Timeout',
};

/**
 * What Node answers itself to a request it cannot parse, as its default does, but a visitor's browser gets a
 * Russian page for the one a link can cause: an address longer than Node reads (16 KB of headers), which
 * Chromium showed as its own English «HTTP ERROR 431». Nothing is written while an earlier response on the
 * same connection is still going out (it would land inside that body); the socket is closed either way.
 */
function answerUnreadable(error: NodeJS.ErrnoException, socket: Duplex) {
  const inFlight = (socket as Duplex & { _httpMessage?: { headersSent: boolean } })._httpMessage;
  if (error.code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent) {
    socket.destroy();
    return;
  }
  const status = UNREADABLE_STATUS[error.code ?? ''] ?? '400 Bad Request';
  const body = error.code === 'HPE_HEADER_OVERFLOW' ? Buffer.from(TOO_LONG_REQUEST_HTML) : null;
  const head = body
    ? 'Content-Type: text/html; charset=utf-8\r\n' +
      `Content-Security-Policy: default-src 'none'; style-src ${STATIC_PAGE_STYLE_SOURCE}\r\n` +
      'Cache-Control: no-store\r\n' +
      `Content-Length: ${body.length}\r\n`
    : '';
  socket.write(`HTTP/1.1 ${status}\r\n${head}Connection: close\r\n\r\n`);
  socket.end(body ?? undefined, () => socket.destroy());
}

// Node's http classes are ES5 constructor functions (on Node 20 and 24), so a constructor of our own can
// let `new` allocate the object with Express's prototype and have Node's constructor initialise it.
const initRequest = http.IncomingMessage as unknown as (this: object, socket: Socket) => void;
const initResponse = http.ServerResponse as unknown as (
  this: object,
  req: http.IncomingMessage,
  options?: object,
) => void;

export function createSiteServer(app: Express): http.Server {
  function SiteRequest(this: object, socket: Socket) {
    initRequest.call(this, socket);
  }
  SiteRequest.prototype = app.request;
  function SiteResponse(this: object, req: http.IncomingMessage, options?: object) {
    initResponse.call(this, req, options);
  }
  SiteResponse.prototype = app.response;
  const server = http.createServer(
    {
      IncomingMessage: SiteRequest as unknown as typeof http.IncomingMessage,
      ServerResponse: SiteResponse as unknown as typeof http.ServerResponse,
    },
    app,
  );
  server.on('clientError', answerUnreadable);
  return server;
}

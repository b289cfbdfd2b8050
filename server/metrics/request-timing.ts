/**
 * Where one page's time went, as a `Server-Timing` header (DevTools' Timing tab, the load test): API time
 * and calls, loaders, render-slot wait, time to shell, whole render, and what the caches did. Every value
 * is a number or a fixed word: no host name, URL or key ever goes into it.
 *
 * The timing lives in `res.locals.timing`; the request's own API client is handed it (server/app.ts) and
 * records its calls and cache look-ups there. Not AsyncLocalStorage: on Node 20 each store is copied into
 * every promise and callback a request makes; without ours, −1.4% CPU a page (docs/performance.md, "Twelfth
 * pass").
 */
import type { NextFunction, Request, Response } from 'express';
import type { CacheLookup, MicroCacheOutcome, RenderPhase } from './metrics';

export class RequestTiming {
  private readonly phases = new Map<RenderPhase, number>();
  /** [start, end] of each API call that went to the network, in ms. */
  private readonly calls: Array<[number, number]> = [];
  private readonly lookups = new Set<CacheLookup>();

  apiCall(startMs: number, endMs: number): void {
    this.calls.push([startMs, endMs]);
  }

  cacheLookup(outcome: CacheLookup): void {
    this.lookups.add(outcome);
  }

  phase(phase: RenderPhase, ms: number): void {
    this.phases.set(phase, ms);
  }

  has(phase: RenderPhase): boolean {
    return this.phases.has(phase);
  }

  /** The whole render of a page whose headers left at its shell. */
  trailer(): string {
    return `render;dur=${ms(this.phases.get('render') ?? 0)}`;
  }

  /** Wall time with at least one API call in flight: parallel calls count once. */
  apiMs(): number {
    const sorted = [...this.calls].sort((a, b) => a[0] - b[0]);
    let total = 0;
    let reach = -Infinity;
    for (const [start, end] of sorted) {
      if (end <= reach) continue;
      total += end - Math.max(start, reach);
      reach = end;
    }
    return total;
  }

  /** hit: every answer came from a cache; stale: at least one stale answer; miss: the API was called. */
  cacheOutcome(micro: MicroCacheOutcome): 'hit' | 'miss' | 'stale' | null {
    if (micro === 'hit' || micro === 'wait') return 'hit';
    if (this.calls.length > 0 || this.lookups.has('miss') || this.lookups.has('join')) return 'miss';
    if (this.lookups.has('stale')) return 'stale';
    return this.lookups.has('hit') ? 'hit' : null;
  }

  /** The header's value; phases not yet known (a streamed page's whole render) are left out. */
  header(micro: MicroCacheOutcome): string {
    const parts: string[] = [];
    if (micro !== 'hit' && micro !== 'wait') {
      const n = this.calls.length;
      parts.push(`api;dur=${ms(this.apiMs())};desc="${n} ${n === 1 ? 'call' : 'calls'}"`);
      for (const phase of ['loaders', 'queue', 'shell', 'render'] as const) {
        const value = this.phases.get(phase);
        if (value !== undefined) parts.push(`${phase};dur=${ms(value)}`);
      }
    }
    const cache = this.cacheOutcome(micro);
    if (cache) parts.push(`cache;desc=${cache}`);
    return parts.join(', ');
  }
}

function ms(value: number): string {
  return value.toFixed(1);
}

/** The timing of a request that serverTiming() saw, if any. */
export function timingOf(res: Response): RequestTiming | undefined {
  return res.locals.timing as RequestTiming | undefined;
}

export function microCacheOutcome(res: Response): MicroCacheOutcome {
  const header = String(res.getHeader('X-Micro-Cache') ?? '').toLowerCase();
  return header === 'hit' || header === 'wait' || header === 'miss' ? header : 'bypass';
}

/**
 * Mounted in front of the micro-cache and the renderer: gives the request its timing and writes the header
 * just before the response's headers leave, whoever sends them. A page streamed to people leaves at its
 * shell, before the whole render is known: that figure follows as a trailer.
 */
export function serverTiming(options: { onFinish?: (req: Request, res: Response) => void } = {}) {
  return function serverTimingMiddleware(req: Request, res: Response, next: NextFunction) {
    if (req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'POST') {
      next();
      return;
    }
    const timing = new RequestTiming();
    res.locals.timing = timing;
    let trailer = false;
    const writeHead = res.writeHead;
    res.writeHead = function (this: Response, ...args: unknown[]) {
      if (String(res.getHeader('Content-Type') ?? '').startsWith('text/html')) {
        const micro = microCacheOutcome(res);
        res.setHeader('Server-Timing', timing.header(micro));
        // Only a streamed (chunked) body can end with a trailer.
        trailer =
          !timing.has('render') &&
          micro !== 'hit' &&
          micro !== 'wait' &&
          req.method !== 'HEAD' &&
          !res.hasHeader('Content-Length');
        if (trailer) res.setHeader('Trailer', 'Server-Timing');
      }
      return (writeHead as (...a: unknown[]) => Response).apply(this, args);
    } as Response['writeHead'];
    const end = res.end;
    res.end = function (this: Response, ...args: unknown[]) {
      if (trailer && timing.has('render')) res.addTrailers({ 'Server-Timing': timing.trailer() });
      return (end as (...a: unknown[]) => Response).apply(this, args);
    } as Response['end'];
    res.once('finish', () => options.onFinish?.(req, res));
    next();
  };
}

import type { Request, Response } from 'express';
import { describe, expect, it } from 'vitest';
import { routeLabel } from './route-label';

function label(path: string, locals: Record<string, unknown> = {}, microCache?: string): string {
  const req = { path } as Request;
  const res = { locals, getHeader: (name: string) => (name === 'X-Micro-Cache' ? microCache : undefined) };
  return routeLabel(req, res as unknown as Response);
}

describe('the route label of a request', () => {
  it('is the route the renderer matched', () => {
    expect(label('/cruise/volga-7', { routeId: 'cruise' })).toBe('cruise');
  });

  it('is a kind for what is not a page, whatever the URL', () => {
    expect(label('/assets/app-1a2b.js')).toBe('asset');
    expect(label('/_img')).toBe('image');
    expect(label('/storage/ships/a.jpg')).toBe('storage');
    expect(label('/api/v1/cruises/get-popular')).toBe('api');
    expect(label('/sitemaps/cruises-2.xml')).toBe('seo');
    expect(label('/readyz')).toBe('health');
    expect(label('/metrics')).toBe('metrics');
    expect(label('/favicon.ico')).toBe('other');
  });

  it('finds the route of a page the micro-cache answered', () => {
    expect(label('/region/sredizemnoe-more', {}, 'HIT')).toBe('region');
    expect(label('/search-cruise/rechnye', {}, 'WAIT')).toBe('landing');
    expect(label('/', {}, 'HIT')).toBe('home');
    expect(label('/a/b/c', {}, 'HIT')).toBe('not-found');
  });
});

import { describe, expect, it } from 'vitest';
import { loadCatalogConfig } from './config';

describe('the standalone catalogue config', () => {
  it('has defaults for a bare environment', () => {
    expect(loadCatalogConfig({})).toMatchObject({
      port: 4000,
      host: '127.0.0.1',
      dbPath: 'data/catalog.sqlite',
      siteOrigins: ['http://localhost:3000'],
      rateLimitPerMinute: undefined,
    });
  });

  it('reads site origins as origins, whatever path follows them', () => {
    const config = loadCatalogConfig({ SITE_ORIGINS: 'https://cruise.ru/x, http://127.0.0.1:3000' });
    expect(config.siteOrigins).toEqual(['https://cruise.ru', 'http://127.0.0.1:3000']);
  });

  it('stops at a bad value, naming the variable', () => {
    expect(() => loadCatalogConfig({ CATALOG_PORT: 'four' })).toThrow(/CATALOG_PORT/);
    expect(() => loadCatalogConfig({ SITE_ORIGINS: 'cruise.ru' })).toThrow(/SITE_ORIGINS: not an origin/);
    expect(() => loadCatalogConfig({ CATALOG_RATE_LIMIT: '0' })).toThrow(/CATALOG_RATE_LIMIT/);
  });

  it('stops at a CATALOG_ variable it does not read, instead of keeping the default unnoticed', () => {
    expect(() => loadCatalogConfig({ CATALOG_RATE_LIMIT_PER_MINUTE: '100000' })).toThrow(
      /CATALOG_RATE_LIMIT_PER_MINUTE: not a catalogue setting \(.*CATALOG_RATE_LIMIT\b/,
    );
    expect(loadCatalogConfig({ CATALOG_RATE_LIMIT: '100000' }).rateLimitPerMinute).toBe(100_000);
  });
});

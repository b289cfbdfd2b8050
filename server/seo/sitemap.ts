/**
 * The sitemap, built from the API and kept in memory for ~10 minutes. One build serves the index and
 * every file; concurrent requests share a build in flight. A section that fails keeps its last good URLs
 * (or is left out until it loads), so a flaky endpoint never empties the whole sitemap.
 */
import type { Logger } from 'pino';
import type { ApiClient } from '../../shared/api/client';
import { SITEMAP_SECTIONS, sectionCollectors, type SitemapSection } from './collect';
import { chunkFiles, sitemapIndexXml, urlsetXml, type SitemapUrl } from './xml';

const SITEMAP_CACHE_MS = 10 * 60_000;

interface SitemapFiles {
  index: string;
  files: Map<string, string>;
  builtAt: number;
}

export interface SitemapOptions {
  siteUrl: string;
  api: () => ApiClient;
  logger: Pick<Logger, 'info' | 'warn'>;
  cacheMs?: number;
  /** Test hook: URLs per file. */
  maxUrlsPerFile?: number;
  now?: () => number;
}

export interface SitemapService {
  get(): Promise<SitemapFiles>;
}

export function createSitemap({
  siteUrl,
  api,
  logger,
  cacheMs = SITEMAP_CACHE_MS,
  maxUrlsPerFile,
  now = Date.now,
}: SitemapOptions): SitemapService {
  const lastGood = new Map<SitemapSection, SitemapUrl[]>();
  let current: SitemapFiles | null = null;
  let building: Promise<SitemapFiles> | null = null;

  async function build(): Promise<SitemapFiles> {
    const collectors = sectionCollectors(api);
    const results = await Promise.all(
      SITEMAP_SECTIONS.map(async (section) => {
        try {
          const urls = await collectors[section]();
          lastGood.set(section, urls);
          return [section, urls] as const;
        } catch (error) {
          logger.warn({ err: error, section }, 'sitemap section failed, keeping the last good one');
          return [section, lastGood.get(section) ?? []] as const;
        }
      }),
    );
    const files = new Map<string, string>();
    for (const [section, urls] of results) {
      for (const chunk of chunkFiles(section, urls, maxUrlsPerFile))
        files.set(chunk.file, urlsetXml(siteUrl, chunk.items));
    }
    const built: SitemapFiles = { index: sitemapIndexXml(siteUrl, [...files.keys()]), files, builtAt: now() };
    logger.info(
      { files: files.size, urls: results.reduce((n, [, urls]) => n + urls.length, 0) },
      'sitemap built',
    );
    return built;
  }

  return {
    get() {
      if (current && now() - current.builtAt < cacheMs) return Promise.resolve(current);
      if (!building) {
        building = build()
          .then((built) => {
            current = built;
            return built;
          })
          .finally(() => {
            building = null;
          });
      }
      // A stale sitemap is served at once while the new one builds.
      return current ? Promise.resolve(current) : building;
    },
  };
}

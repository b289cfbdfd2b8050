/**
 * Relevance of search by term over the seed catalogue, the whole way a visitor's query travels: the site's
 * correction (shared/search/corrections.ts) around the catalogue's engine. At least 95% of the queries must
 * have an expected result among the first five; the misses are printed.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { searchByTerm } from '../../catalog/search/term-search';
import { makeCatalog, type TestCatalog } from '../../catalog/test/helpers';
import { searchWithCorrection } from '../../shared/search/corrections';
import { RELEVANCE_QUERIES } from './queries';

const TOP = 5;
const REQUIRED_SHARE = 0.95;

let t: TestCatalog;
beforeAll(() => {
  t = makeCatalog();
});
afterAll(() => t.cleanup());

async function topResults(t: TestCatalog, query: string): Promise<string[]> {
  const model = t.catalog.store.model();
  const view = t.catalog.store.view();
  const found = await searchWithCorrection(
    query,
    async (term) => searchByTerm(model, view, { term, limit: TOP, page: 1 }),
    (r) => r.total > 0,
  );
  return (found?.result.best ?? []).slice(0, TOP).map((hit) => `${hit.kind}:${hit.slug}`);
}

it(`finds an expected result in the top ${TOP} for at least ${REQUIRED_SHARE * 100}% of the relevance set`, async () => {
  expect(RELEVANCE_QUERIES.length).toBeGreaterThanOrEqual(80);
  const misses: string[] = [];
  for (const q of RELEVANCE_QUERIES) {
    const top = await topResults(t, q.query);
    if (!q.expect.some((e) => top.includes(e)))
      misses.push(
        `  ${q.kind}: «${q.query}» expected ${q.expect.join(' | ')}, got ${top.join(', ') || 'nothing'}`,
      );
  }
  const share = 1 - misses.length / RELEVANCE_QUERIES.length;
  // The report a person reads: which queries fail and what they got instead.
  process.stdout.write(
    `search relevance: hit@${TOP} ${(share * 100).toFixed(1)}% of ${RELEVANCE_QUERIES.length} queries` +
      (misses.length ? `; misses:\n${misses.join('\n')}\n` : '\n'),
  );
  expect(share).toBeGreaterThanOrEqual(REQUIRED_SHARE);
});

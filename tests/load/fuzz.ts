/**
 * The long fuzz: FUZZ_COUNT (default 10,000) seeded random requests against the built server with the
 * embedded catalogue. Passing: no 5xx, no unescaped reflection, no request without an answer, alive after.
 */
import { runFuzz, type FuzzReport } from './fuzz-requests';
import type { ServerProcess } from './server-process';
import { discoverSlugs } from './site-urls';

export interface LongFuzzReport extends FuzzReport {
  seed: number;
  stillAlive: boolean;
}

export async function runLongFuzz(
  server: ServerProcess,
  options: { seed: number; count: number; log?: (line: string) => void },
): Promise<LongFuzzReport> {
  const slugs = await discoverSlugs(server.url);
  // The sitemap index is built from the whole catalogue on first request (seconds); build it before the
  // fuzz so its first, slow answer is measured here rather than timing out a random request.
  const sitemapStarted = Date.now();
  await fetch(`${server.url}/sitemap.xml`).then((r) => r.text());
  options.log?.(`fuzz: cold /sitemap.xml took ${Date.now() - sitemapStarted} ms`);
  const report = await runFuzz(server.url, slugs, {
    seed: options.seed,
    count: options.count,
    concurrency: 8,
    onProgress: (done) => options.log?.(`fuzz: ${done}/${options.count}`),
  });
  const stillAlive = (await fetch(`${server.url}/healthz`).catch(() => null))?.ok === true;
  return { ...report, seed: options.seed, stillAlive };
}

export function fuzzProblems(report: LongFuzzReport): string[] {
  const problems = report.failures
    .slice(0, 20)
    .map(
      (f) =>
        `${f.problem}: ${f.request.method ?? 'GET'} ${f.request.path.slice(0, 200)} headers=${JSON.stringify(f.request.headers ?? {}).slice(0, 300)} body=${String(f.request.body ?? '').slice(0, 100)}`,
    );
  if (report.failures.length > 20) problems.push(`… and ${report.failures.length - 20} more`);
  if (!report.stillAlive) problems.push('the server no longer answers /healthz');
  return problems;
}

/**
 * Latency of search by term (`/api/v1/search/get-by-term`) on the embedded catalogue: the catalogue on a
 * fresh seed store behind a loopback HTTP server, every query of the relevance set
 * (tests/search-relevance/queries.ts) asked one at a time, several rounds after a warm-up. Prints p50 and
 * p99 in milliseconds; the target is a p99 of at most 10 ms.
 * Run: npx tsx bench/term-search.ts   (also part of `npm run bench`)
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { makeCatalog } from '../catalog/test/helpers';
import { RELEVANCE_QUERIES } from '../tests/search-relevance/queries';

const ROUNDS = Number(process.env.BENCH_TERM_ROUNDS ?? 20);
export const TERM_P99_TARGET_MS = 10;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export interface TermBench {
  /** Wall-clock latency of a request, ms. */
  p50: number;
  p99: number;
  /** CPU time of a request (the loopback client and the catalogue share this process), ms: what a busy machine does not inflate. */
  cpuP50: number;
  cpuP99: number;
  requests: number;
}

export async function benchTermSearch(): Promise<TermBench> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'term-bench-'));
  // The real clock: the day's view is what a visitor would search today.
  const t = makeCatalog({ now: () => new Date() }, dir);
  const server = http.createServer(t.app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1/search/get-by-term`;
  const ask = async (term: string) => {
    const res = await fetch(`${base}?term=${encodeURIComponent(term)}&limit=20`);
    if (!res.ok) throw new Error(`${res.status} for «${term}»`);
    await res.arrayBuffer();
  };
  try {
    for (const q of RELEVANCE_QUERIES) await ask(q.query);
    const times: number[] = [];
    const cpu: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      for (const q of RELEVANCE_QUERIES) {
        const start = performance.now();
        const cpuStart = process.cpuUsage();
        await ask(q.query);
        const used = process.cpuUsage(cpuStart);
        times.push(performance.now() - start);
        cpu.push((used.user + used.system) / 1000);
      }
    }
    times.sort((a, b) => a - b);
    cpu.sort((a, b) => a - b);
    return {
      p50: percentile(times, 50),
      p99: percentile(times, 99),
      cpuP50: percentile(cpu, 50),
      cpuP99: percentile(cpu, 99),
      requests: times.length,
    };
  } finally {
    server.close();
    t.cleanup();
  }
}

export function termSearchLine(r: TermBench): string {
  const verdict = r.p99 <= TERM_P99_TARGET_MS ? 'within' : 'OVER';
  // On a shared machine the tail is the other processes' doing: the load average says how busy it was.
  const load = os.loadavg()[0].toFixed(1);
  return `search by term (embedded catalogue, ${r.requests} requests over ${RELEVANCE_QUERIES.length} queries): p50 ${r.p50.toFixed(2)} ms, p99 ${r.p99.toFixed(2)} ms (${verdict} the ${TERM_P99_TARGET_MS} ms target; load average ${load} on ${os.cpus().length} cores); CPU per request p50 ${r.cpuP50.toFixed(2)} ms, p99 ${r.cpuP99.toFixed(2)} ms`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.stdout.write(`${termSearchLine(await benchTermSearch())}\n`);
}

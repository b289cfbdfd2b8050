/**
 * `npx tsx bench/images.ts`: the image optimizer alone. A fake /storage host and the optimizer run on
 * loopback in this process; it prints the cold (miss) latency per output format, then drives one cached
 * URL with autocannon and prints req/s and latency. autocannon shares this process's CPU, so the req/s is
 * a floor, not a ceiling. Env: BENCH_CONNECTIONS (default 50), BENCH_SECONDS (default 10).
 */
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import express from 'express';
import pino from 'pino';
import { createEncoder, createImageOptimizer } from '../server/images/index';
import { startFakeSource } from '../server/images/test-fixtures';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const ACCEPT: Record<string, string> = {
  avif: 'image/avif,image/webp,*/*',
  webp: 'image/webp,*/*',
  jpeg: '*/*',
};

async function main(): Promise<void> {
  const source = await startFakeSource();
  const cacheDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-images-'));
  const app = express();
  const encoder = createEncoder();
  app.use(
    createImageOptimizer({
      sourceOrigin: () => source.origin,
      cacheDir,
      logger: pino({ level: 'silent' }),
      encoder,
    }),
  );
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const url = (w: number) => `${base}/_img?url=${encodeURIComponent('/storage/photo.jpg')}&w=${w}&q=75`;

  try {
    console.log('cold misses (800×600 JPEG source, fetch + decode + resize + encode):');
    for (const [format, accept] of Object.entries(ACCEPT)) {
      for (const w of [384, 640]) {
        const started = performance.now();
        const res = await fetch(url(w), { headers: { accept } });
        const bytes = (await res.arrayBuffer()).byteLength;
        const ms = (performance.now() - started).toFixed(1);
        console.log(
          `  ${format.padEnd(5)} w=${String(w).padEnd(4)} ${ms.padStart(7)} ms  ${bytes} B  ${res.headers.get('x-image-cache')}`,
        );
      }
    }

    const result = await autocannon({
      url: url(640),
      connections: CONNECTIONS,
      duration: DURATION_S,
      headers: { accept: ACCEPT.avif },
    });
    console.log(`\ncached hit (AVIF, w=640), ${CONNECTIONS} connections, ${DURATION_S} s:`);
    console.log(
      `  req/s avg ${result.requests.average}, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`,
    );
    console.log(
      `  non-2xx ${result.non2xx}, errors ${result.errors}, source hits ${source.hitsOf('/storage/photo.jpg')}`,
    );
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    encoder.close();
    await source.close();
    await fs.rm(cacheDir, { recursive: true, force: true });
  }
}

await main();

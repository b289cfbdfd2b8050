/**
 * A/B of time to usable on a phone (bench/time-to-usable.ts: Slow 4G, 4× CPU slowdown, empty cache) between
 * two builds, for a machine whose speed drifts: both sites run side by side (bench/site-process.ts,
 * `startBuilds`), with the API cache as `npm run bench` measures phones, and rounds alternate A, B, B, A, …
 * Each round loads each page BENCH_USABLE_LOADS times (3) and keeps the median. Prints every round and, per
 * page, both medians and the median of the rounds' differences.
 *
 *   npx tsx bench/ab-usable.ts <dirA> <dirB> [path…]
 *
 * Paths default to the three pages the bench measures on a phone (home, search with filters, the most
 * popular cruise). AB_ROUNDS (4), BENCH_PORT (4320; four ports from there).
 */
import { launchBrowser } from './first-load-js';
import { median, startBuilds } from './site-process';
import { timeToUsable } from './time-to-usable';

const [dirA, dirB, ...paths] = process.argv.slice(2);
if (!dirA || !dirB) {
  process.stderr.write('usage: npx tsx bench/ab-usable.ts <dirA> <dirB> [path…]\n');
  process.exit(2);
}
const ROUNDS = Number(process.env.AB_ROUNDS ?? 4);
const BASE_PORT = Number(process.env.BENCH_PORT ?? 4320);

async function main() {
  const { builds, stop } = await startBuilds([dirA, dirB], BASE_PORT, () => ({
    API_CACHE: 'on',
    MICRO_CACHE_TTL_MS: '0',
  }));
  const browser = await launchBrowser().catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  try {
    if (paths.length === 0) {
      const api = `http://127.0.0.1:${BASE_PORT}`;
      const popular = (await (await fetch(`${api}/api/v1/cruises/get-popular?limit=1`)).json()) as {
        items: { slug: string }[];
      };
      paths.push(
        '/',
        '/search-cruise?kind=sea&nights=4-7&sort=price-asc',
        `/cruise/${popular.items[0].slug}`,
      );
    }
    // Warm up: the pictures' encodes and the servers' JIT, so no round pays for them.
    for (const build of builds) for (const p of paths) await fetch(build.base + p);
    for (const build of builds) for (const p of paths) await timeToUsable(browser, build.base + p);
    const ms = new Map(builds.map((b) => [b.name, paths.map((): number[] => [])]));
    for (let round = 0; round < ROUNDS; round++) {
      const order = round % 2 ? [builds[1], builds[0]] : builds;
      for (const build of order) {
        for (const [i, p] of paths.entries()) {
          const usable = await timeToUsable(browser, build.base + p);
          ms.get(build.name)![i].push(usable.ms);
          process.stdout.write(
            `  ${build.name} ${p}: ${Math.round(usable.ms)} ms, ${usable.scripts} scripts, ${usable.requests} requests\n`,
          );
        }
      }
    }
    for (const [i, p] of paths.entries()) {
      const [a, b] = [ms.get('A')![i], ms.get('B')![i]];
      const change = median(b.map((value, round) => value - a[round]));
      process.stdout.write(
        `${p}: A ${Math.round(median(a))} ms, B ${Math.round(median(b))} ms; B − A ${Math.round(change)} ms, median of the rounds' differences\n`,
      );
    }
  } finally {
    await browser.close();
    await stop();
  }
}

await main();

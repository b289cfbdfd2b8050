/**
 * The same scenario through Artillery (loadtest/artillery/): writes the mix as urls.csv, runs
 * `artillery run` from this machine with the requested rate and duration, and reads its JSON report back
 * into the same per-kind summary. Artillery's own distributed runners take the same folder
 * (docs/operations.md). Artillery is installed in its folder, apart from the site's dependencies.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { LoadReport, KindReport } from './report';
import { formatReport, TIMING_PHASES } from './report';
import { createMix, ROUTE_KINDS, seededRandom, type RouteKind, type SiteInventory } from './scenario';

export const ARTILLERY_DIR = path.join(process.cwd(), 'loadtest/artillery');
const ARTILLERY_BIN = path.join(ARTILLERY_DIR, 'node_modules/.bin/artillery');
/** Rows of urls.csv: enough for the weights to hold and for many different search URLs. */
const ROWS = 5_000;

/** Artillery sends no usage telemetry home (and the machines that run it may be offline). */
export const ARTILLERY_ENV = { ARTILLERY_DISABLE_TELEMETRY: 'true' };

export function writeUrlsCsv(inventory: SiteInventory, seed: number, file: string): void {
  const mix = createMix(inventory, seededRandom(seed));
  const rows = ['kind,path'];
  for (let i = 0; i < ROWS; i++) {
    const { kind, path: url } = mix.next();
    // Paths are percent-encoded: no commas or quotes to escape.
    rows.push(`${kind},${url.replace(/,/g, '%2C')}`);
  }
  fs.writeFileSync(file, `${rows.join('\n')}\n`);
}

/**
 * No install scripts: Artillery's are a Chromium download for its browser engine (unused here, and it fails
 * offline) and an optional native module for statsd over a unix socket (unused too).
 */
export const ARTILLERY_INSTALL_FLAGS = ['--ignore-scripts', '--no-audit', '--no-fund'];

/** `npm ci` in loadtest/artillery when Artillery is not installed yet. */
export async function ensureArtillery(say: (line: string) => void): Promise<void> {
  if (fs.existsSync(ARTILLERY_BIN)) return;
  say('Installing Artillery into loadtest/artillery (once; about 460 MB)...');
  await run('npm', ['ci', ...ARTILLERY_INSTALL_FLAGS, '--prefix', ARTILLERY_DIR], { timeoutMs: 600_000 });
}

function run(
  command: string,
  args: string[],
  options: { timeoutMs: number; env?: Record<string, string>; say?: (line: string) => void },
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: ARTILLERY_DIR,
      env: { ...process.env, ...ARTILLERY_ENV, ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const tail: string[] = [];
    const keep = (chunk: Buffer) => {
      const text = chunk.toString();
      tail.push(text);
      if (tail.length > 50) tail.shift();
      options.say?.(text.trimEnd());
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else
        reject(
          new Error(`${command} ${args[0]} ended with ${code ?? signal}:\n${tail.join('').slice(-3_000)}`),
        );
    });
  });
}

export async function runArtillery(options: {
  target: string;
  inventory: SiteInventory;
  seed: number;
  durationS: number;
  rampS: number;
  rate?: number;
  connections?: number;
  timeoutMs: number;
  reportPath: string;
  say: (line: string) => void;
}): Promise<LoadReport> {
  if (options.connections) throw new Error('Artillery runs an open model: use --rate with --artillery');
  await ensureArtillery(options.say);
  writeUrlsCsv(options.inventory, options.seed, path.join(ARTILLERY_DIR, 'urls.csv'));
  const rate = options.rate ?? 20;
  const ramp = Math.min(options.rampS, options.durationS);
  const phases = [
    ...(ramp > 0 ? [{ name: 'ramp-up', duration: ramp, arrivalRate: 1, rampTo: rate }] : []),
    ...(options.durationS > ramp
      ? [{ name: 'steady', duration: options.durationS - ramp, arrivalRate: rate }]
      : []),
  ];
  const rawReport = path.join(ARTILLERY_DIR, `run-${process.pid}.report.json`);
  const overrides = { config: { phases, http: { timeout: options.timeoutMs / 1_000 } } };
  options.say(`  Artillery: ${rate} new visitors/s (one request each), ${options.durationS} s`);
  await run(
    ARTILLERY_BIN,
    [
      'run',
      '--target',
      options.target,
      '--overrides',
      JSON.stringify(overrides),
      '--output',
      rawReport,
      'scenario.yml',
    ],
    // Its own bound: the run's length, the last requests' timeout, and a minute to start and report.
    { timeoutMs: (options.durationS + options.timeoutMs / 1_000 + 60) * 1_000, say: options.say },
  );
  const report = reportFromArtillery(JSON.parse(fs.readFileSync(rawReport, 'utf8')), {
    target: options.target,
    mode: `${rate} arrivals/s (Artillery)`,
  });
  fs.rmSync(rawReport, { force: true });
  fs.mkdirSync(path.dirname(options.reportPath), { recursive: true });
  fs.writeFileSync(options.reportPath, `${JSON.stringify(report, null, 2)}\n`);
  options.say('');
  options.say(formatReport(report));
  options.say('');
  options.say(`JSON report: ${options.reportPath}`);
  return report;
}

interface ArtillerySummary {
  min: number;
  max: number;
  count: number;
  mean: number;
  p50: number;
  median: number;
  p95: number;
  p99: number;
}
interface ArtilleryReport {
  aggregate: {
    counters: Record<string, number>;
    summaries: Record<string, ArtillerySummary>;
    firstMetricAt: number;
    lastMetricAt: number;
  };
}

/** Artillery's aggregate, by the `site.<kind>.…` metrics of processor.cjs, in the loadtest's own shape. */
export function reportFromArtillery(raw: ArtilleryReport, run: { target: string; mode: string }): LoadReport {
  const { counters, summaries } = raw.aggregate;
  const kinds: LoadReport['kinds'] = {};
  let failed = 0;
  for (const kind of ROUTE_KINDS as readonly RouteKind[]) {
    const statuses: Record<string, number> = {};
    const cache: Record<string, number> = {};
    for (const [name, value] of Object.entries(counters)) {
      const status = new RegExp(`^site\\.${kind}\\.status\\.(\\d+)$`).exec(name);
      if (status) statuses[status[1]] = value;
      const hit = new RegExp(`^site\\.${kind}\\.cache\\.(\\w+)$`).exec(name);
      if (hit) cache[hit[1]] = value;
    }
    const answered = Object.values(statuses).reduce((sum, n) => sum + n, 0);
    if (answered === 0) continue;
    // Artillery leaves the total time out for an answer now and then (processor.cjs records it only when
    // given): such a kind still counts its answers, with the time to first byte standing in.
    const latency = summaries[`site.${kind}.response_time`] ??
      summaries[`site.${kind}.ttfb`] ?? { median: 0, p95: 0, p99: 0, max: 0, count: 0 };
    failed += Object.entries(statuses)
      .filter(([s]) => Number(s) >= 500)
      .reduce((sum, [, n]) => sum + n, 0);
    const serverTiming: KindReport['serverTiming'] = {};
    for (const phase of TIMING_PHASES) {
      const t = summaries[`site.${kind}.server_timing.${phase}`];
      if (t) serverTiming[phase] = { mean: t.mean, p95: t.p95, n: t.count };
    }
    kinds[kind] = {
      // Every answer is counted by its status; the latency summary may lack an answer or two (above).
      requests: answered,
      latencyMs: { p50: latency.median, p95: latency.p95, p99: latency.p99, max: latency.max },
      ttfbMs: {
        p50: summaries[`site.${kind}.ttfb`]?.median ?? 0,
        p95: summaries[`site.${kind}.ttfb`]?.p95 ?? 0,
      },
      statuses,
      errors: {},
      // Artillery counts bytes for the whole run only (http.downloaded_bytes).
      bytes: { total: 0, mean: 0 },
      serverTiming,
      apiCallsMean: null,
      cache,
    };
  }
  const errors = Object.entries(counters)
    .filter(([name]) => name.startsWith('errors.'))
    .reduce((sum, [, n]) => sum + n, 0);
  // One request per virtual visitor (scenario.yml). Artillery follows a redirect and counts each hop in
  // http.requests and http.responses, while the visitor's request is recorded once, under its kind.
  const requests = counters['vusers.created'] ?? counters['http.requests'] ?? 0;
  const seconds = Math.max(0.001, (raw.aggregate.lastMetricAt - raw.aggregate.firstMetricAt) / 1_000);
  return {
    ...run,
    seconds,
    requests,
    rps: Math.round((requests / seconds) * 10) / 10,
    skipped: 0,
    errorRate: requests ? (failed + errors) / requests : 0,
    kinds,
  };
}

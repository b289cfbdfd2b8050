/**
 * `npm run loadtest -- --target https://staging.example.ru [--rate 50 | --connections 20] [--duration 60]`
 *
 * Loads a deployed site with the scenario of loadtest/scenario.ts and prints, per route kind, latency
 * percentiles, statuses, errors, bytes and the server's own Server-Timing breakdown; writes the same as
 * JSON. Without --target it builds and starts the site on 127.0.0.1 and loads that. It names the host it
 * is about to load before it starts, and it always stops: the duration is capped at an hour.
 * `--artillery` runs the same scenario with Artillery instead (loadtest/artillery/, docs/operations.md).
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { runLoad, type Sample } from './engine';
import { formatReport, summarize, type LoadReport } from './report';
import { createMix, discoverSite, seededRandom, type SiteInventory } from './scenario';
import { runArtillery } from './artillery-run';
import { isLoopbackHost } from '../shared/loopback';
import { ensureBuilt, startBuiltServer, type ServerProcess } from '../tests/load/server-process';

const MAX_SECONDS = 3_600;

export interface LoadtestOptions {
  target?: string;
  durationS: number;
  rampS: number;
  connections?: number;
  rate?: number;
  timeoutMs: number;
  seed: number;
  reportPath: string;
  /** Fail (exit 1) above this share of network errors and 5xx answers. */
  maxErrorRate: number;
  artillery: boolean;
  /** Skip the pause before loading a host that is not this machine. */
  yes: boolean;
}

const USAGE = `Usage: npm run loadtest -- [--target URL] [options]
  --target URL        site to load (e.g. staging); omitted: the site is built and started on 127.0.0.1
  --duration S        seconds of load, ramp-up included (default 30, at most ${MAX_SECONDS})
  --ramp S            seconds to climb to full load (default 5)
  --rate N            open model: N requests per second at full load (default 20)
  --connections N     closed model instead: N connections, each sending its next request when one ends
  --timeout S         seconds a request may take (default 10)
  --seed N            the random mix's seed (default 1)
  --report FILE       JSON report (default .cache/loadtest/report-<time>.json)
  --max-error-rate F  exit 1 above this share of errors and 5xx answers (default 0.01)
  --artillery         run the same scenario with Artillery (loadtest/artillery/)
  --yes               do not pause before loading a remote host`;

export function parseOptions(argv: string[]): LoadtestOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      target: { type: 'string' },
      duration: { type: 'string', default: '30' },
      ramp: { type: 'string', default: '5' },
      rate: { type: 'string' },
      connections: { type: 'string' },
      timeout: { type: 'string', default: '10' },
      seed: { type: 'string', default: '1' },
      report: { type: 'string' },
      'max-error-rate': { type: 'string', default: '0.01' },
      artillery: { type: 'boolean', default: false },
      yes: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
    strict: true,
  });
  if (values.help) throw new UsageError('');
  const number = (name: string, value: string | undefined, min: number, max: number) => {
    if (value === undefined) return undefined;
    const n = Number(value);
    if (!Number.isFinite(n) || n < min || n > max) throw new UsageError(`--${name} must be ${min}…${max}`);
    return n;
  };
  if (values.rate !== undefined && values.connections !== undefined) {
    throw new UsageError('give --rate or --connections, not both');
  }
  if (values.target !== undefined) {
    const url = URL.canParse(values.target) ? new URL(values.target) : null;
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
      throw new UsageError('--target must be an http(s) URL');
    }
  }
  const connections = number('connections', values.connections, 1, 10_000);
  return {
    target: values.target?.replace(/\/+$/, ''),
    durationS: number('duration', values.duration, 1, MAX_SECONDS)!,
    rampS: number('ramp', values.ramp, 0, MAX_SECONDS)!,
    connections,
    rate: connections ? undefined : (number('rate', values.rate, 0.1, 100_000) ?? 20),
    timeoutMs: number('timeout', values.timeout, 0.1, 120)! * 1_000,
    seed: number('seed', values.seed, 0, 2 ** 32)!,
    reportPath:
      values.report ??
      path.join('.cache/loadtest', `report-${new Date().toISOString().replace(/[:.]/g, '-')}.json`),
    maxErrorRate: number('max-error-rate', values['max-error-rate'], 0, 1)!,
    artillery: values.artillery,
    yes: values.yes,
  };
}

export class UsageError extends Error {}

function say(line: string) {
  process.stdout.write(`${line}\n`);
}

/** Runs one load test; returns the report and whether it passed. */
export async function loadtest(options: LoadtestOptions): Promise<{ report: LoadReport; passed: boolean }> {
  let local: ServerProcess | null = null;
  try {
    if (!options.target) {
      say('No --target: building and starting the site on 127.0.0.1 (a local run).');
      await ensureBuilt();
      local = await startBuiltServer();
    }
    const target = new URL(options.target ?? local!.url);
    const mode = options.connections
      ? `${options.connections} connections`
      : `${options.rate} requests/s (open model)`;
    say(`LOAD TARGET: ${target.origin}  (host ${target.hostname})`);
    say(`  ${mode}, ${options.durationS} s with a ${Math.min(options.rampS, options.durationS)} s ramp-up`);
    if (!isLoopbackHost(target.hostname) && !options.yes) {
      say('  This host is not this machine. Starting in 5 s; Ctrl-C to stop.');
      await new Promise((resolve) => setTimeout(resolve, 5_000));
    }

    const inventory = await discoverSite(target, { timeoutMs: options.timeoutMs * 3 });
    say(`  scenario: ${describeInventory(inventory)}`);

    if (options.artillery) {
      const report = await runArtillery({ ...options, target: target.origin, inventory, say });
      return { report, passed: report.errorRate <= options.maxErrorRate && report.requests > 0 };
    }

    const mix = createMix(inventory, seededRandom(options.seed));
    const samples: Sample[] = [];
    const outcome = await runLoad({
      target,
      durationS: options.durationS,
      rampS: options.rampS,
      connections: options.connections,
      rate: options.rate,
      timeoutMs: options.timeoutMs,
      next: mix.next,
      onSample: (sample) => samples.push(sample),
    });
    const report = summarize(samples, {
      target: target.origin,
      mode,
      seconds: (outcome.endedAt - outcome.startedAt) / 1_000,
      skipped: outcome.skipped,
    });
    fs.mkdirSync(path.dirname(options.reportPath), { recursive: true });
    fs.writeFileSync(options.reportPath, `${JSON.stringify(report, null, 2)}\n`);
    say('');
    say(formatReport(report));
    say('');
    say(`JSON report: ${options.reportPath}`);
    return { report, passed: report.errorRate <= options.maxErrorRate && report.requests > 0 };
  } finally {
    await local?.stop();
  }
}

export function describeInventory(inventory: SiteInventory): string {
  const f = inventory.filters;
  return (
    `${inventory.cruises.length} cruise pages, ${inventory.catalogue.length} catalogue pages, ` +
    `${inventory.pages.length} other pages, ${inventory.images.length} image URLs, ` +
    `filters over ${f.region.length} regions, ${f.line.length} lines, ${f.ship.length} ships`
  );
}

async function main() {
  let options: LoadtestOptions;
  try {
    options = parseOptions(process.argv.slice(2));
  } catch (error) {
    const message = (error as Error).message;
    process.stderr.write(`${message ? `${message}\n\n` : ''}${USAGE}\n`);
    process.exitCode = message ? 2 : 0;
    return;
  }
  const { report, passed } = await loadtest(options);
  if (!passed) {
    say(
      `FAILED: ${(report.errorRate * 100).toFixed(2)}% errors (at most ${(options.maxErrorRate * 100).toFixed(2)}%)`,
    );
  }
  process.exitCode = passed ? 0 : 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  main().catch((error: unknown) => {
    process.stderr.write(`loadtest failed: ${(error as Error)?.stack ?? String(error)}\n`);
    process.exitCode = 1;
  });
}

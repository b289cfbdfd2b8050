/**
 * `npm run loadtest` as a developer runs it: without --target it builds and starts the site on 127.0.0.1
 * and loads it; with --target it loads the given site, here through Artillery. Short and bounded: a few
 * seconds of load each, and the tool stops by itself.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseOptions, UsageError } from '../../loadtest/cli';
import type { LoadReport } from '../../loadtest/report';
import { ensureArtillery } from '../../loadtest/artillery-run';
import { startSite, type TestSite } from './harness';

const run = promisify(execFile);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cruise-loadtest-'));

/** `npm run loadtest -- <args>` (the script is `tsx loadtest/cli.ts`), with a hard time limit. */
async function loadtest(args: string[], timeoutS: number) {
  try {
    return await run(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'loadtest/cli.ts', ...args], {
      cwd: process.cwd(),
      timeout: timeoutS * 1_000,
      env: { ...process.env, NO_COLOR: '1' },
      maxBuffer: 20_000_000,
    });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`${(error as Error).message}\n${stdout ?? ''}\n${stderr ?? ''}`.slice(0, 6_000));
  }
}

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('npm run loadtest', () => {
  it('refuses unclear orders', () => {
    expect(() => parseOptions(['--rate', '5', '--connections', '5'])).toThrow(UsageError);
    expect(() => parseOptions(['--target', 'staging.example.ru'])).toThrow(/http\(s\) URL/);
    expect(() => parseOptions(['--duration', '7200'])).toThrow(/--duration must be 1…3600/);
    expect(parseOptions(['--target', 'https://staging.example.ru/', '--connections', '8'])).toMatchObject({
      target: 'https://staging.example.ru',
      connections: 8,
      rate: undefined,
    });
  });

  it('starts the site locally without --target, names the host, loads the mix and reports per kind', async () => {
    const reportPath = path.join(dir, 'local.json');
    const { stdout } = await loadtest(
      // A generous timeout: on a busy 2-core machine the image optimizer takes seconds.
      ['--duration', '4', '--ramp', '1', '--rate', '8', '--timeout', '60', '--report', reportPath],
      150,
    );
    expect(stdout).toMatch(/LOAD TARGET: http:\/\/127\.0\.0\.1:\d+ {2}\(host 127\.0\.0\.1\)/);
    expect(stdout).toMatch(/scenario: \d+ cruise pages, \d+ catalogue pages/);
    expect(stdout).toContain('Server-Timing, mean / p95 ms');
    const report = JSON.parse(fs.readFileSync(reportPath, 'utf8')) as LoadReport;
    // 8/s after a 1 s ramp: 28 requests in 4 s.
    expect(report.requests).toBeGreaterThan(20);
    expect(report.requests).toBeLessThan(36);
    expect(report.errorRate).toBe(0);
    const kinds = Object.keys(report.kinds);
    expect(kinds).toEqual(expect.arrayContaining(['home', 'search', 'cruise', 'catalogue', 'image']));
    for (const [kind, k] of Object.entries(report.kinds)) {
      expect(k.latencyMs.p50).toBeGreaterThan(0);
      expect(k.latencyMs.p99).toBeGreaterThanOrEqual(k.latencyMs.p95);
      expect(k.bytes.mean).toBeGreaterThan(0);
      expect(Object.keys(k.statuses)).toEqual([kind === 'not-found' ? '404' : '200']);
    }
    // Rendered pages carry the server's breakdown; the image optimizer's answers do not.
    expect(report.kinds.cruise!.serverTiming.shell!.n).toBeGreaterThan(0);
    expect(report.kinds.cruise!.serverTiming.render!.n).toBeGreaterThan(0);
    expect(report.kinds.image!.serverTiming).toEqual({});
  }, 180_000);

  describe('--artillery --target', () => {
    let site: TestSite;
    beforeAll(async () => {
      site = await startSite();
      await ensureArtillery(() => undefined);
    }, 660_000);
    afterAll(async () => {
      await site?.close();
    });

    it('runs the same scenario through Artillery against the given site', async () => {
      const reportPath = path.join(dir, 'artillery.json');
      const { stdout } = await loadtest(
        [
          '--artillery',
          '--target',
          site.url,
          '--duration',
          '4',
          '--ramp',
          '1',
          '--rate',
          '6',
          '--timeout',
          '60',
          '--report',
          reportPath,
        ],
        150,
      );
      expect(stdout).toContain(`LOAD TARGET: ${site.url}`);
      expect(stdout).toContain('Artillery: 6 new visitors/s');
      const report = JSON.parse(fs.readFileSync(reportPath, 'utf8')) as LoadReport;
      expect(report.requests).toBeGreaterThan(8);
      expect(report.errorRate).toBe(0);
      const counted = Object.values(report.kinds).reduce((sum, k) => sum + k.requests, 0);
      expect(counted).toBe(report.requests);
      const pages = Object.entries(report.kinds).filter(([kind]) => kind !== 'image');
      expect(pages.some(([, k]) => (k.serverTiming.shell?.n ?? 0) > 0)).toBe(true);
    }, 180_000);
  });
});

/**
 * `npm run test:load`: load, soak, fuzz and SIGTERM runs against the built server on 127.0.0.1, in
 * sequence, each bounded and self-stopping, each on a fresh server. Prints the figures and exits 1 if any
 * run failed. Knobs (env): LOAD_PHASES (default load,soak,fuzz,sigterm), LOAD_CONNECTIONS (200),
 * LOAD_SECONDS (60), SOAK_MINUTES (10), SOAK_IDLE_SECONDS (70), FUZZ_COUNT (10000), FUZZ_SEED.
 * docs/reliability.md records the figures of past runs.
 */
import { agent } from './probe';
import { loadMix, loadProblems, runLoad } from './load';
import { fuzzProblems, runLongFuzz } from './fuzz';
import { ensureBuilt, startBuiltServer, type ServerProcess } from './server-process';
import { runSigtermCheck, sigtermProblems } from './sigterm';
import { runSoak, soakProblems } from './soak';
import { discoverUrls } from './site-urls';

const env = process.env;
const phases = (env.LOAD_PHASES ?? 'load,soak,fuzz,sigterm').split(',').map((p) => p.trim());
const num = (name: string, fallback: number) => (env[name] ? Number(env[name]) : fallback);

function log(line: string) {
  process.stdout.write(`[${new Date().toISOString().slice(11, 19)}] ${line}\n`);
}

async function withServer<T>(
  options: Parameters<typeof startBuiltServer>[0],
  run: (server: ServerProcess) => Promise<T>,
): Promise<T> {
  const server = await startBuiltServer(options);
  try {
    return await run(server);
  } finally {
    const crashed = server.child.exitCode !== null || server.child.signalCode !== null;
    await server.stop();
    // Error and fatal log lines, and anything that is not a log line (an uncaught exception's stack).
    const errors = server.stderr.filter((l) => /"level":(50|60)/.test(l) || !l.startsWith('{'));
    if (crashed)
      log(`the server died during the run (exit ${server.child.exitCode}, ${server.child.signalCode})`);
    if (errors.length > 0)
      log(`server stderr (${errors.length} lines):\n  ${errors.slice(0, 30).join('\n  ').slice(0, 6_000)}`);
  }
}

async function main() {
  log('building (if needed)');
  await ensureBuilt();
  const results: Record<string, unknown> = {};
  const failures: string[] = [];
  const record = (phase: string, report: unknown, problems: string[]) => {
    results[phase] = report;
    log(`${phase}: ${problems.length === 0 ? 'PASS' : `FAIL\n  ${problems.join('\n  ')}`}`);
    log(
      `${phase} figures: ${JSON.stringify(report, (k, v) => (k === 'samples' || k === 'failures' ? undefined : v))}`,
    );
    failures.push(...problems.map((p) => `${phase}: ${p}`));
  };

  const phase = async (name: string, run: () => Promise<void>) => {
    if (!phases.includes(name)) return;
    try {
      await run();
    } catch (error) {
      // One phase failing (or its server dying) must not skip the others.
      record(name, { crashed: String((error as Error)?.message ?? error) }, [
        `crashed: ${(error as Error)?.message}`,
      ]);
    }
  };

  await phase('load', async () => {
    await withServer({}, async (server) => {
      const paths = loadMix(await discoverUrls(server.url));
      const connections = num('LOAD_CONNECTIONS', 200);
      const seconds = num('LOAD_SECONDS', 60);
      log(`load: ${connections} connections for ${seconds}s over ${paths.length} URLs`);
      const report = await runLoad(server.url, paths, { connections, seconds });
      record('load', report, loadProblems(report));
    });
  });

  await phase('soak', async () => {
    await withServer({ nodeArgs: ['--expose-gc'], env: { DIAGNOSTICS: '1' } }, async (server) => {
      const paths = loadMix(await discoverUrls(server.url));
      const minutes = num('SOAK_MINUTES', 10);
      const idleSeconds = num('SOAK_IDLE_SECONDS', 70);
      log(`soak: ${minutes} min of normal and disconnecting clients, then ${idleSeconds}s idle`);
      const report = await runSoak(server, paths, { minutes, idleSeconds, log });
      record('soak', report, soakProblems(report));
      log(`soak samples: ${JSON.stringify(report.samples)}`);
    });
  });

  await phase('fuzz', async () => {
    await withServer({}, async (server) => {
      const count = num('FUZZ_COUNT', 10_000);
      const seed = num('FUZZ_SEED', 20_260_101);
      log(`fuzz: ${count} requests, seed ${seed}`);
      const report = await runLongFuzz(server, { seed, count, log });
      record('fuzz', report, fuzzProblems(report));
    });
  });

  await phase('sigterm', async () => {
    const server = await startBuiltServer({ env: { SHUTDOWN_TIMEOUT_MS: '8000' } });
    try {
      log('sigterm: autocannon traffic, requests held in flight, SIGTERM twice');
      const report = await runSigtermCheck(server);
      record('sigterm', report, sigtermProblems(report));
    } finally {
      await server.stop();
    }
  });

  agent.destroy();
  log(failures.length === 0 ? 'ALL PASSED' : `FAILED:\n  ${failures.join('\n  ')}`);
  process.exitCode = failures.length === 0 ? 0 : 1;
}

main().catch((error: unknown) => {
  log(`crashed: ${(error as Error)?.stack ?? String(error)}`);
  process.exitCode = 1;
});

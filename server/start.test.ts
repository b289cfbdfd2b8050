import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
/** What the launched Node reports about itself instead of serving (`-p` evaluates, the script is an argument). */
const PROBE =
  'JSON.stringify({ arenas: process.env.MALLOC_ARENA_MAX, nodeEnv: process.env.NODE_ENV, script: process.argv[1], v8: process.execArgv })';

function launch(env: NodeJS.ProcessEnv) {
  const result = spawnSync('sh', ['server/start.sh', '-p', PROBE], { cwd: ROOT, env, encoding: 'utf8' });
  expect(result.stderr).toBe('');
  return JSON.parse(result.stdout) as { arenas?: string; nodeEnv?: string; script?: string; v8?: string[] };
}

describe('server/start.sh, the production launcher', () => {
  const { MALLOC_ARENA_MAX: _unset, ...inherited } = process.env;

  it('runs the built server in production with two malloc arenas and V8 keeping garbage young', () => {
    expect(launch({ ...inherited, NODE_ENV: 'development' })).toEqual({
      arenas: '2',
      nodeEnv: 'production',
      script: 'dist/server/index.js',
      // docs/decisions/040-young-garbage.md; the probe's own `-p` comes after them.
      v8: ['--no-allocation-site-pretenuring', '--heap-growing-percent=100', '-p', expect.any(String)],
    });
  });

  it('leaves an arena count the platform sets', () => {
    expect(launch({ ...inherited, MALLOC_ARENA_MAX: '4' }).arenas).toBe('4');
  });

  it('is how npm start, the Procfile and the benchmark start the site', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(pkg.scripts.start).toMatch(/&& sh server\/start\.sh$/);
    expect(fs.readFileSync(path.join(ROOT, 'Procfile'), 'utf8').trim()).toBe('web: sh server/start.sh');
    expect(fs.readFileSync(path.join(ROOT, 'bench/site-process.ts'), 'utf8')).toContain(
      "'../server/start.sh'",
    );
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadManifest } from './assets';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'manifest-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function write(name: string, body: string): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, body);
  return file;
}

describe('loadManifest', () => {
  it('reads the entry and the stylesheets of the build', () => {
    const manifest = {
      entry: '/assets/entry-abc.js',
      css: ['/assets/a.css'],
      icons: '/assets/icons-abc.svg',
    };
    expect(loadManifest(write('ok.json', JSON.stringify(manifest)))).toEqual(manifest);
  });

  it('fails at start when the build is missing, saying what to run', () => {
    expect(() => loadManifest(path.join(dir, 'absent.json'))).toThrow(/npm run build/);
  });

  it('fails at start on a manifest without an entry', () => {
    expect(() => loadManifest(write('bad.json', JSON.stringify({ css: [] })))).toThrow(/no entry/);
    const spriteless = { entry: '/assets/entry-abc.js', css: [] };
    expect(() => loadManifest(write('spriteless.json', JSON.stringify(spriteless)))).toThrow(/icon sprite/);
    expect(() => loadManifest(write('torn.json', '{"entry":'))).toThrow(/cannot be read/);
  });
});

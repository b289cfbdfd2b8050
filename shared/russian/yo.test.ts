/**
 * The site writes «ё» wherever it is certain (decision 042): every Russian word of the code's own texts —
 * headings, labels, messages, the seed's phrases — that eyo-kernel's safe dictionary knows only with «ё».
 * The seed's generated texts have their own check (catalog/seed/rules.test.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { Eyo, safeDictionary } from 'eyo-kernel';
import { expect, it } from 'vitest';

const ROOTS = ['client', 'shared', 'server', 'catalog'];
// Tests quote what visitors type ('плес'); search folds «ё» to «е» on purpose (shared/search/fold.ts), and
// the catalogue's search matches folded words ('дешевые').
const SKIP = /\.test\.|test-util|[/\\](shared|catalog)[/\\]search[/\\]/;

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) && !SKIP.test(file) ? [file] : [];
  });
}

it('writes «ё» in every word that has it for certain', () => {
  const eyo = new Eyo();
  eyo.dictionary.set(safeDictionary);
  const root = path.resolve(__dirname, '../..');
  const missing = ROOTS.flatMap((dir) => sources(path.join(root, dir))).flatMap((file) => {
    const text = fs.readFileSync(file, 'utf8');
    if (!/[а-я]/i.test(text)) return [];
    return eyo.lint(text).map((r) => `${path.relative(root, file)}: ${r.before} → ${r.after}`);
  });
  expect(missing).toEqual([]);
});

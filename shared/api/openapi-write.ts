/**
 * Writes docs/openapi.json and shared/api/response-shapes.json (the browser's copy of the response shapes)
 * from the contract (`npm run openapi`); unit tests check both are up to date.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildOpenApiDocument } from './openapi';
import { buildResponseShapes } from './response-shapes';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const outputs: Array<[string, unknown]> = [
  ['docs/openapi.json', buildOpenApiDocument()],
  ['shared/api/response-shapes.json', buildResponseShapes()],
];
for (const [file, document] of outputs) {
  const target = path.join(root, file);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, `${JSON.stringify(document, null, 2)}\n`);
  process.stdout.write(`wrote ${file}\n`);
}

/**
 * What a visitor types to prove an order is theirs (the last four digits of the phone) and the key of an
 * order's link stay out of the site's log lines, as they stay out of error reports
 * (shared/error-report/personal.ts): a wrong guess is a 403 the site logs as a failed API call.
 */
import pino from 'pino';
import { Writable } from 'node:stream';
import supertest from 'supertest';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startSite, type TestSite } from './harness';

const lines: string[] = [];
let site: TestSite;

beforeAll(async () => {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  site = await startSite({}, pino({ level: 'debug' }, sink));
}, 60_000);

afterAll(async () => {
  await site?.close();
});

it('logs no phone digits and no order key, however wrong the guess', async () => {
  const key = 'AbCdEfGhIjKlMnOpQrStUv';
  const request = supertest(site.url);
  await request.get(`/payment?order=CR-100001&key=${key}`).set('Accept', 'text/html');
  await request
    .post('/payment?order=CR-100001')
    .set('Host', 'localhost:0')
    .type('form')
    .send({ intent: 'verify', order: 'CR-100001', phoneLast4: '9137' });
  const logged = lines.join('\n');
  // The wrong digits were asked of the API, and its refusal logged.
  expect(logged).toMatch(/API call failed/);
  expect(logged).toContain('CR-100001');
  expect(logged).not.toContain(key);
  expect(logged).not.toContain('9137');
});

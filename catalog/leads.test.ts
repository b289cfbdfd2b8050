/** A booking request's phone as the catalogue keeps it: one form a manager can dial, Russian or not. */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/open';
import { makeCatalog, type TestCatalog } from './test/helpers';

let t: TestCatalog;
beforeAll(() => {
  t = makeCatalog();
});
afterAll(() => t.cleanup());

async function storedPhone(phone: string): Promise<string> {
  const res = await request(t.app).post('/api/v1/leads/save').send({ name: 'Анна', phone, consent: true });
  expect(res.status, res.text).toBeLessThan(300);
  const db = openDatabase(t.dbPath);
  try {
    return db
      .prepare('SELECT phone FROM leads WHERE reference = ?')
      .pluck()
      .get(res.body.reference) as string;
  } finally {
    db.close();
  }
}

describe('a booking request’s phone', () => {
  it('keeps a Russian number as +7 and ten digits, another country’s as «+» and its digits', async () => {
    expect(await storedPhone('8 (912) 345-67-89')).toBe('+79123456789');
    expect(await storedPhone('+375 29 123-45-67')).toBe('+375291234567');
  });

  it('refuses a number without «+» and a country’s code, or of a length no number has', async () => {
    for (const phone of ['375291234567', '+1 234'])
      expect(
        (await request(t.app).post('/api/v1/leads/save').send({ name: 'Анна', phone, consent: true })).status,
      ).toBe(400);
  });
});

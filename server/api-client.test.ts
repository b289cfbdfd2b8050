import { describe, expect, it } from 'vitest';
import { compressApiAnswers } from './api-client';

describe('compressApiAnswers', () => {
  it('asks a remote API for compressed answers', () => {
    expect(compressApiAnswers('https://api.cruise-club.ru')).toBe(true);
    expect(compressApiAnswers('http://10.0.3.7:4000')).toBe(true);
  });

  it('asks nothing compressed of the embedded catalogue or an API on loopback', () => {
    expect(compressApiAnswers(undefined)).toBe(false);
    expect(compressApiAnswers('http://127.0.0.1:4000')).toBe(false);
    expect(compressApiAnswers('http://localhost:4000')).toBe(false);
    expect(compressApiAnswers('http://[::1]:4000')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { ERROR_CODE, pageStatusOfApiError } from './error-codes';

describe('the status of a page whose required call failed', () => {
  it('is the not-found page for what the API does not have or refuses to look up', () => {
    expect(pageStatusOfApiError(404)).toBe(404);
    expect(pageStatusOfApiError(400)).toBe(404);
  });

  it('is 504 for a timeout, ours or a gateway’s', () => {
    expect(pageStatusOfApiError(ERROR_CODE.timeout)).toBe(504);
    expect(pageStatusOfApiError(504)).toBe(504);
  });

  it('is 502 for any other failure: the API down, a broken answer, a contract break', () => {
    for (const code of [500, 503, 429, -1, -4, ERROR_CODE.network])
      expect(pageStatusOfApiError(code)).toBe(502);
  });
});

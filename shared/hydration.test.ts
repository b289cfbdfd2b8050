import { describe, expect, it } from 'vitest';
import { toScriptJson } from './hydration';

describe('toScriptJson', () => {
  it('cannot close the script or open a comment, and parses back to the same value', () => {
    const value = { html: '</script><!-- & -->', lines: 'a\u2028b\u2029c', ru: 'Круиз «Волга»' };
    const json = toScriptJson(value);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(value);
  });
});

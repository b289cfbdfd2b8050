import { describe, expect, it } from 'vitest';
import { repairJson } from './json-repair';

describe('repairJson (requirements §5)', () => {
  it.each([
    ['valid JSON passes through', '{"a":1}', { a: 1 }],
    ['a leading null is stripped', 'null{"status":"ok"}', { status: 'ok' }],
    ['a leading undefined is stripped', 'undefined{"items":[1,2]}', { items: [1, 2] }],
    ['whitespace around the prefix is fine', '  null  {"a":true} ', { a: true }],
    ['a first JSON block is stripped', '{"debug":1}{"status":"ok"}', { status: 'ok' }],
    ['a first array block is stripped', '[1,2]["x"]', ['x']],
    ['braces inside strings do not confuse the block end', '{"s":"}{"}{"ok":1}', { ok: 1 }],
    ['escaped quotes inside strings', '{"s":"a\\"}"}{"ok":2}', { ok: 2 }],
  ])('%s', (_name, input, expected) => {
    expect(repairJson(input)).toEqual({ repaired: true, value: expected });
  });

  it.each([
    ['HTML', '<html>Bad gateway</html>', '<html>Bad gateway</html>'],
    ['truncated JSON', '{"items":[1,2', '{"items":[1,2'],
    ['null followed by garbage', 'null<oops>', '<oops>'],
    ['a block followed by garbage', '{"a":1} trailing', 'trailing'],
    ['an empty string', '', ''],
  ])('returns the unparsed remainder for %s', (_name, input, remainder) => {
    expect(repairJson(input)).toEqual({ repaired: false, remainder });
  });
});

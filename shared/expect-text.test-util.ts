/** Test helper for answers and markup checked piece by piece. */
import { expect } from 'vitest';

/** Each piece is in the text; a failure lists every missing piece at once. */
export function expectToContainAll(text: string, pieces: string[]): void {
  expect(
    pieces.filter((piece) => !text.includes(piece)),
    'missing from the text',
  ).toEqual([]);
}

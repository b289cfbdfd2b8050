import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseEnvironment } from './environment';

class BadEnv extends Error {}
const Schema = z.object({ PORT: z.coerce.number().int(), HOST: z.string().min(1) });

describe('parseEnvironment', () => {
  it('gives the parsed variables', () => {
    expect(parseEnvironment(Schema, { PORT: '3000', HOST: 'localhost' })).toEqual({
      PORT: 3000,
      HOST: 'localhost',
    });
  });

  it('names every bad variable on its own line, in the caller’s error class', () => {
    const read = () => parseEnvironment(Schema, { PORT: 'eighty', HOST: '' }, BadEnv);
    expect(read).toThrow(BadEnv);
    expect(read).toThrow(/^Invalid environment:\n {2}PORT: .+\n {2}HOST: .+$/);
  });
});

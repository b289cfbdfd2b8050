import { describe, expect, it } from 'vitest';
import { fleetText, fleetWord } from './vessel';

describe('a fleet in words', () => {
  it('counts a fleet by what its ships are: a steamer among motor ships is not a «теплоход»', () => {
    const river = (name: string) => ({ name, kind: 'river' as const });
    const vodokhod = [river('Мустай Карим'), river('Александр Грин'), river('Н. В. Гоголь')];
    expect(fleetText(vodokhod)).toBe('2\u00a0теплохода и 1\u00a0пароход');
    expect(fleetWord(vodokhod)).toBe('Суда');
    expect(fleetWord(vodokhod.slice(0, 2))).toBe('Теплоходы');
    expect(fleetText([{ name: 'MSC Seaside', kind: 'sea' }])).toBe('1\u00a0лайнер');
  });
});

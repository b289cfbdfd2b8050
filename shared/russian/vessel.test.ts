import { describe, expect, it } from 'vitest';
import { fleetText, fleetWord, ofLines, onShips } from './vessel';

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

describe('several ships or lines in one phrase', () => {
  const gogol = { name: 'Н. В. Гоголь', kind: 'river' as const };
  const tolstoy = { name: 'Лев Толстой', kind: 'river' as const };
  const seashore = { name: 'MSC Seashore', kind: 'sea' as const };
  const seaside = { name: 'MSC Seaside', kind: 'sea' as const };

  it('ships of one kind share the plural noun; of different kinds each keeps its own', () => {
    expect(onShips([tolstoy])).toBe('на теплоходе «Лев Толстой»');
    expect(onShips([seashore, seaside])).toBe('на лайнерах MSC Seashore и MSC Seaside');
    expect(onShips([gogol, tolstoy])).toBe('на пароходе «Н. В. Гоголь» и теплоходе «Лев Толстой»');
    expect(onShips([gogol, seashore])).toBe('на пароходе «Н. В. Гоголь» и лайнере MSC Seashore');
  });

  it('lines: «компании «Водоход»», «компаний «Водоход» и «Мостурфлот»»', () => {
    expect(ofLines([{ name: 'Водоход' }])).toBe('компании «Водоход»');
    expect(ofLines([{ name: 'Водоход' }, { name: 'Мостурфлот' }])).toBe('компаний «Водоход» и «Мостурфлот»');
    expect(ofLines([{ name: 'MSC Cruises' }, { name: 'Гама' }, { name: 'Инфофлот' }])).toBe(
      'компаний MSC Cruises, «Гама» и «Инфофлот»',
    );
  });
});

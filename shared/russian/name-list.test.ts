import { describe, expect, it } from 'vitest';
import { joinLeadAndForm, namesOrCount } from './name-list';

const po = (form: string) => ({ lead: 'по', form });
const ports = (n: number) => `из ${n} портов`;

describe('several names in one phrase', () => {
  it('says a shared preposition once, and «А, Б и В»', () => {
    expect(
      joinLeadAndForm([
        { lead: 'из', form: 'Москвы' },
        { lead: 'из', form: 'Казани' },
      ]),
    ).toBe('из Москвы и Казани');
    expect(joinLeadAndForm([po('Волге'), po('Каме'), po('Дону')])).toBe('по Волге, Каме и Дону');
    expect(joinLeadAndForm([po('Лене')])).toBe('по Лене');
  });

  it('keeps each preposition when they differ: «в Кижи и на Валаам»', () => {
    expect(
      joinLeadAndForm([
        { lead: 'в', form: 'Кижи' },
        { lead: 'на', form: 'Валаам' },
      ]),
    ).toBe('в Кижи и на Валаам');
    expect(
      joinLeadAndForm([
        { lead: 'в', form: 'Углич' },
        { lead: 'во', form: 'Владимир' },
      ]),
    ).toBe('в Углич и во Владимир');
  });

  it('puts a name with its own «и» last instead of saying «и» twice', () => {
    expect(joinLeadAndForm([po('Канарским островам и Атлантике'), po('Средиземноморью')])).toBe(
      'по Средиземноморью, Канарским островам и Атлантике',
    );
  });

  it('joins with «или» where any one will do, and reads an «и» inside quotes as the name’s', () => {
    const calls = [
      { lead: 'на', form: 'Валаам' },
      { lead: 'в', form: 'Кижи' },
    ];
    expect(joinLeadAndForm(calls, 'или')).toBe('на Валаам или в Кижи');
    expect(namesOrCount(calls, ports, 'или')).toBe('на Валаам или в Кижи');
    const lines = [
      { lead: 'компаний', form: '«Водоход»' },
      { lead: 'компаний', form: '«Кирилл и Мефодий»' },
    ];
    expect(joinLeadAndForm(lines)).toBe('компаний «Водоход» и «Кирилл и Мефодий»');
    // Two names with an «и» of their own would read as more places: listed after the colon instead.
    expect(
      namesOrCount([po('Волге'), po('Канарским островам и Атлантике'), po('Японии и Китаю')], ports),
    ).toBeNull();
  });

  it('counts more than three names, and gives nothing for a name without a trusted form', () => {
    const four = ['Москвы', 'Казани', 'Самары', 'Перми'].map((form) => ({ lead: 'из', form }));
    expect(namesOrCount(four.slice(0, 3), ports)).toBe('из Москвы, Казани и Самары');
    expect(namesOrCount(four, ports)).toBe('из 4 портов');
    // The count needs no form: four names, one of them without forms, are still counted.
    expect(namesOrCount([...four.slice(0, 3), null], ports)).toBe('из 4 портов');
    expect(namesOrCount([four[0], null], ports)).toBeNull();
    expect(namesOrCount([], ports)).toBeNull();
  });
});

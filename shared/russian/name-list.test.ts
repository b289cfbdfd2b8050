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

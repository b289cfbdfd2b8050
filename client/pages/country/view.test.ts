import { describe, expect, it } from 'vitest';
import { country } from '../_place/fixtures.test-util';
import { countryCruisesTitle, countryDescription, countryTitle, toCountryView } from './view';

describe('country view', () => {
  it('sorts ports by name', () => {
    expect(toCountryView(country).ports.map((p) => p.name)).toEqual(['Генуя', 'Неаполь']);
  });
  it("heads its sailings «по» the country in the API's form, with a colon without one", () => {
    expect(countryCruisesTitle({ name: 'Франция', along: 'Франции' })).toBe('Круизы по Франции');
    expect(countryCruisesTitle({ name: 'Монако', into: 'в Монако' })).toBe('Круизы с заходом в Монако');
    expect(toCountryView({ ...country, along: 'Италии' }).along).toBe('Италии');
    expect(countryCruisesTitle({ name: 'Италия' })).toBe('Круизы: Италия');
  });
  it('writes the title and description', () => {
    expect(countryTitle(country)).toBe('Италия: круизы, порты, виза и цены');
    expect(countryDescription(country)).toBe('Италия. Страна музеев. 2 порта захода, 120 круизов в продаже.');
  });
});

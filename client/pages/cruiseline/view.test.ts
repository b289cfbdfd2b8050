import { describe, expect, it } from 'vitest';
import { line } from '../_place/fixtures.test-util';
import {
  cruiseLineDescription,
  cruiseLineTitle,
  lineCruisesTitle,
  organizationJsonLd,
  toCruiseLineView,
} from './view';

describe('cruise line view', () => {
  const view = toCruiseLineView(line);
  it('keeps the logo and the picture', () => {
    expect(view.logo).toEqual(line.logo);
    expect(view.images).toEqual([line.image]);
  });
  it('writes the title and description', () => {
    expect(cruiseLineTitle(line)).toBe('MSC Cruises: круизы, флот и цены');
    // Whose cruises, the fleet and the price first, then the line in a sentence of its own.
    expect(cruiseLineDescription(line)).toMatch(
      new RegExp(
        `^Круизы компании MSC Cruises: 5 лайнеров, цены от 21\\s670\\s₽ за человека\\. ${line.shortDescription}`,
      ),
    );
  });
  it('counts a river fleet without its ships at hand as «судна»: a steamer may sail with motor ships', () => {
    expect(cruiseLineDescription({ ...line, kind: 'river', shipsCount: 3 })).toContain(': 3 судна, цены от');
  });

  it('heads the cruises with «компании»: a company name is not declined', () => {
    expect(lineCruisesTitle({ name: 'Водоход' })).toBe('Круизы компании «Водоход»');
    expect(lineCruisesTitle(line)).toBe('Круизы компании MSC Cruises');
  });
  it('describes the line as a schema.org Organization', () => {
    expect(organizationJsonLd(view, '/cruiseline/msc-cruises', '/storage/x.jpg')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'MSC Cruises',
      url: '/cruiseline/msc-cruises',
      description: line.shortDescription,
      logo: line.logo.url,
      image: '/storage/x.jpg',
      foundingDate: '1987',
      address: { '@type': 'PostalAddress', addressCountry: 'Швейцария' },
    });
  });
});

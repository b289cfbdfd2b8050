import { describe, expect, it } from 'vitest';
import { ship } from '../_place/fixtures.test-util';
import { berthsPhrase } from '../../../shared/russian/party';
import { decksLead, formatArea, shipJsonLd, shipSpecs, shipTitle, toShipView } from './view';

describe('ship view', () => {
  it('lists known specifications only, in Russian', () => {
    const specs = shipSpecs(ship);
    expect(specs.map((s) => s.key)).toEqual([
      'year',
      'decks',
      'passengers',
      'crew',
      'tonnage',
      'length',
      'speed',
    ]);
    const value = (key: string) => specs.find((s) => s.key === key)!.value.replace(/\s/g, ' ');
    expect(value('crew')).toBe('1 704 человека');
    expect(value('length')).toBe('331,4 м');
    expect(value('speed')).toBe('22 узла');
    expect(value('tonnage')).toBe('181 541');
    expect(shipSpecs({ ...ship, refurbishedYear: 2023, width: 43 }).map((s) => s.key)).toContain(
      'refurbished',
    );
    expect(shipSpecs({ ...ship, speedKnots: 21 }).find((s) => s.key === 'speed')!.value).toBe('21 узел');
    // A river fleet states its ships' speed in km/h.
    expect(
      shipSpecs({ ...ship, kind: 'river', speedKnots: 14 }).find((s) => s.key === 'speed'),
    ).toMatchObject({
      value: '26 км/ч',
      unitCode: 'KMH',
    });
  });
  it('says on how many of its decks a ship has cabins when the plan draws fewer than it has', () => {
    expect(decksLead(4, 5)).toBe(
      'Каюты — на 4 палубах из 5; на схеме — где каюты каждой категории. Свободные каюты на конкретный рейс — на странице круиза.',
    );
    expect(decksLead(1, 3)).toMatch(/^Каюты — на 1 палубе из 3;/);
    expect(decksLead(3, 3)).toMatch(/^Где на судне каюты каждой категории\./);
  });

  it('formats cabin facts', () => {
    expect(formatArea(15.5)).toBe('15,5 м²');
    expect(berthsPhrase(2)).toBe('2 места');
    expect(berthsPhrase(2, 1)).toBe('2 места + 1 дополнительное');
    expect(berthsPhrase(1, 0)).toBe('1 место');
  });
  it('describes the ship as a Product with facts and a from-price', () => {
    const ld = shipJsonLd(toShipView(ship), '/ship/msc-grandiosa', '/cruiseline/msc-cruises') as Record<
      string,
      unknown
    >;
    expect(ld['@type']).toBe('Product');
    expect(ld.brand).toEqual({ '@type': 'Brand', name: 'MSC Cruises', url: '/cruiseline/msc-cruises' });
    expect(ld.additionalProperty).toContainEqual({
      '@type': 'PropertyValue',
      propertyID: 'length',
      name: 'Длина',
      value: 331.4,
      unitCode: 'MTR',
    });
    expect(ld.offers).toMatchObject({ '@type': 'AggregateOffer', lowPrice: 30535, priceCurrency: 'RUB' });
    expect(shipTitle(ship)).toBe('Морской лайнер MSC Grandiosa (MSC Cruises): каюты, палубы и круизы');
  });
});

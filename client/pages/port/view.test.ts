import { describe, expect, it } from 'vitest';
import { port } from '../_place/fixtures.test-util';
import { osmLink, portDescription, portTitle, toPortView } from './view';

describe('port view', () => {
  it('keeps the facts and the gallery', () => {
    const view = toPortView(port);
    expect(view.location).toEqual(port.location);
    expect(view.images).toHaveLength(2);
  });
  it('links the point to OpenStreetMap', () => {
    expect(osmLink({ lat: 40.838, lng: 14.254 })).toBe(
      'https://www.openstreetmap.org/?mlat=40.83800&mlon=14.25400#map=12/40.83800/14.25400',
    );
  });
  it('writes the title and description', () => {
    expect(portTitle(port)).toBe('Круизы с заходом в Неаполь (Италия)');
    const stockholm = {
      name: 'Стокгольм',
      country: { slug: 'shveciya', name: 'Швеция' },
      cruisesCount: 12,
      departuresCount: 0,
    };
    expect(portTitle(stockholm)).toBe('Круизы с заходом в порт Стокгольм (Швеция)');
    expect(portDescription(port)).toBe('Морской порт Неаполь, Италия. Порт у Везувия. 40 круизов в продаже.');
  });
});

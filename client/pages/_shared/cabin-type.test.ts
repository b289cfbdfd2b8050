import { describe, expect, it } from 'vitest';
import { cabinTypeLabel } from './cabin-type';

describe('cabinTypeLabel', () => {
  it('leaves a Russian name to say its class itself', () => {
    expect(cabinTypeLabel({ name: 'Люкс', type: 'lux' })).toBeNull();
    expect(cabinTypeLabel({ name: 'Одноместная', type: 'single' })).toBeNull();
    expect(cabinTypeLabel({ name: 'Полулюкс', type: 'suite' })).toBeNull();
    expect(cabinTypeLabel({ name: 'Каюта с балконом', type: 'balcony' })).toBeNull();
  });
  it('says the class of a brand name', () => {
    expect(cabinTypeLabel({ name: 'MSC Yacht Club', type: 'suite' })).toBe('Сьют');
  });
});

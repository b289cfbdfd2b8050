import { describe, expect, it } from 'vitest';
import { line } from '../_place/fixtures.test-util';
import { groupLines } from './view';

describe('all cruise lines', () => {
  it('groups by kind, most cruises first, keeping only card fields', () => {
    const river = { ...line, slug: 'vodohod', name: 'Водоход', kind: 'river' as const, cruisesCount: 10 };
    const small = { ...line, slug: 'small', name: 'Small', cruisesCount: 3 };
    const groups = groupLines([small, river, line]);
    expect(groups.sea.map((l) => l.slug)).toEqual(['msc-cruises', 'small']);
    expect(groups.river.map((l) => l.slug)).toEqual(['vodohod']);
    expect(groups.sea[0]).not.toHaveProperty('description');
  });
});

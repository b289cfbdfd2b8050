import { describe, expect, it } from 'vitest';
import type { TermHit } from '../../../shared/api/schemas';
import { groupsInOrder, TERM_GROUPS } from './groups';

const hit = (kind: TermHit['kind'], slug: string): TermHit => ({
  kind,
  slug,
  name: slug,
  subtitle: '',
  href: `/${kind}/${slug}`,
});

describe('groupsInOrder', () => {
  it('puts the group of the best match first, then the others by their best match', () => {
    const best = [
      hit('ship', 'aleksandr-grin'),
      hit('ship', 'aleksandr-pushkin'),
      hit('port', 'aleksandriya'),
    ];
    expect(groupsInOrder({ best }).map((g) => g.key)).toEqual([
      'ships',
      'ports',
      'tagPages',
      'regions',
      'countries',
      'cruiseLines',
      'promotions',
    ]);
  });

  it('keeps the usual order when nothing ranks the groups', () => {
    expect(groupsInOrder({ best: [] })).toEqual(TERM_GROUPS);
  });
});

import { describe, expect, it } from 'vitest';
import type { TermHit } from '../../../shared/api/schemas';
import { groupsInOrder, hitLabel, TERM_GROUPS } from './groups';

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

describe('hitLabel', () => {
  it('calls a ship what it is: a river ship a «теплоход» or «пароход», a sea ship a «лайнер»', () => {
    expect(hitLabel({ kind: 'ship', name: 'Лев Толстой', shipKind: 'river' })).toBe('Теплоход');
    expect(hitLabel({ kind: 'ship', name: 'Н. В. Гоголь', shipKind: 'river' })).toBe('Пароход');
    expect(hitLabel({ kind: 'ship', name: 'MSC Grandiosa', shipKind: 'sea' })).toBe('Лайнер');
    expect(hitLabel({ kind: 'ship', name: 'Без сведений' })).toBe('Судно');
    expect(hitLabel({ kind: 'port', name: 'Казань' })).toBe('Порт');
  });
});

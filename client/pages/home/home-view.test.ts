import { describe, expect, it } from 'vitest';
import { newShipsTitle } from './home-view';
import type { HomeData } from './load-home';

const ships = (...kinds: ('sea' | 'river')[]) => kinds.map((kind) => ({ kind })) as HomeData['ships'];

describe('newShipsTitle', () => {
  it('names the newest ships by what they are', () => {
    expect(newShipsTitle(ships('sea', 'sea'))).toBe('Новые лайнеры');
    expect(newShipsTitle(ships('river'))).toBe('Новые теплоходы');
    expect(newShipsTitle(ships('sea', 'river'))).toBe('Новые лайнеры и теплоходы');
  });
});

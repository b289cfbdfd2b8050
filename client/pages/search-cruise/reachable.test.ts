import { describe, expect, it } from 'vitest';
import { reachable } from './loader';

const cases = { genitive: 'Малаги', accusative: 'Малагу', prepositional: 'Малаге' };
const options = [
  { value: 'malaga', label: 'Малага', count: 4, cases },
  {
    value: 'oslo',
    label: 'Осло',
    count: 0,
    cases: { genitive: 'Осло', accusative: 'Осло', prepositional: 'Осло' },
  },
  {
    value: 'kiel',
    label: 'Киль',
    count: 2,
    cases: { genitive: 'Киля', accusative: 'Киль', prepositional: 'Киле' },
  },
];

describe('reachable filter options', () => {
  it('leaves out dead ends unless chosen', () => {
    expect(reachable(options, undefined).map((o) => o.value)).toEqual(['malaga', 'kiel']);
    expect(reachable(options, ['oslo']).map((o) => o.value)).toEqual(['malaga', 'oslo', 'kiel']);
  });

  it('keeps case forms only for the chosen places, which the heading names', () => {
    const kept = reachable(options, 'malaga');
    expect(kept[0]).toEqual({ value: 'malaga', label: 'Малага', count: 4, cases });
    expect(kept[1]).toEqual({ value: 'kiel', label: 'Киль', count: 2 });
  });

  it('gives the same list for the same answer and choice, and leaves the answer as it was', () => {
    const answer = structuredClone(options);
    const first = reachable(answer, 'malaga');
    expect(reachable(answer, ['malaga'])).toBe(first);
    expect(reachable(answer, 'kiel')).not.toBe(first);
    expect(answer).toEqual(options);
  });
});

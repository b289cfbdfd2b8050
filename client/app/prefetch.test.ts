import { describe, expect, it } from 'vitest';
import { inViewAllowed, savesData } from './prefetch';

describe('prefetch restraint', () => {
  it('prefetches nothing when the visitor saves data', () => {
    expect(savesData({ saveData: true, effectiveType: '4g' })).toBe(true);
    expect(inViewAllowed({ saveData: true, effectiveType: '4g' })).toBe(false);
  });

  it('leaves links merely in view alone on a slow connection', () => {
    for (const effectiveType of ['slow-2g', '2g', '3g'])
      expect(inViewAllowed({ saveData: false, effectiveType }), effectiveType).toBe(false);
    expect(savesData({ saveData: false, effectiveType: '3g' })).toBe(false);
  });

  it('prefetches links in view on a fast connection, or where the browser does not say', () => {
    expect(inViewAllowed({ saveData: false, effectiveType: '4g' })).toBe(true);
    expect(inViewAllowed({})).toBe(true);
  });
});

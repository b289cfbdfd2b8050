import { describe, expect, it } from 'vitest';
import { checkTargets, targetsTable, type TargetInputs } from './targets';

const met: TargetInputs = {
  scriptsBeforeHydration: { '/': 4, cruise: 5 },
  usableMs: { '/': 1800 },
  lighthouse: { '/': 98 },
  searchHtmlKb: 70,
  searchCpuUncachedMs: 3.4,
  searchCpuCachedMs: 2.5,
  searchP99CachedMs: 250,
  rssMb: 200,
};

describe('checkTargets', () => {
  it('passes every target a run meets', () => {
    expect(checkTargets(met).every((t) => t.pass)).toBe(true);
  });

  it('fails the targets a run misses, and only those', () => {
    const failed = checkTargets({
      ...met,
      scriptsBeforeHydration: { '/': 4, cruise: 7 },
      searchCpuUncachedMs: 4.2, // 0.06 ms per KB of 70 KB
      rssMb: 220,
    }).filter((t) => !t.pass);
    expect(failed.map((t) => t.name)).toEqual([
      'scripts before hydration, cruise',
      'search page CPU per KB of HTML, no cache',
      'site RSS after a run',
    ]);
  });

  it('prints each target with what was measured, the bar and PASS or FAIL', () => {
    const table = targetsTable(checkTargets({ ...met, usableMs: { '/': 2100 } }));
    expect(table).toContain('| usable on Slow 4G, 4× CPU slowdown, / | 2.10 s | ≤ 2.0 s | FAIL |');
    expect(table).toContain('| search page HTML | 70.0 KB | ≤ 75 KB | PASS |');
  });

  it('prints a figure next to its bar with the decimals that tell them apart', () => {
    const table = targetsTable(
      checkTargets({ ...met, searchCpuUncachedMs: 5.0041, searchCpuCachedMs: 2.9987 }),
    );
    expect(table).toContain('| search page CPU, no cache | 5.004 ms | ≤ 5 ms | FAIL |');
    expect(table).toContain('| search page CPU, API cache | 2.999 ms | ≤ 3 ms | PASS |');
    expect(targetsTable(checkTargets({ ...met, searchCpuUncachedMs: 5 }))).toContain(
      '| search page CPU, no cache | 5.00 ms | ≤ 5 ms | PASS |',
    );
  });

  it('prints the floor page beside the time-to-usable bar when it was measured', () => {
    const table = targetsTable(
      checkTargets({ ...met, usableMs: { '/': 2100 }, usableFloor: { ms: 1712.4, jsGzipKb: 100.04 } }),
    );
    expect(table).toContain(
      '| usable on Slow 4G, 4× CPU slowdown, / | 2.10 s | ≤ 2.0 s (the floor page: 1712 ms, 100.0 KB gz) | FAIL |',
    );
    expect(table).toContain('| search page HTML | 70.0 KB | ≤ 75 KB | PASS |');
  });

  it('prints the dressed floor page beside the floor page when it was measured', () => {
    const table = targetsTable(
      checkTargets({
        ...met,
        usableMs: { '/': 2100 },
        usableFloor: { ms: 1712.4, jsGzipKb: 100.04 },
        usableDressedFloorMs: 1890.6,
      }),
    );
    expect(table).toContain(
      "| usable on Slow 4G, 4× CPU slowdown, / | 2.10 s | ≤ 2.0 s (the floor page: 1712 ms, 100.0 KB gz; with the site's stylesheet and LCP image: 1891 ms) | FAIL |",
    );
  });
});

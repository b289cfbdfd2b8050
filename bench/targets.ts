/**
 * The performance targets (docs/requirements.md §10), each checked against one benchmark run: what was
 * measured, the bar, PASS or FAIL. `npm run bench` prints and records them beside its tables.
 */

export interface Target {
  name: string;
  /** What was measured, formatted with its unit. */
  measured: string;
  bar: string;
  pass: boolean;
}

export interface TargetInputs {
  /** Script requests before hydration, per page (Chromium, Slow 4G). */
  scriptsBeforeHydration: Record<string, number>;
  /** Median ms to hydrated on Slow 4G with a 4× CPU slowdown, per page. */
  usableMs: Record<string, number>;
  /**
   * The same measurement of the floor page (bench/floor-page.tsx: the stack alone, React 19 and the data
   * router hydrating 24 cards) and its first-load JS in KB gzip; absent when it was not measured.
   */
  usableFloor?: { ms: number; jsGzipKb: number };
  /**
   * The floor page dressed as the site's pages are before they hydrate: the site's stylesheet and its
   * largest-paint image preloaded (ms; absent when not measured).
   */
  usableDressedFloorMs?: number;
  /** Lighthouse mobile performance score, per page (absent when Lighthouse was skipped). */
  lighthouse: Record<string, number>;
  searchHtmlKb: number;
  searchCpuUncachedMs: number;
  searchCpuCachedMs: number;
  searchP99CachedMs: number;
  /** The largest RSS of the site process at the end of a page's run. */
  rssMb: number;
}

export const BARS = {
  scripts: 6,
  usableMs: 2000,
  lighthouse: 97,
  searchHtmlKb: 75,
  cpuUncachedMs: 5,
  cpuPerKbMs: 0.05,
  cpuCachedMs: 3,
  p99CachedMs: 300,
  rssMb: 220,
};

function perPage(
  name: string,
  values: Record<string, number>,
  format: (v: number) => string,
  bar: string,
  ok: (v: number) => boolean,
): Target[] {
  return Object.entries(values).map(([page, value]) => ({
    name: `${name}, ${page}`,
    measured: format(value),
    bar,
    pass: ok(value),
  }));
}

/** The bar of time to usable, with the floor page's time beside it: the least this stack takes. */
function usableBar(floor: TargetInputs['usableFloor'], dressedMs: number | undefined): string {
  const bar = `≤ ${(BARS.usableMs / 1000).toFixed(1)} s`;
  if (!floor) return bar;
  const dressed =
    dressedMs === undefined ? '' : `; with the site's stylesheet and LCP image: ${Math.round(dressedMs)} ms`;
  return `${bar} (the floor page: ${Math.round(floor.ms)} ms, ${floor.jsGzipKb.toFixed(1)} KB gz${dressed})`;
}

/**
 * A measured figure with `digits` decimals, or more (up to four) when those would print the bar itself:
 * 5.004 ms against a bar of 5 ms reads «5.004», not a «5.00» marked FAIL.
 */
function figure(value: number, bar: number, digits: number): string {
  let shown = value.toFixed(digits);
  while (digits < 4 && value !== bar && shown === bar.toFixed(digits)) shown = value.toFixed(++digits);
  return shown;
}

export function checkTargets(m: TargetInputs): Target[] {
  const cpuPerKb = m.searchCpuUncachedMs / m.searchHtmlKb;
  return [
    ...perPage(
      'scripts before hydration',
      m.scriptsBeforeHydration,
      String,
      `≤ ${BARS.scripts}`,
      (v) => v <= BARS.scripts,
    ),
    ...perPage(
      'usable on Slow 4G, 4× CPU slowdown',
      m.usableMs,
      (v) => `${figure(v / 1000, BARS.usableMs / 1000, 2)} s`,
      usableBar(m.usableFloor, m.usableDressedFloorMs),
      (v) => v <= BARS.usableMs,
    ),
    ...perPage(
      'Lighthouse mobile performance',
      m.lighthouse,
      String,
      `≥ ${BARS.lighthouse}`,
      (v) => v >= BARS.lighthouse,
    ),
    {
      name: 'search page HTML',
      measured: `${figure(m.searchHtmlKb, BARS.searchHtmlKb, 1)} KB`,
      bar: `≤ ${BARS.searchHtmlKb} KB`,
      pass: m.searchHtmlKb <= BARS.searchHtmlKb,
    },
    {
      name: 'search page CPU, no cache',
      measured: `${figure(m.searchCpuUncachedMs, BARS.cpuUncachedMs, 2)} ms`,
      bar: `≤ ${BARS.cpuUncachedMs} ms`,
      pass: m.searchCpuUncachedMs <= BARS.cpuUncachedMs,
    },
    {
      name: 'search page CPU per KB of HTML, no cache',
      measured: `${figure(cpuPerKb, BARS.cpuPerKbMs, 3)} ms`,
      bar: `≤ ${BARS.cpuPerKbMs} ms`,
      pass: cpuPerKb <= BARS.cpuPerKbMs,
    },
    {
      name: 'search page CPU, API cache',
      measured: `${figure(m.searchCpuCachedMs, BARS.cpuCachedMs, 2)} ms`,
      bar: `≤ ${BARS.cpuCachedMs} ms`,
      pass: m.searchCpuCachedMs <= BARS.cpuCachedMs,
    },
    {
      name: 'search page p99, API cache, 50 connections',
      measured: `${Math.round(m.searchP99CachedMs)} ms`,
      bar: `< ${BARS.p99CachedMs} ms`,
      pass: m.searchP99CachedMs < BARS.p99CachedMs,
    },
    {
      name: 'site RSS after a run',
      measured: `${Math.round(m.rssMb)} MB`,
      bar: `< ${BARS.rssMb} MB`,
      pass: m.rssMb < BARS.rssMb,
    },
  ];
}

export function targetsTable(targets: Target[]): string {
  const lines = targets.map((t) => `| ${t.name} | ${t.measured} | ${t.bar} | ${t.pass ? 'PASS' : 'FAIL'} |`);
  return ['| target | measured | bar | |', '|---|---|---|---|', ...lines].join('\n');
}

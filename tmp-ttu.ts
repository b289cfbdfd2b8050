import { launchBrowser } from './bench/first-load-js';
import { SLOW_4G, CPU_SLOWDOWN } from './bench/time-to-usable';
const browser = await launchBrowser();
for (const path of process.argv.slice(3)) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.goto(process.argv[2] + path, { waitUntil: 'commit' });
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 30_000 });
  await page.waitForTimeout(3000);
  const r = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const h = performance.getEntriesByName('hydrated')[0]?.startTime;
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
    const res = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((e) => ({ n: e.name.replace(location.origin, '').slice(0, 70), s: Math.round(e.startTime), e: Math.round(e.responseEnd), kb: +(e.encodedBodySize / 1024).toFixed(1), t: e.initiatorType }));
    return { h, fcp, nav: { resp: Math.round(nav.responseStart), end: Math.round(nav.responseEnd), dcl: Math.round(nav.domContentLoadedEventEnd), kb: +(nav.encodedBodySize / 1024).toFixed(1) }, res };
  });
  console.log(path, 'hydrated', Math.round(r.h), 'fcp', Math.round(r.fcp), JSON.stringify(r.nav));
  for (const x of r.res) console.log(`  ${String(x.s).padStart(5)} → ${String(x.e).padStart(5)}  ${String(x.kb).padStart(6)} KB  ${x.t.padEnd(8)} ${x.n}`);
  await context.close();
}
await browser.close();

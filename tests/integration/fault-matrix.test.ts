/**
 * The fault matrix: for every endpoint a page uses, the misbehaving API answers each contract fault (`null`,
 * `{}`, `[]`, a wrong type in a field, a missing required field, a list of 10,000 items, a 2 MB string).
 * An optional part is left out or replaced by its default and the page answers 200 with everything else;
 * a broken main entity is the error screen with 502. Each fault is reported to the (fake) chat as error
 * -4 in its own thread with the backend mentioned, once per endpoint and kind of mismatch however often it
 * is met. The process keeps serving with bounded memory through the whole matrix.
 */
import v8 from 'node:v8';
import vm from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FALLBACK_SUBSCRIPTION } from '../../client/app/root-loader';
import { createContractChecker, mismatchKind } from '../../shared/api/contract-check';
import { API_PREFIX, ENDPOINTS, type EndpointName } from '../../shared/api/endpoints';
import { ERROR_CODE } from '../../shared/api/errors';
import { buildResponseShapes } from '../../shared/api/response-shapes';
import { fingerprint } from '../../shared/error-report/fingerprint';
import { DEFAULT_THREADS } from '../../server/notifier/notifier-config';
import { breakAnswer, CONTRACT_FAULTS, type ContractFault } from '../fakes/contract-faults';
import { startMisbehavingApi, type MisbehavingApi } from '../fakes/misbehaving-api';
import { reportingSiteEnv, startFakeTelegram, type FakeTelegram } from '../fakes/telegram';
import { discoverUrls, type SiteUrls } from '../load/site-urls';
import { startSite, type TestSite } from './harness';

const ERROR_TITLE = 'Очень жаль, но что-то пошло не так';
/** The page's text: the error screen keeps hyphenated words in no-wrap spans. */
const textOf = (html: string) => html.replace(/<[^>]*>/g, '');

type Page = keyof SiteUrls;
interface OptionalPart {
  page: Page;
  endpoint: EndpointName;
  /** A class of the part's markup: on the page while the API behaves, gone under the fault. */
  part?: string;
  /** Text of the default that stands in for the part. */
  fallback?: string;
}

/** Parts a page shows when it can; without them the page is still the page (docs/reliability.md). */
const OPTIONAL: OptionalPart[] = [
  { page: 'home', endpoint: 'getHeader', part: 'hdr__phone' },
  { page: 'home', endpoint: 'getFooter', part: 'ftr__demo' },
  { page: 'home', endpoint: 'getSubscriptionSettings', fallback: FALLBACK_SUBSCRIPTION.consentText },
  { page: 'home', endpoint: 'getUspList', part: 'usp__item' },
  { page: 'home', endpoint: 'getBanners', part: 'hero__carousel' },
  { page: 'home', endpoint: 'getPopularCruises', part: 'ccard' },
  { page: 'home', endpoint: 'getNewestShips', part: 'scard' },
  { page: 'home', endpoint: 'getPromotions', part: 'pcard' },
  { page: 'home', endpoint: 'getPageTags', part: 'tag__count' },
  { page: 'home', endpoint: 'getDescriptions' },
  { page: 'searchCruise', endpoint: 'getFilterOptions', part: 'sc-fieldset__hint' },
  { page: 'cruise', endpoint: 'getCruiseItinerary', part: 'cr-day__title' },
  { page: 'cruise', endpoint: 'getCruiseMap', part: 'cr-map__svg' },
  { page: 'cruise', endpoint: 'getCruisePrices', part: 'cr-price__amount' },
  { page: 'cruise', endpoint: 'getCurrencies', part: 'cr-currency__select' },
  { page: 'region', endpoint: 'getRegionsMap', part: 'rcard' },
  { page: 'region', endpoint: 'searchCruises', part: 'ccard' },
  { page: 'cruiseline', endpoint: 'getShipsByCruiseLine', part: 'scard' },
  { page: 'cruiseline', endpoint: 'getRegionsByCruiseLine', part: 'rcard' },
  { page: 'ship', endpoint: 'getCabinCategoriesByShip', part: 'cabin__title' },
  { page: 'ship', endpoint: 'getRegionsByShip', part: 'rcard' },
  { page: 'promotion', endpoint: 'searchCruises', part: 'ccard' },
  { page: 'promotion', endpoint: 'getPromotions', part: 'pcard' },
];

/** The page's main entity: without it there is no page (the table in docs/reliability.md). */
const MAIN: Array<{ page: Page; endpoint: EndpointName }> = [
  { page: 'cruise', endpoint: 'getCruiseBySlug' },
  { page: 'searchCruise', endpoint: 'searchCruises' },
  { page: 'landing', endpoint: 'getTagPageBySlug' },
  { page: 'search', endpoint: 'searchByTerm' },
  { page: 'region', endpoint: 'getRegionBySlug' },
  { page: 'country', endpoint: 'getCountryBySlug' },
  { page: 'port', endpoint: 'getPortBySlug' },
  { page: 'city', endpoint: 'getCityBySlug' },
  { page: 'cruiseline', endpoint: 'getCruiseLineBySlug' },
  { page: 'ship', endpoint: 'getShipBySlug' },
  { page: 'promotion', endpoint: 'getPromotionBySlug' },
  { page: 'promotions', endpoint: 'getPromotions' },
  { page: 'allRegions', endpoint: 'getRegionsMap' },
  { page: 'allCruiselines', endpoint: 'getCruiseLines' },
  { page: 'info', endpoint: 'getTildaPageBySlug' },
  { page: 'aboutUs', endpoint: 'getPageBySlug' },
];

const contract = createContractChecker(buildResponseShapes());
let fake: MisbehavingApi;
let telegram: FakeTelegram;
let site: TestSite;
let urls: SiteUrls;
let heapBefore = 0;

function onlyEndpoint(endpoint: EndpointName): RegExp {
  const path = `${API_PREFIX}${ENDPOINTS[endpoint].path}`.replace(/[/.-]/g, '\\$&');
  return new RegExp(`^${path}(\\?|$)`);
}

function shows(html: string, className: string): boolean {
  return new RegExp(`class="(?:[^"]* )?${className}[ "]`).test(html);
}

async function visit(path: string): Promise<{ status: number; html: string }> {
  const res = await fetch(`${site.url}${path}`, { signal: AbortSignal.timeout(20_000) });
  return { status: res.status, html: await res.text() };
}

// The heap after a full collection, so the check measures what is kept, not garbage not yet collected.
v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;

function heapMb(): number {
  collectGarbage();
  return process.memoryUsage().heapUsed / 2 ** 20;
}

/** The id the chat must show for this fault: the record id of code -4, the endpoint and the mismatch. */
async function expectedReportId(endpoint: EndpointName, fault: ContractFault): Promise<string> {
  const faulted = fake.log.find((entry) => entry.behaviour === fault);
  expect(faulted, `the API was asked for ${endpoint}`).toBeTruthy();
  const real = await (await fetch(`${fake.upstreamUrl}${faulted!.path}`)).text();
  const issues = contract.check(endpoint, JSON.parse(breakAnswer(fault, endpoint, real)));
  expect(issues.length).toBeGreaterThan(0);
  return fingerprint(['SERVER', ERROR_CODE.contractMismatch, endpoint, mismatchKind(issues)]);
}

async function expectReportedOnce(id: string): Promise<void> {
  const withId = () => telegram.messages.filter((m) => m.text.includes(`<code>${id}</code>`));
  for (const until = Date.now() + 5_000; withId().length === 0 && Date.now() < until;)
    await new Promise((r) => setTimeout(r, 20));
  const reports = withId();
  expect(reports, `one report ${id}`).toHaveLength(1);
  expect(reports[0].text).toContain('<b>Ошибка -4</b>');
  expect(reports[0].text).toContain('@backend');
  expect(reports[0].threadId).toBe(DEFAULT_THREADS['-4']);
}

async function underFault(endpoint: EndpointName, fault: ContractFault, path: string) {
  fake.resetLog();
  fake.behave(fault, { match: onlyEndpoint(endpoint) });
  try {
    return await visit(path);
  } finally {
    fake.behave('ok');
  }
}

beforeAll(async () => {
  fake = await startMisbehavingApi();
  telegram = await startFakeTelegram();
  urls = await discoverUrls(fake.upstreamUrl);
  site = await startSite({ ...reportingSiteEnv(telegram), API_URL: fake.url });
  await visit(urls.home);
  heapBefore = heapMb();
});

afterAll(async () => {
  await site?.close();
  await telegram?.close();
  await fake?.close();
});

describe('while the API keeps the contract', () => {
  it('every page in the matrix shows every part, and nothing is reported', async () => {
    const pages = new Set<Page>([...OPTIONAL.map((o) => o.page), ...MAIN.map((m) => m.page)]);
    for (const page of pages) {
      const { status, html } = await visit(urls[page]);
      expect(status, page).toBe(200);
      for (const o of OPTIONAL.filter((x) => x.page === page && x.part))
        expect(shows(html, o.part!), `${page} shows ${o.part}`).toBe(true);
    }
    expect(telegram.messages.filter((m) => m.text.includes('Ошибка -4'))).toEqual([]);
  });
});

describe.each(CONTRACT_FAULTS)('the API answers %s', (fault) => {
  it.each(OPTIONAL)('$page without its $endpoint part: 200, the rest shown, reported', async (o) => {
    const { status, html } = await underFault(o.endpoint, fault, urls[o.page]);
    expect(status).toBe(200);
    expect(textOf(html).includes(ERROR_TITLE), 'no error screen').toBe(false);
    expect(/<h1[\s>]/.test(html), 'the page has its heading').toBe(true);
    if (o.part) expect(shows(html, o.part), `${o.part} left out`).toBe(false);
    if (o.fallback) expect(html.includes(o.fallback), `shows ${o.fallback}`).toBe(true);
    // Everything else on the page is still there.
    for (const other of OPTIONAL.filter((x) => x.page === o.page && x.endpoint !== o.endpoint && x.part))
      expect(shows(html, other.part!), `still shows ${other.part}`).toBe(true);
    await expectReportedOnce(await expectedReportId(o.endpoint, fault));
  });

  it.each(MAIN)('$page with a broken $endpoint: the error screen with 502, reported', async (m) => {
    const { status, html } = await underFault(m.endpoint, fault, urls[m.page]);
    expect(status).toBe(502);
    expect(textOf(html).includes(ERROR_TITLE), 'the error screen').toBe(true);
    expect(/\bat \S+ \(|node_modules|Error:/.test(html), 'no stack trace').toBe(false);
    await expectReportedOnce(await expectedReportId(m.endpoint, fault));
  });
});

describe('after the whole matrix', () => {
  it('a fault met again is not reported again', async () => {
    const before = telegram.messages.length;
    for (let i = 0; i < 3; i++)
      expect((await underFault('getCruiseBySlug', 'null', urls.cruise)).status).toBe(502);
    await new Promise((r) => setTimeout(r, 300));
    expect(telegram.messages.length).toBe(before);
  });

  it('the process still serves every page, and its memory stays flat as the faults go on', async () => {
    for (const page of ['home', 'cruise', 'searchCruise', 'region'] as const)
      expect((await visit(urls[page])).status, page).toBe(200);
    // The matrix moved hundreds of megabytes through the process (2 MB answers, lists of 10,000 items); what
    // stays is caches filling up to their bounds and the fakes' own records.
    expect(heapMb() - heapBefore).toBeLessThan(48);
    // Once they are full, more of the same faults keep nothing.
    const round = async () => {
      for (const { page, endpoint } of [...OPTIONAL, ...MAIN])
        await underFault(endpoint, 'huge-string', urls[page]);
    };
    await round();
    const warm = heapMb();
    await round();
    await round();
    expect(heapMb() - warm).toBeLessThan(8);
  }, 60_000);
});

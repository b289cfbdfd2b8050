import { describe, expect, it } from 'vitest';
import { loadHome, nextMonths } from './load-home';

function fakeApi(answers: Record<string, unknown>) {
  const calls: Array<[string, unknown]> = [];
  const api = new Proxy(
    {},
    {
      get: (_, name: string) => async (input: unknown) => {
        calls.push([name, input]);
        return name in answers
          ? { ok: true, data: answers[name] }
          : { ok: false, error: { code: 502, message: 'down' } };
      },
    },
  );
  return { api, calls };
}

const request = new Request('http://localhost/');

describe('loadHome', () => {
  it('asks every block in parallel with the required inputs', async () => {
    const { api, calls } = fakeApi({ getBanners: { items: [] } });
    await loadHome({ request, context: { api } as never }, 'copy-home', '/copy-home');
    expect(Object.fromEntries(calls)).toEqual({
      getBanners: { placement: 'copy-home' },
      getUspList: { locale: 'ru' },
      getPopularCruises: { limit: 8 },
      getNewestShips: { limit: 6 },
      getPromotions: { status: 'active', page: 1, pageSize: 4 },
      getPageTags: { page: 'home' },
      getDescriptions: { path: '/copy-home' },
    });
  });

  it('degrades every block to empty when its endpoint fails', async () => {
    const { api } = fakeApi({ getPageTags: { items: [{ slug: 'volga', title: 'Волга', count: 12 }] } });
    const data = await loadHome({ request, context: { api } as never }, 'home', '/');
    expect(data.banners).toEqual([]);
    expect(data.cruises).toEqual([]);
    expect(data.tags).toHaveLength(1);
    expect(data.seo).toEqual({ title: null, description: null });
    // A year and a half: the next spring's river season is in the list in any month of the year.
    expect(data.months).toHaveLength(19);
  });
});

describe('nextMonths', () => {
  it('lists months from the current one across the year end', () => {
    expect(nextMonths('2026-11-20', 3)).toEqual(['2026-11', '2026-12', '2027-01']);
  });
});

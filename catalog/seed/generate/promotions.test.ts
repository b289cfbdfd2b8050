import { describe, expect, it } from 'vitest';
import type { CruiseRec } from '../../store/types';
import { PROMOTION_SEEDS, promotionDates } from './promotions';

const d = (iso: string) => new Date(`${iso}T00:00:00Z`);
const when = (slug: string) => PROMOTION_SEEDS.find((p) => p.slug === slug)!.when;

describe('promotions', () => {
  it('says the percentage an offer takes off, not «до» it: every sailing of the offer gets the same', () => {
    const bad = PROMOTION_SEEDS.filter(
      (p) => p.percent !== null && (!p.short.includes(`${p.percent}%`) || /до \d+%/.test(p.short)),
    );
    expect(bad.map((p) => `${p.slug}: ${p.short}`)).toEqual([]);
  });

  it('runs Black Friday in late November: now in November, last year’s before it', () => {
    expect(promotionDates(when('chernaya-pyatnitsa'), d('2026-11-01'))).toEqual({
      startsAt: '2026-11-20',
      endsAt: '2026-11-30',
    });
    expect(promotionDates(when('chernaya-pyatnitsa'), d('2026-07-01'))).toEqual({
      startsAt: '2025-11-20',
      endsAt: '2025-11-30',
    });
  });

  it('runs the New Year sale over the new year', () => {
    expect(promotionDates(when('novogodnyaya-rasprodazha'), d('2026-11-01')).startsAt).toBe('2025-12-10');
    expect(promotionDates(when('novogodnyaya-rasprodazha'), d('2026-12-01'))).toEqual({
      startsAt: '2026-12-10',
      endsAt: '2027-01-15',
    });
  });

  it('dates a rolling offer from the seed’s start', () => {
    expect(promotionDates({ around: [-5, 45] }, d('2026-11-01'))).toEqual({
      startsAt: '2026-10-27',
      endsAt: '2026-12-16',
    });
  });

  it('puts a weekend cruise offer only on a sailing that leaves on a Friday or a Saturday and is back by Monday', () => {
    const weekend = PROMOTION_SEEDS.find((p) => p.slug === 'infoflot-vykhodnye')!;
    const takes = (startDate: string, nights: number) =>
      weekend.applies(
        { startDate, nights } as CruiseRec,
        { startsAt: '2027-01-01', endsAt: '2027-12-31' },
        'volga',
      );
    expect(takes('2027-05-04', 3)).toBe(false); // Tuesday to Friday: the editor's example
    expect(takes('2027-05-06', 1)).toBe(false); // Thursday to Friday
    expect(takes('2027-05-07', 3)).toBe(true); // Friday evening to Monday morning
    expect(takes('2027-05-07', 2)).toBe(true); // Friday to Sunday
    expect(takes('2027-05-08', 2)).toBe(true); // Saturday to Monday
    expect(takes('2027-05-08', 3)).toBe(false); // Saturday to Tuesday
    expect(takes('2027-05-07', 5)).toBe(false);
  });

  it('labels each offer with what it is', () => {
    for (const p of PROMOTION_SEEDS) {
      // No percentage off the price: the label names no percent, or one for someone (second guest,
      // pensioners) that the short description explains.
      const shown = /−(\d+)%/.exec(p.label)?.[1];
      if (p.percent === null) {
        if (shown) expect(p.short, p.slug).toContain(`${shown}%`);
        if (shown) expect(p.label, p.slug).not.toMatch(/^−\d+%$/);
      } else expect(p.label, p.slug).toContain(`−${p.percent}%`);
    }
    expect(PROMOTION_SEEDS.find((p) => p.slug === 'msc-deti-besplatno')!.label).toBe('Дети бесплатно');
  });
});

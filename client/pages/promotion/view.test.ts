import { describe, expect, it } from 'vitest';
import { promotionPeriodText, promotionRangeText } from './view';

describe('promotion wording', () => {
  const p = { startsAt: '2027-03-01', endsAt: '2027-05-31', isActive: true };
  it('says until when an active promotion runs', () => {
    expect(promotionPeriodText(p, '2027-04-10')).toBe('Действует до 31\u00a0мая\u00a02027\u00a0г.');
    expect(promotionPeriodText(p, '2027-02-01')).toBe(
      'Начнётся 1\u00a0марта\u00a02027\u00a0г., действует до 31\u00a0мая\u00a02027\u00a0г.',
    );
  });
  it('says a finished promotion is over, by flag or by date', () => {
    expect(promotionPeriodText({ ...p, isActive: false }, '2027-04-10')).toBe(
      'Акция завершилась 31\u00a0мая\u00a02027\u00a0г.',
    );
    expect(promotionPeriodText(p, '2027-06-01')).toBe('Акция завершилась 31\u00a0мая\u00a02027\u00a0г.');
  });
  it('prints the range', () => {
    expect(promotionRangeText(p)).toBe('с 1\u00a0марта\u00a02027\u00a0г. по 31\u00a0мая\u00a02027\u00a0г.');
  });
});

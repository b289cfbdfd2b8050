import { describe, expect, it } from 'vitest';
import { promotionPeriodText, promotionRangeText } from './view';

describe('promotion wording', () => {
  const p = { startsAt: '2027-03-01', endsAt: '2027-05-31', isActive: true };
  it('counts the days to an active promotion’s end or to its start, not its dates again', () => {
    expect(promotionPeriodText(p, '2027-05-28')).toBe('До конца акции 4 дня');
    expect(promotionPeriodText(p, '2027-05-31')).toBe('До конца акции 1 день');
    expect(promotionPeriodText(p, '2027-04-10')).toBe('До конца акции 52 дня');
    expect(promotionPeriodText(p, '2027-02-24')).toBe('До начала акции 5 дней');
  });
  it('says a finished promotion is over, by flag or by date', () => {
    expect(promotionPeriodText({ ...p, isActive: false }, '2027-04-10')).toBe(
      'Акция завершилась 31\u00a0мая\u00a02027\u00a0г.',
    );
    expect(promotionPeriodText(p, '2027-06-01')).toBe('Акция завершилась 31\u00a0мая\u00a02027\u00a0г.');
  });
  it('prints the range', () => {
    expect(promotionRangeText(p)).toBe('с 1\u00a0марта по 31\u00a0мая\u00a02027\u00a0г.');
  });
});

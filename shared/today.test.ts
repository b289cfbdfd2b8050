import { describe, expect, it } from 'vitest';
import { daysUntil, hasSailed, moscowToday } from './today';

describe('moscowToday', () => {
  it('is the Moscow date, three hours ahead of UTC', () => {
    expect(moscowToday(new Date('2026-11-24T12:00:00Z'))).toBe('2026-11-24');
    expect(moscowToday(new Date('2026-11-24T20:59:59Z'))).toBe('2026-11-24');
    // 00:00 in Moscow is 21:00 UTC of the day before.
    expect(moscowToday(new Date('2026-11-24T21:00:00Z'))).toBe('2026-11-25');
    expect(moscowToday(new Date('2026-11-24T21:30:00Z'))).toBe('2026-11-25');
  });

  it('turns the month and the year at Moscow midnight', () => {
    expect(moscowToday(new Date('2026-11-30T21:30:00Z'))).toBe('2026-12-01');
    expect(moscowToday(new Date('2026-12-31T21:00:00Z'))).toBe('2027-01-01');
    expect(moscowToday(new Date('2026-12-31T20:59:00Z'))).toBe('2026-12-31');
  });
});

describe('hasSailed', () => {
  it('counts a cruise departing today as sailed, tomorrow as open', () => {
    expect(hasSailed('2026-11-24', '2026-11-24')).toBe(true);
    expect(hasSailed('2026-11-23', '2026-11-24')).toBe(true);
    expect(hasSailed('2026-11-25', '2026-11-24')).toBe(false);
  });
});

describe('daysUntil', () => {
  it('counts whole days to a date, across months and years', () => {
    expect(daysUntil('2026-11-29', '2026-11-28')).toBe(1);
    expect(daysUntil('2026-12-01', '2026-11-28')).toBe(3);
    expect(daysUntil('2027-01-02', '2026-12-31')).toBe(2);
    expect(daysUntil('2026-11-28', '2026-11-28')).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { fitsSeason, seasonOf, seasonText } from './seasons';

const d = (iso: string) => new Date(`${iso}T00:00:00Z`);

describe('seasons', () => {
  it('prints a season as an editor writes it', () => {
    expect(seasonText(seasonOf('volga'))).toBe('С начала мая до середины октября');
    expect(seasonText(seasonOf('russkiy-sever'))).toBe('С июня по сентябрь');
    expect(seasonText(seasonOf('lena'))).toBe('Июль и август');
    expect(seasonText(seasonOf('kariby'))).toBe('Круглый год');
    expect(seasonText(seasonOf('persidskiy-zaliv'))).toBe('С ноября по март');
    expect(seasonText(seasonOf('yaponiya-i-kitay'))).toBe('С марта по май и с сентября по ноябрь');
  });

  it('fits a sailing only when its first and last day are inside one window', () => {
    const volga = seasonOf('volga');
    expect(fitsSeason(volga, d('2027-05-01'), d('2027-05-08'))).toBe(true);
    expect(fitsSeason(volga, d('2027-04-28'), d('2027-05-05'))).toBe(false);
    expect(fitsSeason(volga, d('2027-10-10'), d('2027-10-16'))).toBe(false);
    expect(fitsSeason(volga, d('2026-11-24'), d('2026-11-24'))).toBe(false);
  });

  it('runs a winter window over the new year', () => {
    const gulf = seasonOf('persidskiy-zaliv');
    expect(fitsSeason(gulf, d('2026-12-28'), d('2027-01-04'))).toBe(true);
    expect(fitsSeason(gulf, d('2027-03-28'), d('2027-04-02'))).toBe(false);
    expect(fitsSeason(seasonOf('kariby'), d('2026-12-28'), d('2027-01-04'))).toBe(true);
  });

  it('knows every region', () => {
    expect(() => seasonOf('atlantida')).toThrow(/no season/);
  });
});

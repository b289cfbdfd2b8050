import { describe, expect, it } from 'vitest';
import { duringWorkingHours } from './support-hours';

describe('duringWorkingHours', () => {
  it('names the hours the settings give', () => {
    expect(duringWorkingHours('Ежедневно с 9:00 до 21:00 по Москве')).toBe(
      'в рабочее время (ежедневно с 9:00 до 21:00 по Москве)',
    );
  });
  it('keeps the plain promise without hours', () => {
    expect(duringWorkingHours(null)).toBe('в рабочее время');
    expect(duringWorkingHours('  ')).toBe('в рабочее время');
  });
});

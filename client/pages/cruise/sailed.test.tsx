import { describe, expect, it } from 'vitest';
import { renderHtml } from '../../ui/test-render';
import { SailedNotice } from './sailed';

const cruise = {
  startDate: '2026-11-28',
  departurePort: { slug: 'san-huan', name: 'Сан-Хуан' },
  nextDepartures: [],
} as unknown as Parameters<typeof SailedNotice>[0]['cruise'];

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('SailedNotice', () => {
  it('a cruise that leaves today (in the evening, it may be) is not said to have left', () => {
    const html = text(renderHtml(<SailedNotice cruise={cruise} today="2026-11-28" />));
    expect(html).toContain('Продажа закрыта: круиз отправляется сегодня');
    expect(html).toContain(
      'Круиз отправляется сегодня, 28 ноября 2026 г., — заявки на него больше не принимаются.',
    );
    expect(html).not.toContain('уже отправился');
  });

  it('one that left on an earlier day says when', () => {
    const html = text(renderHtml(<SailedNotice cruise={cruise} today="2026-11-29" />));
    expect(html).toContain('Этот круиз уже отправился');
    expect(html).toContain('Круиз отправился 28 ноября 2026 г., заявки на него больше не принимаются.');
  });
});

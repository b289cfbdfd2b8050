import { describe, expect, it } from 'vitest';
import { formatLeadNotice, type LeadNotice } from './notice';

const notice: LeadNotice = {
  reference: 'K7MQ-4PX2',
  name: 'Анна <Смирнова>',
  phone: '+79123456789',
  email: null,
  cruise: { title: 'Москва — Астрахань', startDate: '2027-06-12', endDate: '2027-06-19' },
  cabin: { code: 'LUX', name: 'Люкс' },
  party: { adults: 2, children: [7], pensioners: 1 },
  placement: { cabins: 2, extraBeds: 0, people: 4, grownUps: 3 },
  quote: { amount: 152_400, currency: 'RUB' },
  computed: { amount: 152_400, currency: 'RUB' },
  comment: '',
};

describe('the manager’s notice of a new lead', () => {
  it('names the visitor, the cruise, the cabin, the party and the total; escapes; empty reads Не указан', () => {
    expect(formatLeadNotice(notice)).toBe(
      [
        '<b>Новая заявка K7MQ-4PX2</b>',
        '<b>Имя:</b> Анна &lt;Смирнова&gt;',
        '<b>Телефон:</b> +79123456789',
        '<b>E-mail:</b> Не указан',
        '<b>Круиз:</b> «Москва — Астрахань»',
        '<b>Даты:</b> 12–19\u00a0июня\u00a02027\u00a0г.',
        '<b>Каюта:</b> Люкс (LUX)',
        '<b>Состав:</b> 2 взрослых, 1 ребёнок (7 лет), 1 пенсионер',
        '<b>Размещение:</b> 2 каюты',
        '<b>Сумма на сайте:</b> 152\u00a0400\u00a0₽',
        '<b>Комментарий:</b> Не указан',
      ].join('\n'),
    );
  });
  it('says which child takes an extra bed, so the manager books the cabin with it', () => {
    const family = formatLeadNotice({
      ...notice,
      party: { adults: 2, children: [6], pensioners: 0 },
      placement: { cabins: 1, extraBeds: 1, people: 3, grownUps: 2 },
    });
    expect(family).toContain('<b>Размещение:</b> 1 каюта; ребёнок — на дополнительном месте');
    // No category chosen, nothing placed: no line.
    expect(formatLeadNotice({ ...notice, placement: null })).not.toContain('Размещение');
  });
  it('shows the tariff’s own total beside a quote that differs', () => {
    const text = formatLeadNotice({ ...notice, computed: { amount: 150_000, currency: 'RUB' } });
    expect(text).toContain(
      '<b>Расчёт по тарифу:</b> 150\u00a0000\u00a0₽ — не совпадает с суммой на сайте, проверьте цену',
    );
  });
});

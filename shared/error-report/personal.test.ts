import { describe, expect, it } from 'vitest';
import { HIDDEN, urlWithoutPersonalData, withoutPersonalData } from './personal';

describe('a report without the visitor’s own data', () => {
  it('hides a booking request’s name, phone and e-mail, and an order’s payer, however deep', () => {
    expect(
      withoutPersonalData({
        name: 'Иван Петров',
        phone: '+79123456789',
        email: 'ivan@mail.ru',
        email2: 'kept',
        cruiseSlug: 'a',
        party: { adults: 2, children: [6] },
        order: { ref: 'CR-100001', customerName: 'Иван', paidAt: null },
        items: [{ phoneLast4: '9999' }],
      }),
    ).toEqual({
      name: HIDDEN,
      phone: HIDDEN,
      email: HIDDEN,
      email2: 'kept',
      cruiseSlug: 'a',
      party: { adults: 2, children: [6] },
      order: { ref: 'CR-100001', customerName: HIDDEN, paidAt: null },
      items: [{ phoneLast4: HIDDEN }],
    });
    // What was not sent stays as it was: the report says the field was empty.
    expect(withoutPersonalData({ email: '', comment: null })).toEqual({ email: '', comment: null });
    expect(withoutPersonalData('text')).toBe('text');
  });

  it('hides the last digits of a phone and an order link’s key in a URL’s query', () => {
    expect(
      urlWithoutPersonalData(
        'http://127.0.0.1:3000/api/v1/payments/check?orderRef=CR-100001&phoneLast4=9999',
      ),
    ).toBe(`http://127.0.0.1:3000/api/v1/payments/check?orderRef=CR-100001&phoneLast4=${HIDDEN}`);
    expect(urlWithoutPersonalData('/payment?order=CR-100001&key=abcdefghijklmnopqrstuv#pay')).toBe(
      `/payment?order=CR-100001&key=${HIDDEN}#pay`,
    );
    expect(urlWithoutPersonalData('/search-cruise?kind=river')).toBe('/search-cruise?kind=river');
    expect(urlWithoutPersonalData('')).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import {
  bodyWithoutPersonalData,
  headersWithoutPersonalData,
  HIDDEN,
  urlWithoutPersonalData,
  withoutPersonalData,
} from './personal';

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

  it('hides them in the server’s cache key header and in an answer kept as text, whole or cut', () => {
    expect(
      headersWithoutPersonalData({
        'X-Cache-Key': '/client-orders/check-payment?orderRef=CR-100001&phoneLast4=9999|ru',
        'X-Request-Id': '1234567890123',
      }),
    ).toEqual({
      'X-Cache-Key': `/client-orders/check-payment?orderRef=CR-100001&phoneLast4=${HIDDEN}`,
      'X-Request-Id': '1234567890123',
    });
    expect(headersWithoutPersonalData(null)).toBeNull();
    const order = '{"order":{"ref":"CR-100001","customerName":"Иван \\"Ваня\\" Петров","amount":1}}';
    expect(bodyWithoutPersonalData(order)).toBe(
      `{"order":{"ref":"CR-100001","customerName":"${HIDDEN}","amount":1}}`,
    );
    // Cut at 2 000 characters in the middle of the name.
    expect(bodyWithoutPersonalData('{"order":{"customerName": "Иван Пет')).toBe(
      `{"order":{"customerName":"${HIDDEN}"`,
    );
    expect(bodyWithoutPersonalData({ phone: '+7' })).toEqual({ phone: HIDDEN });
    expect(bodyWithoutPersonalData('Bad Gateway')).toBe('Bad Gateway');
  });
});

import { describe, expect, it } from 'vitest';
import { hasErrors, validateSubscription } from './validation';

describe('validateSubscription', () => {
  it('accepts a valid e-mail with consent', () => {
    const errors = validateSubscription({ email: ' anna@example.ru ', consent: true });
    expect(errors).toEqual({});
    expect(hasErrors(errors)).toBe(false);
  });

  it('asks for an e-mail and for consent', () => {
    expect(validateSubscription({ email: '', consent: false })).toEqual({
      email: 'Укажите адрес электронной почты',
      consent: 'Нужно согласие на обработку персональных данных',
    });
  });

  it.each(['anna', 'anna@', 'anna@example', 'an na@example.ru', 'anna@example.r'])('rejects %s', (email) => {
    expect(validateSubscription({ email, consent: true }).email).toBe('Проверьте адрес электронной почты');
  });
});

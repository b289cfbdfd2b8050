import { describe, expect, it } from 'vitest';
import * as S from './api/schemas';
import {
  EMAIL_PATTERN,
  isIsoDate,
  isSlug,
  LEAD_MESSAGES,
  leadFieldOf,
  NIGHTS_RANGES,
  RU_PHONE_PATTERN,
  SEARCH_SORTS,
  SHORT_CODE_PATTERN,
  SLUG_PATTERN,
  TERM_MIN_LENGTH,
  validateLead,
  type LeadFormValues,
} from './validation';

const valid: LeadFormValues = {
  name: 'Анна',
  phone: '+7 (912) 345-67-89',
  email: 'anna@example.ru',
  cabinCategory: 'B2',
  guests: '2',
  comment: '',
  consent: true,
};

describe('copies of the contract stay equal to shared/api/schemas.ts', () => {
  it('patterns', () => {
    expect(SLUG_PATTERN.source).toBe(S.SLUG_PATTERN.source);
    expect(EMAIL_PATTERN.source).toBe(S.EMAIL_PATTERN.source);
    expect(RU_PHONE_PATTERN.source).toBe(S.RU_PHONE_PATTERN.source);
    expect(SHORT_CODE_PATTERN.source).toBe(S.SHORT_CODE_PATTERN.source);
  });
  it('lists and limits', () => {
    expect([...SEARCH_SORTS]).toEqual([...S.SEARCH_SORTS]);
    expect([...NIGHTS_RANGES]).toEqual([...S.NIGHTS_RANGES]);
    expect(TERM_MIN_LENGTH).toBe(S.TERM_MIN_LENGTH);
  });
  it('validateLead agrees with LeadCreate on valid and invalid input', () => {
    const cases: LeadFormValues[] = [
      valid,
      { ...valid, phone: '8 900 123 45 67', email: '' },
      { ...valid, name: 'А' },
      { ...valid, phone: '12345' },
      { ...valid, email: 'anna@' },
      { ...valid, guests: '11' },
      { ...valid, guests: '0' },
      { ...valid, comment: 'x'.repeat(2001) },
      { ...valid, consent: false },
    ];
    for (const values of cases) {
      const ours = Object.keys(validateLead(values)).length === 0;
      const body = {
        name: values.name,
        phone: values.phone,
        email: values.email,
        cabinCategory: values.cabinCategory || undefined,
        guests: values.guests ? Number(values.guests) : undefined,
        comment: values.comment || undefined,
        consent: values.consent,
      };
      expect(S.LeadCreate.safeParse(body).success, JSON.stringify(values)).toBe(ours);
    }
  });
});

describe('validateLead', () => {
  it('accepts a full valid request and an optional e-mail left empty', () => {
    expect(validateLead(valid)).toEqual({});
    expect(validateLead({ ...valid, email: '', guests: '', cabinCategory: '' })).toEqual({});
  });
  it('gives a Russian message per field', () => {
    const errors = validateLead({
      name: ' ',
      phone: '',
      email: 'x',
      cabinCategory: 'bad code',
      guests: 'два',
      comment: '',
      consent: false,
    });
    expect(errors).toEqual({
      name: LEAD_MESSAGES.nameRequired,
      phone: LEAD_MESSAGES.phoneRequired,
      email: LEAD_MESSAGES.emailInvalid,
      cabinCategory: LEAD_MESSAGES.cabinInvalid,
      guests: LEAD_MESSAGES.guestsInvalid,
      consent: LEAD_MESSAGES.consentRequired,
    });
  });
  it('phone formats', () => {
    for (const ok of ['+79123456789', '89123456789', '7 912 345 67 89', '+7-912-345-67-89'])
      expect(RU_PHONE_PATTERN.test(ok)).toBe(true);
    for (const bad of ['9123456789', '+1 912 345 67 89', '+7 912 345 67 8'])
      expect(RU_PHONE_PATTERN.test(bad)).toBe(false);
  });
});

describe('helpers', () => {
  it('isSlug and isIsoDate', () => {
    expect(isSlug('volga-1')).toBe(true);
    expect(isSlug('Volga')).toBe(false);
    expect(isSlug('a'.repeat(121))).toBe(false);
    expect(isIsoDate('2027-02-28')).toBe(true);
    expect(isIsoDate('2027-02-30')).toBe(false);
  });
  it('leadFieldOf maps API fields', () => {
    expect(leadFieldOf('phone')).toBe('phone');
    expect(leadFieldOf('utm.utm_source')).toBeNull();
    expect(leadFieldOf(undefined)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import * as S from './api/schemas';
import {
  isIsoDate,
  isSlug,
  RU_PHONE_PATTERN,
  LEAD_MESSAGES,
  leadFieldOf,
  validateLead,
  type LeadFormValues,
} from './validation';

const valid: LeadFormValues = {
  name: 'Анна',
  phone: '+7 (912) 345-67-89',
  email: 'anna@example.ru',
  cabinCategory: 'B2',
  cabinNumber: '214',
  guests: '2',
  comment: '',
  consent: true,
};

describe('the zod-free rules agree with the contract built on them', () => {
  it('accepts slugs and rejects the rest', () => {
    expect(isSlug('rannee-bronirovanie')).toBe(true);
    for (const bad of [undefined, 42, '', 'UPPER', '-a', 'a--b', '<script>', 'путь', 'a'.repeat(121)])
      expect(isSlug(bad)).toBe(false);
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
      cabinNumber: '21а',
      guests: 'два',
      comment: '',
      consent: false,
    });
    expect(errors).toEqual({
      name: LEAD_MESSAGES.nameRequired,
      phone: LEAD_MESSAGES.phoneRequired,
      email: LEAD_MESSAGES.emailInvalid,
      cabinCategory: LEAD_MESSAGES.cabinInvalid,
      cabinNumber: LEAD_MESSAGES.cabinNumberInvalid,
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

import { describe, expect, it } from 'vitest';
import * as S from './api/schemas';
import {
  isIsoDate,
  isSlug,
  isPhone,
  RU_PHONE_PATTERN,
  LEAD_MESSAGES,
  leadFieldOf,
  PARTY_MESSAGES,
  partyOf,
  validateLead,
  type LeadFormValues,
} from './validation';

const valid: LeadFormValues = {
  name: 'Анна',
  phone: '+7 (912) 345-67-89',
  email: 'anna@example.ru',
  cabinCategory: 'B2',
  cabinNumber: '214',
  adults: '2',
  pensioners: '0',
  children: ['7'],
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
      { ...valid, adults: '11' },
      { ...valid, adults: '0', pensioners: '0' },
      { ...valid, adults: '0', pensioners: '1' },
      { ...valid, children: ['18'] },
      { ...valid, children: ['0', '1', '2', '3', '4', '5', '6'] },
      { ...valid, adults: '4', pensioners: '4', children: ['3', '5', '9'] },
      { ...valid, adults: '4', pensioners: '4', children: ['3', '5'] },
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
        party: partyOf(values) ?? undefined,
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
    expect(validateLead({ ...valid, email: '', children: [], cabinCategory: '' })).toEqual({});
  });
  it('gives a Russian message per field', () => {
    const errors = validateLead({
      name: ' ',
      phone: '',
      email: 'x',
      cabinCategory: 'bad code',
      cabinNumber: '21а',
      adults: 'два',
      pensioners: '0',
      children: [''],
      comment: '',
      consent: false,
    });
    expect(errors).toEqual({
      name: LEAD_MESSAGES.nameRequired,
      phone: LEAD_MESSAGES.phoneRequired,
      email: LEAD_MESSAGES.emailInvalid,
      cabinCategory: LEAD_MESSAGES.cabinInvalid,
      cabinNumber: LEAD_MESSAGES.cabinNumberInvalid,
      adults: PARTY_MESSAGES.countInvalid,
      children: PARTY_MESSAGES.childAge,
      consent: LEAD_MESSAGES.consentRequired,
    });
  });
  it('says a name typed too short is too short, not missing', () => {
    const values = { ...valid, name: 'И' };
    expect(validateLead(values).name).toBe('Имя слишком короткое');
    expect(validateLead({ ...values, name: '  ' }).name).toBe('Укажите имя');
  });
  it('phone formats', () => {
    for (const ok of ['+79123456789', '89123456789', '7 912 345 67 89', '+7-912-345-67-89'])
      expect(RU_PHONE_PATTERN.test(ok)).toBe(true);
    for (const bad of ['9123456789', '+1 912 345 67 89', '+7 912 345 67 8'])
      expect(RU_PHONE_PATTERN.test(bad)).toBe(false);
  });
  it('takes another country’s number with «+» and its code: Minsk, a foreign SIM', () => {
    for (const ok of ['+375 29 123-45-67', '+380 (44) 123 45 67', '+49 30 1234567', '+79123456789'])
      expect(isPhone(ok), ok).toBe(true);
    // Without «+», a code of 7 that is not a Russian number's length, too few or too many digits, letters.
    for (const bad of [
      '375291234567',
      '+7 912 345',
      '+1 234',
      '+1234567890123456',
      '+375 29 abc',
      '+0 123 456 789',
    ])
      expect(isPhone(bad), bad).toBe(false);
    expect(validateLead({ ...valid, phone: '+375 29 123-45-67' }).phone).toBeUndefined();
  });
});

describe('the party', () => {
  it('needs an adult or a pensioner, and at most ten travellers', () => {
    expect(validateLead({ ...valid, adults: '0', pensioners: '0', children: ['5'] }).adults).toBe(
      'Нужен хотя бы один взрослый',
    );
    expect(validateLead({ ...valid, adults: '5', pensioners: '4', children: ['5', '9'] }).adults).toBe(
      'В одной заявке — не больше 10 человек. Для большой группы позвоните нам: менеджер подберёт каюты',
    );
    expect(validateLead({ ...valid, children: ['-1'] }).children).toBe(
      'Укажите возраст ребёнка от 0 до 17 лет',
    );
  });
  it('reads the form as numbers, or null while a field is not a number', () => {
    expect(partyOf({ adults: '2', pensioners: '', children: ['0', '12'] })).toEqual({
      adults: 2,
      pensioners: 0,
      children: [0, 12],
    });
    expect(partyOf({ adults: '2', pensioners: '1', children: [''] })).toBeNull();
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

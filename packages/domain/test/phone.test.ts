import { describe, expect, it } from 'vitest';
import {
  formatPhoneConfirm,
  formatPhoneIndicator,
  isPhoneAccepted,
  normalizePhone,
  PHONE_INVALID_MESSAGE,
} from '../src/common/phone.ts';

describe('normalizePhone: valid numbers', () => {
  it.each([
    // typed, normalised, the rule it exercises
    ['2494000000', '2494000000', 'Tandil: 249 plus 7 digits'],
    ['1123456789', '1123456789', 'Buenos Aires: 11 plus 8 digits'],
    ['249-400 0000', '2494000000', 'non-digits are dropped'],
    ['+54 9 249 400-0000', '2494000000', 'longer than 10 digits: leading 549 stripped'],
    ['5491123456789', '1123456789', 'mobile 549 with Buenos Aires'],
    ['54 249 4000000', '2494000000', 'longer than 9 digits: leading 54 stripped'],
    ['541123456789', '1123456789', 'country 54 with Buenos Aires'],
    ['9 249 4000000', '2494000000', 'still longer than 9 digits: leading 9 stripped'],
    ['15 4000000', '2494000000', 'leading 15 stripped, then 7 digits get 249'],
    ['4000000', '2494000000', '7 digits get prefix 249'],
    ['23456789', '1123456789', '8 digits not starting with 11 get prefix 11'],
    ['15 2345 6789', '1123456789', 'leading 15 stripped, then 8 digits get 11'],
    ['249 15 4000000', '2494000000', '249 plus 7 digits after stripping a further 15'],
    ['+54 9 249 15 400-0000', '2494000000', '549 stripped, then 249 15 ...'],
    ['5494000000', '1194000000', '10 digits: 549 is not stripped, 54 is; 8 digits then get 11'],
  ])('%s → %s (%s)', (typed, normalized) => {
    const phone = normalizePhone(typed);
    expect(phone).toEqual({ normalized, status: 'valid' });
    expect(isPhoneAccepted(phone)).toBe(true);
  });
});

describe('normalizePhone: suspicious but accepted (more than 8 and fewer than 14 digits)', () => {
  it.each([
    ['223 4567890', '2234567890', 'another area code'],
    ['0249 4000000', '02494000000', 'a leading 0 is not one of the rules'],
    ['(0249) 15-400-0000', '0249154000000', '13 digits'],
    ['541234567', '541234567', '9 digits: 54 is only stripped from longer numbers'],
    ['912345678', '912345678', '9 digits: 9 is only stripped from longer numbers'],
    ['11 15 2345 6789', '111523456789', 'the further 15 is only stripped after 249'],
  ])('%s → %s (%s)', (typed, normalized) => {
    const phone = normalizePhone(typed);
    expect(phone).toEqual({ normalized, status: 'suspicious' });
    expect(isPhoneAccepted(phone)).toBe(true);
  });
});

describe('normalizePhone: invalid', () => {
  it.each([
    ['', '', 'empty'],
    ['abc-()', '', 'no digits at all'],
    ['123', '123', 'too short'],
    ['11234567', '11234567', '8 digits starting with 11 get no prefix and are too short'],
    ['12345678901234', '12345678901234', '14 digits'],
    ['123456789012345678', '123456789012345678', 'far too long'],
  ])('%j → %j (%s)', (typed, normalized) => {
    const phone = normalizePhone(typed);
    expect(phone).toEqual({ normalized, status: 'invalid' });
    expect(isPhoneAccepted(phone)).toBe(false);
  });

  it('treats null and undefined as empty', () => {
    expect(normalizePhone(null)).toEqual({ normalized: '', status: 'invalid' });
    expect(normalizePhone(undefined)).toEqual({ normalized: '', status: 'invalid' });
  });
});

describe('phone texts', () => {
  it('shows a valid number as (Ok) => normalised', () => {
    expect(formatPhoneIndicator(normalizePhone('15 4000000'))).toBe('(Ok) => 2494000000');
  });

  it('asks about a suspicious number', () => {
    expect(formatPhoneIndicator(normalizePhone('223 4567890'))).toBe('(teléfono válido? : 2234567890)');
    expect(formatPhoneConfirm('2234567890')).toBe('El nro telefónico 2234567890 es correcto?');
  });

  it('shows nothing beside an invalid number; saving it shows the invalid message', () => {
    expect(formatPhoneIndicator(normalizePhone('123'))).toBe('');
    expect(PHONE_INVALID_MESSAGE).toBe('El numero telefónico ingresado parece tener un error o no está completo');
  });
});

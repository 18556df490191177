import { describe, expect, it } from 'vitest';
import {
  findPhoneNotVerifiedMessage,
  formatPhoneNotVerifiedMessage,
  isPhoneVerificationPending,
  PHONE_NOT_VERIFIED_ERROR,
} from '../src/cuentas/phone-verification.ts';

describe('isPhoneVerificationPending', () => {
  it.each([
    [false, false, false],
    [false, true, false],
    [true, true, false],
    [true, false, true],
  ])(
    'site verifies new phones %s, phone verified %s: pending %s',
    (siteVerifiesNewPhones, isPhoneVerified, pending) => {
      expect(isPhoneVerificationPending({ siteVerifiesNewPhones, isPhoneVerified })).toBe(pending);
    },
  );
});

describe('findPhoneNotVerifiedMessage', () => {
  it('lets every request through on a site that does not verify new phones (the spec behaviour)', () => {
    for (const kind of ['pedido', 'reserva', 'compra'] as const) {
      expect(findPhoneNotVerifiedMessage({ siteVerifiesNewPhones: false, isPhoneVerified: false }, kind)).toBeNull();
    }
  });

  it('lets a verified phone through on a site that verifies', () => {
    expect(findPhoneNotVerifiedMessage({ siteVerifiesNewPhones: true, isPhoneVerified: true }, 'pedido')).toBeNull();
  });

  it('names what the customer was doing when the phone must be verified first', () => {
    const pending = { siteVerifiesNewPhones: true, isPhoneVerified: false };
    expect(findPhoneNotVerifiedMessage(pending, 'pedido')).toBe(
      'Verificá tu teléfono con un código por WhatsApp antes de tu primer pedido.',
    );
    expect(findPhoneNotVerifiedMessage(pending, 'reserva')).toBe(
      'Verificá tu teléfono con un código por WhatsApp antes de tu primera reserva.',
    );
    expect(findPhoneNotVerifiedMessage(pending, 'compra')).toBe(formatPhoneNotVerifiedMessage('compra'));
    expect(formatPhoneNotVerifiedMessage('compra')).toContain('tu primera compra');
  });

  it('has the error name the web recognises', () => {
    expect(PHONE_NOT_VERIFIED_ERROR).toBe('PhoneNotVerified');
  });
});

import { describe, expect, it } from 'vitest';
import {
  findPasswordWeakness,
  isCommonPassword,
  PASSWORD_COMMON_MESSAGE,
  PASSWORD_HAS_USER_NAME_MESSAGE,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_REPEATED_MESSAGE,
  PASSWORD_TOO_LONG_MESSAGE,
  PASSWORD_TOO_SHORT_MESSAGE,
} from '../src/cuentas/password-strength.ts';
import {
  changePasswordFormSchema,
  changePasswordRequestSchema,
  PASSWORDS_DIFFER_MESSAGE,
  RESET_CODE_FORMAT_MESSAGE,
  requestPasswordResetSchema,
  resetPasswordFormSchema,
  resetPasswordRequestSchema,
  SAME_PASSWORD_MESSAGE,
} from '../src/cuentas/password-schemas.ts';
import { staffAddSchema } from '../src/back-office/staff-schemas.ts';

/** Each field's messages of a failed parse. */
function messagesOf(result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) {
  const byField: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) {
    const key = issue.path.join('.') || '(body)';
    byField[key] = [...(byField[key] ?? []), issue.message];
  }
  return byField;
}

describe('findPasswordWeakness', () => {
  it.each([
    ['', 'marta', PASSWORD_TOO_SHORT_MESSAGE],
    ['a'.repeat(PASSWORD_MIN_LENGTH - 1), 'marta', PASSWORD_TOO_SHORT_MESSAGE],
    ['x'.repeat(PASSWORD_MAX_LENGTH + 1), 'marta', PASSWORD_TOO_LONG_MESSAGE],
    // The user name, whatever the case or accents, alone or inside.
    ['cajera.ana', 'cajera.ana', PASSWORD_HAS_USER_NAME_MESSAGE],
    ['CAJERA.ANA', 'cajera.ana', PASSWORD_HAS_USER_NAME_MESSAGE],
    ['soy-cajera.ana-2026', 'Cajera.Ana', PASSWORD_HAS_USER_NAME_MESSAGE],
    ['la-peña-del-sur', 'pena', PASSWORD_HAS_USER_NAME_MESSAGE],
    ['lafarola12345', ' lafarola ', PASSWORD_HAS_USER_NAME_MESSAGE],
    // One character over and over.
    ['aaaaaaaaaa', 'marta', PASSWORD_REPEATED_MESSAGE],
    ['1111111111111', null, PASSWORD_REPEATED_MESSAGE],
    // The lists everyone tries first, in any case and with or without accents.
    ['1234567890', 'marta', PASSWORD_COMMON_MESSAGE],
    ['qwerty1234', 'marta', PASSWORD_COMMON_MESSAGE],
    ['Password123', 'marta', PASSWORD_COMMON_MESSAGE],
    ['contraseña123', 'marta', PASSWORD_COMMON_MESSAGE],
    ['CONTRASENA123', 'marta', PASSWORD_COMMON_MESSAGE],
    ['Contraseña', 'marta', PASSWORD_COMMON_MESSAGE],
    ['qwertyuiop', undefined, PASSWORD_COMMON_MESSAGE],
    // The demo's published passwords, for anyone but their demo user too.
    ['lafarola1234', 'otro.usuario', PASSWORD_COMMON_MESSAGE],
    ['serrana1234', 'otro.usuario', PASSWORD_COMMON_MESSAGE],
    ['admin12345', 'marta', PASSWORD_COMMON_MESSAGE],
  ])('%j for user %j: %s', (password, userName, message) => {
    expect(findPasswordWeakness(password, userName)).toBe(message);
  });

  it.each([
    [`${'a'.repeat(PASSWORD_MIN_LENGTH - 1)}b`, 'marta'],
    ['mate-con-bizcochitos', 'marta'],
    ['Tandil es lindo en otoño', 'cajera.ana'],
    [`${'x'.repeat(PASSWORD_MAX_LENGTH - 1)}y`, null],
    // A name that only shares a piece with the password is fine.
    ['cajera-del-turno-noche', 'cajera.ana'],
  ])('accepts %j for user %j', (password, userName) => {
    expect(findPasswordWeakness(password, userName)).toBeNull();
  });

  it('ignores an empty user name (the form has not asked for it yet)', () => {
    expect(findPasswordWeakness('mate-con-bizcochitos', '  ')).toBeNull();
  });

  it('tells the common ones without case, accents or surrounding spaces', () => {
    expect([isCommonPassword(' Admin1234 '), isCommonPassword('contrasena'), isCommonPassword('mate-amargo')]).toEqual([
      true,
      true,
      false,
    ]);
  });
});

describe('changePasswordRequestSchema (login/ChangePassword)', () => {
  it('takes the current password as it is and a strong new one', () => {
    expect(changePasswordRequestSchema.parse({ passwordActual: 'x', passwordNueva: 'mate-con-bizcochitos' })).toEqual({
      passwordActual: 'x',
      passwordNueva: 'mate-con-bizcochitos',
    });
  });

  it.each([
    [{}, { passwordActual: ['Ingresá tu contraseña actual'], passwordNueva: ['Ingresá la contraseña nueva'] }],
    [
      { passwordActual: '', passwordNueva: '' },
      { passwordActual: ['Ingresá tu contraseña actual'], passwordNueva: ['Ingresá la contraseña nueva'] },
    ],
    [{ passwordActual: 'x', passwordNueva: 'corta' }, { passwordNueva: [PASSWORD_TOO_SHORT_MESSAGE] }],
    [{ passwordActual: 'x', passwordNueva: 'qwerty1234' }, { passwordNueva: [PASSWORD_COMMON_MESSAGE] }],
    [
      { passwordActual: 12, passwordNueva: 34 },
      { passwordActual: ['La contraseña debe ser un texto'], passwordNueva: ['La contraseña debe ser un texto'] },
    ],
    [
      { passwordActual: 'mate-con-bizcochitos', passwordNueva: 'mate-con-bizcochitos' },
      { passwordNueva: [SAME_PASSWORD_MESSAGE] },
    ],
  ])('refuses %j', (body, messages) => {
    expect(messagesOf(changePasswordRequestSchema.safeParse(body))).toEqual(messages);
  });
});

describe('resetPasswordRequestSchema (login/ResetPassword)', () => {
  const valid = { userName: ' cajera.ana ', authCode: '012345', passwordNueva: 'mate-con-bizcochitos' };

  it('trims the user name and keeps the code with its leading zeros', () => {
    expect(resetPasswordRequestSchema.parse(valid)).toEqual({ ...valid, userName: 'cajera.ana' });
    expect(resetPasswordRequestSchema.parse({ ...valid, authCode: ' 012345 ' }).authCode).toBe('012345');
  });

  it.each([
    [{ ...valid, authCode: '12345' }, { authCode: [RESET_CODE_FORMAT_MESSAGE] }],
    [{ ...valid, authCode: '12345a' }, { authCode: [RESET_CODE_FORMAT_MESSAGE] }],
    [{ ...valid, userName: '' }, { userName: ['Ingresá tu usuario'] }],
    [{ ...valid, passwordNueva: 'la-clave-de-cajera.ana' }, { passwordNueva: [PASSWORD_HAS_USER_NAME_MESSAGE] }],
    [{ ...valid, passwordNueva: 'cumbre1234' }, { passwordNueva: [PASSWORD_COMMON_MESSAGE] }],
  ])('refuses %j', (body, messages) => {
    expect(messagesOf(resetPasswordRequestSchema.safeParse(body))).toEqual(messages);
  });

  it('asks for the user name to send a code', () => {
    expect(messagesOf(requestPasswordResetSchema.safeParse({ userName: '   ' }))).toEqual({
      userName: ['Ingresá tu usuario'],
    });
  });
});

describe('the web forms: the new password twice', () => {
  it('checks the repetition and the session user name in the change form', () => {
    const schema = changePasswordFormSchema('marta.farola');
    const base = { passwordActual: 'la-de-antes', passwordNueva: 'mate-con-bizcochitos' };
    expect(schema.safeParse({ ...base, repetida: 'mate-con-bizcochitos' }).success).toBe(true);
    expect(messagesOf(schema.safeParse({ ...base, repetida: 'mate-con-bizcochito' }))).toEqual({
      repetida: [PASSWORDS_DIFFER_MESSAGE],
    });
    const withName = 'Marta.Farola-2026';
    expect(messagesOf(schema.safeParse({ ...base, passwordNueva: withName, repetida: withName }))).toEqual({
      passwordNueva: [PASSWORD_HAS_USER_NAME_MESSAGE],
    });
  });

  it('checks the repetition and the typed user name in the reset form', () => {
    const form = { userName: 'marta', authCode: '123456', passwordNueva: 'mate-con-bizcochitos' };
    expect(resetPasswordFormSchema.safeParse({ ...form, repetida: form.passwordNueva }).success).toBe(true);
    expect(messagesOf(resetPasswordFormSchema.safeParse({ ...form, repetida: '' }))).toEqual({
      repetida: ['Repetí la contraseña nueva'],
    });
    expect(
      messagesOf(
        resetPasswordFormSchema.safeParse({ ...form, passwordNueva: 'martamartamarta', repetida: 'martamartamarta' }),
      ),
    ).toEqual({ passwordNueva: [PASSWORD_HAS_USER_NAME_MESSAGE] });
  });
});

describe('staffAddSchema: a new staff member chooses a strong password', () => {
  it.each([
    ['cajera.ana', 'corta', PASSWORD_TOO_SHORT_MESSAGE],
    ['cajera.ana', 'password123', PASSWORD_COMMON_MESSAGE],
    ['cajera.ana', 'Cajera.Ana.2026', PASSWORD_HAS_USER_NAME_MESSAGE],
  ])('%s with %j: %s', (userName, password, message) => {
    expect(messagesOf(staffAddSchema.safeParse({ userName, password }))).toEqual({ password: [message] });
  });

  it('still adds an existing user without a password', () => {
    expect(staffAddSchema.parse({ userName: 'serrana' }).password).toBeNull();
    expect(staffAddSchema.parse({ userName: 'cajera.ana', password: 'mate-con-bizcochitos' }).password).toBe(
      'mate-con-bizcochitos',
    );
  });
});

/**
 * How strong a staff password must be (back office users, platform admins): long enough, not the user name, not
 * one everybody tries first. The server applies it wherever a password is chosen (change, reset by code, a new
 * staff member, the create-admin command) and the web forms check it first, with the same messages. The demo's
 * published passwords are in the list: the seed creates them, nothing else may choose them.
 */

export const PASSWORD_MIN_LENGTH = 10;
/** Argon2's cost does not depend on length, but a bound keeps bodies and logs sane. */
export const PASSWORD_MAX_LENGTH = 200;

export const PASSWORD_TOO_SHORT_MESSAGE = `La contraseña debe tener al menos ${PASSWORD_MIN_LENGTH} caracteres`;
export const PASSWORD_TOO_LONG_MESSAGE = `La contraseña puede tener hasta ${PASSWORD_MAX_LENGTH} caracteres`;
export const PASSWORD_HAS_USER_NAME_MESSAGE = 'La contraseña no puede ser ni contener el nombre de usuario';
export const PASSWORD_COMMON_MESSAGE = 'Esa contraseña es muy común y fácil de adivinar: elegí otra';
export const PASSWORD_REPEATED_MESSAGE = 'La contraseña no puede ser un mismo carácter repetido';
/** The rule in one line, beside a field where a password is chosen. */
export const PASSWORD_RULE_HINT = `Al menos ${PASSWORD_MIN_LENGTH} caracteres, sin tu usuario y que no sea una de las contraseñas más comunes.`;

/**
 * Passwords tried first by anyone guessing (the top of the leaked-password lists, in English and Spanish, and this
 * product's own names), and the demo's published ones. Compared without case or accents, so 'Contraseña123' is
 * 'contrasena123'. Shorter ones are refused by the length anyway; they stay for a longer minimum some day.
 */
const COMMON_PASSWORDS: readonly string[] = [
  '123456',
  '12345678',
  '123456789',
  '1234567890',
  '12345678910',
  '0123456789',
  '0987654321',
  '9876543210',
  '1122334455',
  '1234512345',
  '1q2w3e4r5t',
  '1qaz2wsx3edc',
  'qwerty',
  'qwerty123',
  'qwerty1234',
  'qwerty12345',
  'qwertyuiop',
  'asdfghjkl',
  'asdfghjklñ',
  'zxcvbnm123',
  'password',
  'password1',
  'password12',
  'password123',
  'password1234',
  'passw0rd123',
  'contraseña',
  'contraseña1',
  'contraseña12',
  'contraseña123',
  'contraseña1234',
  'micontraseña',
  'iloveyou123',
  'teamo123456',
  'tequiero123',
  'bocajuniors',
  'riverplate',
  'argentina',
  'argentina1',
  'argentina123',
  'argentina1234',
  'administrador',
  'administrador1',
  'admin12345',
  'admin123456',
  'tandil1234',
  'tandil12345',
  'vidriera',
  'vidriera123',
  'vidriera1234',
  // The demo's logins (apps/api/src/db/seed/demo-users.ts), published in the README.
  'admin1234',
  'lafarola1234',
  'cumbre1234',
  'serrana1234',
  'plaza1234',
  'mozo1234',
  'fogon1234',
];

/** Lower case without accents (ñ as n): how passwords and user names are compared here. */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

const COMMON_FOLDED = new Set(COMMON_PASSWORDS.map(fold));

/** Whether the password is one of the common ones (case and accents aside). */
export function isCommonPassword(password: string): boolean {
  return COMMON_FOLDED.has(fold(password.trim()));
}

/**
 * Why a password is too weak for an account with this user name, as a Spanish message for the form; null when it
 * is strong enough. `userName` may be absent (a form whose user name is not known yet): only its own rules apply.
 */
export function findPasswordWeakness(password: string, userName?: string | null): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return PASSWORD_TOO_SHORT_MESSAGE;
  if (password.length > PASSWORD_MAX_LENGTH) return PASSWORD_TOO_LONG_MESSAGE;
  const folded = fold(password);
  const name = fold(userName?.trim() ?? '');
  if (name && folded.includes(name)) return PASSWORD_HAS_USER_NAME_MESSAGE;
  if (/^(.)\1*$/u.test(folded)) return PASSWORD_REPEATED_MESSAGE;
  if (isCommonPassword(password)) return PASSWORD_COMMON_MESSAGE;
  return null;
}

/**
 * Argentine phone numbers as customers type them (+54 9 249 15-400-0000, 0249 4000000, 15 4000000, ...) reduced
 * to one local form: area code plus number, without country code, mobile 9 or mobile 15. The web shows the
 * result on every keystroke and the API applies the same rule before storing, so both always agree.
 */

/** Country code, mobile prefix after the country code, and the mobile prefix after the area code. */
export const PHONE_COUNTRY_PREFIX = '54';
export const PHONE_MOBILE_COUNTRY_PREFIX = '549';
export const PHONE_MOBILE_LOCAL_PREFIX = '15';
/** Buenos Aires (8-digit local numbers) and Tandil (7-digit local numbers), the two areas the product serves. */
export const PHONE_AREA_BUENOS_AIRES = '11';
export const PHONE_AREA_TANDIL = '249';
/** A number that is not clearly valid is still accepted, after a confirm, when its length is in this open range. */
export const PHONE_SUSPICIOUS_MIN_DIGITS_EXCLUSIVE = 8;
export const PHONE_SUSPICIOUS_MAX_DIGITS_EXCLUSIVE = 14;

export const PHONE_INVALID_MESSAGE = 'El numero telefónico ingresado parece tener un error o no está completo';

export type PhoneStatus = 'valid' | 'suspicious' | 'invalid';

export interface NormalizedPhone {
  /** The digits to store and show in place of what was typed. */
  normalized: string;
  status: PhoneStatus;
}

const VALID_BUENOS_AIRES = /^11\d{8}$/;
const VALID_TANDIL = /^249\d{7}$/;
/** Tandil mobile written with 15 after the area code: 249 15 4000000. */
const TANDIL_WITH_MOBILE_PREFIX = /^24915(\d{7})$/;

function stripPrefix(digits: string, prefix: string): string {
  return digits.startsWith(prefix) ? digits.slice(prefix.length) : digits;
}

/** Steps 1 to 4 of the rule: digits only, international and mobile prefixes removed, local numbers completed. */
function reducePhoneDigits(raw: string): string {
  let digits = raw.replace(/\D/g, '');
  if (digits.length > 10) digits = stripPrefix(digits, PHONE_MOBILE_COUNTRY_PREFIX);
  if (digits.length > 9) digits = stripPrefix(digits, PHONE_COUNTRY_PREFIX);
  if (digits.length > 9) digits = stripPrefix(digits, '9');
  digits = stripPrefix(digits, PHONE_MOBILE_LOCAL_PREFIX);
  if (digits.length === 8 && !digits.startsWith(PHONE_AREA_BUENOS_AIRES)) digits = PHONE_AREA_BUENOS_AIRES + digits;
  else if (digits.length === 7) digits = PHONE_AREA_TANDIL + digits;
  return digits;
}

/** The spec's phone normalisation (section 5): the normalised digits and whether they are valid. */
export function normalizePhone(raw: string | null | undefined): NormalizedPhone {
  const digits = reducePhoneDigits(raw ?? '');
  if (VALID_BUENOS_AIRES.test(digits) || VALID_TANDIL.test(digits)) return { normalized: digits, status: 'valid' };
  const tandilMobile = TANDIL_WITH_MOBILE_PREFIX.exec(digits);
  if (tandilMobile) return { normalized: PHONE_AREA_TANDIL + tandilMobile[1], status: 'valid' };
  const isSuspicious =
    digits.length > PHONE_SUSPICIOUS_MIN_DIGITS_EXCLUSIVE && digits.length < PHONE_SUSPICIOUS_MAX_DIGITS_EXCLUSIVE;
  return { normalized: digits, status: isSuspicious ? 'suspicious' : 'invalid' };
}

/** Whether a phone may be saved (valid, or suspicious once the user confirmed it). */
export function isPhoneAccepted(phone: NormalizedPhone): boolean {
  return phone.status !== 'invalid';
}

/** The live indicator beside the phone field: green for a valid number, a question for a suspicious one. */
export function formatPhoneIndicator(phone: NormalizedPhone): string {
  if (phone.status === 'valid') return `(Ok) => ${phone.normalized}`;
  if (phone.status === 'suspicious') return `(teléfono válido? : ${phone.normalized})`;
  return '';
}

/** The confirm a suspicious number needs before it is saved. */
export function formatPhoneConfirm(phone: string): string {
  return `El nro telefónico ${phone} es correcto?`;
}

/**
 * Hostile inputs for the fuzz test, all deterministic: fixed catalogues plus a seeded generator for odd Unicode,
 * so every run sends the same requests.
 */

/** A small seeded generator (mulberry32): the same seed gives the same sequence on every machine. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
  };
}
export type Random = ReturnType<typeof createRandom>;

/** A JSON literal that JSON.stringify cannot write (1e400 parses to Infinity, -0 stays -0): see toJson. */
export const raw = (literal: string) => `@@raw:${literal}@@`;

/** JSON text of a value, with raw() markers written as the literals they stand for. */
export const toJson = (value: unknown) => JSON.stringify(value).replace(/"@@raw:([^@"]*)@@"/g, '$1');

/** Marks a field to leave out of the body. */
export const MISSING = Symbol('missing');

const ODD_CODE_POINTS = [
  0xd800, // lone high surrogate
  0xdfff, // lone low surrogate
  0x202e, // right-to-left override
  0x200f, // right-to-left mark
  0x200b, // zero-width space
  0xfeff, // byte order mark
  0x0301, // combining acute accent
  0xfffd, // replacement character
  0xffff, // non-character
  0x1f355, // pizza
  0x1f468, // man (joined with ZWJ below)
  0x200d, // zero-width joiner
  0x0007, // bell
  0x001b, // escape
  0x0085, // next line
  0x2028, // line separator
  0x0627, // arabic alef
];

/** A short text of odd code points, different for each call and the same on every run. */
export function oddUnicode(random: Random): string {
  let text = '';
  for (let i = 0; i < 12; i++) text += String.fromCodePoint(random.pick(ODD_CODE_POINTS));
  return text;
}

const nestedArray = (depth: number) => JSON.parse(`${'['.repeat(depth)}${']'.repeat(depth)}`);
const nestedObject = (depth: number) => JSON.parse(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`);
const KB_100 = 'x'.repeat(100_000);

/** Values of the wrong type, whatever the field is. */
const WRONG_TYPES: Array<[string, unknown]> = [
  ['missing', MISSING],
  ['null', null],
  ['empty object', {}],
  ['nested object', nestedObject(500)],
];

const STRINGS: Array<[string, unknown]> = [
  ['number for text', 12345],
  ['boolean for text', true],
  ['list for text', ['a']],
  ['100 KB text', KB_100],
  ['NUL in text', 'a\u0000b'],
  ['lone surrogates', '\ud800x\udfff'],
  ['RTL override', '\u202eevil\u202c.exe'],
  ['emoji', '🍕👩‍👩‍👧‍👦🇦🇷'],
  ['empty text', ''],
  ['impossible date', '2026-02-30T25:61:00Z'],
  ['far date', '9999-12-31T23:59:59Z'],
  ['traversal', '../../../etc/passwd'],
  ['SQL', "'; DROP TABLE users; --"],
  ['markup', '<script>alert(1)</script>'],
];

const NUMBERS: Array<[string, unknown]> = [
  ['text for number', '12'],
  ['NaN text for number', 'NaN'],
  ['boolean for number', true],
  ['1e400 (Infinity)', raw('1e400')],
  ['-1e400 (-Infinity)', raw('-1e400')],
  ['1e308', 1e308],
  ['-1', -1],
  ['0', 0],
  ['-0', raw('-0')],
  ['1.5', 1.5],
  ['2^31', 2_147_483_648],
  ['-2^31-1', -2_147_483_649],
  ['2^53+1', raw('9007199254740993')],
];

const BOOLEANS: Array<[string, unknown]> = [
  ['text for boolean', 'true'],
  ['1 for boolean', 1],
  ['0 for boolean', 0],
  ['list for boolean', [true]],
];

function arrays(base: unknown[]): Array<[string, unknown]> {
  const item = base[0] ?? 1;
  return [
    ['text for list', 'x'],
    ['empty list', []],
    ['list of null', [null]],
    ['1000 items', Array.from({ length: 1000 }, () => item)],
    ['nested lists', nestedArray(1000)],
    ['item of the wrong kind', [item, 'x', 7, {}]],
  ];
}

const OBJECTS: Array<[string, unknown]> = [
  ['list for object', []],
  ['text for object', 'x'],
  ['2000 keys', Object.fromEntries(Array.from({ length: 2000 }, (_, i) => [`k${i}`, i]))],
];

/** Hostile values for a field whose valid value is `base`; the seeded generator adds an odd-Unicode text. */
export function hostileValues(base: unknown, random: Random): Array<[string, unknown]> {
  const own: Array<[string, unknown]> =
    typeof base === 'string'
      ? [...STRINGS, ['odd unicode', oddUnicode(random)]]
      : typeof base === 'number'
        ? NUMBERS
        : typeof base === 'boolean'
          ? BOOLEANS
          : Array.isArray(base)
            ? arrays(base)
            : typeof base === 'object' && base !== null
              ? OBJECTS
              : [...STRINGS.slice(0, 4), ...NUMBERS.slice(0, 6)];
  return [...WRONG_TYPES, ...own];
}

/** Path segments, already percent-encoded as a client would put them in the URL. */
export const PATH_ATTACKS: string[] = [
  'a'.repeat(101),
  'a'.repeat(301),
  '9'.repeat(2000),
  '..%2f..%2f..%2fetc%2fpasswd',
  '%2e%2e',
  'a%00b',
  '%zz',
  '%',
  '%ED%A0%80',
  '%F0%9F%8D%95',
  '%E2%80%AEabc',
  '-1',
  '0',
  '1.5',
  '1e400',
  'NaN',
  '2147483648',
  '99999999999999999999',
  '__proto__',
  "'%20OR%201=1--",
];

/** Query values, percent-encoded. */
export const QUERY_ATTACKS: string[] = [
  '',
  'a%00b',
  '%zz',
  'x'.repeat(100_000),
  '-1',
  '1e400',
  'NaN',
  '99999999999999999999',
  '%F0%9F%8D%95%E2%80%AE',
  '2026-13-45',
  '9999-12-31T23:59:59Z',
  'null',
];

/** Query strings that do not depend on the operation's parameters. */
export const QUERY_STRINGS: string[] = [
  'zzz=1',
  '%zz=1',
  '__proto__=1&constructor=1',
  'a[b][c]=1',
  `${'k'.repeat(5000)}=1`,
  Array.from({ length: 2000 }, (_, i) => `p${i}=${i}`).join('&'),
];

export interface RawBody {
  label: string;
  payload: string | Buffer;
  contentType?: string;
}

/** Whole bodies: not JSON, not an object, too deep, too large, or sent as something else than JSON. */
export const BODY_ATTACKS: RawBody[] = [
  { label: 'truncated JSON', payload: '{"a":', contentType: 'application/json' },
  { label: 'trailing comma', payload: '[1,]', contentType: 'application/json' },
  { label: 'two values', payload: '{"a":1}}', contentType: 'application/json' },
  { label: 'NUL only', payload: '\u0000', contentType: 'application/json' },
  { label: 'empty JSON', payload: '', contentType: 'application/json' },
  { label: 'null body', payload: 'null', contentType: 'application/json' },
  { label: 'list body', payload: '[]', contentType: 'application/json' },
  { label: 'text body', payload: '"texto"', contentType: 'application/json' },
  { label: 'number body', payload: '123', contentType: 'application/json' },
  { label: 'Infinity body', payload: '1e400', contentType: 'application/json' },
  {
    label: '100,000 nested lists',
    payload: `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
    contentType: 'application/json',
  },
  {
    label: '10,000 nested objects',
    payload: `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`,
    contentType: 'application/json',
  },
  { label: '2 MB body', payload: `{"a":"${'x'.repeat(2_000_000)}"}`, contentType: 'application/json' },
  { label: 'proto pollution', payload: '{"__proto__":{"admin":true}}', contentType: 'application/json' },
  {
    label: 'constructor pollution',
    payload: '{"constructor":{"prototype":{"admin":true}}}',
    contentType: 'application/json',
  },
  {
    label: 'invalid UTF-8',
    payload: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
    contentType: 'application/json',
  },
  { label: 'UTF-16 charset', payload: '{}', contentType: 'application/json; charset=utf-16' },
  { label: 'plain text', payload: 'hola', contentType: 'text/plain' },
  { label: 'form', payload: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
  {
    label: 'multipart',
    payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
    contentType: 'multipart/form-data; boundary=x',
  },
  { label: 'XML', payload: '<a>1</a>', contentType: 'application/xml' },
  { label: 'bytes', payload: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0]), contentType: 'application/octet-stream' },
  { label: 'fake image', payload: Buffer.from('not an image'), contentType: 'image/png' },
  { label: 'malformed content type', payload: '{}', contentType: ';;;' },
  { label: 'no content type', payload: '{}' },
];

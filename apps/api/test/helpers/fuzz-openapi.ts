/**
 * The fuzz test's reading of the app's own OpenAPI document: every operation with its path, query and body
 * schemas, and a plausible valid value for any schema (the base that hostile inputs are mutated from, so that one
 * bad field at a time gets past the others' validation and reaches the services and the database).
 */

/** The JSON Schema subset the zod → OpenAPI transform writes. */
export interface JsonSchema {
  type?: string | string[];
  nullable?: boolean;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minItems?: number;
  maxItems?: number;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: string;
  /** OpenAPI path, e.g. /api/carta/{carpeta}/{enLocal}. */
  path: string;
  pathParams: Parameter[];
  query: Parameter[];
  /** The JSON body's schema, when the operation takes one. */
  body?: JsonSchema;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<string, { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema: JsonSchema }> } }>
  >;
}

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

export function listOperations(doc: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      const parameters = op.parameters ?? [];
      operations.push({
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((p) => p.in === 'path'),
        query: parameters.filter((p) => p.in === 'query'),
        body: op.requestBody?.content?.['application/json']?.schema,
      });
    }
  }
  return operations;
}

/** Texts tried, in order, for a string whose pattern or format says what it must look like. */
const STRING_CANDIDATES = [
  'Texto de prueba',
  '2026-11-28T21:00:00-03:00',
  '2026-11-28T21:00',
  '2026-11-28',
  '21:00',
  'la-farola',
  'tandil.localhost',
  '2494123456',
  'cliente@example.com',
  'https://example.com/a',
  'abc',
  'ABC123',
  '1',
  'a',
];

const FORMAT_VALUES: Record<string, string> = {
  'date-time': '2026-11-28T21:00:00-03:00',
  date: '2026-11-28',
  time: '21:00:00',
  email: 'cliente@example.com',
  uri: 'https://example.com/a',
  url: 'https://example.com/a',
};

function fitsString(schema: JsonSchema, text: string): boolean {
  if (schema.minLength !== undefined && text.length < schema.minLength) return false;
  if (schema.maxLength !== undefined && text.length > schema.maxLength) return false;
  return schema.pattern === undefined || new RegExp(schema.pattern, 'u').test(text);
}

function sampleString(schema: JsonSchema, known: string | undefined): string {
  if (known !== undefined && fitsString(schema, known)) return known;
  const formatted = schema.format ? FORMAT_VALUES[schema.format] : undefined;
  if (formatted) return formatted;
  const found = STRING_CANDIDATES.find((text) => fitsString(schema, text));
  if (found) return found;
  return 'a'.repeat(Math.max(1, schema.minLength ?? 1));
}

function sampleNumber(schema: JsonSchema, integer: boolean, known: unknown): number {
  const low = schema.minimum ?? Number.NEGATIVE_INFINITY;
  const high = schema.maximum ?? Number.POSITIVE_INFINITY;
  const fits = (n: number) =>
    n >= low && n <= high && !(schema.exclusiveMinimum === true && n === low) && (!integer || Number.isInteger(n));
  if (typeof known === 'number' && fits(known)) return known;
  for (const candidate of [1, 2, 10, 100, 0]) if (fits(candidate)) return candidate;
  return Number.isFinite(low) ? Math.ceil(low) + 1 : Math.floor(high);
}

function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  return schema.type ? [schema.type] : [];
}

/** The first alternative of a union that is not null (an empty schema when there is none). */
export function firstVariant(schema: JsonSchema): JsonSchema {
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return variants.find((v) => !typesOf(v).includes('null')) ?? variants[0] ?? {};
  if (schema.allOf?.length) return Object.assign({}, ...schema.allOf);
  return schema;
}

/**
 * A plausible valid value for the schema; `known` gives values by field name (seeded ids, the demo's carpeta and
 * domain) so the requests reach real rows.
 */
export function sampleValue(schema: JsonSchema, name: string, known: Record<string, unknown>, depth = 0): unknown {
  const s = firstVariant(schema);
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum.includes(known[name]) ? known[name] : s.enum[0];
  const type = typesOf(s).find((t) => t !== 'null');
  switch (type) {
    case 'string':
      return sampleString(s, known[name] === undefined ? undefined : String(known[name]));
    case 'integer':
      return sampleNumber(s, true, known[name]);
    case 'number':
      return sampleNumber(s, false, known[name]);
    case 'boolean':
      return typeof known[name] === 'boolean' ? known[name] : false;
    case 'array': {
      if (depth > 6 || !s.items) return [];
      const count = Math.max(1, s.minItems ?? 1);
      return Array.from({ length: Math.min(count, s.maxItems ?? count) }, () =>
        sampleValue(s.items!, name, known, depth + 1),
      );
    }
    case 'object':
    case undefined: {
      if (!s.properties || depth > 6) return type === 'object' ? {} : 'a';
      return Object.fromEntries(
        Object.entries(s.properties).map(([key, child]) => [key, sampleValue(child, key, known, depth + 1)]),
      );
    }
    default:
      return null;
  }
}

/** Where a schema leads for a path of property names and array indexes (undefined past what it describes). */
export function schemaAt(schema: JsonSchema, path: ReadonlyArray<string | number>): JsonSchema | undefined {
  let current: JsonSchema | undefined = schema;
  for (const key of path) {
    if (!current) return undefined;
    const s = firstVariant(current);
    current = typeof key === 'number' ? s.items : s.properties?.[key];
  }
  return current;
}

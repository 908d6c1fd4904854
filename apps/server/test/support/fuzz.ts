// Input for the route fuzz test (fuzz.routes.test.ts): a plausible value for a JSON schema from the
// OpenAPI document, and the malformed values put in its place one field at a time.

export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  default?: unknown;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

/** Strings a `pattern` may want, tried in order (dates, times, colours, languages, ids). */
const PATTERN_GUESSES = ['2026-06-15', '12:30', '#336699', 'en', 'Europe/Paris', 'fuzz', 'abc123', '1', 'a'];

function stringFor(s: JsonSchema): string {
  if (s.format === 'email') return 'fuzz@example.com';
  if (s.format === 'date-time') return '2030-06-15T12:00:00.000Z';
  if (s.format === 'date') return '2026-06-15';
  if (s.format === 'uri' || s.format === 'url') return 'https://example.com/fuzz';
  if (s.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
  if (s.pattern) {
    const re = new RegExp(s.pattern, 'u');
    const hit = PATTERN_GUESSES.find((g) => re.test(g));
    if (hit) return hit;
  }
  return 'fuzz text'.padEnd(s.minLength ?? 0, 'x');
}

/** A value the schema should accept (best effort: required properties only). */
export function sample(s: JsonSchema | undefined, depth = 0): unknown {
  if (!s || depth > 6) return 'fuzz';
  if (s.default !== undefined) return s.default;
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum[0];
  const options = s.anyOf ?? s.oneOf;
  if (options?.length) return sample(options.find((o) => o.type !== 'null') ?? options[0], depth + 1);
  if (s.allOf?.length) return sample(s.allOf[0], depth + 1);
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  switch (type) {
    case 'string':
      return stringFor(s);
    case 'integer':
    case 'number':
      return s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : 1);
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: Math.max(1, s.minItems ?? 1) }, () => sample(s.items, depth + 1));
    case 'null':
      return null;
    default: {
      if (!s.properties) return {};
      const out: Record<string, unknown> = {};
      for (const key of s.required ?? []) out[key] = sample(s.properties[key], depth + 1);
      return out;
    }
  }
}

function deep(levels: number): unknown {
  let v: unknown = 'bottom';
  for (let i = 0; i < levels; i += 1) v = i % 2 ? [v] : { a: v };
  return v;
}

/** What goes in a field's place: broken Unicode, NUL, huge, wrong types, an impossible date, deep nesting. */
export const BAD_VALUES: [string, unknown][] = [
  ['lone surrogate', 'before \ud800 after'],
  ['emoji cut mid-character', 'a tip \ud83d'],
  ['NUL', 'a\u0000b'],
  ['huge string', 'x'.repeat(300_000)],
  ['number', -1e308],
  ['boolean', true],
  ['null', null],
  ['array', ['\udfff']],
  ['object', { toString: 'x', __proto__: { polluted: true } }],
  ['bad date', '2026-13-45'],
  ['deep nesting', deep(200)],
];

/** Whole bodies that are not what any route takes. */
export const BAD_BODIES: [string, string][] = [
  ['JSON null', 'null'],
  ['JSON array', '[]'],
  ['JSON string', '"\\ud800"'],
  ['malformed JSON', '{"a":'],
  // Written out: JSON.stringify itself overflows the stack at this depth.
  ['deep nesting', `${'{"a":['.repeat(5000)}1${']}'.repeat(5000)}`],
];

/** Query and path values, already percent-encoded (a lone surrogate cannot be encodeURIComponent-ed). */
export const BAD_URL_VALUES: [string, string][] = [
  ['lone surrogate (CESU bytes)', '%ED%A0%80'],
  ['invalid percent-encoding', '%E0%A4%A'],
  ['NUL', 'a%00b'],
  ['bad date', '2026-13-45'],
  ['huge', 'x'.repeat(4000)],
  ['negative', '-1'],
  ['overflow', '1e400'],
  ['array', 'a&{name}=b'],
];

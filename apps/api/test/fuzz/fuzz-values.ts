// What the seeded fuzz of the REST calls (test/fuzz/rest-fuzz.test.ts) and of the GraphQL operations
// (apps/gateway/test/graphql-fuzz.test.ts) sends and how it judges the answers: hostile values
// (control characters, broken unicode, huge strings, numbers out of range, SQL and path fragments,
// wrong JSON types) mixed with plausible ones, so that inputs pass validation often enough to reach
// the services and the database too. Deterministic: a seed gives the same inputs on every run.
import fc from 'fast-check';
import { INTERNALS } from '../helpers/requests';

/** FUZZ_SEED and FUZZ_RUNS explore further by hand; the suite runs with the defaults. */
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 1313);
export const fuzzRuns = (fallback: number) => Number(process.env.FUZZ_RUNS ?? fallback);

/** Counts the inputs sent and the CPU time spent; FUZZ_REPORT=1 prints them when the file ends. */
export function fuzzMeter(name: string) {
  let inputs = 0;
  let started: NodeJS.CpuUsage | undefined;
  return {
    sent() {
      started ??= process.cpuUsage();
      inputs += 1;
    },
    report() {
      if (!process.env.FUZZ_REPORT || !started) return;
      const { user, system } = process.cpuUsage(started);
      process.stderr.write(`${name}: ${inputs} inputs, ${((user + system) / 1e6).toFixed(1)} s CPU\n`);
    },
  };
}

/** Plausible values of the shop's fields: a field takes those its own schema accepts. */
export const PLAUSIBLE = [
  'it',
  'en',
  'IT',
  'S',
  'N',
  '0',
  '1',
  '2',
  '5',
  '12',
  '-1',
  'b2b',
  'AL000001',
  'AL000002',
  'al000003',
  'AL999001',
  'rossi',
  'ferri',
  'gallo',
  'moretti',
  'admin',
  'C',
  'A',
  'X',
  'F',
  'C00001',
  'C00003',
  'AG01',
  'EXPO2026',
  'privacypolicy',
  'condizionidivendita',
  'TipoArticoli',
  'Marchi',
  'TipoArticoli,Marchi',
  'PRIV01',
  '2099-01-15',
  '2026-01-01',
  '2026/000001',
  '2026/000002',
  'ORD',
  'pasta',
  'pomodoro',
  'relevance',
  'price',
  'asc',
  'desc',
  'P',
  'E',
  'ricevuto',
  'client',
  'order',
  'Consegna al mattino',
  'Mario',
  'DEST01',
  'CAFFE15',
  'PASTA3X1',
  'GRANSOLE',
  'F001',
  'AG02',
  '01',
  '01.01',
  '01.01.01',
  'fuzz-key-00000001',
] as const;

const CONTROL = fc.integer({ min: 0, max: 0x9f }).filter((c) => c < 0x20 || c >= 0x7f);
const LONE_SURROGATE = fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c));

/** Hostile strings: what a form field should refuse with a field error, never a 500. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'AL\u0000001',
    'rossi\u0000',
    '\u001b[31mred',
    '\u0085',
    '\ud800',
    'a\udc00b',
    '\ufeffAL000001',
    '\u202eevil',
    'e\u0301\u0301\u0301',
    '😀'.repeat(40),
    "' OR 1=1 --",
    "'; DROP TABLE users; --",
    '%',
    '_%_',
    '\\',
    '\\x00',
    '../../etc/passwd',
    '<script>alert(1)</script>',
    '${7*7}',
    '__proto__',
    'constructor',
    'null',
    'undefined',
    'NaN',
    'Infinity',
    '-Infinity',
    '1e309',
    '-1e309',
    '9'.repeat(400),
    '0x10',
    '1.5',
    '-0',
    '2147483648',
    '-2147483649',
    '99999999999999999999',
    '2026-02-30',
    '2026-13-01',
    '0000-00-00',
    '9999-12-31',
    '2026/9999999999999999',
    '0000/000000',
    'AL000001,AL000001',
    ','.repeat(50),
    'ORD\nORD',
    'a'.repeat(257),
  ),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({
    unit: fc.oneof(
      CONTROL.map((c) => String.fromCharCode(c)),
      LONE_SURROGATE,
    ),
    maxLength: 6,
  }),
  fc
    .tuple(fc.constantFrom('a', '\u0000', 'é', '9', '😀', ' '), fc.integer({ min: 65, max: 120_000 }))
    .map(([unit, times]) => unit.repeat(times)),
  fc.integer().map(String),
  fc.double().map(String),
  fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n }).map(String),
);

/** Fragments that break text in the database or a parser when put inside an otherwise good value. */
const FRAGMENTS = [
  '\u0000',
  '\u0000\u0000',
  '\u001b',
  '\u0085',
  '\ud800',
  "'",
  '"',
  '%',
  '_',
  '\\',
  '😀',
  '\r\n',
  '\t',
  ',',
];

/** A plausible value with a hostile fragment put in: passes length and shape rules more often. */
export function injected(value: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc.tuple(value, fc.constantFrom(...FRAGMENTS), fc.nat()).map(([text, fragment, at]) => {
    const position = at % (text.length + 1);
    return text.slice(0, position) + fragment + text.slice(position);
  });
}

/** JSON values other than a string, for JSON bodies and GraphQL variables. */
export const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, 1e308, -1e308, 2 ** 31, 2 ** 53 + 1, 0.1, {}, [], [[]]),
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.array(fc.oneof(fc.string({ maxLength: 8 }), fc.integer()), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.string({ maxLength: 6 }), { maxKeys: 3 }),
  fc.constant(JSON.parse('{"__proto__": {"polluted": true}}') as unknown),
  fc.letrec<{ deep: unknown }>((tie) => ({
    deep: fc.oneof({ depthSize: 'small' }, fc.constant(1), fc.array(tie('deep'), { maxLength: 2 })),
  })).deep,
);

/** Field names a payload does not declare (stripped, refused or ignored, never a 500). */
export const extraFieldName: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    'toString',
    'hasOwnProperty',
    '',
    ' ',
    'a.b',
    'x[0]',
  ),
  fc.string({ unit: 'binary', maxLength: 12 }),
);

/** Every string inside a value (keys too), to tell an echo of the input from a leak. */
export function stringsIn(value: unknown, into: string[] = []): string[] {
  if (typeof value === 'string') into.push(value);
  else if (typeof value === 'number' || typeof value === 'bigint') into.push(String(value));
  else if (Array.isArray(value)) for (const item of value) stringsIn(item, into);
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      into.push(key);
      stringsIn(item, into);
    }
  }
  return into;
}

/**
 * What in an answer looks like internals (SQL, a stack frame, a file path, a library's name), once
 * the parts that only repeat the input (a refused code named in a message) are taken out.
 */
export function leaksIn(body: string, inputs: readonly string[]): string[] {
  let rest = body;
  const variants = new Set<string>();
  for (const input of inputs) {
    for (const text of [input, input.trim(), input.trim().toUpperCase(), input.trim().toLowerCase()]) {
      if (text.length < 2) continue;
      variants.add(text);
      variants.add(JSON.stringify(text).slice(1, -1));
    }
  }
  for (const text of [...variants].sort((a, b) => b.length - a.length)) rest = rest.split(text).join(' ');
  return INTERNALS.filter((pattern) => pattern.test(rest)).map(String);
}

// A seeded fuzz of every REST call (issue 13, "Done when"): every path of REST_PATHS, as a visitor, a
// customer, an agent and the management, with payloads built from the call's own zod schema (plausible
// values the schema accepts, then fields set to hostile values, wrong JSON types, arrays, removed, or
// extra fields added) in multipart, urlencoded, JSON and broken bodies, and hostile headers. No answer
// may be a 5xx or carry SQL, a stack trace or a file path. New paths and payload schemas are covered
// as they are added (iterated, not listed); HINTS only helps where a field needs values to go deeper.
import * as contract from '@shop/contract';
import { REST_PATHS } from '@shop/contract';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loginAs } from '../helpers/login';
import { useTestApp } from '../helpers/test-app';
import {
  extraFieldName,
  FUZZ_SEED,
  fuzzMeter,
  fuzzRuns,
  hostileJson,
  hostileString,
  injected,
  leaksIn,
  PLAUSIBLE,
  stringsIn,
} from './fuzz-values';

const ctx = useTestApp();
type PathKey = keyof typeof REST_PATHS;

/** Random inputs per path and caller; with the sweep (6 per field) ~35 inputs a path, ~2,000 in all. */
const RUNS = fuzzRuns(4);
const meter = fuzzMeter('REST fuzz');
afterAll(() => meter.report());
const CALLERS = ['visitor', 'rossi', 'moretti', 'admin'] as const;
type CallerName = (typeof CALLERS)[number];

/** The payload schema of a path: `<key>PayloadSchema` in the contract, or named here. */
const SCHEMA_NAMES: Partial<Record<PathKey, string>> = {
  userFairs: 'fairsPayloadSchema',
  orderReorder: 'reorderPayloadSchema',
};

const YEAR = new Date().getFullYear();

/**
 * Where the generator needs a hint: values that name real records, by field name (any call), so that
 * plausible inputs reach the services and the database instead of stopping at "unknown code".
 */
const FIELD_HINTS: Record<string, readonly string[]> = {
  codArt: ['AL000001', 'AL000002', 'al000003'],
  brand: ['GRANSOLE'],
  supplier: ['F001'],
  promo: ['CAFFE15'],
  category: ['01', '01.01.01'],
  NumeroOrdine: [`${YEAR}/000001`, `${YEAR}/000002`, `${YEAR - 1}/000001`],
  // The order's life: orders, delivery notes and invoices by number, a version, lines as JSON.
  numero: [`${YEAR}/000001`, `${YEAR}/000002`, `${YEAR - 1}/000001`],
  ddt: [`${YEAR}/000001`, `${YEAR}/000001,${YEAR}/000002`],
  versione: ['1', '2'],
  righe: ['[{"codice":"AL000001","qta":1}]', '[{"codice":"AL000001","qta":"2","sconto":"5"}]'],
  CodUtente: ['rossi', 'gallo', 'moretti'],
};

/** The same per call, and the fields a catch-all payload takes. */
const HINTS: Partial<Record<PathKey, Record<string, readonly string[]>>> = {
  // Never the callers' own accounts: five failed logins would lock them for the rest of the run.
  login: { CodUtente: ['ferri', 'bianchi', 'nessuno'], Password: ['Sbagliata1'] },
  setUserInfo: {
    Informazione_1: ['PRIV01'],
    Valore_1: ['S', '1'],
    Informazione_2: ['PRIV02'],
    Valore_2: ['2'],
  },
  productDetails: { codici: ['AL000001,AL000002,ZZ000001'] },
  // Quotes: numbers of their own form (P + year), lines as JSON.
  ...Object.fromEntries(
    (Object.keys(REST_PATHS) as PathKey[])
      .filter((key) => key.startsWith('quotes'))
      .map((key) => [
        key,
        {
          numero: [`P${YEAR}/000001`, `P${YEAR}/000002`],
          righe: [
            '[{"codArt":"AL000001","quantita":2}]',
            '[{"codArt":"AL000002","quantita":"3","sconto":"5"}]',
          ],
          cliente: ['C00001', 'C00003'],
          revisione: ['1', '2'],
        },
      ]),
  ),
};

const contractExports = contract as Record<string, unknown>;

function schemaOf(key: PathKey): z.ZodType | undefined {
  const found = contractExports[SCHEMA_NAMES[key] ?? `${key}PayloadSchema`];
  return found instanceof z.ZodType ? found : undefined;
}

function objectOf(schema: z.ZodType | undefined): z.ZodObject | undefined {
  let current: unknown = schema;
  for (let depth = 0; depth < 10 && current !== undefined; depth++) {
    if (current instanceof z.ZodObject) return current;
    const def = (current as { _zod?: { def?: { in?: unknown; innerType?: unknown } } })._zod?.def;
    current = def?.in ?? def?.innerType;
  }
  return undefined;
}

/** Enum and literal values anywhere inside a field's schema. */
function choicesIn(schema: unknown, into = new Set<string>(), depth = 0): Set<string> {
  const def = (schema as { _zod?: { def?: Record<string, unknown> } })?._zod?.def;
  if (!def || depth > 8) return into;
  if (def.type === 'enum') for (const value of Object.values(def.entries as object)) into.add(String(value));
  if (def.type === 'literal') for (const value of def.values as unknown[]) into.add(String(value));
  for (const inner of [def.in, def.out, def.innerType, def.element, def.schema])
    if (inner) choicesIn(inner, into, depth + 1);
  return into;
}

function objectShape(key: PathKey): Record<string, z.ZodType> {
  return objectOf(schemaOf(key))?.shape ?? {};
}

/** The fields of a path's payload with the plausible values each accepts. */
function fieldPools(key: PathKey): Map<string, string[]> {
  const pools = new Map<string, string[]>();
  const hints = HINTS[key] ?? {};
  const shape = objectShape(key);
  for (const [field, fieldSchema] of Object.entries(shape)) {
    const candidates = hints[field] ?? FIELD_HINTS[field] ?? [...PLAUSIBLE, ...choicesIn(fieldSchema)];
    pools.set(
      field,
      candidates.filter((value) => fieldSchema.safeParse(value).success),
    );
  }
  for (const [field, values] of Object.entries(hints)) if (!pools.has(field)) pools.set(field, [...values]);
  // A call without a payload schema still gets the shop's usual field names.
  if (pools.size === 0)
    for (const field of ['Lingua', 'codArt', 'CodUtente']) pools.set(field, [...PLAUSIBLE]);
  return pools;
}

type Body = Record<string, unknown>;
type Format = 'multipart' | 'urlencoded' | 'json' | 'broken-json' | 'text' | 'none';

interface FuzzInput {
  method: 'POST' | 'GET';
  format: Format;
  body: Body;
  headers: Record<string, string>;
}

/** A header value Node accepts (no CR, LF or other controls but tab). */
const headerValue = fc
  .string({ unit: 'binary-ascii', maxLength: 200 })
  .filter((v) => /^[\t\x20-\x7e]*$/.test(v));

/** The body of a request; defineProperty: a field named __proto__ is an own field, as parsed bodies have it. */
function bodyOf(fields: Iterable<[string, unknown]>): Body {
  const body: Body = {};
  for (const [name, value] of fields) {
    Object.defineProperty(body, name, { value, enumerable: true, writable: true, configurable: true });
  }
  return body;
}

const SESSION_HEADERS = { 'x-sessionid': 'fuzz-session-0000000001' };

/** What every field of a call is tried with, one field at a time, the others plausible. */
const SWEEP: ReadonlyArray<{ value: (plausible: string) => unknown; format: Format }> = [
  { value: (p) => `${p.slice(0, 2)}\u0000${p.slice(2)}`, format: 'multipart' },
  { value: (p) => `${p}\ud800\u001b\u0085`, format: 'json' },
  { value: () => 'x'.repeat(100_000), format: 'urlencoded' },
  { value: () => 12_345_678_901_234, format: 'json' },
  { value: () => ['AL000001', "' OR 1=1"], format: 'json' },
  { value: () => ({ $gt: '' }), format: 'json' },
];

let sweepKeys = 0;

/** The plausible payload of a call: each field's first plausible value. */
function plausibleFields(key: PathKey): Array<[string, unknown]> {
  return [...fieldPools(key)].map(([field, pool]): [string, unknown] => [field, pool[0] ?? 'x']);
}

/** One input per field and SWEEP entry: a regular pass over what the random inputs hit by chance. */
function sweep(key: PathKey): FuzzInput[] {
  const base = plausibleFields(key);
  return base.flatMap(([field]) =>
    SWEEP.map(({ value, format }) => ({
      method: 'POST' as const,
      format,
      body: bodyOf(base.map(([name, good]) => [name, name === field ? value(String(good)) : good])),
      headers: { ...SESSION_HEADERS, 'idempotency-key': `fuzz-sweep-${++sweepKeys}` },
    })),
  );
}

function inputs(key: PathKey, seed: number): FuzzInput[] {
  const pools = fieldPools(key);
  const fields = [...pools.keys()];
  const plausible = (field: string) => {
    const pool = pools.get(field) ?? [];
    return pool.length > 0 ? fc.constantFrom(...pool) : hostileString;
  };
  // Required fields always get a value; optional ones are left out half of the time, so that inputs
  // that pass validation are not all stopped by an unknown filter code.
  const optional = (field: string) => objectShape(key)[field]?.safeParse(undefined).success ?? true;
  const base = fc.record(
    Object.fromEntries(
      fields.map((field) => [
        field,
        optional(field)
          ? fc.option(plausible(field), { freq: 2 })
          : plausible(field).map((value): string | null => value),
      ]),
    ),
  );
  const field = fc.constantFrom(...fields);
  const mutation = fc.oneof(
    {
      arbitrary: field.chain((name) =>
        fc.record({
          kind: fc.constant('set' as const),
          field: fc.constant(name),
          value: injected(plausible(name)),
        }),
      ),
      weight: 6,
    },
    { arbitrary: fc.record({ kind: fc.constant('set' as const), field, value: hostileString }), weight: 3 },
    { arbitrary: fc.record({ kind: fc.constant('json' as const), field, value: hostileJson }), weight: 2 },
    {
      arbitrary: fc.record({
        kind: fc.constant('array' as const),
        field,
        value: fc.array(fc.oneof(hostileString, fc.constantFrom(...PLAUSIBLE)), {
          minLength: 2,
          maxLength: 3,
        }),
      }),
      weight: 1,
    },
    {
      arbitrary: fc.record({ kind: fc.constant('delete' as const), field, value: fc.constant(null) }),
      weight: 1,
    },
    {
      arbitrary: fc.record({
        kind: fc.constant('extra' as const),
        field: extraFieldName,
        value: hostileString,
      }),
      weight: 1,
    },
  );
  /** Rarely `value`, mostly nothing: a hostile header is one gate, the fuzz should mostly get past it. */
  const rarely = <T>(value: fc.Arbitrary<T>, weight = 1, of = 19) =>
    fc.oneof({ arbitrary: fc.constant(null), weight: of }, { arbitrary: value, weight });
  const headers = fc.record({
    session: rarely(fc.oneof(headerValue, fc.constant(undefined))),
    idempotency: fc.oneof({ arbitrary: fc.uuid(), weight: 9 }, { arbitrary: headerValue, weight: 1 }),
    language: rarely(fc.oneof(fc.constantFrom('en', 'it-IT,it;q=0.9', '*', 'xx'), headerValue), 1, 3),
    forwardedFor: rarely(
      fc.oneof(fc.constantFrom('203.0.113.9', '::1', '1.2.3.4, 5.6.7.8'), headerValue),
      1,
      3,
    ),
    token: rarely(
      fc.oneof(fc.constantFrom('Bearer x', `Bearer ${'A'.repeat(43)}`, 'Basic abc'), headerValue),
    ),
  });
  const input = fc.record({
    base,
    // Many inputs are left as the schema would accept them (they reach the services), most of the
    // others break one field only (so that field's handling is what gets tested).
    mutations: fc.oneof(
      { arbitrary: fc.constant([]), weight: 3 },
      { arbitrary: fc.array(mutation, { minLength: 1, maxLength: 1 }), weight: 5 },
      { arbitrary: fc.array(mutation, { minLength: 2, maxLength: 3 }), weight: 2 },
    ),
    format: fc.oneof(
      { arbitrary: fc.constantFrom<Format>('multipart', 'urlencoded', 'json'), weight: 9 },
      { arbitrary: fc.constantFrom<Format>('broken-json', 'text', 'none'), weight: 2 },
    ),
    method: fc.oneof(
      { arbitrary: fc.constant<FuzzInput['method']>('POST'), weight: 19 },
      { arbitrary: fc.constant<FuzzInput['method']>('GET'), weight: 1 },
    ),
    headers,
  });
  return fc.sample(input, { seed, numRuns: RUNS }).map(({ base, mutations, format, method, headers: h }) => {
    const fields = new Map<string, unknown>(Object.entries(base).filter(([, value]) => value !== null));
    for (const { kind, field: name, value } of mutations) {
      if (kind === 'delete') fields.delete(name);
      else fields.set(name, value);
    }
    const body = bodyOf(fields);
    const headers: Record<string, string> = { 'idempotency-key': h.idempotency };
    if (h.session === null) headers['x-sessionid'] = SESSION_HEADERS['x-sessionid'];
    else if (h.session !== undefined) headers['x-sessionid'] = h.session;
    if (h.language !== null) headers['accept-language'] = h.language;
    if (h.forwardedFor !== null) headers['x-forwarded-for'] = h.forwardedFor;
    if (h.token !== null) headers.authorization = h.token;
    return { method, format, body, headers };
  });
}

const text = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

async function encode({ format, body }: FuzzInput): Promise<{ payload?: string | Buffer; type?: string }> {
  switch (format) {
    case 'json':
      return { payload: JSON.stringify(body), type: 'application/json' };
    case 'broken-json':
      return { payload: JSON.stringify(body).slice(0, -1) + ',', type: 'application/json' };
    case 'text':
      return { payload: JSON.stringify(body), type: 'text/plain' };
    case 'none':
      return {};
    case 'urlencoded': {
      const params = new URLSearchParams();
      for (const [name, value] of Object.entries(body))
        for (const item of Array.isArray(value) ? value : [value]) params.append(name, text(item));
      return { payload: params.toString(), type: 'application/x-www-form-urlencoded' };
    }
    default: {
      const form = new FormData();
      for (const [name, value] of Object.entries(body))
        for (const item of Array.isArray(value) ? value : [value]) form.append(name, text(item));
      const request = new Request('http://fuzz.invalid/', { method: 'POST', body: form });
      return {
        payload: Buffer.from(await request.arrayBuffer()),
        type: request.headers.get('content-type') ?? 'multipart/form-data',
      };
    }
  }
}

/** Shortened for the report: huge values as "x×120000". */
function describeInput(input: FuzzInput): string {
  return JSON.stringify(input, (_key, value: unknown) =>
    typeof value === 'string' && value.length > 60
      ? `${JSON.stringify(value.slice(0, 1))}×${value.length}`
      : value,
  );
}

const tokens = new Map<CallerName, string | undefined>();

async function tokenOf(caller: CallerName): Promise<string | undefined> {
  if (caller === 'visitor') return undefined;
  if (!tokens.has(caller)) tokens.set(caller, (await loginAs(ctx.app, caller)).token);
  return tokens.get(caller);
}

/** A call may end the caller's session (logout): the next path starts with a live one. */
async function refreshTokens(): Promise<void> {
  for (const caller of CALLERS) {
    const token = tokens.get(caller);
    if (!token) continue;
    const check = await ctx.app.inject({
      method: 'POST',
      url: REST_PATHS.currentUser,
      headers: { 'x-sessionid': 'fuzz-session-0000000001', authorization: `Bearer ${token}` },
    });
    if (check.statusCode === 401) tokens.delete(caller);
  }
}

describe('seeded fuzz of every REST call', () => {
  const entries = Object.entries(REST_PATHS) as Array<[PathKey, string]>;

  it('covers every path of the contract', () => {
    expect(entries.length).toBeGreaterThanOrEqual(30);
  });

  /** Sends one input as `caller`; a 5xx or internals in the answer is a failure, described. */
  async function attempt(path: string, caller: CallerName, input: FuzzInput, statuses: Map<number, number>) {
    const token = await tokenOf(caller);
    const { payload, type } = await encode(input);
    const headers: Record<string, string> = { ...input.headers };
    if (token && !headers.authorization) headers.authorization = `Bearer ${token}`;
    if (type) headers['content-type'] = type;
    meter.sent();
    const response = await ctx.app.inject({
      method: input.method,
      url: path,
      headers,
      ...(payload !== undefined && input.method === 'POST' ? { payload } : {}),
    });
    statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
    const leaks = leaksIn(response.body, stringsIn({ ...input.body, ...input.headers }));
    const failed = response.statusCode >= 500 || leaks.length > 0;
    return {
      status: response.statusCode,
      failure: failed
        ? `${caller} → ${response.statusCode} ${leaks.join(' ')} ${response.body.slice(0, 200)}\n  ${describeInput(input)}`
        : undefined,
    };
  }

  /** The sweep goes as the first caller the call is for (not refused 401/403 on a plausible payload). */
  async function sweepCaller(key: PathKey, path: string, statuses: Map<number, number>): Promise<CallerName> {
    const probe = {
      method: 'POST' as const,
      format: 'multipart' as const,
      body: bodyOf(plausibleFields(key)),
    };
    for (const caller of ['rossi', 'admin', 'moretti'] as const) {
      const headers = { ...SESSION_HEADERS, 'idempotency-key': `fuzz-sweep-${++sweepKeys}` };
      const { status } = await attempt(path, caller, { ...probe, headers }, statuses);
      if (status !== 401 && status !== 403) return caller;
    }
    return 'visitor';
  }

  entries.forEach(([key, path], index) => {
    const sweeps = sweep(key).length;
    it(
      `${path}: no 5xx, no internals in ${sweeps} + ${CALLERS.length} × ${RUNS} inputs`,
      { timeout: 120_000 },
      async () => {
        const failures: string[] = [];
        const statuses = new Map<number, number>();
        const sweeper = await sweepCaller(key, path, statuses);
        const runs: Array<[CallerName, FuzzInput]> = [
          ...sweep(key).map((input): [CallerName, FuzzInput] => [sweeper, input]),
          ...CALLERS.flatMap((caller, i) =>
            inputs(key, FUZZ_SEED + index * 31 + i).map((input): [CallerName, FuzzInput] => [caller, input]),
          ),
        ];
        for (const [caller, input] of runs) {
          const { failure } = await attempt(path, caller, input, statuses);
          if (failure) failures.push(failure);
        }
        await refreshTokens();
        // FUZZ_REPORT=1 shows how far the inputs got (answers by status), to tune the generator.
        if (process.env.FUZZ_REPORT) {
          process.stderr.write(`${path} as ${sweeper} ${JSON.stringify(Object.fromEntries(statuses))}\n`);
        }
        expect(failures).toEqual([]);
      },
    );
  });
});

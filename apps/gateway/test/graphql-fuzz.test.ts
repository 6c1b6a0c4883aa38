// A seeded fuzz of every GraphQL operation (issue 13, "Done when"), through the gateway over the real
// REST API: every field of Query and Mutation, read from the schema (new operations are covered as
// they are added), called as a visitor, a customer, an agent and the management, with arguments made
// from their types (plausible values, hostile strings, numbers out of range, wrong JSON types, nulls,
// missing variables). No answer may be a 5xx, an INTERNAL_SERVER_ERROR or UPSTREAM_UNAVAILABLE (the
// API failed), or carry SQL, a stack trace or a file path.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import {
  buildASTSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  isUnionType,
  parse,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLOutputType,
} from 'graphql';
import { typeDefs } from '@shop/schema';
import {
  FUZZ_SEED,
  fuzzMeter,
  fuzzRuns,
  hostileJson,
  hostileString,
  injected,
  leaksIn,
  PLAUSIBLE,
  stringsIn,
} from '../../api/test/fuzz/fuzz-values';
import { startRealApi, type RealApi } from './support/real-api';
import { SESSION_ID, startGateway } from './support/gateway';

/** Random inputs per operation and caller (~55 × 4 × 4), after the sweep of String arguments (~550). */
const RUNS = fuzzRuns(4);
const meter = fuzzMeter('GraphQL fuzz');
const CALLERS = ['visitor', 'rossi', 'moretti', 'admin'] as const;
type CallerName = (typeof CALLERS)[number];
const PASSWORD = 'Bellini2026';

const schema = buildASTSchema(parse(typeDefs));
const operations = [
  ...Object.values(schema.getQueryType()?.getFields() ?? {}).map((field) => ({
    root: 'Query' as const,
    field,
  })),
  ...Object.values(schema.getMutationType()?.getFields() ?? {}).map((field) => ({
    root: 'Mutation' as const,
    field,
  })),
];

/**
 * Where the generator needs a hint: values of an argument or input field by name that name real
 * records (so plausible calls reach the API's services), and the login names it may use (never the
 * callers' own accounts: failed logins would lock them).
 */
const ARGUMENT_HINTS: Record<string, readonly string[]> = {
  code: ['AL000001', 'AL000002', 'C00001', 'C00003'],
  codes: ['AL000001'],
  number: [`${new Date().getFullYear()}/000001`],
  term: ['pasta', 'pomodoro', 'AL0000'],
  username: ['ferri', 'bianchi', 'nessuno'],
  password: ['Sbagliata1'],
  clientCode: ['C00001', 'C00003'],
  brand: ['GRANSOLE'],
  supplier: ['F001'],
  promo: ['CAFFE15'],
  category: ['01.01.01'],
};

function stringArbitrary(name: string): fc.Arbitrary<string> {
  const plausible = fc.constantFrom(...(ARGUMENT_HINTS[name] ?? PLAUSIBLE));
  return fc.oneof(
    { arbitrary: plausible, weight: ARGUMENT_HINTS[name] ? 4 : 2 },
    { arbitrary: injected(plausible), weight: 2 },
    { arbitrary: hostileString, weight: 2 },
  );
}

/** One well-typed value of an input type, the same every time (the sweep's base). */
function plausibleValue(type: GraphQLInputType, name: string): unknown {
  if (isNonNullType(type)) return plausibleValue(type.ofType, name);
  if (isListType(type)) return [plausibleValue(type.ofType, name)];
  const named = type as GraphQLNamedType;
  if (isEnumType(named)) return named.getValues()[0]?.name;
  if (isInputObjectType(named)) {
    return Object.fromEntries(
      Object.values(named.getFields()).map((field) => [field.name, plausibleValue(field.type, field.name)]),
    );
  }
  if (named.name === 'Int' || named.name === 'Float') return 1;
  if (named.name === 'Boolean') return true;
  return (ARGUMENT_HINTS[name] ?? ['AL000001'])[0];
}

/** What each String argument (and String field of an input argument) is tried with, one at a time. */
const SWEEP: ReadonlyArray<(plausible: string) => string> = [
  (p) => `${p.slice(0, 2)}\u0000${p.slice(2)}`,
  (p) => `${p}\ud800\u001b`,
  () => 'x'.repeat(60_000),
];

const isString = (type: GraphQLInputType) =>
  getNamedType(type).name === 'String' || getNamedType(type).name === 'ID';

/** Variables for the sweep: every String argument and input field in turn, the rest plausible. */
function sweepVariables(field: GraphQLField<unknown, unknown>): Array<Record<string, unknown>> {
  const base = field.args.map((arg) => plausibleValue(arg.type, arg.name));
  const variables = (values: unknown[]) => Object.fromEntries(values.map((value, i) => [`a${i}`, value]));
  return field.args.flatMap((arg, i) => {
    const plain = getNamedType(arg.type);
    const targets: Array<(value: (p: string) => string) => unknown[]> = [];
    if (isString(arg.type) && !isListType(isNonNullType(arg.type) ? arg.type.ofType : arg.type)) {
      targets.push((value) => base.map((b, j) => (j === i ? value(String(b)) : b)));
    }
    if (isInputObjectType(plain) && !isListType(isNonNullType(arg.type) ? arg.type.ofType : arg.type)) {
      for (const inner of Object.values(plain.getFields()).filter(
        (f) => isString(f.type) && !isListType(f.type),
      )) {
        targets.push((value) =>
          base.map((b, j) =>
            j === i
              ? { ...(b as object), [inner.name]: value(String((b as Record<string, unknown>)[inner.name])) }
              : b,
          ),
        );
      }
    }
    return targets.flatMap((target) => SWEEP.map((value) => variables(target(value))));
  });
}

/** A value of an input type: plausible mostly, sometimes hostile or of the wrong JSON type. */
function valueOf(type: GraphQLInputType, name: string, depth = 0): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return valueOf(type.ofType, name, depth);
  if (isListType(type))
    return fc.array(valueOf(type.ofType, name, depth + 1), { maxLength: depth > 1 ? 1 : 4 });
  const named = type as GraphQLNamedType;
  if (isEnumType(named)) return fc.constantFrom(...named.getValues().map((value) => value.name));
  if (isInputObjectType(named)) {
    const fields = Object.values(named.getFields());
    return fc.record(
      Object.fromEntries(
        fields.map((field) => [
          field.name,
          isNonNullType(field.type)
            ? valueOf(field.type, field.name, depth + 1)
            : fc.option(valueOf(field.type, field.name, depth + 1), { freq: 2 }),
        ]),
      ),
    );
  }
  switch (named.name) {
    case 'Int':
      return fc.oneof(
        fc.constantFrom(0, 1, 2, 12, -1, 100, 2_147_483_647, -2_147_483_648, 99_999, 100_000),
        fc.integer(),
      );
    case 'Float':
      return fc.oneof(
        fc.constantFrom(0, 0.1, -1, 1e308, -1e308, 12.5, 2 ** 53),
        fc.double({ noNaN: true, noDefaultInfinity: true }),
      );
    case 'Boolean':
      return fc.boolean();
    default:
      return stringArbitrary(name);
  }
}

/** Scalar fields of a type, and a few object fields below it, whose arguments are all optional. */
function selection(type: GraphQLOutputType, depth: number): string {
  const named = getNamedType(type);
  if (isScalarType(named) || isEnumType(named)) return '';
  if (isUnionType(named)) {
    const parts = named.getTypes().map((member) => `... on ${member.name} ${selection(member, depth)}`);
    return `{ __typename ${parts.join(' ')} }`;
  }
  if (!isObjectType(named)) return '{ __typename }';
  const fields = Object.values(named.getFields()).filter((field) =>
    field.args.every((arg) => !isNonNullType(arg.type) || arg.defaultValue !== undefined),
  );
  const leaves = fields.filter((field) => {
    const leaf = getNamedType(field.type);
    return isScalarType(leaf) || isEnumType(leaf);
  });
  const branches = depth < 2 ? fields.filter((field) => !leaves.includes(field)).slice(0, 3 - depth) : [];
  const parts = [
    '__typename',
    ...leaves.map((field) => field.name),
    ...branches.map((field) => `${field.name} ${selection(field.type, depth + 1)}`),
  ];
  return `{ ${parts.join(' ')} }`;
}

interface Operation {
  query: string;
  variables: Record<string, unknown>;
}

/** The operation calling `field` with every argument as a variable ($a0, $a1, …) and a selection of its type. */
function documentFor(root: 'Query' | 'Mutation', field: GraphQLField<unknown, unknown>): string {
  const declarations = field.args.map((arg, i) => `$a${i}: ${arg.type.toString()}`);
  const call = field.args.map((arg, i) => `${arg.name}: $a${i}`);
  return `${root === 'Query' ? 'query' : 'mutation'} Fuzz${declarations.length ? `(${declarations.join(', ')})` : ''} { ${field.name}${call.length ? `(${call.join(', ')})` : ''} ${selection(field.type, 0)} }`;
}

function operationsFor(
  root: 'Query' | 'Mutation',
  field: GraphQLField<unknown, unknown>,
  seed: number,
): Operation[] {
  const query = documentFor(root, field);
  const argument = (i: number) => {
    const arg = field.args[i];
    if (!arg) return fc.constant(undefined);
    const plausible = valueOf(arg.type, arg.name);
    // Mostly well-typed; sometimes null, left out, or a JSON value of another type.
    return fc.oneof(
      { arbitrary: plausible, weight: 8 },
      { arbitrary: fc.constant(null), weight: 1 },
      { arbitrary: fc.constant(undefined), weight: 1 },
      { arbitrary: hostileJson, weight: 1 },
    );
  };
  const variables = fc.tuple(...field.args.map((_arg, i) => argument(i)));
  return fc.sample(variables, { seed, numRuns: RUNS }).map((values) => ({
    query,
    variables: Object.fromEntries(
      values.flatMap((value, i) => (value === undefined ? [] : [[`a${i}`, value]])),
    ),
  }));
}

let api: RealApi;
let gateway: FastifyInstance;
const tokens = new Map<CallerName, string>();

async function post(operation: Operation, token?: string) {
  return gateway.inject({
    method: 'POST',
    url: '/graphql',
    headers: {
      'content-type': 'application/json',
      'x-sessionid': SESSION_ID,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload: operation,
  });
}

async function tokenOf(caller: CallerName): Promise<string | undefined> {
  if (caller === 'visitor') return undefined;
  const known = tokens.get(caller);
  if (known) return known;
  const res = await post({
    query:
      'mutation($u: String!, $p: String!) { login(input: { username: $u, password: $p }, tokenDelivery: BEARER) { token } }',
    variables: { u: caller, p: PASSWORD },
  });
  const token = res.json().data?.login?.token as string | undefined;
  if (!token) throw new Error(`login of ${caller} failed: ${res.body}`);
  tokens.set(caller, token);
  return token;
}

/** An operation may end the caller's session (logout): the next one starts with a live session. */
async function refreshTokens() {
  for (const [caller, token] of tokens) {
    const res = await post({ query: '{ viewer { code } }', variables: {} }, token);
    if (res.json().errors?.[0]?.extensions?.code === 'UNAUTHENTICATED' || !res.json().data?.viewer)
      tokens.delete(caller);
  }
}

beforeAll(async () => {
  api = await startRealApi();
  // Slow answers on a busy machine are not failures; the login limit would stop the callers' own logins.
  gateway = await startGateway(api.url, { UPSTREAM_TIMEOUT_MS: '30000', LOGIN_RATE_LIMIT: '100000' });
}, 180_000);
afterAll(async () => {
  meter.report();
  await gateway?.close();
  await api?.close();
});

const FAILING_CODES = new Set(['INTERNAL_SERVER_ERROR', 'UPSTREAM_UNAVAILABLE']);

describe('seeded fuzz of every GraphQL operation', () => {
  it('reads the operations from the schema', () => {
    expect(operations.length).toBeGreaterThanOrEqual(40);
  });

  /** Sends one operation as `caller`; a 5xx, an internal error or internals in the answer is a failure. */
  async function attempt(caller: CallerName, operation: Operation): Promise<string | undefined> {
    const token = await tokenOf(caller);
    meter.sent();
    const res = await post(operation, token);
    const body = res.body;
    const codes = ((): string[] => {
      try {
        return (
          (JSON.parse(body) as { errors?: Array<{ extensions?: { code?: string } }> }).errors ?? []
        ).map((error) => error.extensions?.code ?? '');
      } catch {
        return ['(not JSON)'];
      }
    })();
    const leaks = leaksIn(body, stringsIn(operation.variables));
    if (res.statusCode < 500 && !codes.some((code) => FAILING_CODES.has(code)) && leaks.length === 0)
      return undefined;
    const shown = JSON.stringify(operation.variables, (_key, value: unknown) =>
      typeof value === 'string' && value.length > 60
        ? `${JSON.stringify(value.slice(0, 1))}×${value.length}`
        : value,
    );
    return `${caller} → ${res.statusCode} ${codes.join(',')} ${leaks.join(' ')} ${body.slice(0, 300)}\n  ${shown}`;
  }

  operations.forEach(({ root, field }, index) => {
    it(`${root}.${field.name}: no 5xx, no internal error, no internals`, { timeout: 120_000 }, async () => {
      const query = documentFor(root, field);
      // The sweep as a customer and as the management (between them every operation is allowed to one).
      const runs: Array<[CallerName, Operation]> = [
        ...sweepVariables(field).flatMap((variables) =>
          (['rossi', 'admin'] as const).map((caller): [CallerName, Operation] => [
            caller,
            { query, variables },
          ]),
        ),
        ...CALLERS.flatMap((caller, i) =>
          operationsFor(root, field, FUZZ_SEED + index * 31 + i).map((op): [CallerName, Operation] => [
            caller,
            op,
          ]),
        ),
      ];
      const failures: string[] = [];
      for (const [caller, operation] of runs) {
        const failure = await attempt(caller, operation);
        if (failure) failures.push(failure);
      }
      await refreshTokens();
      expect(failures).toEqual([]);
    });
  });
});

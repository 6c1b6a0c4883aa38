// Query limits (graphql-armor), checked while Apollo validates an operation, before any resolver or
// upstream call runs. A refused operation answers HTTP 400 with one error whose extensions.code
// names the limit and whose extensions.limit gives its value, so a client developer sees at once
// what to change.
import { ApolloArmor } from '@escape.tech/graphql-armor';
import { GraphQLError, type ASTVisitor, type ValidationContext } from 'graphql';

/** The limits integrators can rely on (docs/graphql.md lists them). */
export const QUERY_LIMITS = {
  /** Nesting of selections: the category tree with its fields needs 5. */
  maxDepth: 10,
  /** graphql-armor's cost: 2 per object, 1 per scalar, ×1.5 per level of nesting. */
  maxCost: 5_000,
  /** Aliased fields per operation. */
  maxAliases: 15,
  /** Directives per operation. */
  maxDirectives: 50,
  /** Lexical tokens per document: bounds parsing work on huge documents. */
  maxTokens: 5_000,
  /** Levels of objects and arrays in the JSON of `variables` and `extensions` (the shop needs 4). */
  maxInputDepth: 32,
} as const;

export const LIMIT_CODE = {
  maxDepth: 'QUERY_TOO_DEEP',
  maxCost: 'QUERY_TOO_COSTLY',
  maxAliases: 'TOO_MANY_ALIASES',
  maxDirectives: 'TOO_MANY_DIRECTIVES',
  maxTokens: 'QUERY_TOO_LARGE',
  maxInputDepth: 'INPUT_TOO_DEEP',
} as const;

/** graphql-js stops parsing past maxTokens (armor's token plugin fails with HTTP 500 on Apollo 5). */
export const PARSE_OPTIONS = { maxTokens: QUERY_LIMITS.maxTokens };
const TOKEN_LIMIT_MESSAGE = /^Syntax Error: Document contains more t\w+ \d+ tokens/;

type LimitName = keyof typeof LIMIT_CODE;

/** Turns armor's "Syntax Error: …" into a validation error with our code. */
function reject(limit: LimitName) {
  return (context: ValidationContext | null, error: GraphQLError) => {
    const message = error.message.replace(/^Syntax Error: /, '');
    const refused = new GraphQLError(message, {
      extensions: { code: LIMIT_CODE[limit], limit: QUERY_LIMITS[limit] },
    });
    if (context) context.reportError(refused);
    else throw refused;
  };
}

const handlers = (limit: LimitName) => ({ propagateOnRejection: false, onReject: [reject(limit)] });

/**
 * Refuses an operation whose type the schema has no root for (graphql-js 17's KnownOperationTypesRule):
 * the shop has no subscriptions, and graphql-js 16 would only fail at execution, with a message
 * Apollo reports as an internal error.
 */
export function KnownOperationTypesRule(context: ValidationContext): ASTVisitor {
  return {
    OperationDefinition(node) {
      if (context.getSchema().getRootType(node.operation)) return;
      const message =
        node.operation === 'subscription'
          ? 'Subscriptions are not supported: this API has no subscription type. Use queries and mutations over HTTP.'
          : `This API does not support ${node.operation} operations.`;
      context.reportError(new GraphQLError(message, { nodes: node }));
    },
  };
}

export function queryLimits({ hideSuggestions }: { hideSuggestions: boolean }) {
  const armor = new ApolloArmor({
    // Depth and cost count fields, not fragment spreads: the storefront's fragments nest (a card
    // spreads the add-to-cart fragment, which spreads the price's) without selecting anything deeper.
    maxDepth: { n: QUERY_LIMITS.maxDepth, flattenFragments: true, ...handlers('maxDepth') },
    costLimit: { maxCost: QUERY_LIMITS.maxCost, flattenFragments: true, ...handlers('maxCost') },
    maxAliases: { n: QUERY_LIMITS.maxAliases, ...handlers('maxAliases') },
    maxDirectives: { n: QUERY_LIMITS.maxDirectives, ...handlers('maxDirectives') },
    maxTokens: { enabled: false },
    // "Did you mean …?" helps developers; a public production endpoint does not show the schema.
    blockFieldSuggestion: { enabled: hideSuggestions },
  });
  const { plugins, validationRules } = armor.protect();
  return { plugins, validationRules: [KnownOperationTypesRule, ...validationRules] };
}

interface ErrorLike {
  message: string;
  extensions?: Record<string, unknown>;
}

/**
 * Duck-typed on purpose: Apollo (loaded as Node resolves graphql: CommonJS) and code compiled by a
 * bundler (graphql's ESM build) may hold different GraphQLError classes, so instanceof is unreliable.
 */
function originalOf(error: unknown): ErrorLike | undefined {
  const original = (error as { originalError?: unknown } | null)?.originalError;
  return original && typeof original === 'object' && 'message' in original
    ? (original as ErrorLike)
    : undefined;
}

/** The limit an operation broke (Apollo re-codes validation errors GRAPHQL_VALIDATION_FAILED). */
export function limitErrorOf(error: unknown): { message: string; code: string; limit: unknown } | undefined {
  const original = originalOf(error);
  if (!original) return undefined;
  if (TOKEN_LIMIT_MESSAGE.test(original.message)) {
    const limit = QUERY_LIMITS.maxTokens;
    return { message: `Document token limit of ${limit} exceeded.`, code: LIMIT_CODE.maxTokens, limit };
  }
  const code = original.extensions?.code;
  return Object.values(LIMIT_CODE).includes(code as never)
    ? { message: original.message, code: code as string, limit: original.extensions?.limit }
    : undefined;
}

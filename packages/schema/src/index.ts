// The shop's GraphQL schema as SDL text, merged from the per-domain .graphql files.
export { typeDefs } from './generated/type-defs';

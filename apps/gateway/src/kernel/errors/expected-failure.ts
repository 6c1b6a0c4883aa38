// What the resolvers of a type implementing ExpectedFailure receive (the modules' *.models.ts): its
// __typename (which member of the outcome union), its code, the API's translated message and the
// figures the type carries.
import type { ExpectedFailureCode } from '../../generated/resolvers-types';

export type ExpectedFailureModel<
  Typename extends string,
  Code extends ExpectedFailureCode,
  Figures extends object,
> = { __typename: Typename; code: Code; message: string } & Figures;

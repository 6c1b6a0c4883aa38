import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { formFailureOf } from './server-errors';

const refusal = (code: string, message: string, field?: string) =>
  new CombinedGraphQLErrors({ errors: [{ message, extensions: { code, ...(field ? { field } : {}) } }] });

describe('a failed save', () => {
  it('belongs to a field when the shop names one: a refused value, or a new code already taken', () => {
    expect(formFailureOf(refusal('BAD_USER_INPUT', 'Too long', 'input.titleIt'))).toEqual({
      kind: 'field',
      field: 'titleIt',
      message: 'Too long',
    });
    expect(formFailureOf(refusal('CONFLICT', 'Code taken', 'code'))).toEqual({
      kind: 'field',
      field: 'code',
      message: 'Code taken',
    });
  });

  it('belongs to the whole form otherwise, or says the shop did not answer', () => {
    expect(formFailureOf(refusal('CONFLICT', 'Changed meanwhile'))).toEqual({
      kind: 'refused',
      message: 'Changed meanwhile',
    });
    expect(formFailureOf(refusal('BAD_USER_INPUT', 'No such field', 'input.x'), () => undefined)).toEqual({
      kind: 'refused',
      message: 'No such field',
    });
    expect(formFailureOf(new TypeError('Failed to fetch'))).toEqual({ kind: 'unreachable' });
  });
});

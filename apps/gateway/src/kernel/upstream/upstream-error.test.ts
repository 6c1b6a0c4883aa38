// The API's refusals as the gateway passes them on: field names of the REST form become the GraphQL
// arguments the client sent, in the field and in the message.
import { describe, expect, it } from 'vitest';
import { renameFields, UpstreamError } from './upstream-error';

const refused = (field: string, title: string) =>
  new UpstreamError(422, 'refused', [{ code: 'VALIDATION', field, title }]);

function caught(run: () => never): UpstreamError {
  try {
    run();
  } catch (error) {
    if (error instanceof UpstreamError) return error;
    throw error;
  }
  throw new Error('nothing thrown');
}

describe('renameFields', () => {
  it('names the GraphQL argument in the field and in the message', () => {
    const error = caught(() =>
      renameFields(refused('dataDa', 'Il campo «dataDa» non è valido.'), (f) =>
        f === 'dataDa' ? 'filter.from' : undefined,
      ),
    );
    expect(error.errors[0]).toMatchObject({
      field: 'filter.from',
      title: 'Il campo «filter.from» non è valido.',
    });
    expect(error.message).toBe('Il campo «filter.from» non è valido.');
  });

  it('leaves a field it has no name for, and other failures, as they are', () => {
    const error = caught(() =>
      renameFields(refused('righe.0.qta', 'Il campo «righe.0.qta» non è valido.'), () => undefined),
    );
    expect(error.errors[0]).toMatchObject({
      field: 'righe.0.qta',
      title: 'Il campo «righe.0.qta» non è valido.',
    });
    const down = new UpstreamError(0, 'unreachable', []);
    expect(caught(() => renameFields(down, () => 'x'))).toBe(down);
  });
});

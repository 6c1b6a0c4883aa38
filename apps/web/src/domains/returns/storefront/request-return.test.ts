// A return request refused because a line asks more than is left comes back typed (the route's
// `result`, the schema's ReturnQuantityExceeded) with what is left; other refusals keep their field.
import { describe, expect, it } from 'vitest';
import { requestReturn } from './request-return';

const line = { deliveryNote: '2026/000119', line: 1, quantity: 13, reason: 'DAMAGED' as const, note: '' };
const answering = (status: number, body: unknown) =>
  (() => Promise.resolve(new Response(JSON.stringify(body), { status }))) as unknown as typeof fetch;

describe('asking a return', () => {
  it('reads a line asking more than is left as ReturnQuantityExceeded', async () => {
    const exceeded = {
      __typename: 'ReturnQuantityExceeded',
      message: 'Riga 1 del DDT 2026/000119: al massimo 12 pezzi.',
      field: 'lines.0.quantity',
      deliveryNote: '2026/000119',
      line: 1,
      requested: 13,
      returnable: 12,
    };
    const outcome = await requestReturn(
      { lines: [line], note: '', photo: null },
      answering(422, {
        errors: [
          { message: exceeded.message, extensions: { code: 'BAD_USER_INPUT', field: 'lines.0.quantity' } },
        ],
        result: exceeded,
      }),
    );
    expect(outcome).toEqual({ ok: false, kind: 'quantityExceeded', exceeded });
  });

  it('keeps other refusals at their field, and a made return', async () => {
    const refused = await requestReturn(
      { lines: [line], note: '', photo: null },
      answering(422, { errors: [{ message: 'Foto non valida', extensions: { field: 'photo' } }] }),
    );
    expect(refused).toEqual({ ok: false, kind: 'refused', field: 'photo', message: 'Foto non valida' });
    const made = await requestReturn(
      { lines: [line], note: '', photo: null },
      answering(201, { return: { id: '3', number: '2026/000003', status: 'REQUESTED' } }),
    );
    expect(made).toEqual({ ok: true, id: '3', number: '2026/000003' });
  });
});

// Contract tests of POST /api/user/fiere: the fairs of the logged-in user, and only theirs.
import { fairsResponseSchema, REST_PATHS } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { loginAs } from '../helpers/login';
import { post } from '../helpers/requests';
import { useTestApp } from '../helpers/test-app';

const ctx = useTestApp();

describe('POST /api/user/fiere', () => {
  it('answers the fairs of a type F user with place and dates, soonest first', async () => {
    const { headers } = await loginAs(ctx.app, 'fiere');
    const response = await post(ctx.app, REST_PATHS.userFairs, { Lingua: 'en' }, { headers });
    expect(response.statusCode).toBe(200);
    const body = fairsResponseSchema.parse(response.json());
    expect(body.success && body.data.fiere).toEqual([
      {
        codice: 'EXPO2026',
        descrizione: 'Riviera Hospitality Expo 2026',
        luogo: 'Rimini, Quartiere fieristico',
        dal: '2026-10-17',
        al: '2026-10-20',
      },
      {
        codice: 'SIA2027',
        descrizione: 'Food Wholesale Show 2027',
        luogo: 'Bologna, Padiglioni Fiera',
        dal: '2027-02-13',
        al: '2027-02-16',
      },
    ]);
  });

  it('answers an empty list to users without fairs (never the fairs of others)', async () => {
    for (const user of ['promoter', 'rossi']) {
      const { headers } = await loginAs(ctx.app, user);
      const response = await post(ctx.app, REST_PATHS.userFairs, {}, { headers });
      expect(response.json()).toEqual({ success: true, data: { fiere: [] } });
    }
  });

  it('refuses anonymous callers with 401 and a bad Lingua with 422', async () => {
    expect((await post(ctx.app, REST_PATHS.userFairs, {})).statusCode).toBe(401);
    const { headers } = await loginAs(ctx.app, 'fiere');
    const response = await post(ctx.app, REST_PATHS.userFairs, { Lingua: 'x'.repeat(10_240) }, { headers });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0].field).toBe('Lingua');
  });
});

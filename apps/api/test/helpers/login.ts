// Logging in as a demo user in tests: the token and the headers that carry it.
import { REST_PATHS } from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { DEMO_PASSWORD } from '../../src/seed/data/users';
import { post } from './requests';

export interface LoggedIn {
  token: string;
  headers: { authorization: string };
}

/** Logs in (from its own address, so the per-address limit of other tests does not interfere). */
export async function loginAs(
  app: FastifyInstance,
  CodUtente: string,
  Password = DEMO_PASSWORD,
): Promise<LoggedIn> {
  const response = await post(
    app,
    REST_PATHS.login,
    { CodUtente, Password },
    { headers: { 'x-forwarded-for': '198.51.100.1' } },
  );
  expect(response.statusCode, response.body).toBe(200);
  const token: string = response.json().data.token;
  return { token, headers: { authorization: `Bearer ${token}` } };
}

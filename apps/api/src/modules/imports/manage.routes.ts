// Imports of carts and orders: POST /api/imports/carts/check|run (permission imports.carts) and
// /api/imports/orders/check|run (imports.orders). Rows travel as JSON; the body limit is raised for
// these calls only (10,000 rows are ~700 kB).
import {
  importCheckPayloadSchema,
  importRunPayloadSchema,
  REST_PATHS,
  type ImportMode,
} from '@shop/contract';
import type { FastifyPluginAsync } from 'fastify';
import { checkImport, runImport } from './imports.service';
import { parsePayload } from '../../http/payload';
import { ok } from '../../http/reply';
import { authenticatedUser } from '../../kernel/auth-user';

/** 16 MiB: some 200,000 rows of JSON. */
const IMPORT_BODY_LIMIT = 16 * 1024 * 1024;

const PATHS = {
  carts: {
    check: REST_PATHS.importsCartsCheck,
    run: REST_PATHS.importsCartsRun,
    permission: 'imports.carts',
  },
  orders: {
    check: REST_PATHS.importsOrdersCheck,
    run: REST_PATHS.importsOrdersRun,
    permission: 'imports.orders',
  },
} as const;

const importRoutes: FastifyPluginAsync = async (app) => {
  for (const mode of ['carts', 'orders'] as const satisfies readonly ImportMode[]) {
    const { check, run, permission } = PATHS[mode];
    const options = { bodyLimit: IMPORT_BODY_LIMIT, config: { permission } };

    app.post(check, options, async (request) => {
      const payload = parsePayload(importCheckPayloadSchema, request.body);
      return ok(await checkImport(app.db, authenticatedUser(request), mode, payload));
    });

    app.post(run, options, async (request) => {
      const payload = parsePayload(importRunPayloadSchema, request.body);
      return ok(await runImport(app.db, authenticatedUser(request), mode, payload));
    });
  }
};

export default importRoutes;

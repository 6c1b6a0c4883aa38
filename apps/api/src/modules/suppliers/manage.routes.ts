// Supplier management: list, one supplier, its products and the changes, each route naming the
// permission it needs (plugins/management.ts).
import {
  REST_PATHS,
  suppliersContactAddPayloadSchema,
  suppliersContactRemovePayloadSchema,
  suppliersContactUpdatePayloadSchema,
  suppliersCreatePayloadSchema,
  suppliersDeactivatePayloadSchema,
  suppliersDetailPayloadSchema,
  suppliersListPayloadSchema,
  suppliersProductsPayloadSchema,
  suppliersReactivatePayloadSchema,
  suppliersUpdatePayloadSchema,
  type SupplierRecord,
} from '@shop/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import * as edits from './supplier-edits.service';
import { getSupplier, listSupplierProducts, listSuppliers } from './suppliers.service';
import { parsePayload } from '../../http/payload';
import { ok } from '../../http/reply';
import { authenticatedUser, type AuthUser } from '../../kernel/auth-user';

const suppliersRoutes: FastifyPluginAsync = async (app) => {
  const read = { config: { permission: 'suppliers.read' as const } };

  app.post(REST_PATHS.suppliersList, read, async (request) =>
    ok(await listSuppliers(app.db, parsePayload(suppliersListPayloadSchema, request.body))),
  );
  app.post(REST_PATHS.suppliersDetail, read, async (request) => {
    const { codice } = parsePayload(suppliersDetailPayloadSchema, request.body);
    return ok({ fornitore: await getSupplier(app.db, codice) });
  });
  app.post(REST_PATHS.suppliersProducts, read, async (request) =>
    ok(await listSupplierProducts(app.db, parsePayload(suppliersProductsPayloadSchema, request.body))),
  );

  /** A change (suppliers.edit): its payload, the service; answers the supplier as it is now. */
  function edit<S extends z.ZodType>(
    url: string,
    schema: S,
    run: (db: Database, user: AuthUser, input: z.output<S>) => Promise<SupplierRecord>,
  ) {
    app.post(url, { config: { permission: 'suppliers.edit' } }, async (request) => {
      const input = parsePayload(schema, request.body);
      return ok({ fornitore: await run(app.db, authenticatedUser(request), input) });
    });
  }

  edit(REST_PATHS.suppliersCreate, suppliersCreatePayloadSchema, edits.createSupplier);
  edit(REST_PATHS.suppliersUpdate, suppliersUpdatePayloadSchema, edits.updateSupplier);
  edit(REST_PATHS.suppliersDeactivate, suppliersDeactivatePayloadSchema, (db, user, { codice }) =>
    edits.setSupplierActive(db, user, codice, false),
  );
  edit(REST_PATHS.suppliersReactivate, suppliersReactivatePayloadSchema, (db, user, { codice }) =>
    edits.setSupplierActive(db, user, codice, true),
  );
  edit(REST_PATHS.suppliersContactAdd, suppliersContactAddPayloadSchema, edits.addContact);
  edit(REST_PATHS.suppliersContactUpdate, suppliersContactUpdatePayloadSchema, edits.updateContact);
  edit(REST_PATHS.suppliersContactRemove, suppliersContactRemovePayloadSchema, edits.removeContact);
};

export default suppliersRoutes;

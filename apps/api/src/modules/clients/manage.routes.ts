// The client directory and the client record (management): list, detail and the edits, each route
// naming the permission it needs (plugins/management.ts); the services apply the user's client scope.
import {
  clientAddressAddPayloadSchema,
  clientAddressRemovePayloadSchema,
  clientAddressUpdatePayloadSchema,
  clientAssignPayloadSchema,
  clientContactAddPayloadSchema,
  clientContactRemovePayloadSchema,
  clientContactUpdatePayloadSchema,
  clientDetailPayloadSchema,
  clientListPayloadSchema,
  clientNoteAddPayloadSchema,
  clientTermsPayloadSchema,
  clientUpdatePayloadSchema,
  REST_PATHS,
  type ClientRecord,
  type Permission,
} from '@shop/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import * as edits from './client-edits.service';
import { getClientRecord, listClients } from './clients.service';
import { parsePayload } from '../../http/payload';
import { ok } from '../../http/reply';
import { authenticatedUser, type AuthUser } from '../../kernel/auth-user';

const clientsRoutes: FastifyPluginAsync = async (app) => {
  app.post(REST_PATHS.clientsList, { config: { permission: 'clients.read' } }, async (request) => {
    const query = parsePayload(clientListPayloadSchema, request.body);
    return ok(await listClients(app.db, authenticatedUser(request), query));
  });

  app.post(REST_PATHS.clientsDetail, { config: { permission: 'clients.read' } }, async (request) => {
    const { codice } = parsePayload(clientDetailPayloadSchema, request.body);
    return ok({ cliente: await getClientRecord(app.db, authenticatedUser(request), codice) });
  });

  /** An edit: its permission, its payload, the service; answers the record as it is now. */
  function edit<S extends z.ZodType>(
    url: string,
    permission: Permission,
    schema: S,
    run: (db: Database, user: AuthUser, input: z.output<S>) => Promise<ClientRecord>,
  ) {
    app.post(url, { config: { permission } }, async (request) => {
      const input = parsePayload(schema, request.body);
      return ok({ cliente: await run(app.db, authenticatedUser(request), input) });
    });
  }

  edit(REST_PATHS.clientsUpdate, 'clients.editCompany', clientUpdatePayloadSchema, edits.updateCompany);
  edit(REST_PATHS.clientsAddressAdd, 'clients.editCompany', clientAddressAddPayloadSchema, edits.addAddress);
  edit(
    REST_PATHS.clientsAddressUpdate,
    'clients.editCompany',
    clientAddressUpdatePayloadSchema,
    edits.updateAddress,
  );
  edit(
    REST_PATHS.clientsAddressRemove,
    'clients.editCompany',
    clientAddressRemovePayloadSchema,
    edits.removeAddress,
  );
  edit(REST_PATHS.clientsContactAdd, 'clients.editContacts', clientContactAddPayloadSchema, edits.addContact);
  edit(
    REST_PATHS.clientsContactUpdate,
    'clients.editContacts',
    clientContactUpdatePayloadSchema,
    edits.updateContact,
  );
  edit(
    REST_PATHS.clientsContactRemove,
    'clients.editContacts',
    clientContactRemovePayloadSchema,
    edits.removeContact,
  );
  edit(REST_PATHS.clientsNoteAdd, 'clients.editContacts', clientNoteAddPayloadSchema, edits.addNote);
  edit(REST_PATHS.clientsTerms, 'clients.editTerms', clientTermsPayloadSchema, edits.updateTerms);
  edit(REST_PATHS.clientsAssign, 'agents.assign', clientAssignPayloadSchema, edits.assignAgent);
};

export default clientsRoutes;

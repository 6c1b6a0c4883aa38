// POST /api/data/table (one lookup table) and /api/data/tables (several at once) as code + description.
import { dataTablePayloadSchema, dataTablesPayloadSchema, REST_PATHS } from '@shop/contract';
import type { FastifyPluginAsync } from 'fastify';
import { readDataTable, readDataTables } from './data-table.service';
import { parsePayload } from '../../http/payload';
import { ok } from '../../http/reply';

const dataTableRoutes: FastifyPluginAsync = async (app) => {
  app.post(REST_PATHS.dataTable, async (request) => {
    const { tablename, Lingua } = parsePayload(dataTablePayloadSchema, request.body);
    const ctx = { language: Lingua, loggedIn: request.user !== null };
    return ok({ dati: await readDataTable(app.db, tablename, ctx) });
  });

  app.post(REST_PATHS.dataTables, async (request) => {
    const { tablename, Lingua } = parsePayload(dataTablesPayloadSchema, request.body);
    const ctx = { language: Lingua, loggedIn: request.user !== null };
    return ok({ dati: await readDataTables(app.db, tablename, ctx) });
  });
};

export default dataTableRoutes;

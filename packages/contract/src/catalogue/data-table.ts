// POST /api/data/table and /api/data/tables — lookup tables for filters and forms, as code + description.
import { z } from 'zod';
import { envelopeSchema } from '../kernel/envelope';
import { languageSchema } from '../kernel/language';

/** TipoArticoli: the type filter (P, E, N, F, O); Marchi, Fornitori; UnitaMisura: units of sale. */
export const DATA_TABLES = ['TipoArticoli', 'Marchi', 'Fornitori', 'UnitaMisura'] as const;
export type DataTableName = (typeof DATA_TABLES)[number];

export const dataTablePayloadSchema = z.object({
  tablename: z.enum(DATA_TABLES),
  Lingua: languageSchema,
});
export type DataTablePayload = z.input<typeof dataTablePayloadSchema>;

export const dataTableRowSchema = z.object({ codice: z.string(), descrizione: z.string() });
export type DataTableRow = z.infer<typeof dataTableRowSchema>;

export const dataTableDataSchema = z.object({ dati: z.array(dataTableRowSchema) });
export type DataTableData = z.infer<typeof dataTableDataSchema>;
export const dataTableResponseSchema = envelopeSchema(dataTableDataSchema);

/** `tablename` repeated (form data), as a list (JSON) or comma-separated: "TipoArticoli,Marchi". */
export const dataTablesPayloadSchema = z.object({
  tablename: z.preprocess(
    (value) =>
      typeof value === 'string'
        ? value
            .split(',')
            .map((name) => name.trim())
            .filter((name) => name !== '')
        : value,
    z.array(z.enum(DATA_TABLES)).min(1).max(DATA_TABLES.length),
  ),
  Lingua: languageSchema,
});
export type DataTablesPayload = z.input<typeof dataTablesPayloadSchema>;

export const dataTablesDataSchema = z.object({
  dati: z.partialRecord(z.enum(DATA_TABLES), z.array(dataTableRowSchema)),
});
export type DataTablesData = z.infer<typeof dataTablesDataSchema>;
export const dataTablesResponseSchema = envelopeSchema(dataTablesDataSchema);

// Suppliers as the catalogue calls show them (search suggestions, the Fornitori data table).
import { z } from 'zod';

export const supplierOptionSchema = z.object({ codice: z.string(), descrizione: z.string() });
export type SupplierOption = z.infer<typeof supplierOptionSchema>;

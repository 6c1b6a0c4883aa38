// GET /api/brand — every brand: `nome` is the code, `descizione` the name (the spec's spelling).
import { z } from 'zod';
import { envelopeSchema } from '../kernel/envelope';

export const brandSchema = z.object({ nome: z.string(), descizione: z.string() });
export type Brand = z.infer<typeof brandSchema>;

export const brandListDataSchema = z.object({ marchi: z.array(brandSchema) });
export type BrandListData = z.infer<typeof brandListDataSchema>;
export const brandListResponseSchema = envelopeSchema(brandListDataSchema);

// POST /api/category/categorylist — the 3-level category tree in one language.
import { z } from 'zod';
import { envelopeSchema } from '../kernel/envelope';
import { languageSchema } from '../kernel/language';

/** Separator between the uniqueness prefix and the category code inside a tree id (spec §3). */
export const CATEGORY_ID_SEPARATOR = '||#||';

export const categoryListPayloadSchema = z.object({
  tipo: z.literal('b2b'),
  lingua: languageSchema,
});
export type CategoryListPayload = z.input<typeof categoryListPayloadSchema>;

export interface CategoryNode {
  /** `<counter>||#||<code>`: unique in the tree, the category code after the separator. */
  id: string;
  description: string;
  children: CategoryNode[];
}

export const categoryNodeSchema: z.ZodType<CategoryNode> = z.lazy(() =>
  z.object({
    id: z.string().includes(CATEGORY_ID_SEPARATOR),
    description: z.string(),
    children: z.array(categoryNodeSchema),
  }),
);

export const categoryListDataSchema = z.object({ categorie: z.array(categoryNodeSchema) });
export type CategoryListData = z.infer<typeof categoryListDataSchema>;
export const categoryListResponseSchema = envelopeSchema(categoryListDataSchema);

/** The category code inside a tree id: the part after the separator. */
export function categoryCodeFromId(id: string): string {
  const at = id.lastIndexOf(CATEGORY_ID_SEPARATOR);
  return at === -1 ? id : id.slice(at + CATEGORY_ID_SEPARATOR.length);
}

/** A tree id made unique by a counter prefix. */
export function categoryTreeId(counter: number, code: string): string {
  return `${counter}${CATEGORY_ID_SEPARATOR}${code}`;
}

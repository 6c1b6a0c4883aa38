// The category tree in one language.
import type { CategoryListData, Language } from '@shop/contract';
import type { Database } from '../../db/database';
import { buildCategoryTree } from './category-tree';
import { findAllCategories } from './category.repository';

export async function getCategoryTree(db: Database, language: Language): Promise<CategoryListData> {
  const rows = await findAllCategories(db);
  const flat = rows.map((row) => ({
    code: row.code,
    parentCode: row.parentCode,
    position: row.position,
    label: language === 'en' ? row.labelEn : row.labelIt,
  }));
  return { categorie: buildCategoryTree(flat) };
}

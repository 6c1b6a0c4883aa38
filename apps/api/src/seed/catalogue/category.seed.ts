// Seeds the category tree from the data file, deriving codes from positions ("01" > "01.02" > "01.02.03").
import type { Database } from '../../db/database';
import { categories, type NewCategoryRow } from '../../db/schema';
import { CATEGORY_TREE } from '../data/categories';
import type { Seeder } from '../core/seeder';

const twoDigits = (position: number) => String(position).padStart(2, '0');

/** The data file's tree as rows, parents before children (the foreign key needs that order). */
export function categoryRows(): NewCategoryRow[] {
  const rows: NewCategoryRow[] = [];
  CATEGORY_TREE.forEach(([labelIt, labelEn, families], i) => {
    const top = twoDigits(i + 1);
    rows.push({ code: top, parentCode: null, level: 1, position: i + 1, labelIt, labelEn });
    families.forEach(([famIt, famEn, leaves], j) => {
      const family = `${top}.${twoDigits(j + 1)}`;
      rows.push({ code: family, parentCode: top, level: 2, position: j + 1, labelIt: famIt, labelEn: famEn });
      leaves.forEach(([leafIt, leafEn], k) => {
        const code = `${family}.${twoDigits(k + 1)}`;
        rows.push({ code, parentCode: family, level: 3, position: k + 1, labelIt: leafIt, labelEn: leafEn });
      });
    });
  });
  return rows;
}

export const categorySeeder: Seeder = {
  name: 'categories',
  table: categories,
  async seed(db: Database) {
    const rows = categoryRows();
    await db.insert(categories).values(rows);
    return rows.length;
  },
};

// The brand list with the spec's field names: `nome` the code, `descizione` the name.
import type { BrandListData } from '@shop/contract';
import type { Database } from '../../db/database';
import { findAllBrands } from './brand.repository';

export async function listBrands(db: Database): Promise<BrandListData> {
  const rows = await findAllBrands(db);
  return { marchi: rows.map((row) => ({ nome: row.code, descizione: row.name })) };
}

// Lookup tables as code + description: the type filter (TipoArticoli), brands, suppliers, units of sale.
import type { DataTableName, DataTableRow, Language } from '@shop/contract';
import type { Database } from '../../db/database';
import { findAllBrands } from './brand.repository';
import { findAllSuppliers } from '../suppliers';

const ARTICLE_TYPES: Record<Language, readonly DataTableRow[]> = {
  it: [
    { codice: 'P', descrizione: 'Promozioni' },
    { codice: 'E', descrizione: 'In evidenza' },
    { codice: 'N', descrizione: 'Novità' },
    { codice: 'F', descrizione: 'Preferiti' },
    { codice: 'O', descrizione: 'Outlet' },
  ],
  en: [
    { codice: 'P', descrizione: 'Promotions' },
    { codice: 'E', descrizione: 'Highlights' },
    { codice: 'N', descrizione: 'News' },
    { codice: 'F', descrizione: 'Favourites' },
    { codice: 'O', descrizione: 'Outlet' },
  ],
};

const UNITS: Record<Language, readonly DataTableRow[]> = {
  it: [
    { codice: 'PZ', descrizione: 'Pezzo' },
    { codice: 'CF', descrizione: 'Confezione' },
    { codice: 'CT', descrizione: 'Cartone' },
    { codice: 'KG', descrizione: 'Chilogrammo' },
    { codice: 'LT', descrizione: 'Litro' },
  ],
  en: [
    { codice: 'PZ', descrizione: 'Piece' },
    { codice: 'CF', descrizione: 'Pack' },
    { codice: 'CT', descrizione: 'Carton' },
    { codice: 'KG', descrizione: 'Kilogram' },
    { codice: 'LT', descrizione: 'Litre' },
  ],
};

export interface DataTableContext {
  language: Language;
  /** Spec §5: favourites (F) are offered only to logged-in users. */
  loggedIn: boolean;
}

export async function readDataTable(
  db: Database,
  name: DataTableName,
  ctx: DataTableContext,
): Promise<DataTableRow[]> {
  switch (name) {
    case 'TipoArticoli':
      return ARTICLE_TYPES[ctx.language].filter((row) => ctx.loggedIn || row.codice !== 'F');
    case 'UnitaMisura':
      return [...UNITS[ctx.language]];
    case 'Marchi':
      return (await findAllBrands(db)).map((row) => ({ codice: row.code, descrizione: row.name }));
    case 'Fornitori':
      return (await findAllSuppliers(db)).map((row) => ({ codice: row.code, descrizione: row.name }));
  }
}

export async function readDataTables(
  db: Database,
  names: readonly DataTableName[],
  ctx: DataTableContext,
): Promise<Partial<Record<DataTableName, DataTableRow[]>>> {
  const tables: Partial<Record<DataTableName, DataTableRow[]>> = {};
  for (const name of new Set(names)) tables[name] = await readDataTable(db, name, ctx);
  return tables;
}

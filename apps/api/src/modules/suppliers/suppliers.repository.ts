// Queries on suppliers: the active ones the catalogue offers as a filter, and supplier management (the
// list with each supplier's product count, one supplier with its contacts, its products a page at a time).
import type {
  Language,
  SupplierProductSortField,
  SupplierSortField,
  SuppliersListQuery,
  SuppliersProductsQuery,
} from '@shop/contract';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { brands, products, supplierContacts, suppliers } from '../../db/schema';
import { containsPattern, pageWindow } from '../../http/list';

// Written out: in a query on suppliers alone drizzle leaves column names unqualified, and "code" in
// the subquery would be the product's.
const productCount = sql<number>`(select count(*) from products p
  where p.supplier_code = "suppliers"."code")`.mapWith(Number);

const SEARCHED = sql`(${suppliers.code} || ' ' || ${suppliers.name} || ' ' || ${suppliers.vatNumber} || ' ' || ${suppliers.city})`;

const SORT: Record<SupplierSortField, SQL> = {
  codice: sql`${suppliers.code}`,
  ragioneSociale: sql`lower(${suppliers.name})`,
  partitaIva: sql`${suppliers.vatNumber}`,
  citta: sql`lower(${suppliers.city})`,
  provincia: sql`${suppliers.province}`,
  prodotti: productCount,
};

const words = (search: string | undefined) => (search ?? '').split(/\s+/).filter(Boolean);

export async function findSuppliersPage(db: Database, query: SuppliersListQuery) {
  const { limit, offset } = pageWindow(query.page, query.pageSize);
  const direction = query.sort.direction === 'desc' ? sql`desc` : sql`asc`;
  const where = and(
    ...words(query.search).map((word) => sql`${SEARCHED} ilike ${containsPattern(word)}`),
    query.attivo ? eq(suppliers.active, query.attivo === 'S') : undefined,
    query.citta ? sql`lower(${suppliers.city}) = lower(${query.citta})` : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({ supplier: suppliers, productCount })
      .from(suppliers)
      .where(where)
      .orderBy(sql`${SORT[query.sort.field]} ${direction}`, asc(suppliers.code))
      .limit(limit)
      .offset(offset),
    db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(suppliers)
      .where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export async function findSupplier(db: Database, code: string) {
  const [row] = await db
    .select({ supplier: suppliers, productCount })
    .from(suppliers)
    .where(eq(suppliers.code, code));
  return row;
}

export async function findSupplierContacts(db: Database, code: string) {
  return db
    .select()
    .from(supplierContacts)
    .where(eq(supplierContacts.supplierCode, code))
    .orderBy(asc(supplierContacts.id));
}

export async function lockSupplier(db: Database, code: string) {
  const [row] = await db.select().from(suppliers).where(eq(suppliers.code, code)).for('update');
  return row;
}

function productSort(field: SupplierProductSortField, language: Language): SQL {
  switch (field) {
    case 'codice':
      return sql`${products.code}`;
    case 'descrizione':
      return sql`lower(${language === 'en' ? products.descriptionEn : products.descriptionIt})`;
    case 'marca':
      return sql`lower(${brands.name})`;
    case 'giacenza':
      return sql`${products.stock}`;
    case 'prezzo':
      return sql`${products.priceP1}`;
  }
}

/** One page of the supplier's products (withdrawn ones too) and how many match. */
export async function findSupplierProducts(db: Database, query: SuppliersProductsQuery) {
  const { limit, offset } = pageWindow(query.page, query.pageSize);
  const direction = query.sort.direction === 'desc' ? sql`desc` : sql`asc`;
  const description = query.Lingua === 'en' ? products.descriptionEn : products.descriptionIt;
  const where = and(
    eq(products.supplierCode, query.codice),
    ...words(query.search).map(
      (word) => sql`(${products.code} || ' ' || ${description}) ilike ${containsPattern(word)}`,
    ),
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        code: products.code,
        description,
        brand: brands.name,
        um: products.um,
        stock: products.stock,
        price: products.priceP1,
        active: products.active,
      })
      .from(products)
      .innerJoin(brands, eq(brands.code, products.brandCode))
      .where(where)
      .orderBy(sql`${productSort(query.sort.field, query.Lingua)} ${direction}`, asc(products.code))
      .limit(limit)
      .offset(offset),
    db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(products)
      .where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** Every active supplier, by name (a deactivated one is no longer offered as a filter). */
export async function findAllSuppliers(db: Database) {
  return db
    .select({ code: suppliers.code, name: suppliers.name })
    .from(suppliers)
    .where(eq(suppliers.active, true))
    .orderBy(asc(suppliers.name));
}

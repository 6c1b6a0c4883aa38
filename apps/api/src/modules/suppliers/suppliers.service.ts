// Supplier management: the list, one supplier with its contacts, its products. Changes are in
// supplier-edits.service.ts.
import type {
  SupplierListData,
  SupplierListItem,
  SupplierProductListData,
  SupplierRecord,
  SuppliersListQuery,
  SuppliersProductsQuery,
} from '@shop/contract';
import type { Database } from '../../db/database';
import type { SupplierRow } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { listData } from '../../http/list';
import { money, toAmount } from '../../kernel/money';
import {
  findSupplier,
  findSupplierContacts,
  findSupplierProducts,
  findSuppliersPage,
} from './suppliers.repository';

const yesNo = (value: boolean): 'S' | 'N' => (value ? 'S' : 'N');

function toListItem(supplier: SupplierRow, productCount: number): SupplierListItem {
  return {
    codice: supplier.code,
    ragioneSociale: supplier.name,
    partitaIva: supplier.vatNumber,
    email: supplier.email,
    telefono: supplier.phone,
    citta: supplier.city,
    provincia: supplier.province,
    prodotti: productCount,
    attivo: yesNo(supplier.active),
  };
}

export function supplierNotFound(): AppError {
  return new AppError(404, 'NOT_FOUND', 'suppliers.notFound', { field: 'codice' });
}

export async function listSuppliers(db: Database, query: SuppliersListQuery): Promise<SupplierListData> {
  const { rows, total } = await findSuppliersPage(db, query);
  return listData(
    rows.map((row) => toListItem(row.supplier, row.productCount)),
    total,
    query,
  );
}

export async function getSupplier(db: Database, code: string): Promise<SupplierRecord> {
  const row = await findSupplier(db, code);
  if (!row) throw supplierNotFound();
  const contacts = await findSupplierContacts(db, code);
  const { supplier } = row;
  return {
    ...toListItem(supplier, row.productCount),
    indirizzo: supplier.street,
    cap: supplier.postcode,
    nazione: supplier.country,
    creato: supplier.createdAt.toISOString(),
    contatti: contacts.map((c) => ({
      id: c.id,
      nome: c.name,
      ruolo: c.role,
      email: c.email,
      telefono: c.phone,
    })),
  };
}

export async function listSupplierProducts(
  db: Database,
  query: SuppliersProductsQuery,
): Promise<SupplierProductListData> {
  if (!(await findSupplier(db, query.codice))) throw supplierNotFound();
  const { rows, total } = await findSupplierProducts(db, query);
  const items = rows.map((p) => ({
    codice: p.code,
    descrizione: p.description,
    marca: p.brand,
    um: p.um,
    giacenza: p.stock,
    prezzo: toAmount(money(p.price), 2),
    attivo: yesNo(p.active),
  }));
  return listData(items, total, query);
}

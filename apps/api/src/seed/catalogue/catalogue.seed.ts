// Seeds brands, suppliers and the generated products (5,000 by default; `seed -- --products N` for more).
import type { Database } from '../../db/database';
import { brands, products, supplierContacts, suppliers } from '../../db/schema';
import type { Seeder, SeedOptions } from '../core/seeder';
import { BRANDS } from './data/brands';
import { SUPPLIER_ADDRESSES, SUPPLIER_CONTACTS, SUPPLIERS, supplierDomain } from './data/suppliers';
import { catalogueLeaves, DEFAULT_PRODUCT_COUNT, generateProducts } from './product-generator';

/** 1,000 rows × 30 columns stays well under PostgreSQL's 65,535 bind parameters per statement. */
const BATCH_SIZE = 1_000;

export const brandSeeder: Seeder = {
  name: 'brands',
  table: brands,
  async seed(db: Database) {
    const sorted = [...BRANDS].sort((a, b) => a[1].localeCompare(b[1], 'it'));
    await db.insert(brands).values(sorted.map(([code, name], i) => ({ code, name, position: i + 1 })));
    return BRANDS.length;
  },
};

export const supplierSeeder: Seeder = {
  name: 'suppliers',
  table: suppliers,
  async seed(db: Database) {
    await db.insert(suppliers).values(
      SUPPLIERS.map(([code, name, city, vatNumber], i) => {
        const [street, postcode, province] = SUPPLIER_ADDRESSES[code] ?? ['', '', ''];
        const phone = `+39 0${String(2 + (i % 8))} ${String(5100 + i * 37).padStart(4, '0')} ${String(1000 + i * 13)}`;
        const email = `info@${supplierDomain(name)}`;
        // A supplier of the shop for years, not since the day the demo data was loaded.
        const createdAt = new Date(Date.UTC(2008 + (i % 12), (i * 5) % 12, 1 + ((i * 11) % 27), 9));
        return { code, name, city, vatNumber, street, postcode, province, phone, email, createdAt };
      }),
    );
    return SUPPLIERS.length;
  },
};

export const supplierContactSeeder: Seeder = {
  name: 'supplier contacts',
  table: supplierContacts,
  async seed(db: Database) {
    const names = new Map(SUPPLIERS.map(([code, name]) => [code, name]));
    await db.insert(supplierContacts).values(
      SUPPLIER_CONTACTS.map(([supplierCode, name, role, mailbox, phone]) => ({
        supplierCode,
        name,
        role,
        email: `${mailbox}@${supplierDomain(names.get(supplierCode) ?? supplierCode)}`,
        phone,
      })),
    );
    return SUPPLIER_CONTACTS.length;
  },
};

export const productSeeder: Seeder = {
  name: 'products',
  table: products,
  async seed(db: Database, options: SeedOptions = {}) {
    const count = options.products ?? DEFAULT_PRODUCT_COUNT;
    const leaves = catalogueLeaves();
    for (let from = 0; from < count; from += BATCH_SIZE) {
      await db.insert(products).values(generateProducts(from, Math.min(count, from + BATCH_SIZE), leaves));
    }
    return count;
  },
};

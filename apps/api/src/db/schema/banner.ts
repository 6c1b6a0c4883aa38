// Banners: the header's top texts (spec §2: a text with a link and an icon at the left, centre and
// right) and the home page's banners (tipo home: a picture with a title, a text and a link).
import { sql } from 'drizzle-orm';
import { boolean, check, date, integer, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';

export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    tipo: varchar('tipo', { length: 10 }).notNull(),
    /** The home banners' title (empty for the header's texts). */
    titleIt: text('title_it').notNull().default(''),
    titleEn: text('title_en').notNull().default(''),
    textIt: text('text_it').notNull(),
    textEn: text('text_en').notNull(),
    /** Where the banner leads: a shop path, a tel:/mailto: link or an external URL; '' for none. */
    link: text('link').notNull().default(''),
    /** Icon (top) or picture (home) path ('' for a text-only banner). */
    image: text('image').notNull().default(''),
    position: integer('position').notNull().default(1),
    active: boolean('active').notNull().default(true),
    /** First and last day shown (Europe/Rome), both included; null for open. */
    validFrom: date('valid_from'),
    validTo: date('valid_to'),
  },
  (t) => [
    check('banners_tipo_ck', sql`${t.tipo} in ('topleft', 'topcenter', 'topright', 'home')`),
    check(
      'banners_validity_ck',
      sql`${t.validFrom} is null or ${t.validTo} is null or ${t.validFrom} <= ${t.validTo}`,
    ),
  ],
);

export type BannerRow = typeof banners.$inferSelect;
export type NewBannerRow = typeof banners.$inferInsert;
